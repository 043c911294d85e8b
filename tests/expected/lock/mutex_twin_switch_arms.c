// SPDX-License-Identifier: GPL-2.0-only
/*
 * Two cases of a switch take the same lock, each ending with a break: no
 * path takes the lock twice, so each case gets a region of its own.
 */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>

struct codec {
	struct mutex lock;
	int volume;
	int mute;
};

int codec_write(struct codec *c, int reg, int val);

int codec_ctl(struct codec *c, int what, int val)
{
	int ret = 0;

	switch (what) {
	case 0:
		scoped_guard(mutex, &c->lock) {
			ret = codec_write(c, 1, val);
			c->volume = val;
		}
		break;
	case 1:
		scoped_guard(mutex, &c->lock)
			c->mute = !!val;
		break;
	default:
		return -EINVAL;
	}
	return ret;
}
