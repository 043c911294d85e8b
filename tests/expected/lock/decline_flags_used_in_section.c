// SPDX-License-Identifier: GPL-2.0-only
/*
 * The saved interrupt state is handed to a function that drops and retakes
 * the lock with it, as hrtimer_run_queues() hands flags to __run_hrtimer().
 * guard(spinlock_irqsave) keeps its own flags: converted, the callee would
 * read an unset variable.
 */
#include <linux/spinlock.h>

struct timer_base {
	spinlock_t lock;
	int pending;
};

void base_run_expired(struct timer_base *base, unsigned long flags);

int base_run_queues(struct timer_base *base)
{
	unsigned long flags;
	int ran;

	spin_lock_irqsave(&base->lock, flags);
	ran = base->pending;
	base_run_expired(base, flags);
	spin_unlock_irqrestore(&base->lock, flags);
	return ran;
}
