/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_MUTEX_H
#define _LINUX_MUTEX_H
#include <linux/types.h>
#include <linux/cleanup.h>

void kg_lock(const void *lock, const char *op, int shared);
void kg_unlock(const void *lock, const char *op);
int kg_trylock(const void *lock, const char *op, int shared);

struct mutex { int kg; };
#define DEFINE_MUTEX(m) struct mutex m

static inline void mutex_lock(struct mutex *m) { kg_lock(m, "mutex_lock", 0); }
static inline void mutex_unlock(struct mutex *m) { kg_unlock(m, "mutex_unlock"); }
static inline void mutex_init(struct mutex *m) { (void)m; }
/* 0 when taken, -EINTR when a signal interrupted the wait */
static inline int mutex_lock_interruptible(struct mutex *m)
{ return kg_trylock(m, "mutex_lock_interruptible", 0) ? 0 : -4; }
static inline int mutex_trylock(struct mutex *m) { return kg_trylock(m, "mutex_trylock", 0); }

DEFINE_GUARD(mutex, struct mutex *, mutex_lock(_T), mutex_unlock(_T))
DEFINE_GUARD_COND(mutex, _try, mutex_trylock(_T))
DEFINE_GUARD_COND(mutex, _intr, mutex_lock_interruptible(_T) == 0)
#endif
