// SPDX-License-Identifier: GPL-2.0-only
/* raw_spin_lock_irq with an error return. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/spinlock.h>

struct clk_gate {
	raw_spinlock_t lock;
	int enable_count;
};

int gate_hw_enable(struct clk_gate *g);

int gate_enable(struct clk_gate *g)
{
	int ret;

	guard(raw_spinlock_irq)(&g->lock);
	ret = gate_hw_enable(g);
	if (ret)
		return ret;
	g->enable_count++;
	return 0;
}
