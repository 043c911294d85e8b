// SPDX-License-Identifier: GPL-2.0-only
/* A counter update under a plain spinlock. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/spinlock.h>

struct stats {
	spinlock_t lock;
	int packets;
	int errors;
};

int stats_account(struct stats *st, int err)
{
	guard(spinlock)(&st->lock);
	if (err) {
		st->errors++;
		return -EIO;
	}
	st->packets++;
	return 0;
}
