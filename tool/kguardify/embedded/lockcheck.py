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

from kguardify.embedded.catalogue import Catalogue, Helper
from kguardify.embedded.cscan import Stmt
from kguardify.embedded.exits import (Exit, Scope, classify, exit_problem, jump_problem,
                                      lifo_problem, preprocessor_problem)
from kguardify.embedded.scope import (Call, Judgement, StmtKey, Tree, assigned, key, pure_expr,
                                      variables_of)

# lock function, unlock function, guard class, argument shape:
#   e: f(E)   ef: f(E, flags)   0: f()   f: f(flags)   srcu: i = f(E) ... g(E, i)
LOCK_KINDS = (
    ('mutex_lock', 'mutex_unlock', 'mutex', 'e'),
    ('spin_lock', 'spin_unlock', 'spinlock', 'e'),
    ('spin_lock_irq', 'spin_unlock_irq', 'spinlock_irq', 'e'),
    ('spin_lock_bh', 'spin_unlock_bh', 'spinlock_bh', 'e'),
    ('spin_lock_irqsave', 'spin_unlock_irqrestore', 'spinlock_irqsave', 'ef'),
    ('raw_spin_lock', 'raw_spin_unlock', 'raw_spinlock', 'e'),
    ('raw_spin_lock_irq', 'raw_spin_unlock_irq', 'raw_spinlock_irq', 'e'),
    ('raw_spin_lock_bh', 'raw_spin_unlock_bh', 'raw_spinlock_bh', 'e'),
    ('raw_spin_lock_irqsave', 'raw_spin_unlock_irqrestore', 'raw_spinlock_irqsave', 'ef'),
    ('down_read', 'up_read', 'rwsem_read', 'e'),
    ('down_write', 'up_write', 'rwsem_write', 'e'),
    ('read_lock', 'read_unlock', 'read_lock', 'e'),
    ('read_lock_irq', 'read_unlock_irq', 'read_lock_irq', 'e'),
    ('read_lock_irqsave', 'read_unlock_irqrestore', 'read_lock_irqsave', 'ef'),
    ('write_lock', 'write_unlock', 'write_lock', 'e'),
    ('write_lock_irq', 'write_unlock_irq', 'write_lock_irq', 'e'),
    ('write_lock_irqsave', 'write_unlock_irqrestore', 'write_lock_irqsave', 'ef'),
    ('rcu_read_lock', 'rcu_read_unlock', 'rcu', '0'),
    ('srcu_read_lock', 'srcu_read_unlock', 'srcu', 'srcu'),
    ('preempt_disable', 'preempt_enable', 'preempt', '0'),
    ('preempt_disable_notrace', 'preempt_enable_notrace', 'preempt_notrace', '0'),
    ('migrate_disable', 'migrate_enable', 'migrate', '0'),
    ('local_irq_disable', 'local_irq_enable', 'irq', '0'),
    ('local_irq_save', 'local_irq_restore', 'irqsave', 'f'),
)


class LockKind(NamedTuple):
    lock: str
    unlock: str
    cls: str
    shape: str


def kinds_by_lock(classes: Container[str] | None = None) -> dict[str, LockKind]:
    """Lock kinds whose guard class is in `classes` (None: every kind)."""
    return {k.lock: k for k in (LockKind(*row) for row in LOCK_KINDS)
            if classes is None or k.cls in classes}


ALL_KINDS = kinds_by_lock(None)
UNLOCKS = {k.unlock: k for k in ALL_KINDS.values()}

# A subsystem guard whose lock and unlock are one call each on the guarded
# object: (macro, the calls' arguments, extra members) -> the kind's shape.
SUBSYSTEM_SHAPES = {
    ('DEFINE_GUARD', '_T', ''): 'e',
    ('DEFINE_LOCK_GUARD_1', '_T->lock', ''): 'e',
    ('DEFINE_LOCK_GUARD_1', '_T->lock, _T->flags', 'unsigned long flags'): 'ef',
    ('DEFINE_LOCK_GUARD_0', '', ''): '0',
}
ONE_CALL = re.compile(r'^([A-Za-z_]\w*)\s*\((.*)\)$', re.S)


