// SPDX-License-Identifier: GPL-2.0-only
/* The buffer lives only inside one branch: its declaration moves there. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/slab.h>

struct mailbox {
	int pending;
};

bool mbox_has_payload(struct mailbox *m);
int mbox_read(struct mailbox *m, u8 *buf);

int mbox_poll(struct mailbox *m)
{
	int ret = 0;

	if (mbox_has_payload(m)) {
		u8 *buf __free(kfree) = kmalloc(32, GFP_KERNEL);
		if (!buf)
			return -ENOMEM;
		ret = mbox_read(m, buf);
	}
	m->pending = 0;
	return ret;
}
