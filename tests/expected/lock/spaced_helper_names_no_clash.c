// SPDX-License-Identifier: GPL-2.0-only
/*
 * The file already uses the helpers in the kernel's spaced spelling,
 * "scoped_guard (rcu)" as kernel/sched/ writes it: that is a use of the
 * helper, not of the name for something else, so the goto-unwind function
 * beside it is converted.
 */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>
#include <linux/rcupdate.h>

struct bar_dev {
	struct mutex lock;
	int mode;
	int enabled;
};

int bar_hw_write(struct bar_dev *bar, int reg, int val);

int bar_mode(struct bar_dev *bar)
{
	scoped_guard (rcu) {
		if (!bar->enabled)
			return -ENODEV;
	}
	return bar->mode;
}

int bar_set_mode(struct bar_dev *bar, int mode)
{
	int ret;

	guard(mutex)(&bar->lock);
	if (!bar->enabled)
		return -EBUSY;

	ret = bar_hw_write(bar, 0x10, mode);
	if (ret)
		return ret;

	bar->mode = mode;
	return ret;
}
