// SPDX-License-Identifier: GPL-2.0-only
/* The register write happens under the raw lock; the callback after it
 * must not. */
#include <linux/cleanup.h>
#include <linux/spinlock.h>

struct irq_gc {
	raw_spinlock_t lock;
	unsigned int mask_cache;
};

void gc_write_mask(struct irq_gc *gc, unsigned int mask);
void gc_mask_changed(struct irq_gc *gc);

void gc_mask_irq(struct irq_gc *gc, unsigned int bit)
{
	scoped_guard(raw_spinlock_irqsave, &gc->lock) {
		gc->mask_cache &= ~bit;
		gc_write_mask(gc, gc->mask_cache);
	}

	gc_mask_changed(gc);
}
