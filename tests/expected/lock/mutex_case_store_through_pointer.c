// SPDX-License-Identifier: GPL-2.0-only
/*
 * A section of one statement that stores through a pointer, in a case arm
 * (an iio read_raw()): its scoped_guard loses the braces, and
 * 'scoped_guard(mutex, &s->lock) *val = ...;' must read as a loop head and
 * its body, not as a multiplication, or the proof sees the lock vanish.
 */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>

struct adc {
	struct mutex lock;
	int gain;
	int reads;
};

int adc_read_channel(struct adc *s, int channel);

int adc_read_raw(struct adc *s, int channel, int *val, int *val2, long mask)
{
	switch (mask) {
	case 0:
		scoped_guard(mutex, &s->lock)
			*val = adc_read_channel(s, channel);
		if (*val < 0)
			return *val;
		return 1;
	case 1:
		*val = 0;
		scoped_guard(mutex, &s->lock)
			(*val2) = s->gain;
		return 2;
	default:
		return -EINVAL;
	}
}
