// SPDX-License-Identifier: GPL-2.0-only
/*
 * A region whose irqsave flags are declared in the block around it, as in an
 * interrupt demultiplexer that toggles the edge polarity: the flags go with
 * the lock, from that block (clang W=1 and gcc -Werror reject an unused one).
 */
#include <linux/cleanup.h>
#include <linux/spinlock.h>

struct pin_bank {
	raw_spinlock_t slock;
	unsigned int toggle_edge_mode;
	unsigned int polarity;
};

unsigned int bank_read_port(struct pin_bank *bank);
void bank_write_polarity(struct pin_bank *bank, unsigned int polarity);
void bank_handle_irq(struct pin_bank *bank, int irq);

void bank_irq_demux(struct pin_bank *bank, int irq)
{
	if (bank->toggle_edge_mode & (1u << irq)) {
		unsigned int data, data_old;

		data = bank_read_port(bank);
		do {
			scoped_guard(raw_spinlock_irqsave, &bank->slock) {
				if (data & (1u << irq))
					bank->polarity &= ~(1u << irq);
				else
					bank->polarity |= 1u << irq;
				bank_write_polarity(bank, bank->polarity);
			}

			data_old = data;
			data = bank_read_port(bank);
		} while ((data & (1u << irq)) != (data_old & (1u << irq)));
	}

	bank_handle_irq(bank, irq);
}
