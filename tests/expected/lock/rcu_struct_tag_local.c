// SPDX-License-Identifier: GPL-2.0-only
/*
 * The local has the name of its struct tag, as 'struct pid *pid' in
 * get_task_pid(): once the return takes the value under the guard, the
 * local is unused and goes, whatever the return type says.
 */
#include <linux/cleanup.h>
#include <linux/rcupdate.h>

struct peer {
	int id;
	int refs;
};

struct peer *peer_lookup_rcu(int id);
struct peer *peer_get(struct peer *peer);

struct peer *peer_find_get(int id)
{
	guard(rcu)();
	return peer_get(peer_lookup_rcu(id));
}
