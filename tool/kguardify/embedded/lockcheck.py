# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: the checks for lock -> guard conversions.

Coccinelle proves the path facts (every path from a lock reaches an unlock of
the same lock first, nothing returns with it held). This module decides from
the text whether a guard expresses that critical section exactly, and in which
form: guard() to the end of the lock's block, or a scoped_guard region. It
names the unlocks that go, the labels whose gotos become returns, and
otherwise the reason for declining.

Runs inside spatch (the .cocci files import it): standard library only.
"""

import re
from collections.abc import Container
from typing import NamedTuple

from kguardify.embedded.condlock import cond_region, fail_text
from kguardify.embedded.testedexit import tested_return
from kguardify.embedded.cscan import Stmt
from kguardify.embedded.exits import (Exit, Scope, classify, exit_problem, jump_problem,
                                      lifo_problem, preprocessor_problem)
# The lock kinds: most of their users import them from here (__all__).
from kguardify.embedded.lockkinds import (ALL_KINDS, COND_KINDS, LOCK_KINDS, LockKind, is_cond,
                                          lock_kinds, lock_shape, subsystem_kind, unlocks_of)
from kguardify.embedded.scope import (PURE_CALLS, Call, Judgement, StmtKey, Tree, assigned, key,
                                      pure_expr, variables_of)


def identity(kind: LockKind, call: Call) -> tuple[str, ...]:
    """What names the lock object: its kind and its expression."""
    if lock_shape(kind) in ('e', 'ef', 'srcu') and call.args:
        return (kind.lock, call.args[0])
    return (kind.lock,)


def lock_expr(kind: LockKind, call: Call) -> str:
    return call.args[0] if lock_shape(kind) in ('e', 'ef', 'srcu') and call.args else ''


class LockCandidate(NamedTuple):
    call: Call
    kind: LockKind
    first_unlocks: tuple[int, ...] | None    # None: no 'when strict' match
    twin: int                                 # line of another lock of it, or 0


def candidates(tree: Tree, lock_calls: list[Call], strict: dict[int, list[int]],
               kinds: dict[str, LockKind]) -> list[LockCandidate]:
    seen: dict[tuple[str, ...], list[Call]] = {}
    for call in lock_calls:
        seen.setdefault(identity(kinds[call.name], call), []).append(call)
    found = []
    for call in lock_calls:
        kind = kinds[call.name]
        group = seen[identity(kind, call)]
        # Sections one after another are judged apart only when each has
        # one unlock: spatch's region rules, which key a lock by its
        # function and expression, rewrote an early-exit unlock of the
        # first section with the second one's region into text that did not
        # scan (6.1 drivers/: 134 functions, put back as kguardify's bug).
        single = all(len(set(strict.get(c.offset) or ())) == 1 for c in group)
        twins = [] if single and one_after_another(group, strict) else \
            [c for c in group if c is not call and not exclusive(tree, c.stmt, call.stmt)]
        first = strict.get(call.offset)
        found.append(LockCandidate(call, kind, tuple(first) if first is not None else None,
                                   tree.src.line(twins[0].offset) if twins else 0))
    return found


def one_after_another(group: list[Call], strict: dict[int, list[int]]) -> bool:
    """Are the sections of these lock calls of one lock disjoint, in text
    order: every unlock that a path from a lock call reaches first lies
    after it and before the next lock call of the group? (A lock retaken in
    a loop reaches, from the inner call, an unlock before it or after the
    next.) Unknown first unlocks: no."""
    offsets = sorted(c.offset for c in group)
    for here, after in zip(offsets, offsets[1:] + [-1]):
        first = strict.get(here)
        if not first or not all(here < u and (after < 0 or u < after) for u in first):
            return False
    return True


TERMINAL = ('break', 'return', 'goto', 'continue')


def exclusive(tree: Tree, a: Stmt, b: Stmt) -> bool:
    """No path runs both statements but through a loop: they are in
    different arms of an if, or in case groups of a switch that the one
    before the later group's label does not fall through to."""
    pa = tree.parents.get(key(a), ()) + (a,)
    pb = tree.parents.get(key(b), ()) + (b,)
    depth = 0
    while depth < min(len(pa), len(pb)) and pa[depth] == pb[depth]:
        depth += 1
    if depth == 0 or depth >= min(len(pa), len(pb)):
        return False
    common = pa[depth - 1]
    if common.kind == 'if':
        return True
    if common.kind != 'block' or depth < 2 or pa[depth - 2].kind != 'switch':
        return False
    items = common.kids
    lo, hi = sorted((items.index(pa[depth]), items.index(pb[depth])))
    return any(items[j].kind == 'case' and items[j - 1].kind in TERMINAL
               for j in range(lo + 1, hi + 1))


