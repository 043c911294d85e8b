# SPDX-License-Identifier: GPL-2.0-only
"""json and in-place decide the same: json says 'convert' for exactly the
functions in-place rewrites, and names the same declined functions, on
the fixtures and, where the tree is installed, on drivers/gpio and
drivers/firewire of Linux 6.1 (where they once disagreed)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import FIXTURE_SETS, needs_spatch, run_kguardify
from kerneltree import kernel_tree
from kguardify.embedded.cscan import ScanError, Source

DECLINE = re.compile(r'^(?P<file>[^:\n]+):\d+: (?P<fn>[^:\n]+): ')


def _functions(text: str) -> dict[str, str]:
    try:
        return {f.name: text[f.start:f.body_close + 1] for f in Source(text).functions()}
    except ScanError:
        return {}


def _rewritten(before: dict[Path, str], root: Path) -> set[tuple[str, str]]:
    """(file, function) of every function whose text in-place changed."""
    out = set()
    for path, text in before.items():
        now = path.read_text(encoding='utf-8', errors='surrogateescape')
        if now == text:
            continue
        old, new = _functions(text), _functions(now)
        out |= {(str(path.relative_to(root)), name) for name in new
                if name in old and old[name] != new[name]}
    return out


def _agree(tree: Path, root: Path, paths: list[str], extra: tuple[str, ...] = ()) -> int:
    """Run json, then in-place, over paths (relative to root) and compare;
    the number of converted functions."""
    doc = json.loads(run_kguardify('--mode', 'json', '--tree', str(tree), *extra, *paths,
                                   cwd=root, timeout=1800).stdout)
    said = {(c['file'], c['function']) for c in doc['candidates']
            if c['decision'] == 'convert'}
    declined = {(c['file'], c['function']) for c in doc['candidates']
                if c['decision'] == 'decline'}
    files = sorted(p for d in paths for p in (root / d).rglob('*.[ch]')) \
        if all((root / d).is_dir() for d in paths) else [root / d for d in paths]
    before = {p: p.read_text(encoding='utf-8', errors='surrogateescape') for p in files}
    run = run_kguardify('--mode', 'in-place', '--tree', str(tree), *extra, *paths,
                        cwd=root, timeout=1800)
    assert run.rc in (0, 1), run.stderr
    done = _rewritten(before, root)
    prefix = str(root.relative_to(tree)) + '/' if root != tree else ''
    done = {(prefix + f, fn) for f, fn in done}
    assert said == done
    in_place_declined = set()
    for line in run.stderr.splitlines():
        m = DECLINE.match(line)
        if m:
            in_place_declined.add((prefix + m.group('file'), m.group('fn')))
    assert {fn for _, fn in declined} >= {fn for _, fn in in_place_declined}
    assert {fn for _, fn in in_place_declined} >= {fn for _, fn in declined
                                                    if fn not in {f for _, f in said}}
    return len(done)


@needs_spatch()
@pytest.mark.parametrize('name', sorted(FIXTURE_SETS))
def test_json_and_in_place_agree_on_the_fixtures(name: str, tmp_path: Path) -> None:
    fixture_set = FIXTURE_SETS[name]
    work = tmp_path / name
    shutil.copytree(fixture_set.fixtures, work)
    tree = fixture_set.tree
    doc = json.loads(run_kguardify('--mode', 'json', '--tree', str(tree), '.',
                                   cwd=work).stdout)
    said = {(c['file'], c['function']) for c in doc['candidates']
            if c['decision'] == 'convert'}
    before = {p: p.read_text() for p in work.glob('*.c')}
    run = run_kguardify('--mode', 'in-place', '--tree', str(tree), '.', cwd=work)
    assert run.rc in (0, 1), run.stderr
    done = _rewritten(before, work)
    assert {fn for _, fn in said} == {fn for _, fn in done}
    assert len(done) >= 5


@pytest.mark.skipif(kernel_tree('6.1') is None, reason='linux-source-6.1 not installed')
@needs_spatch()
def test_json_and_in_place_agree_on_linux_6_1(tmp_path: Path) -> None:
    tree = kernel_tree('6.1')
    assert tree is not None
    copy = tmp_path / 'linux'
    subprocess.run(['cp', '-al', str(tree), str(copy)], check=True)
    assert _agree(copy, copy, ['drivers/gpio', 'drivers/firewire']) > 300
