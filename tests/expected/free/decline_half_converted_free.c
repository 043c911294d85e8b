// SPDX-License-Identifier: GPL-2.0-only
/* One pointer already uses __free; the other is left for a human. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/slab.h>

struct pair {
	int n;
};

int pair_fill(struct pair *p, u8 *a, u8 *b);

int pair_run(struct pair *p)
{
	u8 *a __free(kfree) = kzalloc(4, GFP_KERNEL);
	u8 *b;
	int ret;

	if (!a)
		return -ENOMEM;
	b = kzalloc(4, GFP_KERNEL);
	if (!b)
		return -ENOMEM;
	ret = pair_fill(p, a, b);
	kfree(b);
	return ret;
}
