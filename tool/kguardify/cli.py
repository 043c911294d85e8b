# SPDX-License-Identifier: GPL-2.0-only
"""Stage: command line. argv -> Options -> the pipeline -> exit status.

Exit status: 0 done and nothing to report (series mode: the series was
written, or there was nothing to convert; report, context, org and json
modes: the run worked, findings are not errors), 1 changes or declined
functions (diff mode), 2 usage or environment error, 3 internal error, 130
interrupted. Only this module prints or exits.
"""

from __future__ import annotations

import argparse
import dataclasses
import logging
import os
import re
import resource
import shutil
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from datetime import datetime, timezone
from pathlib import Path

from kguardify.embedded.files import write_atomically
from kguardify import __version__, discover, pipeline
from kguardify.checks import checkpatch, kbuild
from kguardify.engine import jobs, spatch
from kguardify.output import report, series, summary
from kguardify.embedded import catalogue
from kguardify.support.errors import Interrupted, KguardifyError, ToolMissing, UsageError
from kguardify.model import FileResult, Identity, Mode, Options, SeriesOptions, Split

EXIT_OK, EXIT_FINDINGS, EXIT_USAGE, EXIT_BUG, EXIT_INTERRUPTED = 0, 1, 2, 3, 130


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog='kguardify',
        description='Rewrite goto-unwind kernel C into the scope-based helpers of '
                    'include/linux/cleanup.h.')
    p.add_argument('paths', nargs='*', type=Path, metavar='PATH',
                   help='C files or directories to convert')
    p.add_argument('--mode', choices=[m.value for m in Mode], default=Mode.SERIES.value,
                   help='series: write a patch series into -o DIR (default); diff: '
                        'print one unified diff; in-place: rewrite the files; report, '
                        'context, org: list the candidates as make coccicheck does; '
                        'json: the candidates as one JSON document')
    p.add_argument('-j', '--jobs', type=int,
                   help='spatch processes at a time (GNU parallel -j; default: the number '
                        'of cores, with --sshlogin those of each host)')
    p.add_argument('-S', '--sshlogin', action='append', default=[], metavar='LOGIN',
                   help="run the jobs on this host too (GNU parallel --sshlogin: "
                        "[N/]host, ':' for this machine; repeatable)")
    p.add_argument('--timeout', type=float, default=120.0,
                   help='seconds spatch may spend on one file (default 120)')
    p.add_argument('--max-passes', type=int, default=4, help=argparse.SUPPRESS)
    # Tests and benchmarks: every file to spatch; files per spatch process.
    p.add_argument('--no-prefilter', action='store_true', help=argparse.SUPPRESS)
    p.add_argument('--batch-size', type=int, default=0, help=argparse.SUPPRESS)
    p.add_argument('--spatch', default='spatch', help='the spatch program to run')
    p.add_argument('--cocci-dir', type=Path, help='where the .cocci files are')
    p.add_argument('--tree', type=Path, metavar='DIR',
                   help='the kernel tree whose helpers to use (default: found above '
                        'the paths)')
    p.add_argument('--force-subsystem', action='store_true',
                   help='convert also where the tree\'s maintainers discourage the '
                        'helpers (netdev: net/, drivers/net/)')
    p.add_argument('--list-helpers', action='store_true',
                   help='print the cleanup helpers the tree defines and exit')
    p.add_argument('-q', '--quiet', action='store_true',
                   help='no progress and no decline lines on stderr')
    p.add_argument('-v', '--verbose', action='count', default=0,
                   help='report and org modes: the declined candidates too; '
                        'twice: log what runs')
    p.add_argument('--summary', action='store_true',
                   help='the numbers of the run at the end: files, functions '
                        'converted and declined per idiom and reason, lines removed, '
                        'time')
    c = p.add_argument_group('checks')
    c.add_argument('--check-build', action='append', default=[], type=Path,
                   metavar='KBUILD_DIR',
                   help='compile every converted file (at each patch\'s state with '
                        '--per function) in this configured and prepared kernel build '
                        'directory, with the compiler it was configured for (clang: '
                        'W=1), and drop the conversions that do not compile; repeat '
                        'it for a gcc and a clang directory')
    c.add_argument('--check-states', choices=('each', 'final'), default='each',
                   help='with --per function, compile the state after each patch '
                        '(default) or only the converted file')
    c.add_argument('--check-patch', action='store_true',
                   help='run the tree\'s scripts/checkpatch.pl on every patch of the '
                        'series and drop the conversions whose patch has an ERROR '
                        '(exit status 1 when a warning is left)')
    g = p.add_argument_group('series mode')
    g.add_argument('-o', '--output', type=Path, default=Path('kguardify-series'),
                   metavar='DIR', help='where the series goes (default: '
                   'kguardify-series); it must be empty or new unless --force')
    g.add_argument('--force', action='store_true',
                   help='write into a non-empty DIR, replacing the NNNN-*.patch '
                        'files of an earlier series there')
    g.add_argument('--per', choices=[s.value for s in Split],
                   default=Split.FUNCTION.value,
                   help='one patch per converted function (default) or per file')
    g.add_argument('--max-patches', type=int, default=10, metavar='N',
                   help='patches per series (default 10); more are split by '
                        'subject prefix, then into numbered parts')
    g.add_argument('--from', dest='from_', metavar='"NAME <MAIL>"',
                   help='the author of the patches (default: git config '
                        'user.name and user.email)')
    g.add_argument('--signoff', metavar='"NAME <MAIL>"',
                   help='who signs the patches off (default: the author)')
    g.add_argument('--date', help='the series date, ISO 8601 or @EPOCH (default: '
                                  'SOURCE_DATE_EPOCH if set, else now); patch n is '
                                  'dated n seconds later')
    g.add_argument('--subject-prefix', default='PATCH', metavar='PREFIX',
                   help='instead of PATCH, e.g. "PATCH v2"')
    g.add_argument('--to', action='append', default=[], metavar='ADDRESS',
                   help='a To: header for every mail (repeatable)')
    g.add_argument('--cc', action='append', default=[], metavar='ADDRESS',
                   help='a Cc: header for every mail (repeatable)')
    return p


