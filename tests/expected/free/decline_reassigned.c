// SPDX-License-Identifier: GPL-2.0-only
/* The buffer is freed and allocated again, bigger, under the same name. */
#include <linux/errno.h>
#include <linux/slab.h>

struct ring {
	int size;
};

int ring_read(struct ring *r, char *buf);

int ring_peek(struct ring *r)
{
	char *buf;
	int ret;

	buf = kmalloc(32, GFP_KERNEL);
	if (!buf)
		return -ENOMEM;
	ret = ring_read(r, buf);
	if (ret > 0) {
		kfree(buf);
		buf = kmalloc(64, GFP_KERNEL);
		if (!buf)
			return -ENOMEM;
		ret = ring_read(r, buf);
	}
	kfree(buf);
	return ret;
}
