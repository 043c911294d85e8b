# SPDX-License-Identifier: GPL-2.0-only
"""Shared test set-up: import paths, the kguardify runs the tests share."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
sys.path.insert(0, str(ROOT / 'tool'))
sys.path.insert(0, str(TESTS))

KGUARDIFY = ROOT / 'bin' / 'kguardify'
FIXTURES = TESTS / 'fixtures'
EXPECTED = TESTS / 'expected'


@dataclass(frozen=True)
class Run:
    rc: int
    stdout: str
    stderr: str


def run_kguardify(*args: str, cwd: Path | None = None, env: dict | None = None,
                  timeout: float = 600) -> Run:
    res = subprocess.run([sys.executable, str(KGUARDIFY), *args], cwd=cwd,
                         capture_output=True, text=True, timeout=timeout,
                         env=dict(os.environ, **(env or {})))
    return Run(res.returncode, res.stdout, res.stderr)


def needs_spatch() -> pytest.MarkDecorator:
    return pytest.mark.skipif(shutil.which('spatch') is None,
                              reason='spatch (coccinelle) is not installed')


@dataclass(frozen=True)
class Converted:
    """kguardify --mode in-place over a copy of one fixture directory."""
    directory: Path
    run: Run

    def output(self, name: str) -> str:
        return (self.directory / name).read_text()

    def declines(self, name: str) -> list[str]:
        return sorted(line for line in self.run.stderr.splitlines()
                      if line.startswith(name + ':'))


_converted: dict[str, Converted] = {}


def converted(idiom: str, tmp_root: Path) -> Converted:
    """Convert tests/fixtures/<idiom> once per test session, in place, in a copy."""
    if idiom not in _converted:
        work = tmp_root / idiom
        shutil.copytree(FIXTURES / idiom, work)
        run = run_kguardify('--mode', 'in-place', '.', cwd=work)
        _converted[idiom] = Converted(work, run)
    return _converted[idiom]


@pytest.fixture(scope='session')
def session_tmp(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp('kguardify')
