// SPDX-License-Identifier: GPL-2.0-only
/* Bottom halves off around a list update, goto-unwind style. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/spinlock.h>

struct flow_table {
	spinlock_t lock;
	int entries;
	int limit;
};

int flow_table_add(struct flow_table *t, int weight)
{
	guard(spinlock_bh)(&t->lock);
	if (weight < 0)
		return -EINVAL;
	t->entries++;
	return 0;
}
