// SPDX-License-Identifier: GPL-2.0-only
/* A reader under an rwlock_t. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/spinlock.h>

struct route_table {
	rwlock_t lock;
	int routes;
};

int route_lookup(struct route_table *t, int dst);

int route_find(struct route_table *t, int dst)
{
	int hop;

	guard(read_lock)(&t->lock);
	hop = route_lookup(t, dst);
	if (hop < 0)
		return -ENOENT;
	return hop;
}
