# SPDX-License-Identifier: GPL-2.0-only
"""Stage: rules. Semantic patches from the hand-written SmPL of cocci/src/.

Each .smpl file names its parts (cocci/src/parts/) and placeholders: the
lock-name regexes and the script rule that imports kguardify's checks.
guard_lock, free_alloc and class_fd are generated once and shipped as
cocci/*.cocci (`python3 -m kguardify.coccigen`), one idiom each, for make
coccicheck; kguardify, the three idioms judged together, which the driver
runs, is generated at run time, so no shipped file holds all three.

The checks are not copied into the semantic patches: their script rules
import kguardify.embedded from spatch's Python, which must find the
package (installed, or PYTHONPATH=<checkout>/tool, as the driver sets it
for its own spatch runs). Without it spatch stops at once with the reason
and a non-zero exit. spatch 1.1.1 lexes script text as C tokens, so the
Python in the .smpl files keeps to what C's lexer passes whole (no `//` in
strings, no raw regexes).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from kguardify.embedded.classcheck import CLASS_KINDS
from kguardify.embedded.condlock import DRIVER
from kguardify.embedded.lockcheck import COND_KINDS, LOCK_KINDS

SHIPPED = ('guard_lock', 'free_alloc', 'class_fd')
COMBINED = 'kguardify'
# What each file's report and org modes list: the idioms its rules match.
IDIOMS = {'guard_lock': ('lock',), 'free_alloc': ('free',), 'class_fd': ('fd',),
          'kguardify': ('lock', 'free', 'fd', 'iter', DRIVER)}
HEADER = '// Generated from cocci/src/%s.smpl by tool/kguardify/coccigen.py: edit those.\n'
MISSING = ('kguardify is not installed (%s): pip install --no-build-isolation <checkout>, '
           'or set PYTHONPATH=<checkout>/tool')


def regex(names: Iterable[str]) -> str:
    return '^(%s)$' % '|'.join(sorted(set(names)))


def lock_placeholders(kinds: Iterable[tuple[str, str, str, str]]) -> dict[str, str]:
    """The lock and unlock name regexes of the rules, by shape."""
    rows = list(kinds)
    values: dict[str, str] = {}
    for shape in ('e', 'ef', '0', 'f', 'srcu'):
        values['locks:' + shape] = regex(k[0] for k in rows if k[3] == shape)
        values['unlocks:' + shape] = regex(k[1] for k in rows if k[3] == shape)
    # The locks that can fail, either way the test goes.
    values['locks:c'] = regex(k[0] for k in rows if k[3] in ('cz', 'cn'))
    values['unlocks:c'] = regex(k[1] for k in rows if k[3] in ('cz', 'cn'))
    # One rule for the lock calls on an expression, with or without flags.
    values['locks:e,ef'] = regex(k[0] for k in rows if k[3] in ('e', 'ef'))
    values['unlocks:e,ef'] = regex(k[1] for k in rows if k[3] in ('e', 'ef'))
    values['locks:all'] = regex(k[0] for k in rows)
    values['unlocks:all'] = regex(k[1] for k in rows)
    return values


def placeholders(extra: Iterable[tuple[str, str, str, str]] = ()) -> dict[str, str]:
    """The name regexes of the rules: the built-in lock kinds and `extra`
    (the subsystem guards of the tree a run reads)."""
    values = lock_placeholders([*LOCK_KINDS, *COND_KINDS, *extra])
    values['classes:acquire'] = regex(k.acquire for k in CLASS_KINDS)
    values['classes:release'] = regex(k.release for k in CLASS_KINDS)
    return values


def import_block(idioms: tuple[str, ...]) -> str:
    """The @initialize:python@ rule: kguardify's checks, or a clear stop."""
    return '\n'.join([
        '@initialize:python@',
        '@@',
        '# The checks: kguardify.embedded, from spatch\'s own Python.',
        'try:',
        '    from kguardify.embedded.runner import Runner',
        'except ImportError as missing:',
        '    raise SystemExit(%r %% missing)' % MISSING,
        'kg = Runner(idioms=%r)' % (idioms,)])


def generate(name: str, src_dir: Path,
             extra: Iterable[tuple[str, str, str, str]] = ()) -> str:
    """The semantic patch cocci/src/<name>.smpl makes, placeholders filled
    (extra: lock kinds its lock rules also match)."""
    template = (src_dir / (name + '.smpl')).read_text()
    values = placeholders(extra)
    values['embed'] = import_block(IDIOMS[name])
    for part in sorted((src_dir / 'parts').glob('*.smpl')):
        values['part:' + part.stem] = part.read_text().rstrip('\n') + '\n'

    def fill(m: re.Match[str]) -> str:
        return values[m.group(1)]

    # Parts hold placeholders of their own: fill until none is left.
    body = template
    for _ in range(3):
        body = re.sub(r'\{\{([a-z0-9:_,]+)\}\}', fill, body)
    first, rest = body.split('\n', 1)
    return first + '\n' + HEADER % name + rest
