// SPDX-License-Identifier: GPL-2.0-only
/* An RCU reader with an early return. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/rcupdate.h>

struct peer {
	int id;
	int mtu;
};

struct peer *peer_lookup_rcu(int id);

int peer_mtu(int id)
{
	struct peer *p;

	guard(rcu)();
	p = peer_lookup_rcu(id);
	if (!p)
		return -ENOENT;
	return p->mtu;
}
