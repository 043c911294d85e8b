# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: the lock kinds, lock call -> unlock call, guard class, shape.

The kinds kguardify knows (LOCK_KINDS), and those the tree's own guards
define: a subsystem's guard on its own lock and unlock calls, or a
DEFINE_GUARD on a lock that a static inline function of the tree wraps.
lockcheck.py judges the lock calls of these kinds and re-exports them.

Runs inside spatch (the .cocci files import it): standard library only.
"""

import re
from collections.abc import Container
from typing import NamedTuple

from kguardify.embedded.catalogue import Catalogue, Helper

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

# Locks that can fail, whose conditional guard (DEFINE_GUARD_COND,
# DEFINE_LOCK_GUARD_1_COND) scoped_cond_guard() takes: lock function, unlock
# function, guard class, and the shape of the test that fails:
#   cz: 'if (F(E)) return R;' (F returns 0 on success: mutex_lock_interruptible)
#   cn: 'if (!F(E)) return R;' (F returns 0 on failure: mutex_trylock)
COND_KINDS = (
    ('mutex_lock_interruptible', 'mutex_unlock', 'mutex_intr', 'cz'),
    ('down_read_interruptible', 'up_read', 'rwsem_read_intr', 'cz'),
    ('mutex_trylock', 'mutex_unlock', 'mutex_try', 'cn'),
    ('down_read_trylock', 'up_read', 'rwsem_read_try', 'cn'),
    ('down_write_trylock', 'up_write', 'rwsem_write_try', 'cn'),
    ('spin_trylock', 'spin_unlock', 'spinlock_try', 'cn'),
    ('spin_trylock_irq', 'spin_unlock_irq', 'spinlock_irq_try', 'cn'),
    ('spin_trylock_bh', 'spin_unlock_bh', 'spinlock_bh_try', 'cn'),
    ('raw_spin_trylock', 'raw_spin_unlock', 'raw_spinlock_try', 'cn'),
    ('raw_spin_trylock_irq', 'raw_spin_unlock_irq', 'raw_spinlock_irq_try', 'cn'),
    ('raw_spin_trylock_bh', 'raw_spin_unlock_bh', 'raw_spinlock_bh_try', 'cn'),
)
COND_SHAPES = frozenset(('cz', 'cn'))
COND_CLASSES = frozenset(row[2] for row in COND_KINDS)


def scoped_macro(cls: str) -> str:
    """The macro that takes a guard class's lock for a block."""
    return 'scoped_cond_guard' if cls in COND_CLASSES else 'scoped_guard'


class LockKind(NamedTuple):
    lock: str
    unlock: str
    cls: str
    shape: str


def kinds_by_lock(classes: Container[str] | None = None) -> dict[str, LockKind]:
    """Lock kinds whose guard class is in `classes` (None: every kind)."""
    return {k.lock: k for k in (LockKind(*row) for row in LOCK_KINDS)
            if classes is None or k.cls in classes}


def is_cond(kind: LockKind) -> bool:
    """A lock that can fail, taken with scoped_cond_guard()."""
    return kind.shape in COND_SHAPES


def lock_shape(kind: LockKind) -> str:
    """The shape of the lock call's arguments ('e' for a conditional lock)."""
    return 'e' if is_cond(kind) else kind.shape


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
    for kind in cond_kinds(catalogue):
        kinds.setdefault(kind.lock, kind)
    return kinds


# A conditional guard's test: one call on the lock, success when it returns
# nonzero, or 0 ('== 0').
COND_TEST = re.compile(r'^([A-Za-z_]\w*)\s*\(\s*_T(?:\s*->\s*lock)?\s*\)\s*(==\s*0)?$')


def cond_kinds(catalogue: Catalogue) -> list[LockKind]:
    """The conditional lock kinds (COND_KINDS) whose class the tree defines
    on the same call and test: DEFINE_GUARD_COND(mutex, _intr,
    mutex_lock_interruptible(_T) == 0) is mutex_intr, whose lock fails when
    the call returns nonzero. None where the tree has no scoped_cond_guard()."""
    if not catalogue.has_macro('scoped_cond_guard'):
        return []
    defined = {}
    for h in catalogue.helpers:
        m = COND_TEST.match(' '.join(h.acquire.split()))
        if h.macro in ('DEFINE_GUARD_COND', 'DEFINE_LOCK_GUARD_1_COND') and m and \
                not h.conditional:
            defined[h.name + h.type] = (m.group(1), 'cz' if m.group(2) else 'cn')
    kinds = [LockKind(*row) for row in COND_KINDS]
    return [k for k in kinds if defined.get(k.cls) == (k.lock, k.shape)]


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
    """Unlock call -> its kind (the plain lock's, where a conditional one
    shares the unlock)."""
    found: dict[str, LockKind] = {}
    for k in sorted(kinds.values(), key=is_cond):
        found.setdefault(k.unlock, k)
    return found
