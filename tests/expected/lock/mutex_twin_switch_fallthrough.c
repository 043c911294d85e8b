// SPDX-License-Identifier: GPL-2.0-only
/*
 * The first case falls through into the second, which takes the lock the
 * first one dropped: a path takes it twice, but one section after the
 * other, so each case gets a region of its own.
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

int codec_reset(struct codec *c, int what)
{
	int ret = 0;

	switch (what) {
	case 0:
		scoped_guard(mutex, &c->lock)
			ret = codec_write(c, 1, 0);
		/* fall through */
	case 1:
		scoped_guard(mutex, &c->lock)
			c->mute = 1;
		break;
	default:
		return -EINVAL;
	}
	return ret;
}
