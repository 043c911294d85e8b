// SPDX-License-Identifier: GPL-2.0-only
/* Allocated under the lock and freed before the unlock: the __free pointer
 * is declared after the guard, so it is released first, as before. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>
#include <linux/slab.h>

struct bus {
	struct mutex lock;
	int seq;
};

int bus_transfer(struct bus *b, u8 *msg);

int bus_send(struct bus *b)
{
	guard(mutex)(&b->lock);
	u8 *msg __free(kfree) = kzalloc(8, GFP_KERNEL);

	if (!msg)
		return -ENOMEM;
	msg[0] = b->seq++;
	return bus_transfer(b, msg);
}
