// SPDX-License-Identifier: GPL-2.0-only
/* Interrupts are off only while the ring index moves; the wake-up after it
 * must run with interrupts on. */
#include <linux/cleanup.h>
#include <linux/spinlock.h>

struct ring {
	spinlock_t lock;
	int head;
	int size;
};

void ring_wake(struct ring *r);

void ring_advance(struct ring *r)
{
	scoped_guard(spinlock_irq, &r->lock) {
		r->head++;
		if (r->head == r->size)
			r->head = 0;
	}
	ring_wake(r);
}
