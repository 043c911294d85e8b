# SPDX-License-Identifier: GPL-2.0-only
"""engine/jobs.py: the parallel command line, job bounds, what the jobs cost."""

from __future__ import annotations

from pathlib import Path

from kguardify.engine import jobs
from kguardify.model import Options


def test_parallel_command_runs_one_job_per_line_and_keeps_output_per_job() -> None:
    options = Options(paths=(), jobs=3)
    argv = jobs.parallel_command(options, ['py', '-m', 'kguardify.engine.worker'], block=1 << 20,
                                 job_timeout=99.5, tmpdir=Path('/s/p'))
    assert argv == ['parallel', '--pipe', '-N1', '--block', '1048576', '--group',
                    '--tagstring', '{#}', '--tmpdir', '/s/p', '--timeout', '100',
                    '--jobs', '3', '--', 'py', '-m', 'kguardify.engine.worker']


def test_sshlogins_pass_through_and_each_host_uses_its_cores() -> None:
    options = Options(paths=(), jobs=0, sshlogins=('8/big.example.org', ':'))
    argv = jobs.parallel_command(options, jobs.worker_command(options), block=1,
                                 job_timeout=1, tmpdir=Path('/t'))
    assert argv[argv.index('--jobs') + 1] == '100%'
    assert argv[argv.index('--') - 4:] == ['--sshlogin', '8/big.example.org',
                                           '--sshlogin', ':', '--', 'python3', '-m',
                                           'kguardify.engine.worker']


def test_a_job_may_take_every_pass_and_every_retry() -> None:
    options = Options(paths=(), timeout=10, max_passes=2)
    assert jobs.job_bound(3, options) == 2 * (10 * 3 + 60 + 3 * 70) + 60


def test_peak_in_all_counts_the_driver_parallel_and_the_jobs_at_once() -> None:
    stats = jobs.Stats(jobs=5, job_rss=100_000)
    assert jobs.peak_in_all(stats, 2, 30_000, 150_000) == 30_000 + 150_000 + 2 * 100_000
    # Fewer jobs than may run at once: only those.
    assert jobs.peak_in_all(jobs.Stats(jobs=1, job_rss=100_000), 8, 1, 2) == 100_003


def test_the_largest_job_is_named_by_its_files() -> None:
    stats = jobs.Stats(jobs=264, job_rss=6140 * 1024, largest=tuple('f%d.c' % n for n in range(10)))
    assert jobs.largest_job_line(stats) == (
        'the largest job (6140 MiB) had 10 files: f0.c, f1.c, f2.c, f3.c, f4.c, f5.c, '
        'f6.c, f7.c and 2 more')
    assert jobs.largest_job_line(jobs.Stats(jobs=2, job_rss=1024, largest=('a.c',))) == \
        'the largest job (1 MiB) had 1 file: a.c'
    assert jobs.largest_job_line(jobs.Stats()) == ''
    assert jobs.largest_job_line(jobs.Stats(jobs=1, job_rss=1024, largest=('a.c',))) == ''


def test_cost_line_says_cpu_and_memory_in_mib() -> None:
    stats = jobs.Stats(jobs=3, files=40, wall=12.34, spatch_cpu=20.0, worker_cpu=3.0,
                       checks_cpu=1.0, spatch_rss=200 * 1024, job_rss=250 * 1024,
                       hosts={'b', 'a'})
    assert jobs.cost_line(stats, 2, 0.5, 50 * 1024, 200 * 1024) == (
        '40 files in 3 jobs on a, b: 12.3 s wall; CPU 20.0 s spatch, 3.0 s workers '
        '(1.0 s checks), 0.5 s driver; peak memory 250 MiB per job (spatch 200 MiB), '
        'driver 50 MiB, at most 750 MiB in all with 2 jobs at once')
