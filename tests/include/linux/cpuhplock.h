/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_CPUHPLOCK_H_
#define _LINUX_CPUHPLOCK_H_
#include <linux/types.h>
#include <linux/cleanup.h>

void kg_depth(const char *op, const char *key, int delta);

static inline void cpus_read_lock(void) { kg_depth("cpus_read_lock", "cpus", 1); }
static inline void cpus_read_unlock(void) { kg_depth("cpus_read_unlock", "cpus", -1); }

DEFINE_LOCK_GUARD_0(cpus_read_lock, cpus_read_lock(), cpus_read_unlock())
#endif
