// SPDX-License-Identifier: GPL-2.0-only
/* The lock is dropped around a sleeping wait and retaken in the loop. */
#include <linux/mutex.h>

struct waiter {
	struct mutex lock;
	int ready;
};

bool waiter_ready(struct waiter *w);
void waiter_sleep(struct waiter *w);

void waiter_wait(struct waiter *w)
{
	mutex_lock(&w->lock);
	while (!waiter_ready(w)) {
		mutex_unlock(&w->lock);
		waiter_sleep(w);
		mutex_lock(&w->lock);
	}
	w->ready = 0;
	mutex_unlock(&w->lock);
}
