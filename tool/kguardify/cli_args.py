# SPDX-License-Identifier: GPL-2.0-only
"""Stage: command line, in the driver. argv -> Options and SeriesOptions.

The argument parser, and the options checked and resolved before the
conversion runs (bad paths, a non-empty output directory, a missing
identity), so that a usage error costs no time. cli.py parses with it,
prints and exits; nothing here prints.
"""

from __future__ import annotations

import argparse
import os
import re
from datetime import datetime, timezone
from pathlib import Path

from kguardify import discover
from kguardify.output import series
from kguardify.support.errors import KguardifyError, UsageError
from kguardify.model import Identity, Mode, Options, SeriesOptions, Split


def parser() -> argparse.ArgumentParser:
    """kguardify's argument parser: its options, group by group, in the
    order --help lists them."""
    p = argparse.ArgumentParser(
        prog='kguardify',
        description='Rewrite goto-unwind kernel C into the scope-based helpers of '
                    'include/linux/cleanup.h.')
    for add in (_add_input, _add_spatch, _add_tree, _add_verbosity, _add_checks,
                _add_series):
        add(p)
    return p


def _add_input(p: argparse.ArgumentParser) -> None:
    """The paths and the mode."""
    p.add_argument('paths', nargs='*', type=Path, metavar='PATH',
                   help='C files or directories to convert')
    p.add_argument('--mode', choices=[m.value for m in Mode], default=Mode.SERIES.value,
                   help='series: write a patch series into -o DIR (default); diff: '
                        'print one unified diff; in-place: rewrite the files; report, '
                        'context, org: list the candidates as make coccicheck does; '
                        'json: the candidates as one JSON document')


def _add_spatch(p: argparse.ArgumentParser) -> None:
    """How the jobs run spatch: processes, hosts, time, programs."""
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


def _add_tree(p: argparse.ArgumentParser) -> None:
    """The kernel tree: its helpers and its subsystems' wishes."""
    p.add_argument('--tree', type=Path, metavar='DIR',
                   help='the kernel tree whose helpers to use (default: found above '
                        'the paths)')
    p.add_argument('--force-subsystem', action='store_true',
                   help='convert also where the tree\'s maintainers discourage the '
                        'helpers (netdev: net/, drivers/net/)')
    p.add_argument('--list-helpers', action='store_true',
                   help='print the cleanup helpers the tree defines and exit')


def _add_verbosity(p: argparse.ArgumentParser) -> None:
    """What goes to stderr besides the results."""
    p.add_argument('-q', '--quiet', action='store_true',
                   help='no progress and no decline lines on stderr')
    p.add_argument('-v', '--verbose', action='count', default=0,
                   help='report and org modes: the declined candidates too; '
                        'twice: log what runs')
    p.add_argument('--summary', action='store_true',
                   help='the numbers of the run at the end: files, functions '
                        'converted and declined per idiom and reason, lines removed, '
                        'time')


def _add_checks(p: argparse.ArgumentParser) -> None:
    """--check-build and --check-patch."""
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


def _add_series(p: argparse.ArgumentParser) -> None:
    """The series mode's output, authors, dates and headers."""
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


def options_from(args: argparse.Namespace) -> Options:
    """The run's options from the parsed arguments, checked."""
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
    """$XDG_CACHE_HOME/kguardify, else ~/.cache/kguardify."""
    base = os.environ.get('XDG_CACHE_HOME') or os.path.join(os.path.expanduser('~'),
                                                             '.cache')
    return Path(base) / 'kguardify'


def parse_identity(text: str, option: str) -> Identity:
    """'Name <mail>' as an Identity; a usage error names the option."""
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
