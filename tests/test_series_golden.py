# SPDX-License-Identifier: GPL-2.0-only
"""Golden series: the mails kguardify writes for tests/fixtures/series/<name>/
are tests/expected/series/<name>/*.patch, headers and bodies exactly, once
the date, the commit and blob ids and git's version are normalised. And the
kernel's checkpatch.pl finds nothing in them, nor in the lock series.

`make bless` (tests/bless.py) rewrites the expected mails from the current output
(review the diff before committing it).
"""

from __future__ import annotations

import difflib
import subprocess
from pathlib import Path

import pytest

import kerneltree
import kgseries
from conftest import EXPECTED, FIXTURES, needs_spatch
from test_series_mode import GOLDEN, SOURCE_IDS, SOURCES

pytestmark = needs_spatch()


@pytest.mark.parametrize('name', GOLDEN)
def test_the_series_is_the_golden_one(name: str, session_tmp: Path) -> None:
    result = kgseries.series_of(FIXTURES / 'series' / name, session_tmp)
    actual = {p.name: kgseries.normalise(p.read_text()) for p in kgseries.listed(result.run)}
    golden = EXPECTED / 'series' / name
    expected = {p.name: p.read_text() for p in sorted(golden.glob('*.patch'))}
    assert sorted(actual) == sorted(expected)
    for file_name, text in expected.items():
        assert actual[file_name] == text, ''.join(difflib.unified_diff(
            text.splitlines(True), actual[file_name].splitlines(True),
            'expected/' + file_name, 'actual/' + file_name))


@pytest.fixture(scope='module')
def checkpatch() -> Path:
    tree = kerneltree.kernel_tree('6.12')
    if tree is None:
        pytest.skip('no linux-source-6.12 tree (apt-get install linux-source-6.12)')
    return tree / 'scripts' / 'checkpatch.pl'


@pytest.mark.parametrize('label,source,args', SOURCES, ids=SOURCE_IDS)
def test_checkpatch_finds_nothing(label: str, source: Path, args: tuple[str, ...],
                                  checkpatch: Path, session_tmp: Path) -> None:
    """No error, warning or check, in the patches and the cover letters."""
    result = kgseries.series_of(source, session_tmp, *args)
    mails = [str(p) for p in kgseries.listed(result.run)]
    res = subprocess.run([str(checkpatch), '--no-tree', '--strict', '--terse',
                          '--show-types', *mails], capture_output=True, text=True,
                         timeout=600)
    assert (res.returncode, res.stdout, res.stderr) == (0, '', '')
