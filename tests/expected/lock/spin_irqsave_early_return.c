// SPDX-License-Identifier: GPL-2.0-only
/* irqsave with early returns: the flags variable goes with the lock. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/spinlock.h>

struct gpio_bank {
	spinlock_t lock;
	unsigned int dir;
};

bool bank_line_valid(struct gpio_bank *bank, int offset);
void bank_hw_write(struct gpio_bank *bank, unsigned int dir);

int bank_direction_output(struct gpio_bank *bank, int offset)
{
	guard(spinlock_irqsave)(&bank->lock);
	if (!bank_line_valid(bank, offset))
		return -EINVAL;
	bank->dir |= 1u << offset;
	bank_hw_write(bank, bank->dir);

	return 0;
}
