# SPDX-License-Identifier: GPL-2.0-only
"""The engine at scale: GNU parallel jobs give the same bytes whatever the
batches, one bad file or job costs only its own files, the prefilter never
drops a file with a candidate, and the jobs run over --sshlogin."""

from __future__ import annotations

import os
import re
import shutil
import signal
import stat
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest

from conftest import FIXTURES, KGUARDIFY, ROOT, default_sigint, needs_spatch, run_kguardify
from kguardify.engine import spatch
from kguardify.embedded import catalogue
from kguardify.embedded.lockcheck import LOCK_KINDS
from kguardify.engine.rules import cocci_dir, select_rules
from kerneltree import kernel_tree
from test_cli import _digests, _slow_file

GOOD = FIXTURES / 'lock' / 'mutex_goto_out.c'


def _fake_spatch(tmp_path: Path, body: str) -> Path:
    """A spatch that does `body` (sh) with the --file-groups file in $groups
    before it runs the real one."""
    script = tmp_path / 'spatch'
    script.write_text('#!/bin/sh\ngroups=\nprev=\nfor a; do [ "$prev" = --file-groups ] '
                      '&& groups=$a; prev=$a; done\n%s\nexec %s "$@"\n'
                      % (body, shutil.which('spatch')))
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return script


def _findings(stderr: str) -> list[str]:
    """The decline and problem lines, without kguardify's own messages."""
    return [line for line in stderr.splitlines() if not line.startswith('kguardify:')]


def _fixture_copy(tmp_path: Path, idioms: tuple[str, ...] = ('lock', 'free')) -> Path:
    work = tmp_path / 'src'
    for idiom in idioms:
        shutil.copytree(FIXTURES / idiom, work / idiom)
    return work


@needs_spatch()
def test_serial_and_parallel_runs_give_the_same_bytes(tmp_path: Path) -> None:
    work = _fixture_copy(tmp_path)
    one = run_kguardify('--mode', 'diff', '-j', '1', '--batch-size', '1000', '.', cwd=work)
    many = run_kguardify('--mode', 'diff', '-j', '2', '--batch-size', '7', '.', cwd=work)
    assert one.rc == 1, one.stderr
    assert '+++ b/lock/mutex_goto_out.c' in one.stdout
    assert (many.rc, many.stdout, many.stderr) == (one.rc, one.stdout, one.stderr)


@needs_spatch()
def test_the_prefilter_drops_no_candidate_of_the_fixtures(tmp_path: Path) -> None:
    work = _fixture_copy(tmp_path)
    # A file without any rule's token, which the prefilter drops.
    (work / 'plain.c').write_text('int add(int a, int b)\n{\n\treturn a + b;\n}\n')
    with_it = run_kguardify('--mode', 'diff', '-v', '.', cwd=work)
    without = run_kguardify('--mode', 'diff', '-v', '--no-prefilter', '.', cwd=work)
    assert 'hold a token of the rules' in with_it.stderr
    assert (with_it.rc, with_it.stdout) == (without.rc, without.stdout)
    assert _findings(with_it.stderr) == _findings(without.stderr)


@needs_spatch()
def test_a_batch_with_a_broken_file_still_converts_the_others(tmp_path: Path) -> None:
    work = tmp_path / 'work'
    work.mkdir()
    for name in ('a.c', 'broken.c', 'z.c'):
        shutil.copy(GOOD, work / name)
    fake = _fake_spatch(tmp_path, 'if [ -n "$groups" ] && grep -q broken "$groups"; then '
                                  'echo "Fatal error: simulated" >&2; exit 2; fi')
    run = run_kguardify('--mode', 'diff', '-j', '1', '--spatch', str(fake), '.', cwd=work)
    assert run.rc == 1
    assert 'broken.c: Fatal error: simulated\n' in run.stderr
    assert '+++ b/a.c' in run.stdout and '+++ b/z.c' in run.stdout
    assert 'broken.c' not in run.stdout


