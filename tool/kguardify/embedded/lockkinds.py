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
