#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0-only
"""make bless: write kguardify's current output over the goldens of
tests/expected/ (read `git diff tests/expected` before committing it).

    tests/bless.py                  every golden
    tests/bless.py fixtures report  the fixture conversions and declines,
                                    the report outputs (series: the mails)

The tests only compare; this is the one place that writes the goldens,
with the same runs and normalisation as the tests that compare them.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

TESTS = Path(__file__).resolve().parent
sys.path.insert(0, str(TESTS))

import conftest  # noqa: E402
import kgseries  # noqa: E402
import test_report  # noqa: E402
from test_series_mode import GOLDEN as SERIES_GOLDEN  # noqa: E402

KINDS = ('fixtures', 'report', 'series', 'standalone')


def bless_fixtures(tmp: Path) -> list[Path]:
    written = []
    for name, fixture_set in conftest.FIXTURE_SETS.items():
        result = conftest.converted(name, tmp)
        for path in sorted(fixture_set.fixtures.glob('*.c')):
            out = fixture_set.expected / path.name
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(result.output(path.name))
            written.append(out)
            err = out.with_suffix('.err')
            lines = result.declines(path.name)
            if lines:
                err.write_text('\n'.join(lines) + '\n')
                written.append(err)
            elif err.exists():
                err.unlink()
    return written


def bless_report(tmp: Path) -> list[Path]:
    test_report.GOLDEN.mkdir(exist_ok=True)
    runs = {name: ('report', args) for name, args in test_report.OUTPUTS.items()}
    runs.update({'%s-verbose.txt' % idiom: (idiom, ('--mode', 'report', '--verbose'))
                 for idiom in ('lock', 'free', 'iter')})
    written = []
    for name, (tree, args) in sorted(runs.items()):
        out = test_report.GOLDEN / name
        out.write_text(test_report.normalised(test_report.run_on(tree, args, tmp).stdout))
        written.append(out)
    return written


def bless_series(tmp: Path) -> list[Path]:
    written = []
    for name in SERIES_GOLDEN:
        result = kgseries.series_of(conftest.FIXTURES / 'series' / name, tmp)
        golden = conftest.EXPECTED / 'series' / name
        shutil.rmtree(golden, ignore_errors=True)
        golden.mkdir(parents=True)
        for mail in kgseries.listed(result.run):
            out = golden / mail.name
            out.write_text(kgseries.normalise(mail.read_text()))
            written.append(out)
    return written


def bless_standalone(tmp: Path) -> list[Path]:
    import test_standalone_rule as rule
    rule.GOLDEN.parent.mkdir(parents=True, exist_ok=True)
    lines = sorted(rule.spatch('report', rule.LOCKS, conftest.FIXTURES / 'lock').splitlines())
    rule.GOLDEN.write_text(''.join(line + '\n' for line in lines))
    return [rule.GOLDEN]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('kinds', nargs='*', help='of %s (default: all)' % ', '.join(KINDS))
    args = ap.parse_args(argv)
    unknown = [k for k in args.kinds if k not in KINDS]
    if unknown:
        ap.error('unknown golden kind: %s' % ', '.join(unknown))
    with tempfile.TemporaryDirectory(prefix='kguardify-bless-') as tmp:
        for kind in args.kinds or KINDS:
            (Path(tmp) / kind).mkdir()
            written = {'fixtures': bless_fixtures, 'report': bless_report,
                       'series': bless_series,
                       'standalone': bless_standalone}[kind](Path(tmp) / kind)
            sys.stderr.write('bless: %s: %d files written\n' % (kind, len(written)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