@needs_spatch()
def test_a_file_that_times_out_costs_a_second_run_of_the_files_after_it(
        tmp_path: Path) -> None:
    """spatch takes a batch's files in order: those before the file it gave
    up on are done, those after it run again (the embedded checks would
    judge what they had collected of that file with the next one)."""
    work = tmp_path / 'w'
    work.mkdir()
    names = ['a.c', 'slow.c', 'b.c', 'c.c']
    for name in names:
        if name == 'slow.c':
            _slow_file(work / name)
        else:
            shutil.copy(GOOD, work / name)
    cat = catalogue.builtin(LOCK_KINDS)
    rule = select_rules(cocci_dir(None), cat)[0]
    (work / 'catalogue.json').write_text(cat.to_json())
    rule = replace(rule, env=(('KGUARDIFY_CATALOGUE', str(work / 'catalogue.json')),))
    result = spatch.run_batch(rule, names, work, spatch='spatch', timeout=1)
    assert result.failed == {'slow.c': 'spatch timed out on the file (--timeout 1)'}
    assert sorted(result.decisions) == ['a.c', 'b.c', 'c.c']
    for name in ('a.c', 'b.c', 'c.c'):
        assert 'guard(mutex)' in (work / name).read_text(), name
    runs = sorted(work.glob('groups-*.txt'))
    assert [p.read_text().split() for p in runs] == [names, ['b.c', 'c.c']]


@needs_spatch()
def test_a_job_that_dies_costs_only_its_files_and_says_so(tmp_path: Path) -> None:
    work = tmp_path / 'work'
    work.mkdir()
    for name in ('a.c', 'die.c', 'z.c'):
        shutil.copy(GOOD, work / name)
    # Kill the worker that started this spatch: its job never answers.
    fake = _fake_spatch(tmp_path, 'if [ -n "$groups" ] && grep -q die "$groups"; then '
                                  'kill -9 $PPID; exit 9; fi')
    run = run_kguardify('--mode', 'diff', '-j', '2', '--batch-size', '1',
                        '--spatch', str(fake), '.', cwd=work)
    assert run.rc == 1
    assert 'die.c: the job converting this file failed' in run.stderr
    assert '+++ b/a.c' in run.stdout and '+++ b/z.c' in run.stdout
    assert 'die.c' not in run.stdout


@needs_spatch()
def test_jobs_run_through_sshlogin(tmp_path: Path) -> None:
    """':' is GNU parallel's name for this machine; the job command is then
    the one a remote host runs (python3 -m kguardify.engine.worker)."""
    work = _fixture_copy(tmp_path, ('lock',))
    here = run_kguardify('--mode', 'diff', '-j', '2', '.', cwd=work)
    remote = run_kguardify('--mode', 'diff', '--sshlogin', ':', '-j', '2', '-v', '.',
                           cwd=work)
    assert here.rc == 1
    assert (remote.rc, remote.stdout) == (here.rc, here.stdout)
    assert _findings(remote.stderr) == _findings(here.stderr)


@needs_spatch()
def test_interrupt_stops_every_job(tmp_path: Path) -> None:
    """test_cli's Ctrl-C test with several jobs at a time under parallel."""
    work = tmp_path / 'work'
    scratch = tmp_path / 'tmp'
    work.mkdir()
    scratch.mkdir()
    _slow_file(work / 'slow1.c', branches=900)
    _slow_file(work / 'slow2.c', branches=900)
    shutil.copy(GOOD, work)
    before = _digests(work)
    child = subprocess.Popen([sys.executable, str(KGUARDIFY), '--mode', 'in-place', '-j',
                              '2', '--batch-size', '1', '.'], cwd=work,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             env=dict(os.environ, TMPDIR=str(scratch)),
                             preexec_fn=default_sigint)
    deadline = time.monotonic() + 30
    while subprocess.run(['pgrep', '-f', 'spatch.*%s' % scratch],
                         capture_output=True).stdout.count(b'\n') < 2:
        assert child.poll() is None and time.monotonic() < deadline, 'no two spatch'
        time.sleep(0.2)
    child.send_signal(signal.SIGINT)
    start = time.monotonic()
    _, err = child.communicate(timeout=30)
    assert child.returncode == 130
    assert time.monotonic() - start < 5
    assert err.endswith('kguardify: interrupted; no file was changed\n')
    assert _digests(work) == before
    assert list(scratch.iterdir()) == []
    assert subprocess.run(['pgrep', '-f', str(scratch)], capture_output=True).stdout == b''


