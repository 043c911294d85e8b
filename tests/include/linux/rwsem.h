/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_RWSEM_H
#define _LINUX_RWSEM_H
#include <linux/types.h>
#include <linux/cleanup.h>

void kg_lock(const void *lock, const char *op, int shared);
void kg_unlock(const void *lock, const char *op);

struct rw_semaphore { int kg; };

static inline void down_read(struct rw_semaphore *s) { kg_lock(s, "down_read", 1); }
static inline void up_read(struct rw_semaphore *s) { kg_unlock(s, "up_read"); }
static inline void down_write(struct rw_semaphore *s) { kg_lock(s, "down_write", 0); }
static inline void up_write(struct rw_semaphore *s) { kg_unlock(s, "up_write"); }

DEFINE_GUARD(rwsem_read, struct rw_semaphore *, down_read(_T), up_read(_T))
DEFINE_GUARD(rwsem_write, struct rw_semaphore *, down_write(_T), up_write(_T))
#endif
