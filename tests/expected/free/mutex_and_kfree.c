// SPDX-License-Identifier: GPL-2.0-only
/* A buffer allocated before the lock, an exit that unlocks and frees: both
 * go, released in the original order. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>
#include <linux/slab.h>

struct codec {
	struct mutex lock;
	int state;
};

int codec_xfer(struct codec *c, u8 *buf, int len);

int codec_sync(struct codec *c)
{
	int ret;

	u8 *buf __free(kfree) = kmalloc(32, GFP_KERNEL);
	if (!buf)
		return -ENOMEM;

	guard(mutex)(&c->lock);
	ret = codec_xfer(c, buf, 32);
	if (ret)
		return ret;
	c->state = buf[0];
	return ret;
}
