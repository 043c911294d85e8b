# SPDX-License-Identifier: GPL-2.0-only
"""pip install --no-build-isolation . : the in-tree backend builds a wheel
that holds the package, the console script and the semantic patches."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from conftest import ROOT, needs_spatch

sys.path.insert(0, str(ROOT / 'tool'))
import kgbuild  # noqa: E402


def test_wheel_contents(tmp_path: Path) -> None:
    name = kgbuild.build_wheel(str(tmp_path))
    names = zipfile.ZipFile(tmp_path / name).namelist()
    assert 'kguardify/cli.py' in names
    for sub in ('embedded', 'engine', 'functions', 'functions/proof', 'checks', 'output',
                'support'):
        assert 'kguardify/%s/__init__.py' % sub in names
    assert 'kguardify/functions/proof/walk.py' in names
    assert 'kguardify-0.1.0.data/data/share/kguardify/cocci/guard_lock.cocci' in names
    assert 'kguardify-0.1.0.data/data/share/kguardify/cocci/standalone/' \
        'mutex_goto_unlock.cocci' in names
    # the driver's own semantic patch is generated from the sources
    assert 'kguardify-0.1.0.data/data/share/kguardify/cocci/src/kguardify.smpl' in names
    assert 'kguardify-0.1.0.data/data/share/kguardify/cocci/src/parts/verdict.smpl' in names
    assert not any(n.endswith('/kguardify.cocci') for n in names)
    assert 'kguardify-0.1.0.dist-info/entry_points.txt' in names
    assert 'kguardify-0.1.0.dist-info/RECORD' in names


def _venv_python() -> str | None:
    """A Python with venv and pip (the pyenv one on PATH, here)."""
    for candidate in ('python3', sys.executable):
        path = shutil.which(candidate)
        if path and subprocess.run([path, '-c', 'import venv, ensurepip'],
                                   capture_output=True).returncode == 0:
            return path
    return None


@needs_spatch()
@pytest.mark.skipif(_venv_python() is None, reason='no Python with venv and ensurepip')
def test_pip_install_without_build_isolation(tmp_path: Path) -> None:
    python = _venv_python()
    assert python
    venv = tmp_path / 'venv'
    subprocess.run([python, '-m', 'venv', str(venv)], check=True, timeout=300)
    subprocess.run([str(venv / 'bin' / 'pip'), 'install', '-q', '--no-build-isolation',
                    '--no-index', str(ROOT)], check=True, timeout=300, cwd=tmp_path)
    src = tmp_path / 'm.c'
    shutil.copy(ROOT / 'tests' / 'fixtures' / 'lock' / 'mutex_goto_out.c', src)
    # The installed package alone: not the checkout's, which conftest puts
    # on PYTHONPATH for the spatch runs of the other tests.
    env = {k: v for k, v in os.environ.items() if k != 'PYTHONPATH'}
    res = subprocess.run([str(venv / 'bin' / 'kguardify'), '--mode', 'diff', 'm.c'], cwd=tmp_path,
                         capture_output=True, text=True, timeout=300, env=env)
    assert res.returncode == 1, res.stderr
    assert '+\tguard(mutex)(&foo->lock);' in res.stdout
