// SPDX-License-Identifier: GPL-2.0-only
/* An early exit returns a value computed by a call after the unlock, in a
 * nested block; under a guard the call would run with the lock held, and no
 * scoped_guard region can end there. */
#include <linux/mutex.h>

struct counter {
	struct mutex lock;
	int value;
	int limit;
};

int counter_publish(struct counter *c, int value);

int counter_bump(struct counter *c)
{
	mutex_lock(&c->lock);
	if (c->value >= c->limit) {
		mutex_unlock(&c->lock);
		return counter_publish(c, c->limit);
	}
	c->value++;
	mutex_unlock(&c->lock);
	return 0;
}
