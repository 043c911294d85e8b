# SPDX-License-Identifier: GPL-2.0-only
"""--check-patch: the tree's checkpatch.pl on every patch of the series; a
conversion whose patch has an ERROR is dropped, declined with the error, and
the series is composed again without it.

The tree is a small one of the test's own (the fixture driver, the test
headers for the catalogue, the markers of a kernel tree) with the real
scripts/checkpatch.pl of linux-source-6.12 copied in.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

import kerneltree
import kgseries
from conftest import FIXTURES, TESTS, Run, needs_spatch
from kguardify.checks import checkpatch
from kguardify.output import patchplan, series
from kguardify.model import FunctionChange

pytestmark = needs_spatch()
DRIVER = 'drivers/pmctl/pmctl-loop.c'
TRAILING = 'checkpatch.pl: ERROR: trailing statements should be on next line ' \
    '(TRAILING_STATEMENTS)'


@pytest.fixture(scope='module')
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    real = kerneltree.kernel_tree('6.12')
    if real is None:
        pytest.skip('no linux-source-6.12 tree (apt-get install linux-source-6.12)')
    root = tmp_path_factory.mktemp('checkpatch') / 'linux'
    shutil.copytree(FIXTURES / 'checkpatch', root)
    shutil.copytree(TESTS / 'include', root / 'include')
    (root / 'scripts').mkdir()
    for name in ('checkpatch.pl', 'spelling.txt', 'const_structs.checkpatch'):
        shutil.copy2(real / 'scripts' / name, root / 'scripts' / name)
    (root / 'scripts' / 'Makefile.build').write_text('')
    # what checkpatch.pl takes for the top of a kernel tree
    for name in ('COPYING', 'CREDITS', 'Kbuild', 'MAINTAINERS', 'Makefile', 'README'):
        (root / name).write_text('')
    for name in ('Documentation', 'arch', 'fs', 'init', 'ipc', 'kernel', 'lib'):
        (root / name).mkdir()
    return root


def convert(tree: Path, out: Path, *args: str) -> Run:
    return kgseries.run_series(tree, out, *args, str(tree / 'drivers' / 'pmctl'),
                               env=kgseries.git_env(out.parent / 'home'))


def test_a_patch_with_a_checkpatch_error_is_dropped(tree: Path, tmp_path: Path) -> None:
    before = (tree / DRIVER).read_text()
    run = convert(tree, tmp_path / 'out', '--check-patch')
    assert run.rc == 0, run.stderr
    assert any(line.endswith('pmctl-loop.c:24: pmctl_enter_forever: ' + TRAILING)
               for line in run.stderr.splitlines()), run.stderr
    assert 'kguardify: checkpatch: 1 patches, 0 errors, 0 warnings; 1 conversions ' \
        'dropped for an error' in run.stderr
    patches = kgseries.patches(run)
    assert [p.name for p in patches] == \
        ['0001-pmctl-loop-Use-guard-irq-in-pmctl_count.patch']
    text = patches[0].read_text()
    assert '+#include <linux/cleanup.h>' in text and '\twhile (1);' not in text
    cover = kgseries.listed(run)[0].read_text()
    assert 'pmctl_enter_forever' in cover and 'TRAILING_STATEMENTS' in cover
    assert (tree / DRIVER).read_text() == before


def test_without_the_check_the_patch_is_written_and_checkpatch_objects(
        tree: Path, tmp_path: Path) -> None:
    """The control: the same run without --check-patch converts both
    functions, and checkpatch finds exactly that error in the second patch."""
    run = convert(tree, tmp_path / 'out')
    assert run.rc == 0, run.stderr
    patches = kgseries.patches(run)
    assert len(patches) == 2
    res = subprocess.run(['perl', str(tree / 'scripts' / 'checkpatch.pl'), '--terse',
                          '--show-types', '--no-summary', *[str(p) for p in patches]],
                         cwd=tree, capture_output=True, text=True, timeout=300)
    errors = [line for line in res.stdout.splitlines() if ': ERROR:' in line]
    assert len(errors) == 1 and 'TRAILING_STATEMENTS' in errors[0], res.stdout
    assert patches[1].name in errors[0]


def test_a_checkpatch_that_cannot_run_stops_the_run(tree: Path, tmp_path: Path) -> None:
    """checkpatch.pl refuses a directory that lacks a kernel tree's top-level
    files (exit 2); that is an error of the run, not a clean patch, and no
    series is written."""
    broken = tmp_path / 'linux'
    shutil.copytree(tree, broken)
    (broken / 'CREDITS').unlink()
    out = tmp_path / 'out'
    run = convert(broken, out, '--check-patch')
    assert run.rc == 2, run.stderr
    assert 'checkpatch.pl exited with status 2' in run.stderr
    assert 'Must be run from the top-level dir. of a kernel tree' in run.stderr
    assert not out.exists() or not list(out.iterdir())


def test_reused_verdicts_take_the_new_names() -> None:
    """After a drop the series is composed again: a patch of a file that lost
    nothing keeps its verdict under its new name; the patches of the file
    that lost a conversion are checked again."""
    def change(line: int) -> FunctionChange:
        return FunctionChange('f%d' % line, line, line + 5, ('guard(irq)',), '', '')

    def mail(rel: str, source: str, line: int) -> series.Mail:
        return series.Mail(rel, '', patchplan.Patch(source, 'x: ', (change(line),), '', '',
                                                    False, source))
    before = [series.Mail('0000-cover-letter.patch', '', None), mail('0001-a.patch', 'a.c', 10),
              mail('0002-b.patch', 'b.c', 20), mail('0003-b.patch', 'b.c', 40)]
    verdicts = [checkpatch.Verdict(Path('0001-a.patch'), ('0001-a.patch:9: WARNING:X: y',)),
                checkpatch.Verdict(Path('0002-b.patch'), ()),
                checkpatch.Verdict(Path('0003-b.patch'), ('0003-b.patch:7: ERROR:Z: w',))]
    assert {k: [c.line for c, _ in v] for k, v in
            checkpatch.failing(before, verdicts).items()} == {'b.c': [40]}
    after = [series.Mail('0000-cover-letter.patch', '', None), mail('0001-b.patch', 'b.c', 20),
             mail('0002-a.patch', 'a.c', 10)]
    known, todo = checkpatch.reuse(after, before, verdicts, {'b.c'})
    assert known == [None, checkpatch.Verdict(Path('0002-a.patch'),
                                              ('0002-a.patch:9: WARNING:X: y',))]
    assert [m.rel for m in todo] == ['0001-b.patch']