def subsystem_kind(helper: Helper) -> LockKind | None:
    """The lock kind of a guard a subsystem defines on its own lock calls,
    e.g. DEFINE_LOCK_GUARD_1(pcm_stream_lock_irq, struct snd_pcm_substream,
    snd_pcm_stream_lock_irq(_T->lock), snd_pcm_stream_unlock_irq(_T->lock)),
    or None (a guard of several statements, one inside #if, one that takes a
    lock kguardify knows already)."""
    lock, unlock = ONE_CALL.match(helper.acquire.strip()), ONE_CALL.match(helper.release.strip())
    if helper.conditional or lock is None or unlock is None:
        return None
    args = ' '.join(lock.group(2).split())
    if args != ' '.join(unlock.group(2).split()) or \
            lock.group(1) in ALL_KINDS or unlock.group(1) in UNLOCKS:
        return None
    shape = SUBSYSTEM_SHAPES.get((helper.macro, args, ' '.join(helper.args.split())))
    return LockKind(lock.group(1), unlock.group(1), helper.name, shape) if shape else None


def lock_kinds(catalogue: Catalogue | None) -> dict[str, LockKind]:
    """Lock call -> its kind: the built-in ones, then the subsystem guards
    the tree defines (the first definition of a lock call wins)."""
    kinds = dict(ALL_KINDS)
    if catalogue is None:
        return kinds
    can_fail = failing_locks(catalogue)
    for helper in catalogue.guard_helpers():
        kind = subsystem_kind(helper) or wrapper_kind(helper, catalogue.wrappers)
        if kind is not None and kind.lock not in can_fail:
            kinds.setdefault(kind.lock, kind)
    return kinds


def wrapper_kind(helper: Helper, wrappers: dict[str, str]) -> LockKind | None:
    """The kind of a DEFINE_GUARD whose lock and unlock the tree wraps in a
    static inline function of the guarded pointer: wiphy_lock(wiphy) is
    mutex_lock(&wiphy->mtx), and DEFINE_GUARD(wiphy, struct wiphy *,
    mutex_lock(&_T->mtx), mutex_unlock(&_T->mtx)) makes it guard(wiphy)."""
    if helper.macro != 'DEFINE_GUARD' or helper.conditional:
        return None
    acquire, release = ' '.join(helper.acquire.split()), ' '.join(helper.release.split())
    locks = sorted(name for name, call in wrappers.items() if call == acquire)
    unlocks = sorted(name for name, call in wrappers.items() if call == release)
    if len(locks) != 1 or len(unlocks) != 1:
        return None
    return LockKind(locks[0], unlocks[0], helper.name, 'e')


def failing_locks(catalogue: Catalogue) -> frozenset[str]:
    """Lock calls whose result a conditional guard tests: they can fail, so
    a plain call of one ignores an error, and is no lock a guard should take
    (6.12's iio_device_claim_direct_mode(), whose DEFINE_GUARD is the base
    of iio_device_claim_direct_scoped())."""
    return frozenset(m.group(1) for h in catalogue.helpers
                     if h.macro in ('DEFINE_GUARD_COND', 'DEFINE_LOCK_GUARD_1_COND')
                     for m in re.finditer(r'=\s*([A-Za-z_]\w*)\s*\(', h.acquire))


def unlocks_of(kinds: dict[str, LockKind]) -> dict[str, LockKind]:
    return {k.unlock: k for k in kinds.values()}


def identity(kind: LockKind, call: Call) -> tuple[str, ...]:
    """What names the lock object: its kind and its expression."""
    if kind.shape in ('e', 'ef', 'srcu') and call.args:
        return (kind.lock, call.args[0])
    return (kind.lock,)


def lock_expr(kind: LockKind, call: Call) -> str:
    return call.args[0] if kind.shape in ('e', 'ef', 'srcu') and call.args else ''


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
        twins = [c for c in seen[identity(kind, call)] if c is not call]
        first = strict.get(call.offset)
        found.append(LockCandidate(call, kind, tuple(first) if first is not None else None,
                                   tree.src.line(twins[0].offset) if twins else 0))
    return found


def decision(tree: Tree, cand: LockCandidate, form: str, reason: str,
             releases: tuple[int, ...] = (), final: int = -1,
             labels: tuple[tuple[str, str], ...] = (), var: str = '',
             scope_end: int = -1) -> Judgement:
    src, fn = tree.src, tree.fn
    line = src.line(cand.call.offset)
    return Judgement(idiom='lock', function=fn.name, fn_line=src.line(fn.start),
                     fn_end_line=src.line(fn.body_close), line=line,
                     col=cand.call.offset - src.starts[line - 1], helper=cand.kind.cls,
                     expr=lock_expr(cand.kind, cand.call), form=form, reason=reason,
                     releases=releases, final=final, labels=labels, var=var,
                     acquire=cand.call.stmt.start, call=cand.kind.lock,
                     release_fn=cand.kind.unlock, declarator='', owners=(),
                     scope_end=scope_end)


