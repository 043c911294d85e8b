// SPDX-License-Identifier: GPL-2.0-only
/* An SRCU reader: the index variable goes with the lock. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/srcu.h>

struct notifier_head {
	struct srcu_struct srcu;
	int count;
};

int notifier_call_one(struct notifier_head *nh, int event);

int notifier_call(struct notifier_head *nh, int event)
{
	int ret;

	guard(srcu)(&nh->srcu);
	ret = notifier_call_one(nh, event);
	if (ret < 0)
		return ret;
	nh->count++;
	return 0;
}
