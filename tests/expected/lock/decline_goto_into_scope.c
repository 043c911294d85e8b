// SPDX-License-Identifier: GPL-2.0-only
/* A goto from before the lock reaches a label after the unlock: with a guard
 * that label would be inside its scope, entered without its initialisation. */
#include <linux/errno.h>
#include <linux/mutex.h>

struct chan {
	struct mutex lock;
	int id;
};

void chan_log(struct chan *c);

int chan_set_id(struct chan *c, int id)
{
	if (id < 0)
		goto err;

	mutex_lock(&c->lock);
	c->id = id;
	mutex_unlock(&c->lock);
	return 0;

err:
	chan_log(c);
	return -EINVAL;
}
