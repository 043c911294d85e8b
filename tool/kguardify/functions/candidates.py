# SPDX-License-Identifier: GPL-2.0-only
"""Stage support for functions: the decisions of the passes -> candidates,
placed in the original file, each with what became of it.

A candidate converts only if its function does: a candidate of a function
kept as it was is declined, with its own reason when the checks declined it
and with the function's reason otherwise. Decisions of the first pass are
about the original text; those of later passes (nested locks) are placed
by finding their call in the original function.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping, Sequence

from kguardify.embedded.condlock import is_cond_test
from kguardify.embedded.cscan import Function, ScanError, Source
from kguardify.embedded.ctext import closing_paren
from kguardify.embedded.judge import free_candidates
from kguardify.embedded.lockcheck import LockKind, is_cond
from kguardify.embedded.lockkinds import lock_shape
from kguardify.model import Candidate, Decision
from kguardify.embedded.reportlines import helper_text, report_span
from kguardify.embedded.scope import Tree, normalise, split_args
from kguardify.engine.rules import calls_of


def converted(src: Source, fn: Function, accepted: Sequence[Decision],
              first: Sequence[Decision], kinds: Mapping[str, LockKind]) -> list[Candidate]:
    """The candidates of a converted function (kinds: the tree's lock
    kinds, lock call -> kind): one per call site, so that each of two
    sections of one lock in exclusive arms has its own."""
    found: dict[tuple[str, str, int, int], Candidate] = {}
    for d in accepted:
        cand = place(src, fn, d, d in first, '', kinds)
        found.setdefault((cand.idiom, cand.expr, cand.line, cand.column), cand)
    return list(found.values())


def declined(src: Source, fn: Function, decisions: Sequence[Decision],
             first: Sequence[Decision], reason: str, own: bool,
             kinds: Mapping[str, LockKind], shift: int = 0,
             releases: frozenset[str] = frozenset()) -> list[Candidate]:
    """The candidates of a function kept as it was: each declined with
    `reason`, or (own) with the reason the checks gave it if they declined
    it, its line numbers shifted by `shift` when it is not about the
    original text. Without any decision: the function's first lock call or
    allocation (see unjudged)."""
    found = []
    for d in unique(decisions):
        exact = d in first
        why = reason
        if own and not d.accepted:
            why = d.reason if exact else shift_lines(d.reason, shift)
        found.append(place(src, fn, d, exact, why, kinds))
    if not found:
        found = unjudged(src, fn, reason, releases, kinds)[:1]
    return found


def unique(decisions: Iterable[Decision]) -> list[Decision]:
    """One decision per resource (a resource judged by several passes
    keeps its first decision)."""
    seen: set[tuple[str, str, str, str]] = set()
    out = []
    for d in decisions:
        key = (d.idiom, d.call or d.helper, normalise(d.expr), d.function)
        if key not in seen:
            seen.add(key)
            out.append(d)
    return out


def place(src: Source, fn: Function, d: Decision, exact: bool, reason: str,
          kinds: Mapping[str, LockKind]) -> Candidate:
    """The candidate of decision d, at its position in the original file
    (exact: d is about the original text)."""
    line, col = (d.line, d.column) if exact else find(src, fn, d, kinds)
    text = src.text[src.starts[line - 1]:].split('\n', 1)[0]
    begin, end = report_span(text, col, d.idiom, d.call, d.expr)
    return Candidate(
        function=d.function, line=line, column=begin, column_end=end, idiom=d.idiom,
        cls=d.helper, expr=d.expr,
        helper='' if reason else helper_text(d.idiom, d.helper, d.expr, d.form),
        reason=reason, fn_line=src.line(fn.start), fn_end_line=src.line(fn.body_close))


def find(src: Source, fn: Function, d: Decision,
         kinds: Mapping[str, LockKind]) -> tuple[int, int]:
    """Line and column of d's call (or allocation statement) in the
    function, or of the function when it is not there."""
    lo, hi = fn.body_open, fn.body_close
    body = src.masked[lo:hi]
    offset = -1
    if d.idiom == 'free':
        m = re.search(r'(?:^|[\s*])(%s\s*=\s*%s\s*\()' % (re.escape(d.expr),
                                                        re.escape(d.call or r'\w+')), body)
        if m:
            offset = lo + m.start(1)
    else:
        offset = _lock_call(lo, body, d, kinds)
    if offset < 0:
        offset = fn.start
    line = src.line(offset)
    return line, offset - src.starts[line - 1]


def _lock_call(lo: int, body: str, d: Decision, kinds: Mapping[str, LockKind]) -> int:
    call = d.call or next((k.lock for k in kinds.values() if k.cls == d.helper), '')
    if not call:
        return -1
    for m in re.finditer(r'\b%s\s*\(' % re.escape(call), body):
        close = _closing(body, m.end())
        args = split_args(body[m.end():close])
        if not d.expr or (args and args[0] == normalise(d.expr)):
            return lo + m.start()
    return -1


def _closing(text: str, start: int) -> int:
    """The ')' of the call whose '(' ends at start, or the end of text."""
    close = closing_paren(text, start - 1)
    return close if close >= 0 else len(text)


def unjudged(src: Source, fn: Function, reason: str, releases: frozenset[str],
             kinds: Mapping[str, LockKind]) -> list[Candidate]:
    """What the checks would have judged in a function they said nothing
    about (spatch could not parse it), declined with reason: its first lock
    call, else its allocations of pointers it releases."""
    lock = first_lock(src, fn, reason, kinds)
    if lock is not None:
        return [lock]
    if not releases or not calls_of(releases).search(src.masked, fn.body_open,
                                                      fn.body_close):
        return []
    try:
        tree = Tree(src, fn, src.body(fn))
    except ScanError:
        return []
    found = []
    for cand in free_candidates(tree, {}, releases):
        line = src.line(cand.stmt.start)
        col = cand.stmt.start - src.starts[line - 1]
        text = src.text[src.starts[line - 1]:].split('\n', 1)[0]
        begin, end = report_span(text, col, 'free', cand.call, cand.name)
        found.append(Candidate(
            function=fn.name, line=line, column=begin, column_end=end, idiom='free',
            cls='', expr=cand.name, helper='', reason=reason, fn_line=src.line(fn.start),
            fn_end_line=src.line(fn.body_close)))
    return found


@functools.lru_cache(maxsize=8)
def _lock_calls(names: frozenset[str]) -> re.Pattern[str]:
    """A call of one of the lock functions, its name as group 1."""
    return re.compile(r'\b(%s)\s*\(' % '|'.join(
        re.escape(n) for n in sorted(names, key=len, reverse=True)))


def first_lock(src: Source, fn: Function, reason: str,
               kinds: Mapping[str, LockKind]) -> Candidate | None:
    """The candidate of the function's first lock call (one of kinds),
    declined with reason."""
    body = src.masked[fn.body_open:fn.body_close]
    # a lock that can fail is one only as the whole test of an if that returns
    m = next((m for m in _lock_calls(frozenset(kinds)).finditer(body)
              if not is_cond(kinds[m.group(1)]) or
              is_cond_test(body, m.start(), _closing(body, m.end()))), None)
    if m is None:
        return None
    kind = kinds[m.group(1)]
    close = _closing(body, m.end())
    args = split_args(body[m.end():close])
    offset = fn.body_open + m.start()
    line = src.line(offset)
    col = offset - src.starts[line - 1]
    return Candidate(
        function=fn.name, line=line, column=col, column_end=col + len(kind.lock),
        idiom='lock', cls=kind.cls,
        expr=args[0] if lock_shape(kind) in ('e', 'ef', 'srcu') and args else '',
        helper='', reason=reason, fn_line=src.line(fn.start),
        fn_end_line=src.line(fn.body_close))


def shift_lines(reason: str, delta: int) -> str:
    """Renumber 'line N' (and 'lines N and M') in a reason by delta."""
    if not delta:
        return reason
    return re.sub(r'\b(lines? )(\d+)( and )?(\d+)?', lambda m: m.group(1) + str(
        int(m.group(2)) + delta) + (m.group(3) + str(int(m.group(4)) + delta)
                                    if m.group(4) else ''), reason)
