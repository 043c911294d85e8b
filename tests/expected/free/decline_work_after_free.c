// SPDX-License-Identifier: GPL-2.0-only
/* After the free, more work runs: with __free the free would move after it. */
#include <linux/errno.h>
#include <linux/slab.h>

struct probe {
	int ok;
};

int probe_read_id(struct probe *p, u8 *buf);
void probe_report(struct probe *p);

int probe_id(struct probe *p)
{
	u8 *buf;
	int ret;

	buf = kmalloc(4, GFP_KERNEL);
	if (!buf)
		return -ENOMEM;
	ret = probe_read_id(p, buf);
	kfree(buf);
	probe_report(p);
	return ret;
}