def options_from(args: argparse.Namespace) -> Options:
    if args.jobs is not None and args.jobs < 1:
        raise KguardifyError('--jobs must be at least 1')
    if args.batch_size < 0 or args.timeout <= 0:
        raise UsageError('--batch-size and --timeout must be positive')
    if not args.paths and not args.list_helpers:
        raise UsageError('no PATH given (see --help)')
    # 0: as many as each host has cores (parallel -j 100%).
    jobs = args.jobs or (0 if args.sshlogin else len(os.sched_getaffinity(0)))
    return Options(paths=tuple(args.paths), mode=Mode(args.mode), jobs=jobs,
                   timeout=args.timeout, max_passes=args.max_passes, spatch=args.spatch,
                   cocci_dir=args.cocci_dir, tree=args.tree, cache_dir=cache_dir(),
                   quiet=args.quiet, force_subsystem=args.force_subsystem,
                   verbose=args.verbose > 0, summary=args.summary,
                   sshlogins=tuple(args.sshlogin),
                   prefilter=not args.no_prefilter, batch_size=args.batch_size)


def cache_dir() -> Path:
    base = os.environ.get('XDG_CACHE_HOME') or os.path.join(os.path.expanduser('~'),
                                                             '.cache')
    return Path(base) / 'kguardify'


def parse_identity(text: str, option: str) -> Identity:
    m = re.match(r'^\s*([^<>]*?)\s*<([^<>\s]+@[^<>\s]+)>\s*$', text)
    if not m or not m.group(1):
        raise UsageError('%s wants "Name <mail>", not %r' % (option, text))
    return Identity(m.group(1), m.group(2))


def parse_date(text: str | None, environ: dict[str, str]) -> datetime:
    """--date: ISO 8601 (UTC when it has no offset) or @EPOCH; without it
    SOURCE_DATE_EPOCH, else now."""
    if text is None and environ.get('SOURCE_DATE_EPOCH'):
        text = '@' + environ['SOURCE_DATE_EPOCH']
    if text is None:
        return datetime.now().astimezone().replace(microsecond=0)
    try:
        if re.match(r'^@?\d+$', text):
            return datetime.fromtimestamp(int(text.lstrip('@')), timezone.utc)
        date = datetime.fromisoformat(text)
    except (ValueError, OverflowError) as exc:
        raise UsageError('--date: %s' % exc) from None
    return (date if date.tzinfo else date.replace(tzinfo=timezone.utc)).replace(
        microsecond=0)


