# SPDX-License-Identifier: GPL-2.0-only
"""Stage: engine, inside a job. A batch of files -> spatch's changes and the
checks' decisions.

spatch runs in a work directory of the job's own, never on the user's tree:
the files are copies there, changed with --in-place. A batch is one spatch
process (--file-groups keeps each file its own unit, taken in order). A
file spatch gives up on (a per-file timeout, a crash in the embedded
checks) is reported, and the files after it in the batch run again from
the same texts: what the embedded checks had collected of the file that
failed would be judged with the next one. The files before it are done. A
batch that fails as a whole is retried file by file, so that one bad file
costs only itself. jobs.py runs the batches in parallel; `partition` cuts
them.
"""

from __future__ import annotations

import heapq
import json
import logging
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Sequence, TypeVar

from kguardify.engine.protocol import own_pythonpath
from kguardify.support import proc
from kguardify.embedded.reportlines import JSON_PREFIX
from kguardify.model import Decision
from kguardify.engine.rules import Rule

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
    broken: bool = False       # spatch failed as a whole: no file to blame


def partition(items: Sequence[T], jobs: int, limit: int = BATCH_LIMIT,
              weight: Callable[[T], int] | None = None) -> list[list[T]]:
    """Split items into batches: at least one per job, none above limit.
    With a weight (a file's size), the batches weigh about the same: the
    heaviest item goes to the lightest batch that has room, and each batch
    keeps the items' order. Without one, consecutive items share a batch."""
    if not items:
        return []
    count = max(jobs, -(-len(items) // limit))
    count = min(count, len(items))
    if weight is None:
        size = -(-len(items) // count)
        return [list(items[i:i + size]) for i in range(0, len(items), size)]
    weigh = weight
    members: list[list[int]] = [[] for _ in range(count)]
    lightest = [(0, 0, b) for b in range(count)]     # (weight, items, batch)
    for n in sorted(range(len(items)), key=lambda n: -weigh(items[n])):
        load, size, b = heapq.heappop(lightest)
        members[b].append(n)
        if size + 1 < limit:
            heapq.heappush(lightest, (load + weigh(items[n]), size + 1, b))
    return [[items[n] for n in sorted(batch)] for batch in members if batch]


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


def run_batch(rule: Rule, files: list[str], workdir: Path, *, spatch: str,
              timeout: float) -> BatchResult:
    """Apply one rule to files (paths relative to workdir), in place there."""
    before = {path: (workdir / path).read_bytes() for path in files}
    result = BatchResult()
    todo = list(files)
    number = 0
    while todo:
        if number:
            for path in todo:
                (workdir / path).write_bytes(before[path])
        outcome = _spatch(rule, todo, workdir, number, spatch, timeout)
        number += 1
        if outcome.broken and len(todo) > 1:
            for path in todo:
                (workdir / path).write_bytes(before[path])
                one = _spatch(rule, [path], workdir, number, spatch, timeout)
                number += 1
                result.decisions.update(one.decisions)
                result.failed.update(one.failed)
            break
        if not outcome.failed or len(todo) == 1:
            result.decisions.update(outcome.decisions)
            result.failed.update(outcome.failed)
            break
        first = min(todo.index(path) for path in outcome.failed)
        result.decisions.update((path, found) for path, found in outcome.decisions.items()
                                if path in todo[:first])
        result.failed.update(outcome.failed)
        todo = [path for path in todo[first:] if path not in outcome.failed]
    for path in result.failed:
        result.decisions.pop(path, None)
    return result


def sp_file(rule: Rule, workdir: Path) -> Path:
    """The file spatch reads: the rule's, or its text written in workdir."""
    if not rule.text:
        return rule.path
    path = workdir / ('%s.cocci' % rule.name)
    if not path.is_file() or path.read_text() != rule.text:
        path.write_text(rule.text)
    return path


def _spatch(rule: Rule, batch: list[str], workdir: Path, number: int, spatch: str,
            timeout: float) -> BatchResult:
    groups = workdir / ('groups-%s-%d.txt' % (rule.name, number))
    groups.write_text('\n\n'.join(batch) + '\n')
    tmp = workdir / 'tmp'
    tmp.mkdir(exist_ok=True)
    argv = [spatch, '--sp-file', str(sp_file(rule, workdir)), *SPATCH_FLAGS,
            '--timeout', str(max(1, int(timeout))), '--tmp-dir', str(tmp / 'spatch'),
            '--file-groups', str(groups)]
    env = dict(os.environ, KGUARDIFY_JSON='1', PYTHONDONTWRITEBYTECODE='1',
               PYTHONPATH=own_pythonpath(os.environ), TMPDIR=str(tmp), **dict(rule.env))
    # Not in a process group of its own: whoever stops the job's group (GNU
    # parallel, on Ctrl-C) stops spatch with it.
    res = proc.run(argv, cwd=workdir, timeout=timeout * len(batch) + 60, env=env,
                   own_group=False)
    out = BatchResult(decisions=parse_decisions(res.stdout))
    if res.timed_out:
        out.broken = True
        for path in batch:
            out.failed[path] = 'spatch did not finish in time'
    elif res.rc != 0:
        out.broken = True
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
