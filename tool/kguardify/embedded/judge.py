# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: judge every resource of a function together.

An exit may release several resources ('out: mutex_unlock(&l); kfree(p);
return ret;'); each release is an exit for its resource only if the others
in between are converted too. So the candidates start out all accepted, each
is judged with the others' releases transparent, and the ones that fail
stop being transparent, until nothing changes. Declining can only make
other releases opaque, so this ends.

Runs inside spatch (the .cocci files import it): standard library only.
"""

import re
from collections.abc import Container
from typing import NamedTuple

from kguardify.embedded.catalogue import Catalogue
from kguardify.embedded.classcheck import (ClassCandidate, class_candidates, class_releases,
                                  judge_class)
from kguardify.embedded.condlock import find_cond_locks
from kguardify.embedded.cscan import (LABEL_LINE, Function, ScanError, Source, Stmt,
                                      find_functions, walk)
from kguardify.embedded.freecheck import FreeCandidate, judge_free
from kguardify.embedded.itercheck import judge_iters, scoped_pairs
from kguardify.embedded.lockcheck import (LockCandidate, LockKind, candidates, is_cond,
                                          judge_lock, lock_kinds, lock_releases, unlocks_of)
from kguardify.embedded.ownguard import own_guard
from kguardify.embedded.scope import (MAX_COLUMNS, Judgement, StmtKey, Tree, find_calls, key,
                                      normalise)

Position = tuple[int, int]       # spatch's (line, column)
# 'struct foo *p = F(' : the allocation in the declaration.
DECLARED_ALLOCATION = re.compile(
    r'^(?:(?:const|unsigned|signed|long|short|struct|union|enum)\s+)*[A-Za-z_]\w*'
    r'\s*\*+\s*([A-Za-z_]\w*)\s*=\s*([A-Za-z_]\w*)\s*\(')


SPLIT = ('its brackets balance only branch by branch of an #if/#else, and kguardify '
         'reads the first branch only')


class Facts(NamedTuple):
    """What Coccinelle matched with 'when strict'."""
    locks: dict[Position, list[Position]]   # lock call -> first unlocks
    frees: set[Position]                     # 'p = F(...)' whose p is always released
    parsed: frozenset[str] | None = None     # functions spatch parsed (None: all)
    classes: frozenset[Position] = frozenset()   # 'f = fdget(...)' always released
    # 'p = F(...)' whose paths first reach a release, return, store or hand-in
    retains: dict[Position, list[Position]] = {}


def lock_classes(catalogue: Catalogue) -> frozenset[str]:
    """Guard classes the tree defines for the lock kinds kguardify knows
    (the guard must take the same lock function)."""
    found = set()
    for kind in lock_kinds(catalogue).values():
        if is_cond(kind):
            found.add(kind.cls)     # lock_kinds read its DEFINE_*_COND
            continue
        helper = catalogue.guard(kind.cls)
        if helper is not None and (helper.acquire_fn == kind.lock or
                                   catalogue.wrappers.get(kind.lock) ==
                                   ' '.join(helper.acquire.split())):
            found.add(kind.cls)
    return frozenset(found)


def release_functions(catalogue: Catalogue) -> frozenset[str]:
    """The functions whose calls release a __free candidate. An unlock is a
    lock's release, never a __free one (6.1 has a DEFINE_FREE(mutex, ...,
    mutex_unlock(_T)))."""
    return frozenset(h.release_fn for h in catalogue.frees()) - \
        frozenset(unlocks_of(lock_kinds(catalogue)))


def judge_text(text: str, facts: Facts, catalogue: Catalogue,
               own_guards: bool = True) -> list[Judgement]:
    """own_guards: prefer a driver's own guard (ownguard.py), which only the
    driver's semantic patch writes."""
    src = Source(text)
    classes = lock_classes(catalogue)
    releases = release_functions(catalogue)
    kinds = lock_kinds(catalogue)
    pairs = scoped_pairs(catalogue)
    fns = find_functions(src)
    names = [f.name for f in fns]
    decisions: list[Judgement] = []
    for fn in fns:
        try:
            body = src.body(fn)
        except ScanError:
            continue
        tree = Tree(src, fn, body)
        found = judge_function(tree, facts, catalogue, classes, releases, kinds, own_guards)
        folded = frozenset(name for d in found if d.form for name, _ in d.labels)
        found += with_iters(found, judge_iters(tree, pairs, folded) if pairs else [])
        if facts.parsed is not None and spatch_name(fn.name) not in facts.parsed:
            # No lock or release call of it reached the match rules.
            found = [d._replace(form='', reason='spatch could not parse this function')
                     for d in found]
        if src.split(fn):
            found = [d._replace(form='', reason=SPLIT) for d in found]
        if names.count(fn.name) > 1:
            found = [d._replace(form='', reason='the file defines %s more than once' %
                                fn.name) for d in found]
        decisions.extend(found)
    return decisions


