# SPDX-License-Identifier: GPL-2.0-only
"""bench/sweep on a tree of the tests' own: a row per top directory, every
conversion counted and scanned, the tree never written."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from conftest import FIXTURES, ROOT, TESTS, needs_spatch, tree_digest


@needs_spatch()
def test_the_sweep_counts_and_scans_every_conversion(tmp_path: Path) -> None:
    tree = tmp_path / 'linux'
    shutil.copytree(FIXTURES / 'report', tree)
    shutil.copytree(TESTS / 'include', tree / 'include')
    before = tree_digest(tree)
    res = subprocess.run([sys.executable, str(ROOT / 'bench' / 'sweep'), '--tree', str(tree),
                          '-j', '1', 'drivers'], capture_output=True, text=True, timeout=600)
    assert res.returncode == 0, res.stderr
    rows = [line for line in res.stdout.splitlines() if line.startswith('| drivers ')]
    assert len(rows) == 1
    cells = [c.strip() for c in rows[0].strip('|').split('|')]
    # drivers: files, converted, declined, declined by the proof, given up on,
    # broken, time. The declines are counted from kguardify's decline lines,
    # which -q would hide (it did, in the first sweeps).
    assert cells[1:7] == ['3', '4', '3', '0', '0', '0'], res.stdout
    assert 'The independent scan of the kept conversions: 0 findings' in res.stdout
    assert tree_digest(tree) == before
