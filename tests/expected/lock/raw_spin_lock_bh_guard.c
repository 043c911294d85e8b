// SPDX-License-Identifier: GPL-2.0-only
/* raw_spin_lock_bh around a statistics snapshot. */
#include <linux/cleanup.h>
#include <linux/spinlock.h>

struct rx_stats {
	raw_spinlock_t lock;
	int bytes;
	int dropped;
};

int rx_stats_total(struct rx_stats *s)
{
	guard(raw_spinlock_bh)(&s->lock);
	return s->bytes + s->dropped;
}