def series_options_from(args: argparse.Namespace, options: Options) -> SeriesOptions:
    """Checks the output directory and finds the identities before the
    conversion runs, so that a usage error costs no time."""
    if args.max_patches < 1:
        raise UsageError('--max-patches must be at least 1')
    discover.expand_paths(options.paths)       # bad paths first: their message is clearer
    series.check_output(args.output, args.force)
    author = parse_identity(args.from_, '--from') if args.from_ else None
    signoff = parse_identity(args.signoff, '--signoff') if args.signoff else None
    first = options.paths[0]
    directory = first if first.is_dir() else first.parent
    author, signoff = series.resolve_identities(directory, author, signoff)
    return SeriesOptions(
        output=args.output, author=author, signoff=signoff,
        date=parse_date(args.date, dict(os.environ)), force=args.force,
        per=Split(args.per), max_patches=args.max_patches,
        subject_prefix=args.subject_prefix, to=tuple(args.to), cc=tuple(args.cc))


def main(argv: list[str] | None = None) -> int:
    """Parse argv, run, and map kguardify's errors to exit statuses."""
    started = time.monotonic()
    args = parser().parse_args(argv)
    logging.basicConfig(stream=sys.stderr, format='kguardify: %(message)s',
                        level=[logging.WARNING, logging.INFO, logging.DEBUG][
                            min(args.verbose, 2)])
    try:
        return run(args, started)
    except (KeyboardInterrupt, Interrupted):
        sys.stderr.write('kguardify: interrupted; no file was changed\n')
        return EXIT_INTERRUPTED
    except KguardifyError as exc:
        sys.stderr.write('kguardify: %s\n' % exc)
        return EXIT_USAGE
    except Exception:  # noqa: BLE001 - report a bug, not a traceback soup
        sys.stderr.write('kguardify: internal error, please report:\n')
        traceback.print_exc()
        return EXIT_BUG


def run(args: argparse.Namespace, started: float) -> int:
    """The run the arguments ask for: convert, check, write; its exit status."""
    options = options_from(args)
    if args.list_helpers:
        return list_helpers(options)
    check_tools(options)
    series_options = series_options_from(args, options) \
        if options.mode is Mode.SERIES else None
    if args.check_patch and series_options is None:
        raise UsageError('--check-patch checks the patches of a series: use it with '
                         '--mode series')
    builds = [kbuild.open_build_dir(d) for d in args.check_build]
    root = kernel_tree(options) if builds or args.check_patch else None
    progress = None if options.quiet else progress_printer()
    outcome = convert(options, progress, args.verbose)
    results = outcome.results
    if builds and root is not None:
        results, series_options = check_builds(results, root, builds, options,
                                               series_options, args.check_states, progress)
    checked = None
    if args.check_patch and root is not None and series_options is not None:
        checked = run_checkpatch(results, series_options, root, options.jobs)
        results = checked.results
    status = finish(results, options, series_options, scanned=outcome.scanned,
                    started=started, mails=checked.mails if checked else None)
    if checked is not None and series_options is not None:
        status = max(status, checkpatch_summary(checked, series_options.output))
    return status


def list_helpers(options: Options) -> int:
    """--list-helpers: the tree's cleanup helpers on stdout."""
    cat, warning = pipeline.find_catalogue(options, list(options.paths) or [Path.cwd()])
    if warning:
        sys.stderr.write('kguardify: %s\n' % warning)
    sys.stdout.write(catalogue.render(cat))
    return EXIT_OK


def check_tools(options: Options) -> None:
    """spatch and GNU parallel must be on PATH."""
    if shutil.which(options.spatch) is None:
        raise ToolMissing(options.spatch, 'coccinelle')
    if shutil.which('parallel') is None:
        raise ToolMissing('parallel', 'parallel')


