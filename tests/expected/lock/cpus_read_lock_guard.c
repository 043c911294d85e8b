// SPDX-License-Identifier: GPL-2.0-only
/* Counting online CPUs under the hotplug read lock, with a limit that
 * returns early: the tree's guard(cpus_read_lock) replaces both unlocks. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/cpuhplock.h>

bool foo_cpu_online(int cpu);

int foo_online_count(int limit)
{
	int cpu, n = 0;

	guard(cpus_read_lock)();
	for (cpu = 0; cpu < 4; cpu++) {
		if (foo_cpu_online(cpu))
			n++;
		if (n > limit)
			return -ERANGE;
	}
	return n;
}
