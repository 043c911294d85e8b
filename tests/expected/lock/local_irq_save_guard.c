// SPDX-License-Identifier: GPL-2.0-only
/* local_irq_save/restore: guard(irqsave) keeps the flags itself. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/irqflags.h>

struct fifo {
	int count;
};

bool fifo_full(struct fifo *f);

int fifo_push(struct fifo *f)
{
	guard(irqsave)();
	if (fifo_full(f))
		return -EAGAIN;
	f->count++;
	return 0;
}
