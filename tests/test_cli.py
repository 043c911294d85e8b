# SPDX-License-Identifier: GPL-2.0-only
"""The command line on bad input: a clear message, the documented exit
status, and never a changed or half-written file."""

from __future__ import annotations

import hashlib
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import FIXTURES, KGUARDIFY, default_sigint, needs_spatch, run_kguardify

GOOD = FIXTURES / 'lock' / 'mutex_goto_out.c'


def _slow_file(path: Path, branches: int = 400) -> Path:
    """One function that spatch needs well over a second for."""
    lines = ['#include <linux/mutex.h>', 'struct s { struct mutex l; int a[10]; };',
             'int f(struct s *p, int v)', '{', '\tmutex_lock(&p->l);']
    for i in range(branches):
        lines.append('\tif (v == %d) { p->a[%d]++; if (p->a[1]) '
                     '{ mutex_unlock(&p->l); return %d; } }' % (i, i % 10, i))
    lines += ['\tmutex_unlock(&p->l);', '\treturn 0;', '}', '']
    path.write_text('\n'.join(lines))
    return path


def _digests(directory: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(directory.iterdir()) if p.is_file()}


@needs_spatch()
def test_diff_mode_prints_a_diff_and_never_writes(tmp_path: Path) -> None:
    shutil.copy(GOOD, tmp_path)
    before = _digests(tmp_path)
    run = run_kguardify('--mode', 'diff', 'mutex_goto_out.c', cwd=tmp_path)
    assert run.rc == 1
    assert run.stdout.startswith('--- a/mutex_goto_out.c\n+++ b/mutex_goto_out.c\n')
    assert '+\tguard(mutex)(&foo->lock);\n' in run.stdout
    assert _digests(tmp_path) == before


@needs_spatch()
def test_diff_applies_with_patch(tmp_path: Path) -> None:
    shutil.copy(GOOD, tmp_path)
    run = run_kguardify('--mode', 'diff', 'mutex_goto_out.c', cwd=tmp_path)
    subprocess.run(['patch', '-p1', '--quiet'], input=run.stdout, text=True,
                   cwd=tmp_path, check=True)
    expected = (FIXTURES.parent / 'expected' / 'lock' / 'mutex_goto_out.c').read_text()
    assert (tmp_path / 'mutex_goto_out.c').read_text() == expected


@needs_spatch()
def test_in_place_replaces_the_file_and_keeps_hard_links_intact(tmp_path: Path) -> None:
    work = tmp_path / 'work'
    work.mkdir()
    shutil.copy(GOOD, work)
    os.link(work / 'mutex_goto_out.c', tmp_path / 'pristine.c')
    (work / 'mutex_goto_out.c').chmod(0o640)
    run = run_kguardify('--mode', 'in-place', 'mutex_goto_out.c', cwd=work)
    assert run.rc == 0, run.stderr
    assert 'guard(mutex)' in (work / 'mutex_goto_out.c').read_text()
    assert (tmp_path / 'pristine.c').read_text() == GOOD.read_text()
    assert oct((work / 'mutex_goto_out.c').stat().st_mode & 0o777) == oct(0o640)
    assert sorted(p.name for p in work.iterdir()) == ['mutex_goto_out.c']


def test_a_missing_path_is_a_usage_error(tmp_path: Path) -> None:
    run = run_kguardify('nothere.c', cwd=tmp_path)
    assert run.rc == 2
    assert run.stderr == 'kguardify: nothere.c: no such file or directory\n'


def test_a_file_that_is_not_c_is_a_usage_error(tmp_path: Path) -> None:
    (tmp_path / 'notes.txt').write_text('mutex_lock(&x);\n')
    run = run_kguardify('notes.txt', cwd=tmp_path)
    assert run.rc == 2
    assert run.stderr == 'kguardify: notes.txt: not a C source file (.c or .h)\n'


@needs_spatch()
def test_an_empty_directory_says_so(tmp_path: Path) -> None:
    (tmp_path / 'empty').mkdir()
    run = run_kguardify('--mode', 'diff', 'empty', cwd=tmp_path)
    assert (run.rc, run.stdout) == (0, '')
    assert run.stderr == 'kguardify: no C files under empty\n'