@needs_spatch()
@pytest.mark.parametrize('jobs', ['1', '2'])
def test_verbose_reports_what_the_jobs_cost(jobs: str, tmp_path: Path) -> None:
    """-j 1 is one batch, run in-process; -j 2 two jobs under parallel (the
    lock fixtures are more than a default batch of 64 files)."""
    work = _fixture_copy(tmp_path, ('lock',))
    run = run_kguardify('--mode', 'diff', '-v', '-j', jobs, '--batch-size', '200', '.',
                        cwd=work)
    m = re.search(r'kguardify: (\d+) files in (\d+) jobs on .*peak memory (\d+) MiB '
                  r'per job \(spatch (\d+) MiB\), driver (\d+) MiB, at most (\d+) MiB '
                  r'in all with (\d+) jobs at once', run.stderr)
    assert m, run.stderr
    files, count, job, spatch, driver, in_all, at_once = map(int, m.groups())
    assert files > 10 and count == int(jobs) == at_once
    assert 0 < spatch <= job and driver > 0
    assert in_all >= driver + at_once * job
    # -j 2: the job that took the most memory, by its files (in-process: none)
    largest = re.search(r'kguardify: the largest job \((\d+) MiB\) had (\d+) files?: (\S+)',
                        run.stderr)
    if jobs == '1':
        assert largest is None, run.stderr
    else:
        assert largest and int(largest.group(1)) == job and 0 < int(largest.group(2)) < files
        assert (work / largest.group(3).rstrip(',')).is_file()


def test_missing_parallel_says_how_to_install_it(tmp_path: Path) -> None:
    shutil.copy(GOOD, tmp_path)
    bindir = tmp_path / 'bin'
    bindir.mkdir()
    (bindir / 'spatch').symlink_to(shutil.which('spatch') or '/bin/true')
    run = run_kguardify('mutex_goto_out.c', cwd=tmp_path, env={'PATH': str(bindir)})
    assert run.rc == 2
    assert run.stderr == ('kguardify: parallel not found: install it with '
                          '`apt-get install parallel`\n')


@pytest.mark.skipif(kernel_tree('6.12') is None, reason='linux-source-6.12 not installed')
@needs_spatch()
def test_the_prefilter_drops_no_candidate_of_drivers_gpio(tmp_path: Path) -> None:
    """Every file of drivers/gpio the prefilter drops gives nothing when it
    goes to spatch anyway: with and without the prefilter, the output is the
    same (the files are converted independently of each other, as the test
    above shows)."""
    sys.path.insert(0, str(ROOT / 'tool'))
    from kguardify import discover, pipeline
    from kguardify.embedded.catalogue import read_tree
    from kguardify.engine.rules import cocci_dir, select_rules

    tree = kernel_tree('6.12')
    assert tree is not None
    gpio = tree / 'drivers' / 'gpio'
    paths = discover.expand_paths((gpio,))
    rules = select_rules(cocci_dir(None), read_tree(tree))
    kept, _ = pipeline.select_sources(paths, rules)
    dropped = sorted(set(paths) - {src.path for src, _ in kept})
    assert all(src.text == '' and size > 0 for src, size in kept)   # no text kept
    assert len(kept) > 100 and len(dropped) > 50
    run = run_kguardify('--mode', 'diff', '--no-prefilter',
                        *map(str, dropped), cwd=tmp_path, timeout=300)
    assert (run.rc, run.stdout, run.stderr) == (0, '', '')

