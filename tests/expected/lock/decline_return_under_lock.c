// SPDX-License-Identifier: GPL-2.0-only
/* The returned value is computed by a call after the unlock; under a guard
 * it would run with the lock held. */
#include <linux/mutex.h>

struct counter {
	struct mutex lock;
	int value;
};

int counter_publish(struct counter *c, int value);

int counter_bump(struct counter *c)
{
	int value;

	mutex_lock(&c->lock);
	value = ++c->value;
	mutex_unlock(&c->lock);
	return counter_publish(c, value);
}
