// SPDX-License-Identifier: GPL-2.0-only
/* Per-CPU work with preemption off. */
#include <linux/cleanup.h>
#include <linux/preempt.h>

struct pcpu_counter {
	int value;
};

int this_cpu_slot(void);
void pcpu_add(struct pcpu_counter *c, int slot, int delta);

void pcpu_counter_add(struct pcpu_counter *c, int delta)
{
	int slot;

	guard(preempt)();
	slot = this_cpu_slot();
	if (slot < 0)
		return;
	pcpu_add(c, slot, delta);
}
