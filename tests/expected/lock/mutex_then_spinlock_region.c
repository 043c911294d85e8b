// SPDX-License-Identifier: GPL-2.0-only
/* A mutex for the whole operation and a spinlock for the part that touches
 * state shared with the interrupt handler. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>

struct uart_port_priv {
	struct mutex lock;
	spinlock_t irq_lock;
	int baud;
	int divisor;
};

int uart_calc_divisor(int baud);
void uart_write_divisor(struct uart_port_priv *u, int divisor);

int uart_set_baud(struct uart_port_priv *u, int baud)
{
	int divisor;

	guard(mutex)(&u->lock);
	divisor = uart_calc_divisor(baud);
	if (divisor < 0)
		return -EINVAL;

	scoped_guard(spinlock_irqsave, &u->irq_lock)
		u->divisor = divisor;

	uart_write_divisor(u, divisor);
	u->baud = baud;
	return 0;
}
