# SPDX-License-Identifier: GPL-2.0-only
"""Stage: command line. argv -> Options -> the pipeline -> exit status.

Exit status: 0 done and nothing to report, 1 changes or declined functions
(diff mode), 2 usage or environment error, 3 internal error, 130 interrupted.
Only this module prints or exits.
"""

from __future__ import annotations

import argparse
import logging
import os
import shutil
import sys
import tempfile
import traceback
from pathlib import Path

from kguardify import catalogue, pipeline, report
from kguardify.errors import Interrupted, KguardifyError, ToolMissing, UsageError
from kguardify.model import FileResult, Mode, Options

EXIT_OK, EXIT_FINDINGS, EXIT_USAGE, EXIT_BUG, EXIT_INTERRUPTED = 0, 1, 2, 3, 130


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog='kguardify',
        description='Rewrite goto-unwind kernel C into the scope-based helpers of '
                    'include/linux/cleanup.h.')
    p.add_argument('paths', nargs='*', type=Path, metavar='PATH',
                   help='C files or directories to convert')
    p.add_argument('--mode', choices=[m.value for m in Mode], default=Mode.DIFF.value,
                   help='diff: print one unified diff (default); in-place: rewrite '
                        'the files')
    p.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 1,
                   help='parallel spatch processes (default: the number of cores)')
    p.add_argument('--timeout', type=float, default=120.0,
                   help='seconds spatch may spend on one file (default 120)')
    p.add_argument('--max-passes', type=int, default=4, help=argparse.SUPPRESS)
    p.add_argument('--spatch', default='spatch', help='the spatch program to run')
    p.add_argument('--cocci-dir', type=Path, help='where the .cocci files are')
    p.add_argument('--tree', type=Path, metavar='DIR',
                   help='the kernel tree whose helpers to use (default: found above '
                        'the paths)')
    p.add_argument('--list-helpers', action='store_true',
                   help='print the cleanup helpers the tree defines and exit')
    p.add_argument('-q', '--quiet', action='store_true',
                   help='no progress and no decline lines on stderr')
    p.add_argument('-v', '--verbose', action='count', default=0,
                   help='log what runs (twice: debug)')
    return p


def options_from(args: argparse.Namespace) -> Options:
    if args.jobs < 1:
        raise KguardifyError('--jobs must be at least 1')
    if not args.paths and not args.list_helpers:
        raise UsageError('no PATH given (see --help)')
    return Options(paths=tuple(args.paths), mode=Mode(args.mode), jobs=args.jobs,
                   timeout=args.timeout, max_passes=args.max_passes, spatch=args.spatch,
                   cocci_dir=args.cocci_dir, tree=args.tree, cache_dir=cache_dir(),
                   quiet=args.quiet)


def cache_dir() -> Path:
    base = os.environ.get('XDG_CACHE_HOME') or os.path.join(os.path.expanduser('~'),
                                                             '.cache')
    return Path(base) / 'kguardify'


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    logging.basicConfig(stream=sys.stderr, format='kguardify: %(message)s',
                        level=[logging.WARNING, logging.INFO, logging.DEBUG][
                            min(args.verbose, 2)])
    try:
        options = options_from(args)
        if args.list_helpers:
            cat, warning = pipeline.find_catalogue(options, list(options.paths) or
                                                   [Path.cwd()])
            if warning:
                sys.stderr.write('kguardify: %s\n' % warning)
            sys.stdout.write(catalogue.render(cat))
            return EXIT_OK
        if shutil.which(options.spatch) is None:
            raise ToolMissing(options.spatch, 'coccinelle')
        outcome = pipeline.run(options, None if options.quiet else progress_printer())
        for warning in outcome.warnings:
            sys.stderr.write('kguardify: %s\n' % warning)
        if not outcome.scanned:
            sys.stderr.write('kguardify: no C files under %s\n' %
                             ' '.join(str(p) for p in options.paths))
        return finish(outcome.results, options)
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


def progress_printer() -> pipeline.Progress | None:
    if not sys.stderr.isatty():
        return None

    def show(stage: str, done: int, total: int) -> None:
        sys.stderr.write('\rkguardify: %s: %d/%d files' % (stage, done, total))
        if done >= total:
            sys.stderr.write('\n')
        sys.stderr.flush()
    return show


def finish(results: list[FileResult], options: Options) -> int:
    problems = [r for r in results if r.problem]
    declines = report.decline_lines(results)
    if not options.quiet:
        for line in declines:
            sys.stderr.write(line + '\n')
    for result in problems:
        sys.stderr.write('%s: %s\n' % (result.source.name, result.problem))
    changed = [r for r in results if r.changed]
    if options.mode is Mode.IN_PLACE:
        for result in changed:
            write_atomically(result.source.path, result.new_text)
        return EXIT_OK
    sys.stdout.write(report.unified_diff(results))
    return EXIT_FINDINGS if changed or declines or problems else EXIT_OK


def write_atomically(path: Path, text: str) -> None:
    """Replace path's content: temp file in the same directory, then rename,
    so a reader never sees half a file and hard links keep the old one."""
    mode = path.stat().st_mode
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix='.%s.' % path.name,
                               suffix='.kguardify')
    try:
        with os.fdopen(fd, 'w', encoding='utf-8', errors='surrogateescape',
                       newline='') as f:
            f.write(text)
        os.chmod(tmp, mode & 0o7777)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


if __name__ == '__main__':
    sys.exit(main())
