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
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from kguardify.embedded.catalogue import Catalogue
from kguardify.engine.rules import Rule
from kguardify.model import (Candidate, Decline, FileResult, FunctionChange, Options, SourceFile,
                             Unkept)

FORMAT = 5       # 3: a result names the text it converted; 4: the rule's tokens;
#                  5: 'lean', a result without its texts
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
    """A file for a job, with the helpers its directory's headers define.
    The driver keeps no text: source.text is '' until the job is encoded
    (size: the file's, to weigh the batches)."""
    source: SourceFile
    local: str
    size: int = 0

    @property
    def weight(self) -> int:
        return self.size or len(self.source.text)


# The driver's way to read a file again: the file, or why it cannot.
Loader = Callable[[SourceFile], SourceFile | str]


def text_digest(text: str) -> str:
    """Names a file's text: a job says which text it converted."""
    return hashlib.sha256(text.encode('utf-8', 'surrogateescape')).hexdigest()[:16]


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
        'lean': options.mode.lists_only,
        'rule': {'name': rule.name, 'cocci': rule.cocci(), 'tokens': list(rule.tokens),
                 'env': [list(pair) for pair in rule.env]},
        'catalogue': cat.to_json()})


def encode_job(number: int, setup: str, items: list[Item]) -> bytes:
    files = [{'name': item.source.name, 'file': item.source.path.name,
              'text': item.source.text, 'local': item.local} for item in items]
    return ('{"job": %d, "setup": %s, "files": %s}\n' % (
        number, setup, json.dumps(files))).encode('ascii')


def encode_result(result: FileResult, lean: bool = False) -> dict[str, Any]:
    """lean: without the converted texts, for a mode that lists only."""
    changes = [asdict(c) for c in result.changes]
    if lean:
        changes = [dict(c, old='', new='') for c in changes]
    return {'name': result.source.name,
            'text': result.new_text if result.changed and not lean else None,
            'unkept': [result.changed, result.lines_removed] if lean else None,
            'digest': text_digest(result.source.text),
            'changes': changes,
            'declines': [asdict(d) for d in result.declines],
            'problem': result.problem,
            'candidates': [asdict(c) for c in result.candidates]}


CHANGED_MEANWHILE = 'the file changed while kguardify ran; it is left as it is'


def decode_result(source: SourceFile, record: dict[str, Any],
                  load: Loader | None = None) -> FileResult:
    """A job's answer for source. A changed file's original text, which the
    driver did not keep, is read again with load, and must be the text the
    job converted."""
    if record['name'] != source.name:
        raise ValueError('a job answered for %s instead of %s' % (record['name'],
                                                                  source.name))
    changes = tuple(FunctionChange(**dict(c, helpers=tuple(c['helpers'])))
                    for c in record['changes'])
    declines = tuple(Decline(**d) for d in record['declines'])
    candidates = tuple(Candidate(**c) for c in record['candidates'])
    if record['text'] is None:
        unkept = Unkept(*record['unkept']) if record.get('unkept') else None
        return FileResult(source, source.text, changes, declines, record['problem'],
                          candidates, unkept)
    if load is not None and text_digest(source.text) != record['digest']:
        again = load(source)
        if isinstance(again, str) or text_digest(again.text) != record['digest']:
            return FileResult(source, source.text, (), declines, CHANGED_MEANWHILE,
                              candidates)
        source = again
    return FileResult(source, record['text'], changes, declines, record['problem'],
                      candidates)


def loaded(item: Item, load: Loader | None) -> Item:
    """The item with its text, read now when the driver did not keep it."""
    if item.source.text or load is None:
        return item
    again = load(item.source)
    return item if isinstance(again, str) else Item(again, item.local, item.size)
