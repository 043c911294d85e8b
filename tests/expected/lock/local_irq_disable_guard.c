// SPDX-License-Identifier: GPL-2.0-only
/* Interrupts off around a two-word update. */
#include <linux/cleanup.h>
#include <linux/irqflags.h>

struct seq_pair {
	int lo;
	int hi;
};

void seq_pair_set(struct seq_pair *p, int lo, int hi)
{
	guard(irq)();
	p->lo = lo;
	p->hi = hi;
}
