/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_RCUPDATE_H
#define _LINUX_RCUPDATE_H
#include <linux/types.h>
#include <linux/compiler.h>
#include <linux/cleanup.h>

void kg_depth(const char *op, const char *key, int delta);

static inline void rcu_read_lock(void) { kg_depth("rcu_read_lock", "rcu", 1); }
static inline void rcu_read_unlock(void) { kg_depth("rcu_read_unlock", "rcu", -1); }
#define rcu_dereference(p)	READ_ONCE(p)

/* As Linux 6.12 defines it: a statement, with sparse's annotation. */
DEFINE_LOCK_GUARD_0(rcu,
	do {
		rcu_read_lock();
		/*
		 * sparse doesn't call the cleanup function,
		 * so just release immediately.
		 */
		__release(RCU);
	} while (0),
	rcu_read_unlock())
#endif
