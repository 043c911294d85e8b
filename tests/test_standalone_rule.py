# SPDX-License-Identifier: GPL-2.0-only
"""cocci/standalone/mutex_goto_unlock.cocci: the rule that needs nothing of
kguardify and could go into the kernel's scripts/coccinelle as it is. It
holds the kernel's header conventions, reports and marks the mutexes that a
goto releases, and runs under make coccicheck."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from conftest import EXPECTED, FIXTURES, ROOT, needs_spatch, run_kguardify
from test_coccicheck import REPORT, _small_tree

RULE = ROOT / 'cocci' / 'standalone' / 'mutex_goto_unlock.cocci'
GOLDEN = EXPECTED / 'standalone' / 'mutex_goto_unlock.report'
LOCKS = sorted(p.name for p in (FIXTURES / 'lock').glob('*.c'))


def spatch(mode: str, files: list[str], cwd: Path) -> str:
    """spatch as scripts/coccicheck runs it, with the rule's Options line."""
    options = next(line for line in RULE.read_text().splitlines()
                   if line.startswith('// Options:')).split(':', 1)[1].split()
    argv = ['spatch', '-D', mode, '--very-quiet', '--cocci-file', str(RULE), *options, *files]
    if mode in ('report', 'org'):
        argv.insert(3, '--no-show-diff')
    res = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stderr
    return res.stdout


def test_the_header_follows_the_kernel_conventions() -> None:
    text = RULE.read_text()
    lines = text.splitlines()
    assert lines[0] == '// SPDX-License-Identifier: GPL-2.0-only'
    assert lines[1].startswith('/// ')
    for field in ('Confidence', 'Copyright', 'Comments', 'Options'):
        assert any(line.startswith('// %s: ' % field) for line in lines), field
    assert [m for m in ('context', 'org', 'report', 'patch')
            if re.search(r'^virtual %s$' % m, text, re.M)] == ['context', 'org', 'report']
    # nothing of kguardify: no initialize rule, no import, no embedded code
    assert '@initialize' not in text and 'import' not in text and 'kguardify.' not in text
    for rule in re.split(r'^(?=@)', text, flags=re.M)[1:]:
        head, _, body = rule.partition('\n@@\n')
        if re.search(r'^\*', body, re.M):
            assert head.startswith('@depends on context'), head
        assert not re.search(r'^[-+]', body, re.M), head


@needs_spatch()
def test_report_mode_on_the_lock_fixtures_is_the_golden_one() -> None:
    report = sorted(spatch('report', LOCKS, FIXTURES / 'lock').splitlines())
    assert report and all(REPORT.match(line) for line in report), report
    assert report == GOLDEN.read_text().splitlines()


@needs_spatch()
def test_every_reported_lock_is_one_kguardify_judges() -> None:
    report = spatch('report', LOCKS, FIXTURES / 'lock').splitlines()
    mine = run_kguardify('--mode', 'report', '--verbose', '--tree', str(FIXTURES.parent),
                         *LOCKS, cwd=FIXTURES / 'lock')
    # kguardify names the files from the root of their tree, tests/
    places = {line.split(': ')[0] for line in mine.stdout.splitlines()}
    assert {'fixtures/lock/' + line.split(': ')[0] for line in report} <= places


@needs_spatch()
def test_context_mode_marks_the_lock_the_gotos_and_the_unlock() -> None:
    diff = spatch('context', ['mutex_goto_out.c'], FIXTURES / 'lock')
    marked = [line for line in diff.splitlines() if line.startswith('-\t')]
    assert marked == ['-\tmutex_lock(&foo->lock);', '-\t\tgoto out_unlock;',
                      '-\t\tgoto out_unlock;', '-\tmutex_unlock(&foo->lock);']


@needs_spatch()
def test_org_mode_names_the_lock_and_each_goto() -> None:
    org = spatch('org', ['mutex_goto_out.c'], FIXTURES / 'lock').splitlines()
    assert [line.startswith('* TODO [[view:mutex_goto_out.c::') for line in org] == \
        [True, False, True, False]
    assert sum('][goto]]' in line for line in org) == 2


@needs_spatch()
def test_make_coccicheck_runs_the_rule(tmp_path: Path) -> None:
    tree = _small_tree(tmp_path)
    if tree is None:
        pytest.skip('linux-source-6.12 (or make) is not installed')
    for mode in ('report', 'context', 'org'):
        res = subprocess.run(['make', '-s', 'coccicheck', 'COCCI=%s' % RULE, 'MODE=' + mode,
                              'M=%s' % (tree / 'drivers' / 'gpio'), 'J=2'],
                             cwd=tree, capture_output=True, text=True, timeout=600)
        assert res.returncode == 0, res.stderr[-2000:]
        if mode == 'report':
            lines = [line for line in res.stdout.splitlines() if REPORT.match(line)]
            assert lines and all('consider guard(mutex)' in line for line in lines)
