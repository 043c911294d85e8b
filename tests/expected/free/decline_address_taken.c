// SPDX-License-Identifier: GPL-2.0-only
/* The address of the pointer is handed out: someone may change it. */
#include <linux/errno.h>
#include <linux/slab.h>

struct cfg {
	int len;
};

int cfg_resize(struct cfg *c, char **buf);

int cfg_load(struct cfg *c)
{
	char *buf;
	int ret;

	buf = kmalloc(16, GFP_KERNEL);
	if (!buf)
		return -ENOMEM;
	ret = cfg_resize(c, &buf);
	kfree(buf);
	return ret;
}
