// SPDX-License-Identifier: GPL-2.0-only
/* The result of an interruptible lock is kept and returned: no candidate
 * (scoped_cond_guard() would return a constant of its own). */
#include <linux/errno.h>
#include <linux/mutex.h>

struct eeprom {
	struct mutex lock;
	int page;
};

int eeprom_select(struct eeprom *e, int page)
{
	int ret;

	ret = mutex_lock_interruptible(&e->lock);
	if (ret)
		return ret;
	e->page = page;
	mutex_unlock(&e->lock);
	return 0;
}