def decision(tree: Tree, cand: LockCandidate, form: str, reason: str,
             releases: tuple[int, ...] = (), final: int = -1,
             labels: tuple[tuple[str, str], ...] = (), var: str = '',
             scope_end: int = -1, fail: str = '') -> Judgement:
    src, fn = tree.src, tree.fn
    line = src.line(cand.call.offset)
    return Judgement(idiom='lock', function=fn.name, fn_line=src.line(fn.start),
                     fn_end_line=src.line(fn.body_close), line=line,
                     col=cand.call.offset - src.starts[line - 1], helper=cand.kind.cls,
                     expr=lock_expr(cand.kind, cand.call), form=form, reason=reason,
                     releases=releases, final=final, labels=labels, var=var,
                     acquire=cand.call.stmt.start, call=cand.kind.lock,
                     release_fn=cand.kind.unlock, declarator='', owners=(),
                     scope_end=scope_end, fail=fail)


def judge_lock(tree: Tree, cand: LockCandidate, classes: Container[str] | None,
               unlock_calls: list[Call], transparent: Container[StmtKey],
               acquired: dict[StmtKey, int], accessors: Container[str] = ()) -> Judgement:
    """The decision for one lock call. transparent: release statements of
    other resources that are converted too; acquired: every accepted release
    statement -> the offset of its acquisition (for the LIFO check);
    accessors: the functions that only compute a pointer from another."""
    call, kind = cand.call, cand.kind

    def no(reason: str) -> Judgement:
        return decision(tree, cand, '', reason)

    if classes is not None and kind.cls not in classes:
        return no('the tree defines no guard for %s()' % kind.lock)
    called = called_in(lock_expr(kind, call), accessors)
    if called:
        return no('the lock is named through %s(), which the guard would call once '
                  'where the original calls it at the lock and again at the unlock' % called)
    if cand.twin:
        return no('the lock is dropped and retaken (also taken at line %d)' % cand.twin)
    if cand.first_unlocks is None:
        return no('a path leaves the function with the lock held')
    block = tree.parent(call.stmt)
    if block is None or block.kind != 'block':
        return no('the lock call is not a statement of its own block')
    unlocks, reason = _paired_unlocks(tree, cand, cand.first_unlocks, unlock_calls)
    if reason:
        return no(reason)
    exits, scope, reason = _lock_region(tree, cand, block, unlocks, transparent)
    if scope is None:
        return no(reason)
    returns: dict[str, str] = {}
    for e in exits:
        if e.kind == 'more' and e.label is not None:
            # a goto to the region's end: only where each becomes the test's return
            returns[e.label.name], reason = tested_return(tree, e, scope, transparent)
            if reason:
                return no(reason)
    folded, reason = _section_problem(tree, cand, exits, scope, transparent, acquired,
                                      set(returns))
    if reason:
        return no(reason)
    var, reason = _unused_variable(tree, cand)
    if reason:
        return no(reason)
    mores = [e for e in exits if e.kind == 'more']
    releases = tuple(sorted(e.stmt.start for e in exits if e.kind != 'more'))
    final = mores[0].stmt.start if mores else -1
    labels = tuple((name, returns.get(name) or label_return(tree, name, transparent))
                   for name in sorted(folded))
    return decision(tree, cand, scope.form, '', releases, final, labels, var, scope.hi,
                    fail_text(tree, call.stmt) if is_cond(kind) else '')


# Calls in a lock expression that compute a value and nothing else.
VALUE_CALLS = PURE_CALLS | frozenset(('container_of', 'container_of_const'))


def called_in(expr: str, accessors: Container[str]) -> str:
    """The first function a lock expression calls that is neither an
    accessor of the tree nor a known pure macro ('' if none): a guard reads
    its lock once, the unlock read it again (s390's get_ccwdev_lock(), a
    driver's per-cpu lookup macro), and nothing shows that the two calls
    name one lock."""
    for m in re.finditer(r'\b([A-Za-z_]\w*)\s*\(', expr):
        if m.group(1) not in VALUE_CALLS and m.group(1) not in accessors:
            return m.group(1)
    return ''


