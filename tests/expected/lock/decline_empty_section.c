// SPDX-License-Identifier: GPL-2.0-only
/*
 * An empty read-side section passes through a quiescent state on purpose
 * (as rcu_strict_gp_check_qs() does): there is nothing for a guard to
 * hold, and "if (x) guard(rcu)();" would not even compile. Declined.
 */
#include <linux/rcupdate.h>

void peer_check_qs(bool strict)
{
	if (strict) {
		rcu_read_lock();
		rcu_read_unlock();
	}
}
