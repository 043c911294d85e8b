// SPDX-License-Identifier: GPL-2.0-only
/* The allocation is already the declaration: only __free is added. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/slab.h>

struct histo {
	int buckets;
};

int histo_fill(struct histo *h, u32 *counts);

int histo_update(struct histo *h)
{
	u32 *counts __free(kvfree) = kvzalloc(64 * sizeof(u32), GFP_KERNEL);
	int ret;

	if (!counts)
		return -ENOMEM;

	ret = histo_fill(h, counts);
	if (ret)
		return ret;
	h->buckets = counts[0];
	return 0;
}
