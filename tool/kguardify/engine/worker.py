# SPDX-License-Identifier: GPL-2.0-only
"""Stage: engine, one job. One line of JSON on stdin (a batch of files and
what converting them needs) -> one line of JSON on stdout (their results
and what the job cost).

GNU parallel runs `python3 -m kguardify.engine.worker` once per batch (jobs.py),
here or over ssh on another machine, which needs spatch and this kguardify
but not the kernel tree. The worker works in a temporary directory of its
own and removes it however it ends: parallel stops a job with TERM.
"""

from __future__ import annotations

import json
import resource
import signal
import socket
import sys
import tempfile
import time
from pathlib import Path
from types import FrameType
from typing import Any

from kguardify.engine import passes, protocol
from kguardify.functions import proof
from kguardify.embedded.catalogue import Catalogue
from kguardify.functions.assemble import assemble
from kguardify.embedded.judge import release_functions
from kguardify.embedded.lockcheck import lock_kinds
from kguardify.model import Options, SourceFile
from kguardify.engine.rules import Rule

STOP_SIGNALS = (signal.SIGTERM, signal.SIGHUP, signal.SIGINT)


class Stopped(Exception):
    """parallel (or the user) stopped the job."""


def _stop(signum: int, frame: FrameType | None) -> None:
    for sig in STOP_SIGNALS:
        signal.signal(sig, signal.SIG_IGN)     # one is enough; clean up in peace
    raise Stopped(signum)


def main() -> int:
    for sig in STOP_SIGNALS:
        signal.signal(sig, _stop)
    host = socket.gethostname()
    try:
        job = json.loads(sys.stdin.buffer.read())
        answer = convert_job(job, host)
    except Stopped as exc:
        return 128 + int(exc.args[0])
    sys.stdout.write(json.dumps(answer) + '\n')
    sys.stdout.flush()
    return 0


def convert_job(job: dict[str, Any], host: str,
                in_process: bool = False) -> dict[str, Any]:
    """The answer to a job. in_process: the caller is kguardify itself, so
    the CPU used so far is not the job's."""
    before = _cpu() if in_process else (0.0, 0.0)
    setup = job['setup']
    if setup.get('format') != protocol.FORMAT or setup.get('code') != protocol.code_digest():
        return {'job': job['job'], 'host': host,
                'error': 'kguardify on %s is not the same version as the one that '
                         'started the run; install the same one there' % host}
    options = Options(paths=(), spatch=setup['spatch'], timeout=setup['timeout'],
                      max_passes=setup['max_passes'])
    sources = [SourceFile(Path('f%d' % n) / f['file'], f['name'], f['text'])
               for n, f in enumerate(job['files'])]
    # each file's own helpers: its directory's headers, then itself
    batch = [(src, passes.local_catalogue(f['local'], src))
             for src, f in zip(sources, job['files'])]
    with tempfile.TemporaryDirectory(prefix='kguardify-job-') as tmp:
        workdir = Path(tmp)
        spec = setup['rule']
        rule = Rule(spec['name'], workdir / ('%s.cocci' % spec['name']), tuple(spec['tokens']),
                    tuple((k, v) for k, v in spec['env']), spec['cocci'])
        logs = passes.convert([src for src, _ in batch], [own for _, own in batch],
                                rule, setup['catalogue'], options, workdir)
    checks = time.process_time()
    tree = Catalogue.from_json(setup['catalogue'])
    kinds = lock_kinds(tree)        # as the rules in spatch know them
    results = []
    # most files of a batch have no helpers of their own: one meaning for them
    meanings: dict[str, tuple[frozenset[str], proof.Meaning]] = {}
    for src, own in batch:
        key = own.to_json()
        if key not in meanings:
            helpers = tree.merged(own)
            meanings[key] = (release_functions(helpers), proof.meaning(helpers))
        releases, meaning = meanings[key]
        results.append(assemble(src, logs[src.path], releases, meaning, kinds))
    checks = time.process_time() - checks
    me = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    now = _cpu()
    usage = {'worker_cpu': now[0] - before[0], 'checks_cpu': checks,
             'spatch_cpu': now[1] - before[1],
             'worker_rss': 0 if in_process else me.ru_maxrss,
             'spatch_rss': children.ru_maxrss}
    return {'job': job['job'], 'host': host, 'usage': usage,
            'results': [protocol.encode_result(r, setup.get('lean', False))
                        for r in results]}


def _cpu() -> tuple[float, float]:
    """CPU seconds of this process and of its children so far."""
    me = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime, children.ru_utime + children.ru_stime


if __name__ == '__main__':
    sys.exit(main())
