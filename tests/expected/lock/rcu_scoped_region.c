// SPDX-License-Identifier: GPL-2.0-only
/* The RCU read side ends before the sleeping call. */
#include <linux/cleanup.h>
#include <linux/rcupdate.h>

struct peer {
	int id;
	int flags;
};

struct peer *peer_lookup_rcu(int id);
void peer_sync_slow(int id, int flags);

void peer_refresh(int id)
{
	struct peer *p;
	int flags = 0;

	scoped_guard(rcu) {
		p = peer_lookup_rcu(id);
		if (p)
			flags = p->flags;
	}

	peer_sync_slow(id, flags);
}
