# SPDX-License-Identifier: GPL-2.0-only
"""The proof: every path of the original function and of its conversion,
walked and compared (see kguardify/proof/__init__.py)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from kguardify.embedded.catalogue import Catalogue
from kguardify.embedded.cscan import ScanError, Source, Stmt
from kguardify.functions.proof.evaluate import Cut, Event, Jump, Key, Memo, State
from kguardify.functions.proof.meaning import Meaning, Unprovable, meaning, split
from kguardify.functions.proof.walk import Walker

MAX_RUNS = 4096         # walks of both functions together
OVER_BOUND = 'more paths than it follows'
BOUND = 'the proof could not follow ' + OVER_BOUND


@dataclass
class Explorer:
    """Chooses at each undecided point: first the script, then option 0,
    remembering where another option is left."""
    script: list[int]
    forced: dict[Key, str]
    taken: list[tuple[int, int]] = field(default_factory=list)   # (choice, options)
    decided: dict[Key, str] = field(default_factory=dict)

    def __call__(self, key: Key, options: tuple[str, ...]) -> str:
        if key in self.forced:
            value = self.forced[key]
            if value not in options:
                raise _Mismatch('a decision the other side cannot take: %s' % (key,))
            return value
        if key in self.decided:
            return self.decided[key]
        n = len(self.taken)
        choice = self.script[n] if n < len(self.script) else 0
        self.taken.append((choice, len(options)))
        self.decided[key] = options[choice]
        return options[choice]


class _Mismatch(Exception):
    pass


def _next_script(taken: list[tuple[int, int]]) -> list[int] | None:
    for k in range(len(taken) - 1, -1, -1):
        choice, options = taken[k]
        if choice + 1 < options:
            return [c for c, _ in taken[:k]] + [choice + 1]
    return None


@dataclass(frozen=True)
class Walked:
    trace: tuple[Event, ...]
    decided: dict[Key, str]
    ended: str          # 'return', 'cut', or why it stopped


def _walk(src: Source, body: Stmt, params: set[str], mean: Meaning,
          chooser: Explorer, memo: Memo, summarise: bool,
          forks: frozenset[tuple[str, int]] = frozenset()) -> Walked:
    st = State(mean, set(params), chooser, summarise=summarise, forks=forks)
    walker = Walker(src, st, memo)
    ended = 'return'
    try:
        walker.block(body)
        st.emit('return', '')
    except Jump as j:
        if j.kind != 'return':
            raise Unprovable('a %s out of its block' % j.kind) from None
        st.emit('return', j.value)
        if j.value in st.released:
            st.emit('returns-released', j.value)
    except Cut:
        st.emit('cut')
        ended = 'cut'
    return Walked(tuple(st.trace), dict(chooser.decided), ended)


def _forks(trace: tuple[Event, ...]) -> frozenset[tuple[str, int]]:
    """Where a walk forked: each branch's condition, and how many events
    but reads came before it."""
    found = set()
    events = 0
    for e in trace:
        if e[0] == 'branch':
            found.add((e[1], events))
        if e[0] != 'load':
            events += 1
    return frozenset(found)


def _paths(src: Source, body: Stmt, params: set[str], mean: Meaning,
           forced: dict[Key, str], budget: list[int], memo: Memo,
           summarise: bool, forks: frozenset[tuple[str, int]] = frozenset()
           ) -> Iterator[Walked]:
    """Every path of the function (forced: the decisions of the original's
    path, forks: where it forked, when this walks the conversion)."""
    script: list[int] | None = []
    while script is not None:
        budget[0] -= 1
        if budget[0] < 0:
            raise Unprovable('%s (%d walks)' % (OVER_BOUND, MAX_RUNS))
        chooser = Explorer(script, forced)
        walked = _walk(src, body, params, mean, chooser, memo, summarise, forks)
        yield walked
        script = _next_script(chooser.taken)


def _function(text: str) -> tuple[Source, Stmt, set[str]]:
    src = Source(text)
    fns = src.functions()
    if len(fns) != 1:
        raise Unprovable('the function text (%d functions)' % len(fns))
    fn = fns[0]
    head = src.masked[fn.name_start:fn.body_open]
    params = set()
    m = re.search(r'\((.*)\)', head, re.S)
    if m:
        for part in split(m.group(1)):
            words = re.findall(r'[A-Za-z_]\w*', part.split('[')[0])
            if words:
                params.add(words[-1])
    return src, src.body(fn), params


def prove(old: str, new: str, cat: Catalogue | Meaning) -> str:
    """'' when the conversion new of old has the same behaviour on every
    path, else why the proof does not accept it. The first try summarises
    the self-contained loops and switches that are the same text in both
    (summary.py: sound, and fewer paths); where it summarised something and
    found a difference or something it cannot follow, the full walk decides,
    and its reason is the one given. Where it ran out of paths, so would
    the full walk, which walks each summarised statement's arms at every
    iteration: the function is declined without it (a decline, never an
    acceptance, is all this can cost)."""
    mean = cat if isinstance(cat, Meaning) else meaning(cat)
    reason, summarised = _prove(old, new, mean, True)
    if reason and summarised and not reason.startswith(BOUND):
        reason = _prove(old, new, mean, False)[0]
    return reason


def _prove(old: str, new: str, mean: Meaning, summarise: bool) -> tuple[str, bool]:
    """The reason, and whether a statement was summarised."""
    old_memo, new_memo = Memo(), Memo()
    return _compare_all(old, new, mean, summarise, old_memo, new_memo), \
        any(old_memo.summary.values()) or any(new_memo.summary.values())


def _compare_all(old: str, new: str, mean: Meaning, summarise: bool, old_memo: Memo,
                 new_memo: Memo) -> str:
    try:
        old_src, old_body, old_params = _function(old)
        new_src, new_body, new_params = _function(new)
        budget = [MAX_RUNS]
        for path in _paths(old_src, old_body, old_params, mean, {}, budget, old_memo,
                           summarise):
            for other in _paths(new_src, new_body, new_params, mean, path.decided, budget,
                                new_memo, summarise, _forks(path.trace)):
                problem = _compare(path, other)
                if problem:
                    return problem
    except Unprovable as exc:
        return 'the proof could not follow %s' % exc
    except _Mismatch as exc:
        return 'the proof found a change of behaviour: %s' % exc
    except ScanError as exc:
        return 'the proof could not follow the text: %s' % exc
    except RecursionError:
        return 'the proof could not follow a statement nested this deep'
    return ''


def _compare(old: Walked, new: Walked) -> str:
    """Why the two walks of one path differ, or ''. Everything but the
    reads of memory must be the same, in the same order, under the same
    locks. A read may move across lock and unlock calls, into a critical
    section (where it sees what it saw outside), never out of one, and
    never past another call, store or branch."""
    names = _call_names(old.trace)
    a_events = tuple(e for e in old.trace if e[0] != 'load')
    b_events = tuple(e for e in new.trace if e[0] != 'load')
    problem = _compare_events(a_events, b_events, names)
    if problem:
        return problem
    for a_reads, b_reads in zip(_reads(old.trace), _reads(new.trace)):
        for text in sorted(set(a_reads) | set(b_reads)):
            a_held, b_held = a_reads.get(text, []), b_reads.get(text, [])
            if len(a_held) != len(b_held):
                who = 'the original' if len(a_held) > len(b_held) else 'the conversion'
                return 'the proof found a change of behaviour: only %s reads %s' % (
                    who, _pretty(text, names))
            for held_a, held_b in zip(a_held, b_held):
                if not held_a <= held_b:
                    return 'the proof found a change of behaviour: %s' % _pretty(
                        'the original reads %s holding %s, the conversion holding %s' % (
                            text, _held_names(held_a), _held_names(held_b)), names)
    return ''


def _reads(trace: tuple[Event, ...]) -> list[dict[str, list[frozenset[str]]]]:
    """The reads of memory between each two events that are neither reads
    nor lock calls: per stretch, each text with the locks held at each read."""
    stretches: list[dict[str, list[frozenset[str]]]] = [{}]
    for e in trace:
        if e[0] == 'load':
            held = frozenset(h for h in e[-1].split('|') if h)
            stretches[-1].setdefault(e[1], []).append(held)
        elif e[0] != 'lock-call':
            stretches.append({})
    return stretches


def _held_names(held: frozenset[str]) -> str:
    return ', '.join(_lock_name(h) for h in sorted(held)) or 'no lock'


def _compare_events(old: tuple[Event, ...], new: tuple[Event, ...],
                    names: dict[str, str]) -> str:
    for k, (a, b) in enumerate(zip(old, new)):
        if a != b:
            return 'the proof found a change of behaviour: %s' % _pretty(
                _describe(a, b, old[:k]), names)
    if len(old) != len(new):
        longer, other = (old, 'the original') if len(old) > len(new) else (new, 'the conversion')
        extra = longer[min(len(old), len(new))]
        return 'the proof found a change of behaviour: only %s %s' % (
            other, _pretty(_render(extra), names))
    return ''


def _call_names(trace: tuple[Event, ...]) -> dict[str, str]:
    """'$3' -> 'kzalloc()': what each call result is called in messages."""
    names: dict[str, str] = {}
    for e in trace:
        if e[0] in ('call', 'lock-call'):
            names['$%d' % (len(names) + 1)] = e[1].split('(', 1)[0] + '()'
    return names


def _pretty(text: str, names: dict[str, str]) -> str:
    text = re.sub(r'\$\d+', lambda m: names.get(m.group(), 'a result'), text)
    text = re.sub(r' ?(->|\.) ?', r'\1', text)
    text = re.sub(r'(^|[(,] ?|returns |calls |stores to |tests |holding )([&*!-]) ',
                  r'\1\2', text)
    return text.replace('( ', '(').replace(' )', ')')


def _describe(a: Event, b: Event, before: tuple[Event, ...]) -> str:
    for bad in (b, a):
        if bad[0] in ('use-after-release', 'use-after-hand-over', 'returns-released'):
            who = 'the conversion' if bad is b else 'the original'
            return '%s %s' % (who, _render(bad))
    where = ' (after %s)' % _render(before[-1]) if before else ''
    return 'the original %s, the conversion %s%s' % (_render(a), _render(b), where)


def _lock_name(held: str) -> str:
    """'&d->lock' for 'mutex_lock(&d->lock)'; 'rcu_read_lock()' as it is."""
    inner = held.split('(', 1)[1][:-1] if '(' in held else ''
    return inner or held


def _render(e: Event) -> str:
    kind = e[0]
    held = e[-1]
    locked = ' holding %s' % ', '.join(_lock_name(h) for h in held.split('|')) \
        if held else ''
    if kind in ('call', 'lock-call'):
        return 'calls %s%s' % (e[1], locked)
    if kind == 'store':
        return 'stores to %s%s' % (e[1], locked)
    if kind == 'load':
        return 'reads %s%s' % (e[1], locked)
    if kind == 'if':
        return 'tests %s%s' % (e[1], locked)
    if kind == 'branch':
        return 'tests %s%s' % (e[1], locked)
    if kind == 'switch':
        return 'switches on %s%s' % (e[1], locked)
    if kind == 'return':
        return 'returns %s%s' % (e[1] or 'at the end', locked)
    if kind == 'hand-over':
        return 'hands %s on' % e[1]
    if kind == 'use-after-release':
        return 'uses %s after releasing it' % e[1]
    if kind == 'use-after-hand-over':
        return 'uses %s after handing it on' % e[1]
    if kind == 'returns-released':
        return 'returns %s after releasing it' % e[1]
    if kind == 'unlock-not-held':
        return 'unlocks %s, which it does not hold' % e[1]
    if kind == 'cut':
        return 'goes on looping'
    if kind == 'opaque':
        return 'runs %s' % e[1].split(' ', 1)[1]
    return ' '.join(e[:-1])
