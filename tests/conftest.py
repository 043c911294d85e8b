# SPDX-License-Identifier: GPL-2.0-only
"""Shared test set-up: import paths, the kguardify runs the tests share."""

from __future__ import annotations

import hashlib
import os
import shutil
import signal
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
sys.path.insert(0, str(ROOT / 'tool'))
# spatch's Python imports kguardify.embedded from the semantic patches'
# script rules: the checkout's, for every spatch a test starts.
os.environ['PYTHONPATH'] = os.pathsep.join(
    [str(ROOT / 'tool')] + [p for p in os.environ.get('PYTHONPATH', '').split(os.pathsep) if p])
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


def default_sigint() -> None:
    """preexec_fn for a child that a test interrupts: a shell without job
    control starts background commands with SIGINT ignored, and a Python
    started so keeps it ignored (no KeyboardInterrupt); the tests must not
    depend on how the suite was launched."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


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


@dataclass(frozen=True)
class FixtureSet:
    """Fixtures, their expected outputs, and the tree whose headers they use
    (its include/ comes first when they are compiled)."""
    name: str
    fixtures: Path
    expected: Path
    tree: Path


TREE_61 = TESTS / 'trees' / 'linux-6.1'
FIXTURE_SETS = {s.name: s for s in (
    FixtureSet('lock', FIXTURES / 'lock', EXPECTED / 'lock', TESTS),
    FixtureSet('free', FIXTURES / 'free', EXPECTED / 'free', TESTS),
    FixtureSet('fd', FIXTURES / 'fd', EXPECTED / 'fd', TESTS),
    FixtureSet('iter', FIXTURES / 'iter', EXPECTED / 'iter', TESTS),
    FixtureSet('fd-6.1', TREE_61 / 'fixtures' / 'fd', TREE_61 / 'expected' / 'fd', TREE_61),
)}

_converted: dict[str, Converted] = {}


def converted(name: str, tmp_root: Path) -> Converted:
    """Convert a fixture set once per test session, in place, in a copy,
    with the helpers of its tree."""
    if name not in _converted:
        fixture_set = FIXTURE_SETS[name]
        work = tmp_root / name
        shutil.copytree(fixture_set.fixtures, work)
        run = run_kguardify('--mode', 'in-place', '--tree', str(fixture_set.tree), '.',
                            cwd=work)
        # 0: nothing declined, 1: declines (or changes); anything else is
        # an error the goldens must not hide
        assert run.rc in (0, 1) and 'internal error' not in run.stderr, run.stderr
        _converted[name] = Converted(work, run)
    return _converted[name]


@pytest.fixture(scope='session')
def session_tmp(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp('kguardify')


# Under CI (.ci/run sets KGUARDIFY_REQUIRE_ALL=1) a test skipped for want of
# spatch or of a kernel tree is a failure: CI installs both, and a silent
# skip would pass a run that checked nothing of them.
REQUIRED = ('spatch', 'linux-source', 'kernel build dependencies')


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]):  # type: ignore[no-untyped-def]
    outcome = yield
    report = outcome.get_result()
    if report.skipped and os.environ.get('KGUARDIFY_REQUIRE_ALL'):
        reason = str(report.longrepr[2] if isinstance(report.longrepr, tuple)
                     else report.longrepr)
        if any(word in reason for word in REQUIRED):
            report.outcome = 'failed'
            report.longrepr = 'skipped under CI, where it must run: %s' % reason


def tree_digest(root: Path) -> str:
    """Every file's path and bytes under root: equal digests, an unchanged tree."""
    h = hashlib.sha256()
    for p in sorted(root.rglob('*')):
        if p.is_file():
            h.update(str(p.relative_to(root)).encode() + p.read_bytes())
    return h.hexdigest()