def with_iters(found: list[Judgement], iters: list[Judgement]) -> list[Judgement]:
    """The iterator loops to add to a function's other decisions. Where it
    has others, a loop that stays is no candidate: it blocks none of them
    (it is no goto cleanup), so its decline would only hide them."""
    if not found:
        return iters
    return [d for d in iters if d.form]


def spatch_name(name: str) -> str:
    """spatch names a SYSCALL_DEFINEn function by its syscall name alone."""
    m = re.match(r'^\w+_DEFINE\d\((\w+)\)$', name)
    return m.group(1) if m else name


def _offsets(src: Source, positions: set[Position] | dict[Position, list[Position]]
             ) -> dict[int, list[int]]:
    out: dict[int, list[int]] = {}
    items: list[tuple[Position, list[Position]]] = list(positions.items()) \
        if isinstance(positions, dict) else [(p, []) for p in positions]
    for (line, col), rest in items:
        if line - 1 < len(src.starts):
            out[src.starts[line - 1] + col] = [src.starts[l - 1] + c for l, c in rest
                                               if l - 1 < len(src.starts)]
    return out


def free_candidates(tree: Tree, matched: dict[int, list[int]], releases: Container[str],
                    handed: dict[int, list[int]] | None = None) -> list[FreeCandidate]:
    """Allocations: every 'p = F(...);' Coccinelle matched, and the others of
    a pointer that the function releases (those are declined). handed: an
    allocation -> where its paths first reach a release, return, store or
    hand-in, if that matched."""
    src = tree.src
    released = set()
    for call in find_calls(src, tree.body, releases):
        if len(call.args) == 1 and re.match(r'^[A-Za-z_]\w*$', call.args[0]):
            released.add(call.args[0])
    found = []
    for stmt, _ in walk(tree.body):
        if stmt.kind != 'expr':
            continue
        text = src.masked[stmt.start:stmt.end]
        m = re.match(r'^([A-Za-z_]\w*)\s*=\s*([A-Za-z_]\w*)\s*\(', text)
        declared = False
        if not m:
            m = DECLARED_ALLOCATION.match(text)
            declared = True
        # 'ret = f(); ... return ret;' matches too: only a pointer the
        # function releases somewhere is a candidate.
        if not m or m.group(1) not in released:
            continue
        hit = any(stmt.start <= off < stmt.end for off in matched)
        sites = [off for at, offs in (handed or {}).items() if stmt.start <= at < stmt.end
                 for off in offs]
        found.append(FreeCandidate(stmt, m.group(1), m.group(2), hit, declared,
                                   tuple(sorted(set(sites)))))
    return found


def judge_function(tree: Tree, facts: Facts, catalogue: Catalogue,
                   classes: Container[str], releases: Container[str],
                   kinds: dict[str, LockKind], own_guards: bool = True) -> list[Judgement]:
    src = tree.src
    lock_calls = sorted(find_calls(src, tree.body, {k.lock for k in kinds.values()
                                                     if not is_cond(k)}) +
                        find_cond_locks(tree, kinds), key=lambda c: c.offset)
    unlock_calls = find_calls(src, tree.body, set(unlocks_of(kinds)))
    locks = candidates(tree, lock_calls, _offsets(src, facts.locks), kinds)
    frees = free_candidates(tree, _offsets(src, facts.frees), releases,
                            _offsets(src, facts.retains))
    fds = class_candidates(tree, _offsets(src, set(facts.classes)))
    potential: dict[int, dict[StmtKey, int]] = {}
    for n, cand in enumerate(locks):
        potential[n] = {key(s): cand.call.stmt.start for s in lock_releases(tree, cand)}
    for n, fcand in enumerate(frees, len(locks)):
        potential[n] = {key(s): fcand.stmt.start for s in _free_releases(tree, fcand,
                                                                          releases)}
    first_class = len(locks) + len(frees)
    for n, ccand in enumerate(fds, first_class):
        potential[n] = {key(s): ccand.stmt.start for s in class_releases(tree, ccand)}
    active = set(potential)
    decisions: dict[int, Judgement] = {}
    for _ in range(len(potential) + 2):
        acquired: dict[StmtKey, int] = {}
        for n in active:
            acquired.update(potential[n])
        transparent = set(acquired)
        # A declined resource stays declined, with its first reason: judged
        # again without the others' releases it might look convertible alone
        # in a form that no longer fits them (a LIFO pair, say).
        for n in sorted(active):
            if n < len(locks):
                d = judge_lock(tree, locks[n], classes, unlock_calls, transparent, acquired,
                               catalogue.accessors)
                if d.form and own_guards and not is_cond(locks[n].kind):
                    own, arg = own_guard(tree, catalogue, locks[n].kind, d.expr)
                    d = d._replace(helper=own, guard_arg=arg) if own else d
            elif n < first_class:
                d = judge_free(tree, frees[n - len(locks)], catalogue, transparent,
                               acquired)
            else:
                d = judge_class(tree, fds[n - first_class], catalogue, transparent,
                                acquired)
            decisions[n] = _one_statement_per_line(tree, d)
        _nested_in_regions(tree, decisions, active)
        _long_region_lines(tree, decisions, active)
        _one_form_per_lock(tree, decisions, active)
        now = {n for n in active if decisions[n].form}
        if now == active:
            break
        active = now
    return [decisions[n] for n in sorted(decisions)]


