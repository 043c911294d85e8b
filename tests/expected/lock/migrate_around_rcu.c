// SPDX-License-Identifier: GPL-2.0-only
/*
 * An RCU read-side section nested in a migrate-disabled one. The first
 * enable after migrate_disable() on every path is rcu_read_unlock(), so the
 * outer section converts only in a second pass, once the inner one has.
 */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/preempt.h>
#include <linux/rcupdate.h>

int hook_first(int cpu);
void hook_account(int cpu, int ret);

int hooks_run(int cpu)
{
	int ret;

	guard(migrate)();
	scoped_guard(rcu) {
		ret = hook_first(cpu);
		if (ret < 0)
			ret = -EAGAIN;
	}
	hook_account(cpu, ret);
	return ret;
}
