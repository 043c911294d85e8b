# SPDX-License-Identifier: GPL-2.0-only
"""Stage: command line, in the driver. argv -> Options (cli_args.py) -> the
pipeline -> exit status.

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
import resource
import shutil
import signal
import sys
import threading
import time
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from types import FrameType
from typing import Any

from kguardify.embedded.files import write_atomically
from kguardify import __version__, cli_args, discover, pipeline
from kguardify.checks import checkpatch, kbuild
from kguardify.checks.kbuild_text import BuildDir
from kguardify.engine import jobs, spatch
from kguardify.output import report, series, summary
from kguardify.embedded import catalogue
from kguardify.support.errors import Interrupted, KguardifyError, ToolMissing, UsageError
from kguardify.model import FileResult, Mode, Options, SeriesOptions, Split

EXIT_OK, EXIT_FINDINGS, EXIT_USAGE, EXIT_BUG, EXIT_INTERRUPTED = 0, 1, 2, 3, 130


def main(argv: list[str] | None = None) -> int:
    """Parse argv, run, and map kguardify's errors to exit statuses."""
    started = time.monotonic()
    args = cli_args.parser().parse_args(argv)
    logging.basicConfig(stream=sys.stderr, format='kguardify: %(message)s',
                        level=[logging.WARNING, logging.INFO, logging.DEBUG][
                            min(args.verbose, 2)])
    stopped = _stop_on_signals()
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
    finally:
        for sig, handler in stopped.items():
            signal.signal(sig, handler)


def _interrupt(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt(signal.Signals(signum).name)


def _stop_on_signals() -> dict[int, Any]:
    """TERM and HUP stop a run as ^C does: its jobs' process groups are
    killed and no file is written (without this, Python died at once and left
    GNU parallel and its spatch processes running). The handlers before."""
    if threading.current_thread() is not threading.main_thread():
        return {}
    return {sig: signal.signal(sig, _interrupt) for sig in (signal.SIGTERM, signal.SIGHUP)}


def run(args: argparse.Namespace, started: float) -> int:
    """The run the arguments ask for: convert, check, write; its exit status."""
    options = cli_args.options_from(args)
    if args.list_helpers:
        return list_helpers(options)
    check_tools(options)
    series_options = cli_args.series_options_from(args, options) \
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
        largest = jobs.largest_job_line(outcome.stats)
        if largest:
            sys.stderr.write('kguardify: %s\n' % largest)
    return outcome


def check_builds(results: list[FileResult], root: Path, builds: Sequence[BuildDir],
                 options: Options, series_options: SeriesOptions | None, states: str,
                 progress: ProgressPrinter | None
                 ) -> tuple[list[FileResult], SeriesOptions | None]:
    """--check-build: the results without the conversions that do not
    compile, and the series options that say what compiled them."""
    each = series_options is not None and series_options.per is Split.FUNCTION \
        and states == 'each'
    results, checks = kbuild.check_build(
        results, root, builds, options.cache_dir or cli_args.cache_dir(), each,
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
