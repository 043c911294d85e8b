# SPDX-License-Identifier: GPL-2.0-only
"""The proof: what the tree's helpers do, from its DEFINE_* lines (the lock
and unlock expressions of a guard, the free expression of a DEFINE_FREE,
the constructor and destructor of a class), and the token helpers they are
read with."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from kguardify.embedded.catalogue import Catalogue, Helper
from kguardify.embedded.cscan import TOKEN_RE
from kguardify.embedded.ctext import mask

IDENT = re.compile(r'^[A-Za-z_]\w*$')


class Unprovable(Exception):
    """The walk met something it cannot follow."""


@dataclass(frozen=True)
class Call:
    name: str
    args: tuple[str, ...]       # token texts of each argument (_T, _T->lock …)


@dataclass(frozen=True)
class Template:
    """A DEFINE_* expression: an optional test of _T, then statements."""
    test: tuple[str, ...]
    body: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class Meaning:
    """What the tree's helpers do, from its DEFINE_* lines."""
    guards: dict[str, tuple[Helper, Template, Template]]
    frees: dict[str, Template]
    classes: dict[str, tuple[tuple[str, ...], Template, Template]]
    locks: dict[str, str]           # lock call -> its unlock call
    unlocks: frozenset[str]
    state_args: dict[str, frozenset[int]]
    releases: frozenset[str]        # release calls of DEFINE_FREE and classes
    # iterator macro -> the positions of the arguments its loop may assign
    # (an iterator not here may assign any of them)
    cursors: dict[str, frozenset[int]] = field(default_factory=dict)
    # a static inline lock wrapper -> its one call, on _T (wiphy_lock(w) is
    # mutex_lock(&w->mtx))
    wrappers: dict[str, Template] = field(default_factory=dict)
    # iterator -> (the plain iterator it is or is the twin of, the cursor's
    # position, the DEFINE_FREE its scoped twin declares the cursor with:
    # '' for the plain one)
    twins: dict[str, tuple[str, int, str]] = field(default_factory=dict)
    # calls that only compute a pointer from their argument (EXT4_I(inode))
    accessors: frozenset[str] = frozenset()
    # a conditional guard (DEFINE_GUARD_COND, DEFINE_LOCK_GUARD_1_COND) ->
    # (its base guard, the call that tries the lock, taken when it returns 0)
    cond_guards: dict[str, tuple[str, str, bool]] = field(default_factory=dict)
    # that call -> (the base guard's lock call, taken when it returns 0)
    cond_locks: dict[str, tuple[str, bool]] = field(default_factory=dict)


def meaning(cat: Catalogue) -> Meaning:
    guards: dict[str, tuple[Helper, Template, Template]] = {}
    frees: dict[str, Template] = {}
    classes: dict[str, tuple[tuple[str, ...], Template, Template]] = {}
    locks: dict[str, str] = {}
    state: dict[str, frozenset[int]] = {}
    releases: set[str] = set()
    bases = {h.name: h for h in cat.helpers if h.macro == 'DEFINE_CLASS'}
    for h in cat.helpers:
        if h.macro in ('DEFINE_GUARD', 'DEFINE_LOCK_GUARD_0', 'DEFINE_LOCK_GUARD_1'):
            acq, rel = template(h.acquire), template(h.release)
            guards.setdefault(h.name, (h, acq, rel))
            a_calls, r_calls = _calls(h.acquire), _calls(h.release)
            if a_calls and r_calls:
                locks.setdefault(a_calls[-1].name, r_calls[-1].name)
            if h.macro == 'DEFINE_GUARD':
                continue    # _T is the locked pointer: '&_T->mtx' is the lock
            # In a DEFINE_LOCK_GUARD_*, _T is the guard: a member other than
            # 'lock' is its own state (the flags), not which lock it is.
            # (Where two guards call one function, only what both call state.)
            for c in a_calls + r_calls:
                own = frozenset(i for i, a in enumerate(c.args)
                                if re.search(r'\b_T\s*->\s*(?!lock\b)\w', a))
                state[c.name] = state[c.name] & own if c.name in state else own
        elif h.macro == 'DEFINE_FREE':
            frees.setdefault(h.name, template(h.release))
            releases.update(c.name for c in _calls(h.release))
        elif h.macro in ('DEFINE_CLASS', 'EXTEND_CLASS'):
            name = h.name if h.macro == 'DEFINE_CLASS' else h.name + h.type
            base = h if h.macro == 'DEFINE_CLASS' else bases.get(h.name)
            if base is None:
                continue
            params = tuple(p.split()[-1].lstrip('*') for p in split(h.args) if p.split())
            classes.setdefault(name, (params, template(h.acquire), template(base.release)))
            releases.update(c.name for c in _calls(base.release))
    cond_guards, cond_locks = conditional(cat, guards)
    return Meaning(guards, frees, classes, locks, frozenset(locks.values()), state,
                   frozenset(releases), cursors(cat.iterators),
                   {name: template(call) for name, call in cat.wrappers.items()},
                   twins(cat.iterators, frees), cat.accessors, cond_guards, cond_locks)


