// SPDX-License-Identifier: GPL-2.0-only
/* One path returns with the mutex held (the caller unlocks): a guard would
 * release it. */
#include <linux/errno.h>
#include <linux/mutex.h>

struct dev_state {
	struct mutex lock;
	int users;
};

bool dev_state_busy(struct dev_state *st);

int dev_state_claim(struct dev_state *st)
{
	mutex_lock(&st->lock);
	if (dev_state_busy(st))
		return -EBUSY;
	st->users++;
	mutex_unlock(&st->lock);
	return 0;
}
