// SPDX-License-Identifier: GPL-2.0-only
/* The comment that introduced an unlock goes with it. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>

struct codec {
	struct mutex lock;
	int volume;
};

int codec_write(struct codec *c, int reg, int val);

int codec_set_volume(struct codec *c, int vol)
{
	int ret;

	guard(mutex)(&c->lock);
	ret = codec_write(c, 2, vol);
	if (ret < 0)
		return ret;
	c->volume = vol;
	return 0;
}
