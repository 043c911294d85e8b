// SPDX-License-Identifier: GPL-2.0-only
/* As free_irq() returns the action's name after freeing the action: the
 * value read from the buffer before the free is a value of its own, and
 * returning it after the free is no use of the buffer. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/slab.h>

struct foo_msg {
	int len;
	int code;
};

int foo_fill(struct foo_msg *msg);

int foo_read_code(void)
{
	struct foo_msg *msg __free(kfree) = kzalloc(sizeof(*msg), GFP_KERNEL);
	if (!msg)
		return -ENOMEM;
	if (foo_fill(msg))
		return -EIO;
	return msg->code;
}
