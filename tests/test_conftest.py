# SPDX-License-Identifier: GPL-2.0-only
"""conftest.py: under CI (KGUARDIFY_REQUIRE_ALL=1) a test skipped for want
of spatch or of a kernel tree fails; other skips stay skips."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from conftest import TESTS

PROBE = '''import pytest

def test_needs_a_tree():
    pytest.skip('linux-source-9.9 is not installed')

def test_needs_spatch():
    pytest.skip('spatch (coccinelle) is not installed')

def test_needs_something_else():
    pytest.skip('no Python with venv and ensurepip')
'''


def _run(tmp_path: Path, env: dict[str, str]) -> str:
    (tmp_path / 'conftest.py').symlink_to(TESTS / 'conftest.py')
    (tmp_path / 'test_probe.py').write_text(PROBE)
    res = subprocess.run([sys.executable, '-m', 'pytest', '-q', '-p', 'no:cacheprovider',
                          str(tmp_path)], capture_output=True, text=True, timeout=300,
                         env=dict(os.environ, **env), cwd=tmp_path)
    return res.stdout.strip().splitlines()[-1]


def test_under_ci_a_missing_tree_or_spatch_fails(tmp_path: Path) -> None:
    assert _run(tmp_path, {'KGUARDIFY_REQUIRE_ALL': '1'}).startswith('2 failed, 1 skipped')


def test_elsewhere_they_are_skipped(tmp_path: Path) -> None:
    env = {'KGUARDIFY_REQUIRE_ALL': ''}
    assert _run(tmp_path, env).startswith('3 skipped')
