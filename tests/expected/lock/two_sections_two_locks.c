// SPDX-License-Identifier: GPL-2.0-only
/* Two independent critical sections on different locks, one after the
 * other. */
#include <linux/cleanup.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>

struct link {
	struct mutex cfg_lock;
	spinlock_t stat_lock;
	int speed;
	int resets;
};

void link_hw_reset(struct link *l);

void link_reset(struct link *l, int speed)
{
	scoped_guard(mutex, &l->cfg_lock)
		l->speed = speed;

	link_hw_reset(l);

	guard(spinlock)(&l->stat_lock);
	l->resets++;
}
