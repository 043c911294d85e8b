// SPDX-License-Identifier: GPL-2.0-only
/* A function spatch cannot parse (a statement macro it does not know). */
#include <linux/mutex.h>

#define DO_ONCE_BEGIN(x) if (!(x)++) {
#define DO_ONCE_END }

struct once {
	struct mutex lock;
	int done;
	int count;
};

void once_run(struct once *o)
{
	mutex_lock(&o->lock);
	DO_ONCE_BEGIN(o->done)
		o->count++;
	DO_ONCE_END
	mutex_unlock(&o->lock);
}
