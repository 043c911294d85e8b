// SPDX-License-Identifier: GPL-2.0-only
/* The allocation sits in a declaration with other variables. */
#include <linux/errno.h>
#include <linux/slab.h>

struct cache {
	int hits;
};

int cache_fill(struct cache *c, u8 *buf);

int cache_warm(struct cache *c)
{
	u8 *buf = kmalloc(8, GFP_KERNEL), *end = NULL;
	int ret;

	if (!buf)
		return -ENOMEM;
	ret = cache_fill(c, end ? end : buf);
	kfree(buf);
	return ret;
}
