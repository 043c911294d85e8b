// SPDX-License-Identifier: GPL-2.0-only
/* Work between a reallocation's check and the pointer taking the new
 * memory: the pointer is reassigned away from its reallocation, which
 * kguardify does not follow (a way out there would free the old buffer
 * that krealloc() already released). */
#include <linux/errno.h>
#include <linux/slab.h>
#include <linux/types.h>

void table_clear(u32 *table, size_t from, size_t to);
int table_fill(u32 *table, size_t n);

int table_grow(size_t n)
{
	u32 *table, *bigger;
	int ret;

	table = kmalloc(16 * sizeof(*table), GFP_KERNEL);
	if (!table)
		return -ENOMEM;
	bigger = krealloc(table, n * sizeof(*table), GFP_KERNEL);
	if (!bigger) {
		ret = -ENOMEM;
		goto out;
	}
	table_clear(bigger, 16, n);
	table = bigger;
	ret = table_fill(table, n);
out:
	kfree(table);
	return ret;
}
