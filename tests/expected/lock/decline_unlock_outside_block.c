// SPDX-License-Identifier: GPL-2.0-only
/* Locked inside the loop body, unlocked after the loop on the way out: no
 * block holds the whole critical section. */
#include <linux/mutex.h>

struct cache {
	struct mutex lock;
	int dirty;
};

int cache_flush(struct cache *c);
void cache_wait(struct cache *c);

void cache_sync(struct cache *c)
{
	for (;;) {
		mutex_lock(&c->lock);
		if (cache_flush(c) == 0)
			break;
		mutex_unlock(&c->lock);
		cache_wait(c);
	}
	c->dirty = 0;
	mutex_unlock(&c->lock);
}
