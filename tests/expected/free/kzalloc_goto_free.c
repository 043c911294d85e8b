// SPDX-License-Identifier: GPL-2.0-only
/* A scratch buffer freed at the end through a label. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/slab.h>

struct sensor {
	int last;
};

int sensor_bus_read(struct sensor *s, u8 *buf, int len);
int sensor_decode(struct sensor *s, const u8 *buf);

int sensor_sample(struct sensor *s)
{
	int ret;

	u8 *buf __free(kfree) = kzalloc(16, GFP_KERNEL);
	if (!buf)
		return -ENOMEM;

	ret = sensor_bus_read(s, buf, 16);
	if (ret < 0)
		return ret;

	ret = sensor_decode(s, buf);
	if (ret >= 0)
		s->last = ret;
	return ret;
}
