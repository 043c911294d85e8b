// SPDX-License-Identifier: GPL-2.0-only
/* A critical section around a switch whose default case unlocks and returns
 * (mlxbf3_gpio_irq_set_type() of Linux 6.12): the return stays inside the
 * scoped_guard, which spatch only matches with "when exists". */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/spinlock.h>

struct chip {
	spinlock_t lock;
	int fall, rise;
};

void chip_set_handler(struct chip *c);

int chip_set_type(struct chip *c, unsigned int type)
{
	scoped_guard(spinlock_irqsave, &c->lock) {
		switch (type) {
		case 1:
			c->fall = 1;
			break;
		case 2:
			c->rise = 1;
			break;
		default:
			return -EINVAL;
		}
	}

	chip_set_handler(c);

	return 0;
}
