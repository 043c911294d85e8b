# SPDX-License-Identifier: GPL-2.0-only
"""Stage: engine. Files x rules -> converted files and the checks' decisions.

spatch runs in a scratch directory, never on the user's tree: the files are
copies, changed with --in-place there. Many files go to one spatch process
(--file-groups keeps each file its own unit); batches run in parallel. A
batch that fails is retried file by file, so that one bad file costs only
itself, and that file is reported.
"""

from __future__ import annotations

import json
import logging
import os
import re
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Sequence, TypeVar

from kguardify import proc
from kguardify.runner import JSON_PREFIX
from kguardify.model import Decision
from kguardify.rules import Rule

logger = logging.getLogger(__name__)

T = TypeVar('T')
# --max-width: spatch wraps the lines it prints at that column, at an open
# parenthesis; tidy wraps the new __free declarations the kernel's way (after
# ' = ') instead.
SPATCH_FLAGS = ('-D', 'patch', '--in-place', '--no-show-diff', '--very-quiet',
                '--no-includes', '--max-width', '200')
BATCH_LIMIT = 64


@dataclass(slots=True)
class BatchResult:
    decisions: dict[str, list[Decision]] = field(default_factory=dict)
    failed: dict[str, str] = field(default_factory=dict)


def partition(items: Sequence[T], jobs: int, limit: int = BATCH_LIMIT) -> list[list[T]]:
    """Split items into batches: at least one per job, none above limit."""
    if not items:
        return []
    count = max(jobs, -(-len(items) // limit))
    count = min(count, len(items))
    size = -(-len(items) // count)
    return [list(items[i:i + size]) for i in range(0, len(items), size)]


def version(spatch: str) -> str:
    result = proc.run([spatch, '--version'], timeout=30)
    first = result.stdout.splitlines()[0] if result.stdout else ''
    m = re.search(r'version (\S+)', first)
    return m.group(1) if m else first


def parse_errors(stdout: str) -> dict[str, str]:
    """Files whose checks failed inside spatch (KGJSON error records)."""
    found = {}
    for line in stdout.splitlines():
        if line.startswith(JSON_PREFIX):
            record = json.loads(line[len(JSON_PREFIX):])
            if 'error' in record:
                found[record['file']] = record['error']
    return found


def parse_decisions(stdout: str) -> dict[str, list[Decision]]:
    """The KGJSON lines of a run, by file."""
    found: dict[str, list[Decision]] = {}
    for line in stdout.splitlines():
        if not line.startswith(JSON_PREFIX):
            continue
        record = json.loads(line[len(JSON_PREFIX):])
        if 'error' in record:
            continue
        found.setdefault(record['file'], []).append(Decision(
            idiom=record['idiom'], function=record['function'],
            line=record['line'], column=record['col'],
            helper=record['helper'], expr=record['expr'], form=record['form'],
            reason=record['reason'], release_fn=record.get('release_fn', ''),
            call=record.get('call', '')))
    return found


def run_rule(rule: Rule, files: list[str], scratch: Path, *, spatch: str,
             timeout: float, jobs: int,
             progress: Callable[[int], None] | None = None) -> BatchResult:
    """Apply one rule to files (paths relative to scratch), in place there."""
    result = BatchResult()
    batches = partition(files, jobs)
    cancel = threading.Event()
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        futures = [pool.submit(_run_batch, rule, batch, scratch, n, spatch, timeout, cancel)
                   for n, batch in enumerate(batches)]
        try:
            for batch, future in zip(batches, futures):
                part = future.result()
                result.decisions.update(part.decisions)
                result.failed.update(part.failed)
                if progress is not None:
                    progress(len(batch))
        except BaseException:
            # Ctrl-C: stop every running spatch before the pool waits for it.
            cancel.set()
            raise
    return result


def _run_batch(rule: Rule, batch: list[str], scratch: Path, number: int,
               spatch: str, timeout: float, cancel: threading.Event) -> BatchResult:
    outcome = _spatch(rule, batch, scratch, number, spatch, timeout, cancel)
    if outcome.failed and len(batch) > 1:
        # Find the file that broke the batch; the others still count.
        merged = BatchResult()
        for n, path in enumerate(batch):
            one = _spatch(rule, [path], scratch, number * 1000 + n, spatch, timeout,
                          cancel)
            merged.decisions.update(one.decisions)
            merged.failed.update(one.failed)
        return merged
    return outcome


def _spatch(rule: Rule, batch: list[str], scratch: Path, number: int, spatch: str,
            timeout: float, cancel: threading.Event) -> BatchResult:
    groups = scratch / ('groups-%s-%d.txt' % (rule.name, number))
    groups.write_text('\n\n'.join(batch) + '\n')
    tmp = scratch / 'tmp'
    tmp.mkdir(exist_ok=True)
    argv = [spatch, '--sp-file', str(rule.path), *SPATCH_FLAGS,
            '--timeout', str(max(1, int(timeout))), '--tmp-dir', str(tmp / 'spatch'),
            '--file-groups', str(groups)]
    env = dict(os.environ, KGUARDIFY_JSON='1', PYTHONDONTWRITEBYTECODE='1',
               TMPDIR=str(tmp), **dict(rule.env))
    res = proc.run(argv, cwd=scratch, timeout=timeout * len(batch) + 60, env=env,
                   cancel=cancel)
    out = BatchResult(decisions=parse_decisions(res.stdout))
    if res.timed_out:
        for path in batch:
            out.failed[path] = 'spatch did not finish in time'
    elif res.rc != 0:
        message = _error_tail(res.stderr) or 'spatch exited with status %d' % res.rc
        for path in batch:
            out.failed[path] = message
    else:
        out.failed.update(file_exceptions(res.stderr, batch, timeout))
    out.failed.update((path, message) for path, message in parse_errors(res.stdout).items()
                      if path in batch)
    return out


def _error_tail(stderr: str) -> str:
    lines = [line for line in stderr.splitlines() if line.strip()]
    return ' / '.join(lines[-3:])


def file_exceptions(stderr: str, batch: list[str], timeout: float) -> dict[str, str]:
    """Files that spatch gave up on ('EXN: <exception> in <file>')."""
    failed = {}
    for m in re.finditer(r'^EXN: (.*) in (\S+)\s*$', stderr, re.M):
        path = m.group(2)
        if path not in batch:
            continue
        if 'Timeout' in m.group(1):
            failed[path] = 'spatch timed out on the file (--timeout %d)' % int(timeout)
        else:
            failed[path] = 'spatch failed on the file: %s' % m.group(1)
    return failed
