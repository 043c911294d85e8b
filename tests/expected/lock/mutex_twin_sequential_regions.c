// SPDX-License-Identifier: GPL-2.0-only
/*
 * Two sections of one lock, one after the other, each followed by work
 * outside it: each becomes a region of its own.
 */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>

struct sensor {
	struct mutex lock;
	int raw;
	int scaled;
};

int sensor_read_raw(struct sensor *s);
int sensor_scale(int raw);
void sensor_notify(struct sensor *s);

int sensor_refresh(struct sensor *s)
{
	int raw;

	scoped_guard(mutex, &s->lock) {
		raw = sensor_read_raw(s);
		s->raw = raw;
	}

	raw = sensor_scale(raw);

	scoped_guard(mutex, &s->lock)
		s->scaled = raw;

	sensor_notify(s);
	return raw < 0 ? -EIO : 0;
}
