// SPDX-License-Identifier: GPL-2.0-only
/* Every error path unlocks before its return. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>

struct bar_chip {
	struct mutex lock;
	int cache[4];
};

int bar_read_reg(struct bar_chip *chip, int reg, int *val);

int bar_get_value(struct bar_chip *chip, int channel)
{
	int val, ret;

	guard(mutex)(&chip->lock);
	if (channel < 0)
		return -EINVAL;
	ret = bar_read_reg(chip, channel, &val);
	if (ret)
		return ret;
	chip->cache[channel] = val;

	return val;
}
