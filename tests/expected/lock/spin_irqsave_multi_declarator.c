// SPDX-License-Identifier: GPL-2.0-only
/* flags is declared with other variables: only flags goes. */
#include <linux/cleanup.h>
#include <linux/spinlock.h>

struct irq_chip_priv {
	spinlock_t lock;
	unsigned long mask;
};

unsigned long chip_read_status(struct irq_chip_priv *p);

unsigned long chip_pending(struct irq_chip_priv *p)
{
	unsigned long status;

	guard(spinlock_irqsave)(&p->lock);
	status = chip_read_status(p);
	return status & p->mask;
}
