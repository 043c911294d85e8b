// SPDX-License-Identifier: GPL-2.0-only
/* A raw spinlock around a register shadow. */
#include <linux/cleanup.h>
#include <linux/spinlock.h>

struct timer_dev {
	raw_spinlock_t lock;
	unsigned int ctrl;
};

void timer_write_ctrl(struct timer_dev *t, unsigned int ctrl);

void timer_set_bits(struct timer_dev *t, unsigned int bits)
{
	guard(raw_spinlock)(&t->lock);
	t->ctrl |= bits;
	timer_write_ctrl(t, t->ctrl);
}
