// SPDX-License-Identifier: GPL-2.0-only
/* The critical section ends before the function does: the notification
 * after the unlock must stay outside it. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>

struct sensor {
	struct mutex lock;
	int threshold;
};

void sensor_notify(struct sensor *s);

int sensor_set_threshold(struct sensor *s, int value)
{
	scoped_guard(mutex, &s->lock) {
		if (value < 0)
			return -EINVAL;
		s->threshold = value;
	}

	sensor_notify(s);
	return 0;
}