def conditional(cat: Catalogue, guards: dict[str, tuple[Helper, Template, Template]]
                ) -> tuple[dict[str, tuple[str, str, bool]], dict[str, tuple[str, bool]]]:
    """The conditional guards whose test is one call on the lock, alone
    ('mutex_trylock(_T)': taken when it returns nonzero) or '== 0'
    ('mutex_lock_interruptible(_T) == 0'), on a guard of one lock call."""
    by_name: dict[str, tuple[str, str, bool]] = {}
    by_call: dict[str, tuple[str, bool]] = {}
    for h in cat.helpers:
        if h.macro not in ('DEFINE_GUARD_COND', 'DEFINE_LOCK_GUARD_1_COND') or \
                h.name not in guards:
            continue
        toks = TOKEN_RE.findall(mask(h.acquire))
        zero = toks[-2:] == ['==', '0']
        calls = _calls(' '.join(toks[:-2] if zero else toks))
        base = _calls(guards[h.name][0].acquire)
        if len(calls) != 1 or len(calls[0].args) != 1 or len(base) != 1 or \
                calls[0].args[0] not in ('_T', '_T -> lock') or \
                close_bracket(toks, 1) != len(toks) - (3 if zero else 1):
            continue
        by_name.setdefault(h.name + h.type, (h.name, calls[0].name, zero))
        by_call.setdefault(calls[0].name, (base[0].name, zero))
    return by_name, by_call


def twins(iterators: dict[str, tuple[tuple[str, ...], str]],
          frees: dict[str, Template]) -> dict[str, tuple[str, int, str]]:
    """The iterators X and X_scoped where X_scoped's body is X's with the
    cursor, which X assigns first ('for (c = ...;'), declared instead, as
    'T *c __free(CLS) = ...', and CLS a DEFINE_FREE of the tree. Both
    loops then never read the cursor's value before it, and differ only in
    the release of the cursor at every way out of the scoped one."""
    found: dict[str, tuple[str, int, str]] = {}
    for name, (params, body) in iterators.items():
        plain = name[:-len('_scoped')]
        if not name.endswith('_scoped') or plain not in iterators or not params:
            continue
        toks = TOKEN_RE.findall(body)
        plain_params, plain_body = iterators[plain]
        at = toks.index('__free') if toks.count('__free') == 1 else -1
        if plain_params != params or at < 2 or toks[at - 1] not in params or \
                toks[at + 1:at + 5] != ['(', toks[at + 2], ')', '='] or \
                toks[at + 2] not in frees or toks[:2] != ['for', '(']:
            continue
        cursor = toks[at - 1]
        # the declaration's type: what lies between 'for (' and the cursor
        kept = toks[:2] + [cursor] + toks[at + 4:]
        typed = toks[2:at - 1]
        if not typed or typed[-1] != '*' or any(t in params for t in typed) or \
                kept != TOKEN_RE.findall(plain_body):
            continue
        init_end = kept.index(';') if ';' in kept else -1
        if init_end < 0 or cursor in kept[4:init_end]:
            continue
        k = params.index(cursor)
        found[plain] = (plain, k, '')
        found[name] = (plain, k, toks[at + 2])
    return found


# Words before '(' whose operands are never assigned.
NOT_ASSIGNING = frozenset({'typeof', '__typeof__', '__typeof', 'sizeof', 'offsetof',
                           'likely', 'unlikely', 'for', 'if', 'while', 'switch', 'return'})
ASSIGNING = frozenset({'=', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '<<=', '>>=',
                       '++', '--'})


def cursors(iterators: dict[str, tuple[tuple[str, ...], str]]) -> dict[str, frozenset[int]]:
    """For each iterator macro, the arguments its loop may assign: a
    parameter assigned, incremented or whose address is taken in the body,
    or passed whole to a macro that may assign it (to one the table does not
    know, as it may be a macro: the safe side)."""
    memo: dict[str, frozenset[int] | None] = {}

    def of(name: str, stack: frozenset[str]) -> frozenset[int] | None:
        if name in memo:
            return memo[name]
        params, body = iterators.get(name, ((), ''))
        if not params or name in stack:
            return None
        toks = TOKEN_RE.findall(body)
        inner = stack | {name}
        found = frozenset(n for n, p in enumerate(params)
                          if _may_assign(toks, p, lambda callee: of(callee, inner)))
        memo[name] = found
        return found

    table = {name: of(name, frozenset()) for name in iterators}
    return {name: found for name, found in table.items() if found is not None}


