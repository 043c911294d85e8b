// SPDX-License-Identifier: GPL-2.0-only
/* Allocated under the lock but freed after the unlock: as cleanup
 * variables, the buffer would be freed first and the lock released after,
 * the reverse of the original order. */
#include <linux/errno.h>
#include <linux/mutex.h>
#include <linux/slab.h>

struct store {
	struct mutex lock;
	int gen;
};

int store_snapshot(struct store *s, u8 *buf);

int store_gen(struct store *s)
{
	u8 *buf;
	int ret;

	mutex_lock(&s->lock);
	buf = kmalloc(16, GFP_KERNEL);
	if (!buf) {
		mutex_unlock(&s->lock);
		return -ENOMEM;
	}
	ret = store_snapshot(s, buf);
	mutex_unlock(&s->lock);
	kfree(buf);
	return ret;
}
