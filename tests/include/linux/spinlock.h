/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_SPINLOCK_H
#define _LINUX_SPINLOCK_H
#include <linux/types.h>
#include <linux/cleanup.h>
#include <linux/irqflags.h>

void kg_lock(const void *lock, const char *op, int shared);
void kg_unlock(const void *lock, const char *op);

typedef struct { int kg; } spinlock_t;
typedef struct { int kg; } raw_spinlock_t;
typedef struct { int kg; } rwlock_t;

#define KG_LOCK_OPS(type, lock, unlock, shared)					\
	static inline void lock(type *l) { kg_lock(l, #lock, shared); }	\
	static inline void unlock(type *l) { kg_unlock(l, #unlock); }

KG_LOCK_OPS(spinlock_t, spin_lock, spin_unlock, 0)
KG_LOCK_OPS(spinlock_t, spin_lock_irq, spin_unlock_irq, 0)
KG_LOCK_OPS(spinlock_t, spin_lock_bh, spin_unlock_bh, 0)
KG_LOCK_OPS(raw_spinlock_t, raw_spin_lock, raw_spin_unlock, 0)
KG_LOCK_OPS(raw_spinlock_t, raw_spin_lock_irq, raw_spin_unlock_irq, 0)
KG_LOCK_OPS(raw_spinlock_t, raw_spin_lock_bh, raw_spin_unlock_bh, 0)
KG_LOCK_OPS(rwlock_t, read_lock, read_unlock, 1)
KG_LOCK_OPS(rwlock_t, read_lock_irq, read_unlock_irq, 1)
KG_LOCK_OPS(rwlock_t, write_lock, write_unlock, 0)
KG_LOCK_OPS(rwlock_t, write_lock_irq, write_unlock_irq, 0)

#define KG_LOCK_IRQSAVE(type, lock, unlock, shared)				\
	static inline unsigned long kg_##lock(type *l)				\
	{ unsigned long f = kg_irq_save(); kg_lock(l, #lock, shared); return f; } \
	static inline void kg_##unlock(type *l, unsigned long f)		\
	{ kg_unlock(l, #unlock); kg_irq_restore(f); }

KG_LOCK_IRQSAVE(spinlock_t, spin_lock_irqsave, spin_unlock_irqrestore, 0)
KG_LOCK_IRQSAVE(raw_spinlock_t, raw_spin_lock_irqsave, raw_spin_unlock_irqrestore, 0)
KG_LOCK_IRQSAVE(rwlock_t, read_lock_irqsave, read_unlock_irqrestore, 1)
KG_LOCK_IRQSAVE(rwlock_t, write_lock_irqsave, write_unlock_irqrestore, 0)

#define spin_lock_irqsave(l, f)		do { (f) = kg_spin_lock_irqsave(l); } while (0)
#define spin_unlock_irqrestore(l, f)	kg_spin_unlock_irqrestore(l, f)
#define raw_spin_lock_irqsave(l, f)	do { (f) = kg_raw_spin_lock_irqsave(l); } while (0)
#define raw_spin_unlock_irqrestore(l, f) kg_raw_spin_unlock_irqrestore(l, f)
#define read_lock_irqsave(l, f)		do { (f) = kg_read_lock_irqsave(l); } while (0)
#define read_unlock_irqrestore(l, f)	kg_read_unlock_irqrestore(l, f)
#define write_lock_irqsave(l, f)	do { (f) = kg_write_lock_irqsave(l); } while (0)
#define write_unlock_irqrestore(l, f)	kg_write_unlock_irqrestore(l, f)
#define spin_lock_init(l)		((void)(l))

DEFINE_LOCK_GUARD_1(spinlock, spinlock_t, spin_lock(_T->lock), spin_unlock(_T->lock))
DEFINE_LOCK_GUARD_1(spinlock_irq, spinlock_t, spin_lock_irq(_T->lock), spin_unlock_irq(_T->lock))
DEFINE_LOCK_GUARD_1(spinlock_bh, spinlock_t, spin_lock_bh(_T->lock), spin_unlock_bh(_T->lock))
DEFINE_LOCK_GUARD_1(spinlock_irqsave, spinlock_t,
		    spin_lock_irqsave(_T->lock, _T->flags),
		    spin_unlock_irqrestore(_T->lock, _T->flags), unsigned long flags)
DEFINE_LOCK_GUARD_1(raw_spinlock, raw_spinlock_t, raw_spin_lock(_T->lock), raw_spin_unlock(_T->lock))
DEFINE_LOCK_GUARD_1(raw_spinlock_irq, raw_spinlock_t, raw_spin_lock_irq(_T->lock),
		    raw_spin_unlock_irq(_T->lock))
DEFINE_LOCK_GUARD_1(raw_spinlock_bh, raw_spinlock_t, raw_spin_lock_bh(_T->lock),
		    raw_spin_unlock_bh(_T->lock))
DEFINE_LOCK_GUARD_1(raw_spinlock_irqsave, raw_spinlock_t,
		    raw_spin_lock_irqsave(_T->lock, _T->flags),
		    raw_spin_unlock_irqrestore(_T->lock, _T->flags), unsigned long flags)
DEFINE_LOCK_GUARD_1(read_lock, rwlock_t, read_lock(_T->lock), read_unlock(_T->lock))
DEFINE_LOCK_GUARD_1(read_lock_irq, rwlock_t, read_lock_irq(_T->lock), read_unlock_irq(_T->lock))
DEFINE_LOCK_GUARD_1(read_lock_irqsave, rwlock_t, read_lock_irqsave(_T->lock, _T->flags),
		    read_unlock_irqrestore(_T->lock, _T->flags), unsigned long flags)
DEFINE_LOCK_GUARD_1(write_lock, rwlock_t, write_lock(_T->lock), write_unlock(_T->lock))
DEFINE_LOCK_GUARD_1(write_lock_irq, rwlock_t, write_lock_irq(_T->lock), write_unlock_irq(_T->lock))
DEFINE_LOCK_GUARD_1(write_lock_irqsave, rwlock_t, write_lock_irqsave(_T->lock, _T->flags),
		    write_unlock_irqrestore(_T->lock, _T->flags), unsigned long flags)
#endif
