/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_SCHED_TASK_H
#define _LINUX_SCHED_TASK_H
#include <linux/types.h>
#include <linux/cleanup.h>

struct task_struct {
	int pid;
	int prio;
};

static inline struct task_struct *find_get_task_by_vpid(int nr)
{
	(void)nr;
	return kg_new("find_get_task_by_vpid", 'T', sizeof(struct task_struct), 1, 0);
}
static inline void put_task_struct(struct task_struct *t) { kg_release("put_task_struct", t); }

DEFINE_FREE(put_task, struct task_struct *, if (_T) put_task_struct(_T))
#endif
