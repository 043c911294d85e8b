// SPDX-License-Identifier: GPL-2.0-only
/*
 * Two sections of one lock, one after the other, with a free between
 * them: each ends before the next begins, but the first would be a
 * scoped_guard and the second a guard, which the rules cannot tell apart
 * (they find a lock's helper by function, call and lock expression).
 */
#include <linux/slab.h>
#include <linux/spinlock.h>

struct cell_pool {
	spinlock_t lock;
	void *cells;
	int total;
	int closing;
};

int cell_pool_done(struct cell_pool *pool)
{
	void *cells;

	spin_lock_irq(&pool->lock);
	cells = pool->cells;
	pool->cells = NULL;
	pool->total = 0;
	spin_unlock_irq(&pool->lock);

	kfree(cells);

	spin_lock_irq(&pool->lock);
	pool->closing = 0;
	spin_unlock_irq(&pool->lock);

	return 0;
}
