// SPDX-License-Identifier: GPL-2.0-only
/* A task reference taken by pid and dropped on every path. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/sched/task.h>

int task_set_boost(struct task_struct *t, int boost);

int boost_task(int pid, int boost)
{
	struct task_struct *t __free(put_task) = find_get_task_by_vpid(pid);
	if (!t)
		return -ENOENT;
	return task_set_boost(t, boost);
}
