/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_PREEMPT_H
#define _LINUX_PREEMPT_H
#include <linux/types.h>
#include <linux/cleanup.h>

void kg_depth(const char *op, const char *key, int delta);

static inline void preempt_disable(void) { kg_depth("preempt_disable", "preempt", 1); }
static inline void preempt_enable(void) { kg_depth("preempt_enable", "preempt", -1); }
static inline void preempt_disable_notrace(void) { kg_depth("preempt_disable_notrace", "preempt_notrace", 1); }
static inline void preempt_enable_notrace(void) { kg_depth("preempt_enable_notrace", "preempt_notrace", -1); }
static inline void migrate_disable(void) { kg_depth("migrate_disable", "migrate", 1); }
static inline void migrate_enable(void) { kg_depth("migrate_enable", "migrate", -1); }

DEFINE_LOCK_GUARD_0(preempt, preempt_disable(), preempt_enable())
DEFINE_LOCK_GUARD_0(preempt_notrace, preempt_disable_notrace(), preempt_enable_notrace())
DEFINE_LOCK_GUARD_0(migrate, migrate_disable(), migrate_enable())
#endif
