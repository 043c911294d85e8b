// SPDX-License-Identifier: GPL-2.0-only
/* A region under the lock copies into a buffer that outlives it. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>
#include <linux/slab.h>

struct table {
	struct mutex lock;
	int rows;
};

int table_copy(struct table *t, u8 *dst);
int table_emit(struct table *t, const u8 *src);

int table_dump(struct table *t)
{
	int ret;

	u8 *copy __free(kfree) = kzalloc(128, GFP_KERNEL);
	if (!copy)
		return -ENOMEM;

	scoped_guard(mutex, &t->lock)
		ret = table_copy(t, copy);
	if (ret)
		return ret;

	return table_emit(t, copy);
}
