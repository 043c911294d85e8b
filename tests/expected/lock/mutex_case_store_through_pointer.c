// SPDX-License-Identifier: GPL-2.0-only
/*
 * Sections of one statement in the case arms of an iio read_raw(). The
 * one that stores through a pointer keeps the braces of its scoped_guard:
 * checkpatch, like a C scanner that does not know the macro, reads
 * 'scoped_guard(mutex, &s->lock) *val = ...;' as a multiplication. The
 * other loses them.
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
		scoped_guard(mutex, &s->lock) {
			*val = adc_read_channel(s, channel);
		}
		if (*val < 0)
			return *val;
		return 1;
	case 1:
		*val = 0;
		scoped_guard(mutex, &s->lock)
			val2[0] = s->gain;
		return 2;
	default:
		return -EINVAL;
	}
}
