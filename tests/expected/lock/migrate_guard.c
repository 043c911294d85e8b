// SPDX-License-Identifier: GPL-2.0-only
/* Stay on this CPU while the per-CPU buffer is used. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/preempt.h>

int cpu_buffer_reserve(int len);
void cpu_buffer_commit(int slot);

int cpu_buffer_write(int len)
{
	int slot;

	guard(migrate)();
	slot = cpu_buffer_reserve(len);
	if (slot < 0)
		return -ENOSPC;
	cpu_buffer_commit(slot);
	return slot;
}