def _paired_unlocks(tree: Tree, cand: LockCandidate, offsets: tuple[int, ...],
                    unlock_calls: list[Call]) -> tuple[list[Call], str]:
    """The unlock calls at offsets (the lock's first unlocks on every path),
    or why one of them is no unlock of its own of this lock."""
    src, kind = tree.src, cand.kind
    unlocks = []
    for off in offsets:
        found = [u for u in unlock_calls if u.offset == off]
        if not found:
            return [], 'the unlock at line %d is not a statement of its own' % src.line(off)
        if found[0].name != kind.unlock:
            return [], '%s() is paired with %s() at line %d' % (kind.lock, found[0].name,
                                                                src.line(off))
        if sum(1 for u in unlock_calls if src.line(u.offset) == src.line(off)) > 1:
            return [], 'line %d holds more than one unlock' % src.line(off)
        unlocks.append(found[0])
    return unlocks, ''


def _lock_region(tree: Tree, cand: LockCandidate, block: Stmt, unlocks: list[Call],
                 transparent: Container[StmtKey]) -> tuple[list[Exit], Scope | None, str]:
    """How control leaves each unlock, and the scope a guard (to the end of
    the lock's block) or a scoped_guard (to the one unlock that work
    follows) would cover; or no scope, and why."""
    src, stmt = tree.src, cand.call.stmt
    grand = tree.parent(block)
    in_switch = grand is not None and grand.kind == 'switch'
    before = tree.sibling(stmt, -1)
    after_label = before is not None and before.kind in ('label', 'case')
    reason = empty_section(tree, stmt, unlocks)
    if reason:
        return [], None, reason
    exits = [classify(tree, u.stmt, block, in_switch, transparent, 'lock') for u in unlocks]
    for e in exits:
        if e.kind == 'bad':
            return [], None, e.why
    cond = is_cond(cand.kind)
    exits = cond_region(tree, exits, block) if cond else \
        _region_for_computed_return(tree, exits, block)
    mores = [e for e in exits if e.kind == 'more']
    if cond and not mores:
        return [], None, ('no unlock in the block of the %s() test ends the section '
                          'a scoped_cond_guard() would take' % cand.kind.lock)
    if len(mores) > 1:
        return [], None, ('the lock is released at lines %d and %d of the same block with '
                          'work after each' % (src.line(mores[0].stmt.start),
                                               src.line(mores[1].stmt.start)))
    form = 'scoped' if mores else 'guard'
    scope = Scope(form, stmt.start, mores[0].stmt.end if mores else block.end - 1, 'lock')
    if form == 'guard' and in_switch:
        return [], None, 'the lock is taken directly in a switch body (the case needs braces)'
    if form == 'guard' and after_label:
        return [], None, 'a label or case would start with a declaration'
    return exits, scope, ''


def _section_problem(tree: Tree, cand: LockCandidate, exits: list[Exit], scope: Scope,
                     transparent: Container[StmtKey], acquired: dict[StmtKey, int],
                     tested: set[str]) -> tuple[set[str], str]:
    """The labels whose gotos become returns (tested: those of the
    region's end whose gotos become the test's return), and why the
    critical section cannot become the scope (its exits, the jumps into
    it, the lock expression assigned in it, the release order, a
    preprocessor conditional), or ''."""
    src, call = tree.src, cand.call
    folded: set[str] = set(tested)
    for e in exits:
        reason = exit_problem(tree, e, scope, folded, transparent)
        if reason:
            return folded, reason
    own = {key(s) for s in lock_releases(tree, cand)}
    reason = jump_problem(tree, scope, folded, transparent, own)
    if reason:
        return folded, reason
    for name in sorted(variables_of(lock_expr(cand.kind, call))):
        if assigned(src, name, scope.lo + 1, scope.hi):
            return folded, '%s is assigned inside the critical section' % name
    for e in exits:
        if e.kind != 'more':
            reason = lifo_problem(tree, e.stmt, acquired, call.stmt.start)
            if reason:
                return folded, reason
    return folded, preprocessor_problem(src, scope.lo, scope.hi)


def _unused_variable(tree: Tree, cand: LockCandidate) -> tuple[str, str]:
    """The flags or srcu index variable the guard leaves unused ('' if
    none), or why the flags cannot go: they are used for more than the
    lock and unlock calls."""
    src, call, kind = tree.src, cand.call, cand.kind
    var = ''
    if kind.shape == 'ef' and len(call.args) == 2:
        var = call.args[1]
    elif kind.shape == 'f' and len(call.args) == 1:
        var = call.args[0]
    if var:
        line = other_flags_use(tree, var, (kind.lock, kind.unlock))
        if line:
            return var, ('%s is used at line %d for more than the lock and unlock calls'
                         % (var, line))
    if kind.shape == 'srcu':
        var = src.tokens[src.token_at(call.stmt.start)].text
    return var, ''


