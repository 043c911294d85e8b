// SPDX-License-Identifier: GPL-2.0-only
/* The allocation is the first statement after a label: the declaration
 * would follow the label. */
#include <linux/errno.h>
#include <linux/slab.h>

struct seq {
	int tries;
};

int seq_try(struct seq *s, u8 *buf);

int seq_run(struct seq *s)
{
	u8 *buf;
	int ret;

again:
	buf = kmalloc(8, GFP_KERNEL);
	if (!buf)
		return -ENOMEM;
	ret = seq_try(s, buf);
	kfree(buf);
	if (ret == -EAGAIN && s->tries++ < 1)
		goto again;
	return ret;
}
