# SPDX-License-Identifier: GPL-2.0-only
"""Stage: engine, what the driver and a job say to each other.

A job is one line of JSON: the setup every job of a run shares (the
semantic patch, the tree's helpers, the options that matter in a job, and
the digest of kguardify's code, which a job of other code refuses), and
the files. It answers with one record per file. jobs.py (the driver's side)
encodes jobs and decodes results; worker.py (the job) the other way round.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from kguardify.embedded.catalogue import Catalogue
from kguardify.engine.rules import Rule
from kguardify.model import Candidate, Decline, FileResult, FunctionChange, Options, SourceFile

FORMAT = 2
# The package's root (tool/kguardify): what the digest covers, and what a
# job's Python and spatch's import.
PACKAGE = Path(__file__).resolve().parent.parent


def own_pythonpath(environ: Mapping[str, str]) -> str:
    """PYTHONPATH for a job's Python and for spatch's, whose script rules
    import kguardify.embedded: this kguardify first, whatever else is
    installed."""
    path = environ.get('PYTHONPATH')
    return str(PACKAGE.parent) + (os.pathsep + path if path else '')


@dataclass(frozen=True, slots=True)
class Item:
    """A file for a job, with the helpers its directory's headers define."""
    source: SourceFile
    local: str


def code_digest() -> str:
    """Names kguardify's code: a job refuses to run with other code."""
    digest = hashlib.sha256()
    for path in sorted(PACKAGE.rglob('*.py')):
        digest.update(path.relative_to(PACKAGE).as_posix().encode() + b'\0' +
                      path.read_bytes() + b'\0')
    return digest.hexdigest()[:16]


def setup_json(rule: Rule, cat: Catalogue, options: Options) -> str:
    """What every job of a run shares, encoded once."""
    return json.dumps({
        'format': FORMAT, 'code': code_digest(), 'spatch': options.spatch,
        'timeout': options.timeout, 'max_passes': options.max_passes,
        'rule': {'name': rule.name, 'cocci': rule.cocci(),
                 'env': [list(pair) for pair in rule.env]},
        'catalogue': cat.to_json()})


def encode_job(number: int, setup: str, items: list[Item]) -> bytes:
    files = [{'name': item.source.name, 'file': item.source.path.name,
              'text': item.source.text, 'local': item.local} for item in items]
    return ('{"job": %d, "setup": %s, "files": %s}\n' % (
        number, setup, json.dumps(files))).encode('ascii')


def encode_result(result: FileResult) -> dict[str, Any]:
    return {'name': result.source.name,
            'text': result.new_text if result.changed else None,
            'changes': [asdict(c) for c in result.changes],
            'declines': [asdict(d) for d in result.declines],
            'problem': result.problem,
            'candidates': [asdict(c) for c in result.candidates]}


def decode_result(source: SourceFile, record: dict[str, Any]) -> FileResult:
    if record['name'] != source.name:
        raise ValueError('a job answered for %s instead of %s' % (record['name'],
                                                                  source.name))
    changes = tuple(FunctionChange(**dict(c, helpers=tuple(c['helpers'])))
                    for c in record['changes'])
    declines = tuple(Decline(**d) for d in record['declines'])
    text = source.text if record['text'] is None else record['text']
    candidates = tuple(Candidate(**c) for c in record['candidates'])
    return FileResult(source, text, changes, declines, record['problem'], candidates)