def convert(options: Options, progress: ProgressPrinter | None,
            verbose: int) -> pipeline.Outcome:
    """The pipeline's run, its warnings on stderr (-v: and what it cost)."""
    outcome = pipeline.run(options, progress)
    if progress is not None:
        progress.end()
    for warning in outcome.warnings:
        sys.stderr.write('kguardify: %s\n' % warning)
    if not outcome.scanned:
        sys.stderr.write('kguardify: no C files under %s\n' %
                         ' '.join(str(p) for p in options.paths))
    if verbose and outcome.stats is not None:
        sys.stderr.write('kguardify: %s\n' % cost_line(outcome.stats, options))
    return outcome


def check_builds(results: list[FileResult], root: Path, builds: Sequence[kbuild.BuildDir],
                 options: Options, series_options: SeriesOptions | None, states: str,
                 progress: ProgressPrinter | None
                 ) -> tuple[list[FileResult], SeriesOptions | None]:
    """--check-build: the results without the conversions that do not
    compile, and the series options that say what compiled them."""
    each = series_options is not None and series_options.per is Split.FUNCTION \
        and states == 'each'
    results, checks = kbuild.check_build(
        results, root, builds, options.cache_dir or cache_dir(), each,
        options.jobs, progress=progress)
    if progress is not None:
        progress.end()
    for check in checks:
        sys.stderr.write(build_summary(check))
    if series_options is not None:
        series_options = dataclasses.replace(
            series_options, compiled=kbuild.compiled_with(checks), compiled_each=each)
    return results, series_options


def kernel_tree(options: Options) -> Path:
    """The kernel tree the checks build in and take checkpatch from."""
    start = options.tree or options.paths[0]
    root = kbuild.kernel_root(start)
    if root is None:
        raise UsageError('--check-build and --check-patch need a kernel tree: %s is not '
                         'inside one (give --tree)' % start)
    return root


def build_summary(check: kbuild.Check) -> str:
    lines = ['kguardify: %s build in %s: %d states compiled, %d conversions dropped\n'
             % (check.build.label, check.build.path, check.compiled, check.dropped)]
    if check.unbuilt:
        lines.append('kguardify: %s: not built by that configuration, not compiled: %s\n'
                     % (check.build.label, ' '.join(check.unbuilt)))
    if check.tolerated:
        lines.append('kguardify: %s: the unconverted file fails to compile the same way: '
                     '%s\n' % (check.build.label, ' '.join(check.tolerated)))
    return ''.join(lines)


def run_checkpatch(results: list[FileResult], options: SeriesOptions, root: Path,
                   jobs: int) -> checkpatch.Checked:
    series.check_output(options.output, options.force)   # before checkpatch's time
    return checkpatch.check_series(
        results, lambda rs: series.compose(rs, options, __version__), root, jobs)


def checkpatch_summary(checked: checkpatch.Checked, output: Path) -> int:
    """checkpatch's findings on stderr, named by the written files; findings
    when a warning is left."""
    for verdict in checked.verdicts:
        for line in verdict.lines:
            sys.stderr.write('%s\n' % (output / line))
    errors, warnings = checked.count('ERROR'), checked.count('WARNING')
    sys.stderr.write('kguardify: checkpatch: %d patches, %d errors, %d warnings; '
                     '%d conversions dropped for an error\n'
                     % (len(checked.verdicts), errors, warnings, checked.dropped))
    return EXIT_FINDINGS if errors or warnings else EXIT_OK


class ProgressPrinter:
    """One line on stderr, redrawn: the stage, files done of all, what was
    found, and the time left; only once the run has taken a few seconds."""

    DELAY = 2.0        # seconds before the first line
    EVERY = 0.5        # seconds between redraws

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.started = clock()
        self.stage = ''
        self.stage_started = self.started
        self.drawn = 0.0
        self.shown = False

    def __call__(self, stage: str, done: int, total: int,
                 found: int | None = None) -> None:
        now = self.clock()
        if stage != self.stage:
            self.stage, self.stage_started = stage, now
        elif now - self.drawn < self.EVERY and done < total:
            return
        if now - self.started < self.DELAY:
            return
        self.drawn = now
        self.shown = True
        sys.stderr.write('\rkguardify: %s\x1b[K' % progress_line(
            stage, done, total, found, now - self.stage_started))
        sys.stderr.flush()

    def end(self) -> None:
        """Ends the line, if one was drawn; a later stage draws a new one."""
        if self.shown:
            sys.stderr.write('\n')
            sys.stderr.flush()
            self.shown = False


