// SPDX-License-Identifier: GPL-2.0-only
/* After the pointer is stored in the device, it is still used through the
 * local: no_free_ptr() would have made it NULL. */
#include <linux/errno.h>
#include <linux/slab.h>

struct chan_state {
	int credits;
};

struct chan {
	struct chan_state *state;
};

int chan_state_init(struct chan_state *st);

int chan_open(struct chan *c)
{
	struct chan_state *st;

	st = kzalloc(sizeof(*st), GFP_KERNEL);
	if (!st)
		return -ENOMEM;
	if (chan_state_init(st)) {
		kfree(st);
		return -EIO;
	}
	c->state = st;
	st->credits = 4;
	return 0;
}
