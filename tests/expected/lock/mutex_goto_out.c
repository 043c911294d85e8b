// SPDX-License-Identifier: GPL-2.0-only
/* A setter that takes the device mutex and unwinds through out_unlock. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>

struct foo_dev {
	struct mutex lock;
	int mode;
	int enabled;
};

int foo_hw_write(struct foo_dev *foo, int reg, int val);
bool foo_hw_busy(struct foo_dev *foo);

int foo_set_mode(struct foo_dev *foo, int mode)
{
	int ret;

	guard(mutex)(&foo->lock);
	if (!foo->enabled && foo_hw_busy(foo))
		return -EBUSY;

	ret = foo_hw_write(foo, 0x10, mode);
	if (ret)
		return ret;

	foo->mode = mode;
	return ret;
}
