# SPDX-License-Identifier: GPL-2.0-only
"""The .cocci files as the kernel runs them: its header conventions, spatch
the way scripts/coccicheck calls it, and the real `make coccicheck` in a
Linux 6.12 tree.

What 'the same rewrite' means. guard_lock.cocci under `make coccicheck
MODE=patch` is one spatch pass of the lock rules, without kguardify's
driver. kguardify's --mode diff adds, per converted function, its tidy step
(braces around what became one statement, 'ret = X; return ret;' folded,
unused variables and stale comments dropped) and `#include
<linux/cleanup.h>`. So for every file, with F_orig, F_cocci and F_kg a
function's text in the original, in coccicheck's output and in kguardify's:
  - if coccicheck leaves F alone, kguardify leaves it alone too;
  - if coccicheck changes F, kguardify converts it, into exactly
    tidy.tidy_function(F_orig, F_cocci);
and the whole file is that, plus the include when any function changed.
That holds where the rules alone decide. It does not hold, and the test
avoids such files, where kguardify's driver decides more than the rules:
allocations (free_alloc.cocci's idiom), a function with a declined
candidate (kguardify keeps the whole function; the rules convert the
accepted candidates), a file that uses the name guard for something else,
nested locks (kguardify runs a second pass), and the known unsafe case
below.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import FIXTURES, ROOT, needs_spatch, run_kguardify
from kerneltree import kernel_tree
from kguardify.functions import tidy
from kguardify.embedded.cscan import Source
from kguardify.functions.assemble import add_cleanup_include

COCCI = sorted((ROOT / 'cocci').glob('*.cocci'))
REPORT = re.compile(r'^(\S+):(\d+):(\d+)-(\d+): (WARNING|INFO|ERROR): (.*)$')
ORG = re.compile(r'^\* TODO \[\[view:(\S+)::face=ovl-face1::linb=(\d+)::colb=(\d+)'
                 r'::cole=(\d+)\]\[(WARNING|INFO|ERROR): ([^][]*)\]\]$')
LOCK_FIXTURES = ('mutex_goto_out.c', 'mutex_region_scoped.c', 'spin_irqsave_early_return.c',
                 'srcu_guard.c', 'local_irq_save_guard.c', 'decline_dropped_and_retaken.c',
                 'decline_return_under_lock.c')
# drivers/gpio files of Linux 6.12 where the rules alone decide: guards,
# scoped_guards, irqsave flags that go, a decline, and (gpio-adnp.c) returns
# that kguardify's tidy step folds.
GPIO_FILES = ('gpio-adnp.c', 'gpio-amdpt.c', 'gpio-cs5535.c', 'gpio-latch.c', 'gpio-rdc321x.c',
              'gpio-sch.c', 'gpio-thunderx.c')


def _header(path: Path) -> list[str]:
    lines = path.read_text().splitlines()
    return lines[:next(n for n, line in enumerate(lines) if line.startswith('virtual'))]


@pytest.mark.parametrize('path', COCCI, ids=[p.name for p in COCCI])
def test_the_header_follows_the_kernel_conventions(path: Path) -> None:
    header = _header(path)
    text = path.read_text()
    assert header[0] == '// SPDX-License-Identifier: GPL-2.0-only'
    assert any(line.startswith('/// ') for line in header)
    assert [line for line in header if line.startswith('// Confidence:')] == \
        ['// Confidence: High']
    options = [line for line in text.splitlines() if 'Options:' in line]
    assert len(options) == 1 and options[0].startswith('// Options: ')
    assert ':' not in options[0][len('// Options:'):]     # coccicheck cuts at ':'
    for mode in ('patch', 'context', 'org', 'report'):
        assert re.search(r'^virtual %s$' % mode, text, re.M), mode
    assert '@finalize' not in text
    # Every rule that changes code runs in patch mode only; every '*' rule
    # in context mode only.
    for rule in re.split(r'^(?=@)', text, flags=re.M):
        head = rule.split('\n', 1)[0]
        body = rule.split('\n@@\n', 1)[-1] if '\n@@\n' in rule else ''
        if head.startswith('@script') or head.startswith('@initialize'):
            continue
        if re.search(r'^[-+]', body, re.M):
            assert 'depends on patch' in head, head
        if re.search(r'^\*', body, re.M):
            assert 'depends on context' in head, head


def _options(cocci: Path) -> list[str]:
    line = next(line for line in cocci.read_text().splitlines() if 'Options:' in line)
    return line.split(':', 1)[1].split()


def _spatch(cocci: Path, mode: str, cwd: Path, files: list[str]) -> str:
    """spatch as scripts/coccicheck runs it."""
    argv = ['spatch', '-D', mode, '--very-quiet', '--cocci-file', str(cocci),
            *_options(cocci), *files]
    if mode in ('report', 'org'):
        argv.insert(3, '--no-show-diff')
    res = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stderr
    return res.stdout


@needs_spatch()
def test_report_org_and_context_modes_agree_with_kguardify(tmp_path: Path) -> None:
    for name in LOCK_FIXTURES:
        shutil.copy(FIXTURES / 'lock' / name, tmp_path)
    cocci = ROOT / 'cocci' / 'guard_lock.cocci'
    files = list(LOCK_FIXTURES)
    report = _spatch(cocci, 'report', tmp_path, files).splitlines()
    org = _spatch(cocci, 'org', tmp_path, files).splitlines()
    context = _spatch(cocci, 'context', tmp_path, files)
    assert report and all(REPORT.match(line) for line in report), report
    assert all(ORG.match(line) for line in org), org
    as_report = ['%s:%s:%s-%s: %s: %s' % ORG.match(line).groups()   # type: ignore[union-attr]
                 for line in org]
    assert sorted(as_report) == sorted(report)
    mine = run_kguardify('--mode', 'report', '--verbose', *files, cwd=tmp_path)
    assert sorted(line for line in report if 'WARNING' in line) == \
        sorted(line for line in mine.stdout.splitlines() if 'WARNING' in line)
    # Every line spatch's context mode marks is one kguardify's marks.
    marked = _marked(context)
    mine_marked = _marked(run_kguardify('--mode', 'context', *files, cwd=tmp_path).stdout)
    assert marked and marked <= mine_marked, marked - mine_marked


def _marked(diff: str) -> set[tuple[str, int]]:
    """(file, line) of the '-' lines of a diff."""
    found = set()
    name, line = '', 0
    for text in diff.splitlines():
        if text.startswith('--- '):
            name = Path(text[4:].split()[0]).name
        elif text.startswith('@@'):
            m = re.match(r'@@ -(\d+)', text)
            line = int(m.group(1)) if m else 0
        elif text.startswith('-'):
            found.add((name, line))
            line += 1
        elif text.startswith(' '):
            line += 1
    return found


# --- the real make coccicheck ------------------------------------------------

def _small_tree(parent: Path) -> Path | None:
    """A linux-source-6.12 tree of hard links (arch/, include/, scripts/ and
    the top-level files, and the chosen drivers/gpio files): enough for make
    coccicheck. Nothing writes into it; outputs are applied to copies."""
    source = kernel_tree('6.12')
    if source is None or shutil.which('make') is None:
        return None
    tree = parent / 'linux'
    tree.mkdir()
    for entry in source.iterdir():
        if entry.name in ('arch', 'include', 'scripts'):
            shutil.copytree(entry, tree / entry.name, copy_function=_link, symlinks=True)
        elif entry.is_file() and not entry.is_symlink():
            _link(str(entry), str(tree / entry.name))
    (tree / 'drivers' / 'gpio').mkdir(parents=True)
    for name in GPIO_FILES:
        _link(str(source / 'drivers' / 'gpio' / name), str(tree / 'drivers' / 'gpio' / name))
    return tree


def _link(src: str, dst: str) -> str:
    Path(dst).hardlink_to(src)
    return dst


def _coccicheck(tree: Path, mode: str, env: dict[str, str] | None = None
                ) -> subprocess.CompletedProcess[str]:
    """make coccicheck with guard_lock.cocci; spatch's Python finds kguardify
    on the PYTHONPATH conftest sets, unless env says otherwise."""
    res = subprocess.run(['make', '-s', 'coccicheck', 'COCCI=%s' % (ROOT / 'cocci' /
                                                                     'guard_lock.cocci'),
                          'MODE=' + mode, 'M=%s' % (tree / 'drivers' / 'gpio'), 'J=2'],
                         cwd=tree, capture_output=True, text=True, timeout=600, env=env)
    if env is None:
        assert res.returncode == 0, res.stderr[-2000:]
    return res


def _applied(tree: Path, diff: str, dest: Path) -> Path:
    """The chosen files with diff applied, in a copy (never through the links)."""
    (dest / 'drivers' / 'gpio').mkdir(parents=True)
    for name in GPIO_FILES:
        shutil.copyfile(tree / 'drivers' / 'gpio' / name, dest / 'drivers' / 'gpio' / name)
    subprocess.run(['patch', '-p1', '--quiet', '--batch'], input=diff, text=True, cwd=dest,
                   check=True, timeout=60)
    return dest


def _functions(text: str) -> dict[str, str]:
    return {fn.name: text[fn.start:fn.body_close + 1] for fn in Source(text).functions()}


def _tidied(original: str, cocci: str) -> str:
    """coccicheck's output with kguardify's tidy step applied to each
    function it changed, and the include."""
    old, new = _functions(original), _functions(cocci)
    text, changed = original, False
    for name, before in old.items():
        if new[name] != before:
            text = text.replace(before, tidy.tidy_function(before, new[name]), 1)
            changed = True
    return add_cleanup_include(text) if changed else text


@needs_spatch()
def test_make_coccicheck_in_a_linux_6_12_tree(tmp_path: Path) -> None:
    tree = _small_tree(tmp_path)
    if tree is None:
        pytest.skip('linux-source-6.12 (or make) is not installed')
    prefix = str(tree) + '/'

    report = [line.replace(prefix, '') for line in
              _coccicheck(tree, 'report').stdout.splitlines() if REPORT.match(line)]
    mine = run_kguardify('--mode', 'report', '--verbose', 'drivers/gpio', cwd=tree)
    assert mine.rc == 0, mine.stderr
    assert sorted(report) == sorted(mine.stdout.splitlines())

    org = [line for line in _coccicheck(tree, 'org').stdout.splitlines()
           if line.startswith('* TODO')]
    assert len(org) == len(report) and all(ORG.match(line) for line in org)
    context = _coccicheck(tree, 'context').stdout
    assert '\n-\t' in context

    # Without kguardify, coccicheck fails and says why.
    bare = _coccicheck(tree, 'report', {k: v for k, v in os.environ.items()
                                        if k != 'PYTHONPATH'})
    assert bare.returncode != 0
    assert 'kguardify is not installed' in bare.stdout + bare.stderr
    assert not [line for line in bare.stdout.splitlines() if REPORT.match(line)]

    patch = _coccicheck(tree, 'patch').stdout
    cocci = _applied(tree, patch[patch.index('diff -u -p'):], tmp_path / 'cocci')
    diff = run_kguardify('--mode', 'diff', 'drivers/gpio', cwd=tree)
    assert diff.rc == 1, diff.stderr
    kg = _applied(tree, diff.stdout, tmp_path / 'kg')
    for name in GPIO_FILES:
        original = (tree / 'drivers' / 'gpio' / name).read_text()
        by_cocci = (cocci / 'drivers' / 'gpio' / name).read_text()
        by_kg = (kg / 'drivers' / 'gpio' / name).read_text()
        assert by_cocci != original, name
        assert _tidied(original, by_cocci) == by_kg, name


@needs_spatch()
def test_the_rules_alone_never_leave_a_lock_held(tmp_path: Path) -> None:
    """guard_lock.cocci alone (make coccicheck MODE=patch) deleted the unlock
    of a switch's default case, an exit of the region, while its scoped_guard
    rule did not match (the default case is not an error path to spatch),
    leaving a return with the lock held. The region now matches."""
    shutil.copy(FIXTURES / 'coccicheck' / 'switch_default_unlock.c', tmp_path)
    diff = _spatch(ROOT / 'cocci' / 'guard_lock.cocci', 'patch', tmp_path,
                   ['switch_default_unlock.c'])
    removed = [line for line in diff.splitlines() if line.startswith('-\t')]
    added = [line for line in diff.splitlines() if line.startswith('+\t')]
    assert any('scoped_guard' in line for line in added), diff
    assert sum('spin_unlock_irqrestore' in line for line in removed) == 2, diff


@needs_spatch()
def test_the_fd_context_mode_marks_what_kguardify_changes(tmp_path: Path) -> None:
    """class_fd.cocci's context mode marks the acquisitions that become
    CLASS(), not only the releases that go, and nothing of a declined
    function: every line it marks is one kguardify's context mode marks
    (kguardify marks more: what its tidying changes)."""
    files = sorted(p.name for p in (FIXTURES / 'fd').glob('*.c'))
    for name in files:
        shutil.copy(FIXTURES / 'fd' / name, tmp_path)
    marked = _marked(_spatch(ROOT / 'cocci' / 'class_fd.cocci', 'context', tmp_path, files))
    mine = _marked(run_kguardify('--mode', 'context', *files, cwd=tmp_path).stdout)
    assert marked and marked <= mine, sorted(marked - mine)
    acquire = re.compile(r'\b(fdget|fdget_raw|get_unused_fd_flags)\(')
    acquisitions = {(name, n) for name, n in mine
                    if acquire.search((tmp_path / name).read_text().splitlines()[n - 1])}
    assert acquisitions and acquisitions <= marked, sorted(acquisitions - marked)


# Conversions of Linux 6.1 that kguardify's proof declined, but that the
# rules made, so that free_alloc.cocci alone (make coccicheck MODE=patch,
# which runs no proof) emitted them.
PROOF_ONLY = (
    # 'put(np); return b->phy ? 0 : -ENODEV;': the put would run after the
    # read (axp288_extcon_find_role_sw())
    ('free', 'decline_return_reads_after_put.c'),
    # 'h->priv = p;' then an error path that frees p: no_free_ptr() at the
    # store would drop that kfree() (mrvl_open())
    ('free', 'decline_stored_then_freed_on_error.c'),
    # 'spin_lock(&kg_cpu_dev(cpu)->lock)': the guard would call kg_cpu_dev()
    # once, the unlocks call it again (__direct_lpi_inv(), s390's
    # get_ccwdev_lock())
    ('lock', 'decline_lock_through_call.c'),
)
COCCI_OF = {'free': 'free_alloc.cocci', 'lock': 'guard_lock.cocci'}


@needs_spatch()
@pytest.mark.parametrize('idiom,name', PROOF_ONLY)
def test_the_rules_alone_leave_what_the_proof_declines(idiom: str, name: str,
                                                       tmp_path: Path) -> None:
    shutil.copy(FIXTURES / idiom / name, tmp_path)
    assert _spatch(ROOT / 'cocci' / COCCI_OF[idiom], 'patch', tmp_path, [name]) == ''


@needs_spatch()
def test_the_rules_alone_read_a_lock_through_the_files_accessor(tmp_path: Path) -> None:
    """The accessor's body is in the file: the bare rules read it too."""
    name = 'mutex_through_accessor.c'
    shutil.copy(FIXTURES / 'lock' / name, tmp_path)
    diff = _spatch(ROOT / 'cocci' / 'guard_lock.cocci', 'patch', tmp_path, [name])
    assert '+\tguard(mutex)(&to_chip(gc)->lock);' in diff, diff
