// SPDX-License-Identifier: GPL-2.0-only
/* write_lock_irqsave: the flags go. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/spinlock.h>

struct route_table {
	rwlock_t lock;
	int routes;
	int max;
};

bool route_table_full(struct route_table *t);

int route_add(struct route_table *t)
{
	int ret = 0;

	guard(write_lock_irqsave)(&t->lock);
	if (route_table_full(t))
		ret = -ENOSPC;
	else
		t->routes++;
	return ret;
}
