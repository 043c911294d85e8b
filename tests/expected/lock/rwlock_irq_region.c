// SPDX-License-Identifier: GPL-2.0-only
/* read_lock_irq and write_lock_irq regions followed by unlocked work. */
#include <linux/cleanup.h>
#include <linux/spinlock.h>

struct neigh {
	rwlock_t lock;
	int state;
};

void neigh_notify(struct neigh *n, int state);

int neigh_state(struct neigh *n)
{
	int state;

	scoped_guard(read_lock_irq, &n->lock)
		state = n->state;
	neigh_notify(n, state);
	return state;
}

void neigh_update(struct neigh *n, int state)
{
	scoped_guard(write_lock_irq, &n->lock)
		n->state = state;
	neigh_notify(n, state);
}
