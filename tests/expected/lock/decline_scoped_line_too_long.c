// SPDX-License-Identifier: GPL-2.0-only
/* One tab deeper in a scoped_guard, a line of the section would pass 100 columns. */
#include <linux/spinlock.h>
#include <linux/types.h>

#define KG_DEBOUNCE	0x08
#define KG_MODE_OUT	0x01
#define KG_OUT_HIGH	0x02
#define KG_OUT_LOW	0x00
#define KG_LATCH	0x40

struct kgpio {
	spinlock_t lock;
	u8 reg;
};

u8 kgpio_read(struct kgpio *g);
void kgpio_write(struct kgpio *g, u8 v);
void kgpio_sync(struct kgpio *g);

void kgpio_set(struct kgpio *g, int value)
{
	unsigned long flags;
	u8 temp;

	spin_lock_irqsave(&g->lock, flags);
	temp = kgpio_read(g);
	temp = (temp & KG_DEBOUNCE) | KG_MODE_OUT | (value ? KG_OUT_HIGH : KG_OUT_LOW) | KG_LATCH;
	kgpio_write(g, temp);
	spin_unlock_irqrestore(&g->lock, flags);

	kgpio_sync(g);
}
