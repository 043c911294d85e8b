// SPDX-License-Identifier: GPL-2.0-only
/* A large buffer from kvmalloc goes back with kvfree: __free(kvfree). */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/slab.h>

struct dump {
	int pages;
};

int dump_collect(struct dump *d, void *buf);
int dump_write(struct dump *d, const void *buf);

int dump_save(struct dump *d)
{
	int ret;

	void *buf __free(kvfree) = kvmalloc(4096, GFP_KERNEL);
	if (!buf)
		return -ENOMEM;
	ret = dump_collect(d, buf);
	if (ret)
		return ret;
	return dump_write(d, buf);
}
