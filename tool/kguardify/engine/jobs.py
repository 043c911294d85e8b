# SPDX-License-Identifier: GPL-2.0-only
"""Stage: engine, the driver's side. Candidate files -> batches -> GNU
parallel -> per-file results.

A batch is one job, and a job is one command: `python3 -m kguardify.engine.worker`,
fed one line of JSON on its stdin (parallel --pipe -N1) that holds all it
needs: the files' text, the semantic patch, the tree's helpers. So the same
job runs on this machine or, through --sshlogin, on one that has spatch and
kguardify but not the tree, and nothing is left behind there. parallel keeps
each job's output together (--group) and tags its lines with the job's
number; a job answers with one line of JSON. A job that dies without
answering costs its own files, which are reported, and nothing else. A run
that is a single batch on this machine runs it in this process: starting
parallel and a worker would cost more than it saves.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import socket
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kguardify.engine import spatch
from kguardify.support import proc
from kguardify.embedded.catalogue import Catalogue
from kguardify.support.errors import ToolFailed, ToolMissing
from kguardify.engine.protocol import (Item, Loader, decode_result, encode_job, loaded,
                                       own_pythonpath, setup_json)
from kguardify.model import FileResult, Options
from kguardify.engine.rules import Rule

logger = logging.getLogger(__name__)

# progress(stage, files done, files in all, candidates found so far)
Progress = Callable[[str, int, int, int], None]

# parallel's warning when a job's line is longer than --block: harmless,
# it reads on (the block size is only a first guess).
BLOCK_WARNING = 'A record was longer than'


@dataclass(slots=True)
class Stats:
    """What the jobs of a run cost (CPU in seconds, memory in KiB)."""
    jobs: int = 0
    files: int = 0
    wall: float = 0.0            # parallel, start to end
    spatch_cpu: float = 0.0      # every spatch process
    worker_cpu: float = 0.0      # the jobs' own Python, the checks included
    checks_cpu: float = 0.0      # of which the functions stage
    worker_rss: int = 0          # the largest worker
    spatch_rss: int = 0          # the largest spatch
    job_rss: int = 0             # the largest job: its worker and its spatch
    largest: tuple[str, ...] = ()    # the files of the largest job
    failed_jobs: int = 0
    hosts: set[str] = field(default_factory=set)


def peak_in_all(stats: Stats, at_once: int, driver_rss: int, largest_child: int) -> int:
    """KiB resident at most at one moment on this machine (pure): the driver,
    parallel (no larger than the largest process it waited for) and as many
    of the largest job as run at once. getrusage gives no sum, so this is a
    bound, not a measurement."""
    return driver_rss + largest_child + max(1, min(at_once, stats.jobs)) * stats.job_rss


def cost_line(stats: Stats, at_once: int, driver_cpu: float, driver_rss: int,
              largest_child: int) -> str:
    """The end-of-run summary of what the jobs cost (pure)."""
    mib = 1024.0
    return ('%d files in %d jobs on %s: %.1f s wall; CPU %.1f s spatch, %.1f s '
            'workers (%.1f s checks), %.1f s driver; peak memory %.0f MiB per job '
            '(spatch %.0f MiB), driver %.0f MiB, at most %.0f MiB in all with %d '
            'jobs at once' % (
                stats.files, stats.jobs, ', '.join(sorted(stats.hosts)) or '-',
                stats.wall, stats.spatch_cpu, stats.worker_cpu, stats.checks_cpu,
                driver_cpu, stats.job_rss / mib, stats.spatch_rss / mib,
                driver_rss / mib,
                peak_in_all(stats, at_once, driver_rss, largest_child) / mib,
                max(1, min(at_once, stats.jobs))))


def largest_job_line(stats: Stats, shown: int = 8) -> str:
    """Which job took the most memory, by its files (pure); '' if none, or
    if there was one job."""
    if not stats.largest or stats.jobs < 2:
        return ''
    more = len(stats.largest) - shown
    return 'the largest job (%.0f MiB) had %d file%s: %s%s' % (
        stats.job_rss / 1024.0, len(stats.largest), 's' if len(stats.largest) > 1 else '',
        ', '.join(stats.largest[:shown]), ' and %d more' % more if more > 0 else '')


def worker_command(options: Options) -> list[str]:
    """The job command. Over ssh it is the remote python3; here, this Python."""
    python = 'python3' if options.sshlogins else sys.executable
    return [python, '-m', 'kguardify.engine.worker']


def parallel_command(options: Options, worker: list[str], *, block: int,
                     job_timeout: float, tmpdir: Path) -> list[str]:
    """The GNU parallel command line for a run (pure)."""
    argv = ['parallel', '--pipe', '-N1', '--block', str(block), '--group',
            '--tagstring', '{#}', '--tmpdir', str(tmpdir),
            '--timeout', str(int(job_timeout) + 1),
            '--jobs', str(options.jobs) if options.jobs > 0 else '100%']
    for login in options.sshlogins:
        argv += ['--sshlogin', login]
    return argv + ['--', *worker]


def job_bound(files: int, options: Options) -> float:
    """How long a job of that many files may take: every pass, each with a
    whole-batch run and a retry of every file on its own."""
    one_pass = options.timeout * files + 60 + files * (options.timeout + 60)
    return options.max_passes * one_pass + 60


def run(items: list[Item], rule: Rule, cat: Catalogue, options: Options,
        progress: Progress | None = None, load: Loader | None = None
        ) -> tuple[list[FileResult], Stats]:
    """Convert the items in batches run by GNU parallel (load: how to read
    a file whose text the item does not hold, when its job is sent and when
    a changed file's result comes back)."""
    if shutil.which('parallel') is None:
        raise ToolMissing('parallel', 'parallel')
    size = options.batch_size or spatch.BATCH_LIMIT
    batches = spatch.partition(items, max(1, options.jobs), size,
                                weight=lambda item: item.weight)
    # Larger batches first, so that none is left running alone at the end.
    order = sorted(range(len(batches)), key=lambda n: -sum(
        item.weight for item in batches[n]))
    setup = setup_json(rule, cat, options)
    largest = max(sum(i.weight for i in batch) for batch in batches)
    block = 2 * (largest + largest // 8 + len(setup)) + (1 << 20)
    collector = _Collector(batches, order, progress, load)
    if progress is not None:
        progress('converting', 0, collector.total, 0)

    def job(n: int) -> bytes:
        return encode_job(n, setup, [loaded(item, load) for item in batches[n]])

    if len(batches) == 1 and not options.sshlogins:
        from kguardify.engine import worker
        started = time.monotonic()
        answer = worker.convert_job(json.loads(job(0)),
                                    socket.gethostname(), in_process=True)
        collector.line('1\t' + json.dumps(answer))
        collector.stats.wall = time.monotonic() - started
        return collector.finish(proc.Result(0, '', '')), collector.stats
    scratch = Path(tempfile.mkdtemp(prefix='kguardify-'))
    try:
        for sub in ('parallel', 'home', 'tmp'):
            (scratch / sub).mkdir()
        argv = parallel_command(options, worker_command(options), block=block,
                                job_timeout=job_bound(max(map(len, batches)), options),
                                tmpdir=scratch / 'parallel')

        def records() -> Iterator[bytes]:
            for n in order:
                yield job(n)

        started = time.monotonic()
        res = proc.stream(argv, records=records(), on_line=collector.line,
                          timeout=sum(job_bound(len(b), options) for b in batches) + 300,
                          env=_environment(scratch), cwd=scratch)
        collector.stats.wall = time.monotonic() - started
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return collector.finish(res), collector.stats


def _environment(scratch: Path) -> dict[str, str]:
    """parallel's: none of the user's default options for it ($PARALLEL,
    ~/.parallel/config) and its files in the scratch directory; the jobs
    import this kguardify."""
    env = {k: v for k, v in os.environ.items() if k != 'PARALLEL'}
    env['PARALLEL_HOME'] = str(scratch / 'home')
    env['TMPDIR'] = str(scratch / 'tmp')
    env['PYTHONPATH'] = own_pythonpath(os.environ)
    return env


class _Collector:
    """The answers of the jobs, as they come."""

    def __init__(self, batches: list[list[Item]], order: list[int],
                 progress: Progress | None, load: Loader | None = None) -> None:
        self.batches = batches
        self.load = load
        self.order = order
        self.progress = progress
        self.total = sum(map(len, batches))
        self.results: dict[int, list[FileResult]] = {}
        self.errors: dict[int, str] = {}
        self.other: list[str] = []
        self.stats = Stats(jobs=len(batches), files=self.total)
        self.found = 0
        self.done = 0

    def line(self, line: str) -> None:
        _, _, payload = line.partition('\t')
        try:
            record = json.loads(payload)
            number = record['job']
            batch = self.batches[number]
        except (ValueError, KeyError, IndexError, TypeError):
            self.other.append(line)
            return
        if number in self.results or number in self.errors:
            return
        self.stats.hosts.add(record.get('host', '?'))
        if 'error' in record:
            self.errors[number] = record['error']
        else:
            try:
                results = [decode_result(item.source, r, self.load)
                           for item, r in zip(batch, record['results'], strict=True)]
            except (ValueError, KeyError, TypeError) as exc:
                self.errors[number] = 'the job answered wrongly: %s' % exc
            else:
                self.results[number] = results
                self.found += sum(len(r.changes) + len(r.declines) for r in results)
                self._account(record.get('usage', {}), batch)
        self.done += len(batch)
        if self.progress is not None:
            self.progress('converting', self.done, self.total, self.found)

    def _account(self, usage: dict[str, Any], batch: list[Item]) -> None:
        s = self.stats
        if usage.get('worker_rss', 0) + usage.get('spatch_rss', 0) > s.job_rss:
            s.largest = tuple(item.source.name for item in batch)
        s.spatch_cpu += usage.get('spatch_cpu', 0.0)
        s.worker_cpu += usage.get('worker_cpu', 0.0)
        s.checks_cpu += usage.get('checks_cpu', 0.0)
        s.worker_rss = max(s.worker_rss, usage.get('worker_rss', 0))
        s.spatch_rss = max(s.spatch_rss, usage.get('spatch_rss', 0))
        s.job_rss = max(s.job_rss, usage.get('worker_rss', 0) + usage.get('spatch_rss', 0))

    def finish(self, res: proc.Result) -> list[FileResult]:
        tagged: dict[int, list[str]] = {}
        untagged = []
        for line in res.stderr.splitlines():
            tag, sep, text = line.partition('\t')
            if sep and tag.isdigit():
                tagged.setdefault(int(tag) - 1, []).append(text)
            elif BLOCK_WARNING not in line and line.strip():
                untagged.append(line)
        if res.rc == 255 and not self.results and not self.errors:
            raise ToolFailed(['parallel'], res.rc, res.stderr)
        for line in untagged + self.other:
            logger.warning('parallel: %s', line)
        results: list[FileResult] = []
        for number, batch in enumerate(self.batches):
            if number in self.results:
                results.extend(self.results[number])
                continue
            self.stats.failed_jobs += 1
            # parallel numbers the jobs in the order they were fed.
            lines = [t for t in tagged.get(self.order.index(number), []) if t.strip()]
            message = self.errors.get(number) or 'the job converting this file failed%s' % (
                ' (timed out)' if res.timed_out else '') + (
                ': ' + lines[-1] if lines else '')
            if lines:
                logger.warning('job %d: %s', number, '\n'.join(lines[-20:]))
            results.extend(FileResult(item.source, item.source.text, (), (), message)
                           for item in batch)
        return results