def _region_for_computed_return(tree: Tree, exits: list[Exit], block: Stmt) -> list[Exit]:
    """'unlock; return sprintf(buf, ...);' in the lock's own block: under a
    guard the call would run locked, but a scoped_guard that ends at the
    unlock keeps it outside. So that unlock ends a region, if it is the
    only one that would."""
    computed = [e for e in exits if e.kind == 'return' and tree.parent(e.stmt) is block
                and e.label is None and not pure_expr(tree.src, e.span)]
    if len(computed) != 1 or any(e.kind == 'more' for e in exits):
        return exits
    return [e._replace(kind='more') if e is computed[0] else e for e in exits]


def label_return(tree: Tree, name: str, transparent: Container[StmtKey]) -> str:
    target = tree.label_target(tree.labels[name], transparent)
    return tree.return_text(target) if target is not None else 'return'


FLAGS_CALLS = frozenset(name for lock, unlock, _, shape in LOCK_KINDS if shape in ('ef', 'f')
                        for name in (lock, unlock))


def empty_section(tree: Tree, lock: Stmt, unlocks: list[Call]) -> str:
    """Why a lock whose unlock is the very next statement is not converted
    ('rcu_read_lock(); rcu_read_unlock();' passes through a read-side
    section on purpose; a guard would only hide that), or ''."""
    following = tree.sibling(lock, 1)
    if following is not None and any(u.stmt.start == following.start for u in unlocks):
        return 'the critical section is empty (the unlock at line %d follows the lock)' \
            % tree.src.line(following.start)
    return ''


def other_flags_use(tree: Tree, var: str, calls: Container[str] = ()) -> int:
    """The line of a use of an irqsave lock's flags variable other than in
    an irqsave lock or unlock call or a plain declaration (0: none). The
    guard keeps its own flags, so such a use would read an unset variable
    (as __run_hrtimer(..., flags) in hrtimer_run_queues())."""
    if not re.match(r'^[A-Za-z_]\w*$', var):
        return 0
    src = tree.src
    text = src.masked
    lo, hi = tree.body.start, tree.body.end
    allowed = []
    for m in re.finditer(r'\b(\w+)\s*\(', text[lo:hi]):
        if m.group(1) in FLAGS_CALLS or m.group(1) in calls:
            start = lo + m.end() - 1
            close = src.pairs.get(src.token_at(start), -1)
            end = src.tokens[close].start if close >= 0 else hi
            allowed.append((start, end))
    for m in re.finditer(r'(?<![.>\w])%s\b' % re.escape(var), text[lo:hi]):
        at = lo + m.start()
        if any(a <= at <= b for a, b in allowed):
            continue
        line_start = text.rfind('\n', 0, at) + 1
        line_end = text.find('\n', at)
        line = text[line_start:line_end if line_end >= 0 else hi]
        if re.match(r'^\s*(?:(?:unsigned|signed|long|int|u32|u64)\s+)+[\w\s,*]*;\s*$', line):
            continue
        return src.line(at)
    return 0


def release_keys(tree: Tree, d: Judgement) -> list[StmtKey]:
    """The statements a lock decision deletes on the way out."""
    keys = []
    for off in d.releases:
        stmt = tree.by_start.get(off)
        if stmt is not None:
            keys.append(key(stmt))
    return keys


def lock_releases(tree: Tree, cand: LockCandidate) -> list[Stmt]:
    """The unlock statements a candidate would delete, before judging."""
    found = []
    for off in cand.first_unlocks or ():
        stmt = tree.by_start.get(off) or _stmt_at(tree, off)
        if stmt is not None:
            found.append(stmt)
    return found


def _stmt_at(tree: Tree, offset: int) -> Stmt | None:
    best = None
    for stmt_key, _ in tree.parents.items():
        kind, start, end = stmt_key
        if kind == 'expr' and start <= offset < end:
            best = tree.by_start.get(start)
    return best


__all__ = ['ALL_KINDS', 'COND_KINDS', 'LOCK_KINDS', 'LockCandidate', 'LockKind', 'candidates',
           'is_cond', 'judge_lock', 'lock_kinds', 'lock_releases', 'subsystem_kind',
           'unlocks_of']