@needs_spatch()
def test_a_binary_file_is_reported_and_left_alone(tmp_path: Path) -> None:
    (tmp_path / 'blob.c').write_bytes(b'\x7fELF\0\0mutex_lock(')
    before = _digests(tmp_path)
    run = run_kguardify('--mode', 'in-place', 'blob.c', cwd=tmp_path)
    assert 'blob.c: not a text file; left alone\n' in run.stderr
    assert _digests(tmp_path) == before


@needs_spatch()
def test_a_file_that_cannot_be_parsed_is_reported_and_left_alone(tmp_path: Path) -> None:
    (tmp_path / 'broken.c').write_text('int f( {{{\n\tmutex_lock(&x);\n')
    shutil.copy(GOOD, tmp_path)
    before = _digests(tmp_path)
    run = run_kguardify('--mode', 'diff', '.', cwd=tmp_path)
    assert run.rc == 1
    assert "broken.c: kguardify cannot read the file as C: unclosed '{'" in run.stderr
    assert '+++ b/mutex_goto_out.c' in run.stdout and 'broken.c' not in run.stdout
    assert _digests(tmp_path) == before


def test_missing_spatch_says_how_to_install_it(tmp_path: Path) -> None:
    shutil.copy(GOOD, tmp_path)
    bindir = tmp_path / 'bin'
    bindir.mkdir()
    run = run_kguardify('mutex_goto_out.c', cwd=tmp_path, env={'PATH': str(bindir)})
    assert run.rc == 2
    assert run.stderr == ('kguardify: spatch not found: install it with '
                          '`apt-get install coccinelle`\n')


@needs_spatch()
def test_a_timeout_costs_only_that_file(tmp_path: Path) -> None:
    _slow_file(tmp_path / 'slow.c')
    shutil.copy(GOOD, tmp_path)
    before = _digests(tmp_path)
    run = run_kguardify('--timeout', '1', '--mode', 'in-place', '.', cwd=tmp_path)
    assert 'slow.c: spatch timed out on the file (--timeout 1)\n' in run.stderr
    after = _digests(tmp_path)
    assert after['slow.c'] == before['slow.c']
    assert after['mutex_goto_out.c'] != before['mutex_goto_out.c']


@needs_spatch()
@pytest.mark.parametrize('sig', [signal.SIGINT, signal.SIGTERM, signal.SIGHUP],
                         ids=['INT', 'TERM', 'HUP'])
def test_interrupt_leaves_sources_intact(sig: int, tmp_path: Path) -> None:
    """^C, kill and a closed terminal alike: no file changed, and no job of
    the run left behind (TERM once left GNU parallel and spatch running)."""
    work = tmp_path / 'work'
    scratch = tmp_path / 'tmp'
    work.mkdir()
    scratch.mkdir()
    _slow_file(work / 'slow.c', branches=900)
    shutil.copy(GOOD, work)
    before = _digests(work)
    child = subprocess.Popen([sys.executable, str(KGUARDIFY), '--mode', 'in-place', '.'],
                             cwd=work, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, env=dict(os.environ, TMPDIR=str(scratch)),
                             preexec_fn=default_sigint)
    time.sleep(2)
    assert child.poll() is None, 'the run ended before the interrupt'
    child.send_signal(sig)
    start = time.monotonic()
    _, err = child.communicate(timeout=30)
    assert child.returncode == 130
    assert time.monotonic() - start < 5
    assert err.endswith('kguardify: interrupted; no file was changed\n')
    assert _digests(work) == before
    assert list(scratch.iterdir()) == []
    assert subprocess.run(['pgrep', '-f', str(scratch)], capture_output=True).stdout == b''


@pytest.mark.parametrize('jobs', ['0', 'x'])
def test_bad_jobs_is_a_usage_error(jobs: str, tmp_path: Path) -> None:
    run = run_kguardify('--jobs', jobs, str(GOOD), cwd=tmp_path)
    assert run.rc == 2
