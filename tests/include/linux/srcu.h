/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_SRCU_H
#define _LINUX_SRCU_H
#include <linux/types.h>
#include <linux/cleanup.h>

struct srcu_struct { int kg; };
int kg_srcu_read_lock(struct srcu_struct *s);
void kg_srcu_read_unlock(struct srcu_struct *s, int idx);

static inline int srcu_read_lock(struct srcu_struct *s) { return kg_srcu_read_lock(s); }
static inline void srcu_read_unlock(struct srcu_struct *s, int idx)
{ kg_srcu_read_unlock(s, idx); }

DEFINE_LOCK_GUARD_1(srcu, struct srcu_struct, _T->idx = srcu_read_lock(_T->lock),
		    srcu_read_unlock(_T->lock, _T->idx), int idx)
#endif
