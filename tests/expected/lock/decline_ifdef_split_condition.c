// SPDX-License-Identifier: GPL-2.0-only
/*
 * Brackets that balance only branch by branch of an #ifdef (drivers/mtd/ubi
 * and drivers/net/slip write conditions this way): the function whose
 * condition is split stays as it is, with the reason; the rest of the file
 * converts.
 */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>

struct bar_dev {
	struct mutex lock;
	int level;
	int fast;
};

int bar_hw_write(struct bar_dev *bar, int val);

int bar_poll(struct bar_dev *bar)
{
	int ret = 0;

	mutex_lock(&bar->lock);
#ifdef CONFIG_BAR_FASTPATH
	if (bar->fast ||
#else
	if (bar->level < 0 ||
#endif
	    bar->level > 3) {
		ret = -EBUSY;
		goto out;
	}
	bar->level++;
out:
	mutex_unlock(&bar->lock);
	return ret;
}

int bar_set_level(struct bar_dev *bar, int level)
{
	int ret;

	guard(mutex)(&bar->lock);
	ret = bar_hw_write(bar, level);
	if (ret)
		return ret;
	bar->level = level;
	return ret;
}
