// SPDX-License-Identifier: GPL-2.0-only
/* The region holds a loop whose break stays inside the region. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>

struct table {
	struct mutex lock;
	int used;
};

bool table_slot_free(struct table *t, int i);
void table_changed(struct table *t);

int table_alloc_slot(struct table *t, int max)
{
	int i, slot = -1;

	scoped_guard(mutex, &t->lock) {
		for (i = 0; i < max; i++) {
			if (table_slot_free(t, i)) {
				slot = i;
				break;
			}
		}
		if (slot >= 0)
			t->used++;
	}

	table_changed(t);
	return slot < 0 ? -ENOSPC : slot;
}
