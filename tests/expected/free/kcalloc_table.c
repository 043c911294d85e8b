// SPDX-License-Identifier: GPL-2.0-only
/* A temporary table filled in a loop and freed at the end. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/slab.h>

struct lut {
	int sum;
};

int lut_read_entry(struct lut *l, int i, int *val);

int lut_checksum(struct lut *l, int n)
{
	int i, ret = 0;

	int *tbl __free(kfree) = kcalloc(4, sizeof(*tbl), GFP_KERNEL);
	if (!tbl)
		return -ENOMEM;

	for (i = 0; i < n; i++) {
		ret = lut_read_entry(l, i, &tbl[i]);
		if (ret)
			return ret;
	}
	l->sum = n > 0 ? tbl[0] : 0;
	return ret;
}