def progress_line(stage: str, done: int, total: int, found: int | None,
                  elapsed: float) -> str:
    """'converting: 120/1500 files, 37 candidates, 2:05 left' (pure). While
    reading, found counts the files that go to spatch; the build check
    counts none (None)."""
    what = 'to convert' if stage == 'reading' else 'candidate' + ('' if found == 1 else 's')
    text = '%s: %d/%d files' % (stage, done, total)
    if found is not None:
        text += ', %d %s' % (found, what)
    if 0 < done < total and elapsed >= 1:
        left = int(elapsed * (total - done) / done)
        text += ', %d:%02d left' % (left // 60, left % 60) if left < 3600 else \
            ', %d:%02d:%02d left' % (left // 3600, left // 60 % 60, left % 60)
    return text


def cost_line(stats: jobs.Stats, options: Options) -> str:
    """What the run cost, this process and its children included; with
    --sshlogin only this machine's share of the memory."""
    me = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    at_once = options.jobs or len(os.sched_getaffinity(0))
    return jobs.cost_line(stats, at_once, me.ru_utime + me.ru_stime, me.ru_maxrss,
                          children.ru_maxrss)


def progress_printer() -> ProgressPrinter | None:
    return ProgressPrinter() if sys.stderr.isatty() else None


def finish(results: list[FileResult], options: Options,
           series_options: SeriesOptions | None = None, *, scanned: int = 0,
           started: float | None = None,
           mails: Sequence[series.Mail] | None = None) -> int:
    """mails: the series composed for results already (--check-patch)."""
    problems = [r for r in results if r.problem]
    declines = report.decline_lines(results)
    # report, org and json carry the declines themselves.
    if not options.quiet and options.mode not in (Mode.REPORT, Mode.ORG, Mode.JSON):
        for line in declines:
            sys.stderr.write(line + '\n')
    for result in problems:
        sys.stderr.write('%s: %s\n' % (result.source.name, result.problem))

    def numbers() -> summary.Summary:
        return summary.summarise(results, scanned, time.monotonic() - (
            started if started is not None else time.monotonic()))
    if options.mode.reports:
        return finish_report(results, options, numbers)
    changed = [r for r in results if r.changed]
    status = EXIT_OK
    if options.mode is Mode.IN_PLACE:
        for result in changed:
            write_atomically(result.source.path, result.new_text)
    elif series_options is not None:
        written = series.write_series(results, series_options, __version__, mails)
        if not written and results:
            sys.stderr.write('kguardify: nothing to convert; no series written\n')
        sys.stdout.write(''.join('%s\n' % path for path in written))
    else:
        sys.stdout.write(report.unified_diff(results))
        status = EXIT_FINDINGS if changed or declines or problems else EXIT_OK
    if options.summary:
        sys.stdout.flush()
        sys.stderr.write(summary.render(numbers()))
    return status


def finish_report(results: list[FileResult], options: Options,
                  numbers: Callable[[], summary.Summary]) -> int:
    """report, context, org, json: stdout only, the tree is never written."""
    locator = discover.TreeLocator(options.tree)
    located = [(locator.relative(r.source.path) or r.source.name, r) for r in results]
    if options.mode is Mode.JSON:
        versions = {'kguardify': __version__, 'spatch': spatch.version(options.spatch)}
        sys.stdout.write(report.json_document(
            located, versions, summary.as_json(numbers()) if options.summary else None))
        return EXIT_OK
    if options.mode is Mode.REPORT:
        sys.stdout.write(report.report_lines(located, options.verbose))
    elif options.mode is Mode.ORG:
        sys.stdout.write(report.org_lines(located, options.verbose))
    else:
        sys.stdout.write(report.context_diff(located))
    if options.summary:
        sys.stdout.write(summary.render(numbers()))
    return EXIT_OK


if __name__ == '__main__':
    sys.exit(main())
