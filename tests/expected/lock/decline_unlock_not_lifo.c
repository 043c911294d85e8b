// SPDX-License-Identifier: GPL-2.0-only
/* Two locks released in the order they were taken. */
#include <linux/mutex.h>

struct pair {
	struct mutex a;
	struct mutex b;
	int value;
};

void pair_update(struct pair *p, int value)
{
	mutex_lock(&p->a);
	mutex_lock(&p->b);
	p->value = value;
	mutex_unlock(&p->a);
	mutex_unlock(&p->b);
}
