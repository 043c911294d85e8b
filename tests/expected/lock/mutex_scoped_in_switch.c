// SPDX-License-Identifier: GPL-2.0-only
/* One case of a switch takes the lock; the region ends before its break. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>

struct adc {
	struct mutex lock;
	int raw;
	int scale;
};

int adc_read_raw(struct adc *adc);

int adc_read(struct adc *adc, int what, int *val)
{
	switch (what) {
	case 0:
		scoped_guard(mutex, &adc->lock) {
			adc->raw = adc_read_raw(adc);
			*val = adc->raw;
		}
		break;
	case 1:
		*val = adc->scale;
		break;
	default:
		return -EINVAL;
	}
	return 0;
}