def _may_assign(toks: list[str], param: str,
                callee_cursors: Callable[[str], frozenset[int] | None]) -> bool:
    for i, t in enumerate(toks):
        if t != param:
            continue
        lo, hi = i, i
        # grouping brackets, '(x)', not a call's 'f(x)'
        while lo > 0 and hi + 1 < len(toks) and toks[lo - 1] == '(' and \
                toks[hi + 1] == ')' and not (lo > 1 and IDENT.match(toks[lo - 2])):
            lo, hi = lo - 1, hi + 1
        before = toks[lo - 1] if lo > 0 else ''
        after = toks[hi + 1] if hi + 1 < len(toks) else ''
        if after in ('->', '.', '['):
            continue                    # a member or element: not the argument itself
        if after in ASSIGNING or before in ('++', '--', '&', '#', '##') or after == '##':
            return True
        if before in ('(', ',') and after in (')', ','):
            callee, position = _enclosing_call(toks, lo)
            if callee in NOT_ASSIGNING or callee == '':
                continue
            assigned = callee_cursors(callee)
            if assigned is None or position in assigned:
                return True
    return False


def _enclosing_call(toks: list[str], at: int) -> tuple[str, int]:
    """The callee of the call whose argument starts at toks[at], and which
    argument it is ('' when the bracket is no call's)."""
    depth, position = 0, 0
    for j in range(at - 1, -1, -1):
        t = toks[j]
        if t in (')', ']', '}'):
            depth += 1
        elif t in ('(', '[', '{'):
            if depth == 0:
                callee = toks[j - 1] if j > 0 and t == '(' else ''
                return (callee if IDENT.match(callee) else ''), position
            depth -= 1
        elif t == ',' and depth == 0:
            position += 1
    return '', position


# Words followed by '(' that are not calls of the template's own.
NOT_CALLS = frozenset({'if', 'while', 'for', 'switch', 'sizeof', 'IS_ERR_OR_NULL', 'IS_ERR',
                       'likely', 'unlikely', '__acquire', '__release'})


def _calls(text: str) -> list[Call]:
    """The calls of a template, outermost, in order."""
    toks = [t for t in TOKEN_RE.findall(mask(text))]
    out = []
    i = 0
    while i < len(toks):
        if IDENT.match(toks[i]) and i + 1 < len(toks) and toks[i + 1] == '(' and \
                toks[i] not in NOT_CALLS:
            close = close_bracket(toks, i + 1)
            out.append(Call(toks[i], tuple(' '.join(p) for p in
                                           split_tokens(toks[i + 2:close]))))
            i = close + 1
            continue
        i += 1
    return out


def template(text: str) -> Template:
    toks = TOKEN_RE.findall(mask(text))
    test: list[str] = []
    if toks[:2] == ['if', '(']:
        close = close_bracket(toks, 1)
        test, toks = toks[2:close], toks[close + 1:]
    toks = _unwrapped(toks)
    body = []
    current: list[str] = []
    depth = 0
    for t in toks:
        depth += t in '([{' and len(t) == 1
        depth -= t in ')]}' and len(t) == 1
        if t == ';' and depth == 0:
            if current:
                body.append(tuple(current))
            current = []
        else:
            current.append(t)
    if current:
        body.append(tuple(current))
    return Template(tuple(test), tuple(s for s in body if s[0] not in SPARSE_ONLY))


# Statements that only tell sparse about a lock context: nothing at run time.
SPARSE_ONLY = frozenset({'__acquire', '__release'})


def _unwrapped(toks: list[str]) -> list[str]:
    """A template's statements without a surrounding '{ }' or
    'do { } while (0)' (Linux 6.12's rcu guard is the second)."""
    if toks[:2] == ['do', '{'] and toks[-4:] == ['while', '(', '0', ')'] and \
            close_bracket(toks, 1) == len(toks) - 5:
        return toks[2:-5]
    if toks[:1] == ['{'] and toks[-1:] == ['}'] and close_bracket(toks, 0) == len(toks) - 1:
        return toks[1:-1]
    return toks


def split(text: str) -> list[str]:
    return [' '.join(p) for p in split_tokens(TOKEN_RE.findall(text))]


def split_tokens(toks: list[str]) -> list[list[str]]:
    """Top-level comma-separated parts of a token list ([] for none)."""
    parts = split_at(toks, ',')
    return parts if parts != [[]] else []


def split_at(toks: list[str], separator: str) -> list[list[str]]:
    """The parts of a token list between top-level separators."""
    parts: list[list[str]] = [[]]
    depth = 0
    for t in toks:
        if t in ('(', '[', '{'):
            depth += 1
        elif t in (')', ']', '}'):
            depth -= 1
        if t == separator and depth == 0:
            parts.append([])
        else:
            parts[-1].append(t)
    return parts


def close_bracket(toks: list[str], i: int) -> int:
    """Index of the bracket that closes toks[i]."""
    depth = 0
    for j in range(i, len(toks)):
        t = toks[j]
        if t in ('(', '[', '{'):
            depth += 1
        elif t in (')', ']', '}'):
            depth -= 1
            if depth == 0:
                return j
    raise Unprovable('an unbalanced bracket')
