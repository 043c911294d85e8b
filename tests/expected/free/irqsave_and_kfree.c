// SPDX-License-Identifier: GPL-2.0-only
/* A snapshot copied under an irqsave spinlock into a fresh buffer. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

struct counters {
	spinlock_t lock;
	int vals[4];
};

int counters_publish(struct counters *c, const int *snap);

int counters_snapshot(struct counters *c)
{
	int *snap __free(kfree) = kmalloc(4 * sizeof(int), GFP_KERNEL);
	if (!snap)
		return -ENOMEM;

	scoped_guard(spinlock_irqsave, &c->lock) {
		snap[0] = c->vals[0];
		snap[1] = c->vals[1];
	}

	return counters_publish(c, snap);
}
