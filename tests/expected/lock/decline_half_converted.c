// SPDX-License-Identifier: GPL-2.0-only
/* The function already uses a guard for RCU; the mutex below is left for a
 * human to finish. */
#include <linux/errno.h>
#include <linux/mutex.h>
#include <linux/rcupdate.h>

struct tunnel {
	struct mutex lock;
	int id;
};

int tunnel_check(struct tunnel *t);

int tunnel_update(struct tunnel *t, int id)
{
	int ret;

	scoped_guard(rcu) {
		if (tunnel_check(t))
			return -ENOENT;
	}

	mutex_lock(&t->lock);
	if (id < 0) {
		ret = -EINVAL;
		goto out;
	}
	t->id = id;
	ret = 0;
out:
	mutex_unlock(&t->lock);
	return ret;
}