def judge_lock(tree: Tree, cand: LockCandidate, classes: Container[str] | None,
               unlock_calls: list[Call], transparent: Container[StmtKey],
               acquired: dict[StmtKey, int]) -> Judgement:
    """The decision for one lock call. transparent: release statements of
    other resources that are converted too; acquired: every accepted release
    statement -> the offset of its acquisition (for the LIFO check)."""
    src = tree.src
    call, kind = cand.call, cand.kind

    def no(reason: str) -> Judgement:
        return decision(tree, cand, '', reason)

    if classes is not None and kind.cls not in classes:
        return no('the tree defines no guard for %s()' % kind.lock)
    if cand.twin:
        return no('the lock is dropped and retaken (also taken at line %d)' % cand.twin)
    if cand.first_unlocks is None:
        return no('a path leaves the function with the lock held')
    block = tree.parent(call.stmt)
    if block is None or block.kind != 'block':
        return no('the lock call is not a statement of its own block')
    grand = tree.parent(block)
    in_switch = grand is not None and grand.kind == 'switch'
    before = tree.sibling(call.stmt, -1)
    after_label = before is not None and before.kind in ('label', 'case')

    unlocks = []
    for off in cand.first_unlocks:
        found = [u for u in unlock_calls if u.offset == off]
        if not found:
            return no('the unlock at line %d is not a statement of its own' % src.line(off))
        if found[0].name != kind.unlock:
            return no('%s() is paired with %s() at line %d' %
                      (kind.lock, found[0].name, src.line(off)))
        if sum(1 for u in unlock_calls if src.line(u.offset) == src.line(off)) > 1:
            return no('line %d holds more than one unlock' % src.line(off))
        unlocks.append(found[0])

    reason = empty_section(tree, call.stmt, unlocks)
    if reason:
        return no(reason)
    exits = [classify(tree, u.stmt, block, in_switch, transparent, 'lock') for u in unlocks]
    for e in exits:
        if e.kind == 'bad':
            return no(e.why)
    exits = _region_for_computed_return(tree, exits, block)
    mores = [e for e in exits if e.kind == 'more']
    if len(mores) > 1:
        return no('the lock is released at lines %d and %d of the same block with '
                  'work after each' % (src.line(mores[0].stmt.start),
                                       src.line(mores[1].stmt.start)))
    form = 'scoped' if mores else 'guard'
    scope = Scope(form, call.stmt.start, mores[0].stmt.end if mores else block.end - 1,
                  'lock')
    if mores and mores[0].label is not None:
        return no('goto %s reaches the unlock at line %d, and more work follows it'
                  % (mores[0].label.name, src.line(mores[0].stmt.start)))
    if form == 'guard' and in_switch:
        return no('the lock is taken directly in a switch body (the case needs braces)')
    if form == 'guard' and after_label:
        return no('a label or case would start with a declaration')

    folded: set[str] = set()
    for e in exits:
        reason = exit_problem(tree, e, scope, folded, transparent)
        if reason:
            return no(reason)
    own = {key(s) for s in lock_releases(tree, cand)}
    reason = jump_problem(tree, scope, folded, transparent, own)
    if reason:
        return no(reason)
    for name in sorted(variables_of(lock_expr(kind, call))):
        if assigned(src, name, scope.lo + 1, scope.hi):
            return no('%s is assigned inside the critical section' % name)
    for e in exits:
        if e.kind != 'more':
            reason = lifo_problem(tree, e.stmt, acquired, call.stmt.start)
            if reason:
                return no(reason)
    reason = preprocessor_problem(src, scope.lo, scope.hi)
    if reason:
        return no(reason)

    var = ''
    if kind.shape == 'ef' and len(call.args) == 2:
        var = call.args[1]
    elif kind.shape == 'f' and len(call.args) == 1:
        var = call.args[0]
    if var:
        line = other_flags_use(tree, var, (kind.lock, kind.unlock))
        if line:
            return no('%s is used at line %d for more than the lock and unlock calls'
                      % (var, line))
    if kind.shape == 'srcu':
        var = src.tokens[src.token_at(call.stmt.start)].text
    releases = tuple(sorted(e.stmt.start for e in exits if e.kind != 'more'))
    final = mores[0].stmt.start if mores else -1
    labels = tuple((name, label_return(tree, name, transparent)) for name in sorted(folded))
    return decision(tree, cand, form, '', releases, final, labels, var, scope.hi)


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