def _nested_in_regions(tree: Tree, decisions: dict[int, Judgement], active: set[int]) -> None:
    """A resource acquired inside a scoped_guard region must be released
    inside it too: its scope would end with the region's braces."""
    regions = [d for n, d in decisions.items() if n in active and d.form == 'scoped']
    for n in sorted(active):
        d = decisions[n]
        if not d.form:
            continue
        for r in regions:
            if r is not d and r.acquire < d.acquire < r.scope_end < d.scope_end:
                what = d.expr if d.idiom == 'free' else 'the lock'
                decisions[n] = d._replace(form='', reason=(
                    '%s is taken inside the scoped_guard region of line %d and released '
                    'after it' % (what, r.line)))
                break


def _one_form_per_lock(tree: Tree, decisions: dict[int, Judgement], active: set[int]) -> None:
    """Sections of one lock convert all in one form or not at all: the
    rules find a lock call's helper by its function, call and lock
    expression, which the sections share. A guard() beside a scoped_guard()
    stays; so does a section beside one that is declined (converting it
    rewrote the other with its region: vhci_urb_dequeue() of Linux 6.1)."""
    groups: dict[tuple[str, str], list[int]] = {}
    for n, d in decisions.items():
        if d.idiom == 'lock':
            groups.setdefault((d.call, normalise(d.expr)), []).append(n)
    for members in groups.values():
        kept = [n for n in members if n in active and decisions[n].form]
        if len(members) < 2 or not kept:
            continue
        lines = ' and '.join(str(tree.src.line(decisions[m].acquire)) for m in sorted(members))
        left = [m for m in sorted(members) if m not in kept]
        if left:
            first = decisions[left[0]]
            reason = ('the section of the lock at line %d stays (%s), and kguardify converts '
                      'the sections of one lock in one function all or none (lines %s)'
                      % (tree.src.line(first.acquire), first.reason, lines))
        elif len({decisions[n].form for n in kept}) > 1:
            reason = ('the sections of the lock at lines %s would need guard() and '
                      'scoped_guard() both, which kguardify cannot write for one lock in '
                      'one function' % lines)
        else:
            continue
        for n in kept:
            decisions[n] = decisions[n]._replace(form='', reason=reason)


def _long_region_lines(tree: Tree, decisions: dict[int, Judgement], active: set[int]) -> None:
    """A scoped_guard body is its lines one tab deeper (two in a region
    nested in another): a line that would pass 100 columns declines the
    innermost region that holds it. verify.py checks the rewritten text for
    every long line; this finds the common one before anything is written."""
    src = tree.src
    spans = {n: (src.line(d.acquire) + 1, src.line(d.final) - 1)
             for n, d in decisions.items() if n in active and d.form == 'scoped'}
    lines = src.text.split('\n')
    declined: dict[int, int] = {}
    for number in range(min((a for a, _ in spans.values()), default=1),
                        max((b for _, b in spans.values()), default=0) + 1):
        holding = [n for n, (a, b) in spans.items() if a <= number <= b]
        text = lines[number - 1]
        if not holding or not text.strip() or LABEL_LINE.match(text):
            continue
        if len(text.expandtabs(8)) + 8 * len(holding) > MAX_COLUMNS:
            inner = min(holding, key=lambda n: spans[n][1] - spans[n][0])
            declined.setdefault(inner, number)
    for n, number in declined.items():
        decisions[n] = decisions[n]._replace(form='', reason=(
            'line %d would be longer than %d columns one tab deeper in the scoped_guard'
            % (number, MAX_COLUMNS)))


def _free_releases(tree: Tree, cand: FreeCandidate, releases: Container[str]) -> list[Stmt]:
    """Statements that release the candidate's pointer (and 'p = NULL;' after)."""
    found = []
    for call in find_calls(tree.src, tree.body, releases):
        if call.args == (cand.name,):
            found.append(call.stmt)
            nxt = tree.sibling(call.stmt, 1)
            if nxt is not None and re.match(r'^%s\s*=\s*NULL\s*;$' % re.escape(cand.name),
                                            tree.src.masked[nxt.start:nxt.end]):
                found.append(nxt)
    return found


def _one_statement_per_line(tree: Tree, d: Judgement) -> Judgement:
    """The transformation deletes releases by line: a line must hold one."""
    if not d.form:
        return d
    src = tree.src
    lines = {src.line(off) for off in d.releases}
    for stmt, _ in walk(tree.body):
        if stmt.kind not in ('block', 'label') and stmt.start not in d.releases and \
                src.line(stmt.start) in lines:
            return d._replace(form='', reason='line %d holds more than the release' %
                              src.line(stmt.start))
    return d


__all__ = ['ClassCandidate', 'Facts', 'judge_text', 'lock_classes', 'release_functions', 'LockCandidate', 'LockKind', 'Function']
