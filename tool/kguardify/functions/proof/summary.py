# SPDX-License-Identifier: GPL-2.0-only
"""The proof's first try: a loop or a switch that is the same text in both functions and that is
self-contained (no return, goto or label in it, no break or continue that
leaves it, no case of a switch around it, no lock, unlock, release,
hand-over or helper in it, no iterator macro, no statement expression)
runs as one event, 'opaque', with the values of the locals it names and
the locks held; after it, each local it may assign has a fresh value,
named the same in both functions.

Both functions run the same text from the same values under the same
locks, so they do the same things in it, and what follows sees the same
values; a local that it may assign (assigned, incremented, its address
taken, passed whole to a call or macro) is no longer known. What the
summary hides is what the full walk would compare equal. It is sound, and
less precise than the full walk, with far fewer paths (a loop of a switch
is one event, not every arm at every iteration): where it summarised
something and did not accept, the full walk decides (check.prove).
"""

from __future__ import annotations

import hashlib
from collections.abc import Container, Sequence

from kguardify.embedded.cscan import Stmt
from kguardify.functions.proof.meaning import Meaning
from kguardify.functions.proof.syntax import ASSIGN_OPS, HAND_OVERS

LOOPS = ('for', 'while', 'do')
SUMMARISED = LOOPS + ('switch',)
ALLOWED = frozenset(('block', 'if', 'expr', 'empty', 'for', 'while', 'do', 'switch',
                     'case', 'break', 'continue'))
HELPERS = frozenset(('guard', 'scoped_guard', 'scoped_cond_guard', 'CLASS', '__free',
                     '__cleanup', 'return_ptr', 'return', 'goto', 'asm', '__asm__'))


def self_contained(stmt: Stmt) -> bool:
    """Does control enter stmt only at its top and leave it only at its end?"""
    return _contained(stmt, False, False)


def _contained(s: Stmt, loop: bool, switch: bool) -> bool:
    kind = s.kind
    if kind not in ALLOWED:
        return False
    if kind == 'break':
        return loop or switch
    if kind == 'continue':
        return loop
    if kind == 'case':
        return switch
    loop = loop or kind in LOOPS
    switch = switch or kind == 'switch'
    return all(_contained(k, loop, switch) for k in s.kids)


def barred(mean: Meaning) -> frozenset[str]:
    """The names a summarised statement may not call or use."""
    return frozenset(mean.locks) | mean.unlocks | mean.releases | frozenset(mean.wrappers) | \
        frozenset(mean.twins) | frozenset(mean.cond_locks) | frozenset(HAND_OVERS) | HELPERS


def summarisable(toks: Sequence[str], stop: Container[str]) -> bool:
    """No barred name, and no statement expression '({ ... })'."""
    for i, t in enumerate(toks):
        if t in stop or (t == '{' and i > 0 and toks[i - 1] == '('):
            return False
    return True


def assigned(toks: Sequence[str], names: Container[str]) -> list[str]:
    """The locals (of names) that toks may change, in first-seen order:
    assigned, incremented, their address taken, or passed whole to a call
    or a macro (do_div(n, base), swap(a, b))."""
    found: list[str] = []
    n = len(toks)
    for i, t in enumerate(toks):
        if t not in names or t in found:
            continue
        prev = toks[i - 1] if i else ''
        nxt = toks[i + 1] if i + 1 < n else ''
        if prev in ('.', '->'):
            continue
        if nxt in ASSIGN_OPS or nxt in ('++', '--') or prev in ('++', '--') or \
                (prev == '&' and nxt not in ('[', '.', '->')) or \
                (prev in ('(', ',') and nxt in (')', ',')):
            found.append(t)
    return found


def mentioned(toks: Sequence[str], names: Container[str]) -> list[str]:
    """The locals (of names) that toks name, in first-seen order."""
    found: list[str] = []
    for i, t in enumerate(toks):
        if t in names and t not in found and (i == 0 or toks[i - 1] not in ('.', '->')):
            found.append(t)
    return found


def label(toks: Sequence[str]) -> str:
    """What the 'opaque' event calls the statement: a digest of its tokens
    (the same text gives the same digest in both functions) and its start."""
    digest = hashlib.blake2b(' '.join(toks).encode(), digest_size=6).hexdigest()
    head = ' '.join(toks[:8])
    return '%s %s%s' % (digest, head, ' ...' if len(toks) > 8 else '')
