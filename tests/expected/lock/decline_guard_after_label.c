// SPDX-License-Identifier: GPL-2.0-only
/* The lock is the first statement after a retry label and every unlock
 * leaves: guard() would put a declaration right after the label. */
#include <linux/errno.h>
#include <linux/mutex.h>

struct xfer {
	struct mutex lock;
	int tries;
};

int xfer_once(struct xfer *x);

int xfer_run(struct xfer *x)
{
	int ret;

retry:
	mutex_lock(&x->lock);
	ret = xfer_once(x);
	if (ret == -EIO && x->tries++ < 2) {
		mutex_unlock(&x->lock);
		goto retry;
	}
	mutex_unlock(&x->lock);
	return ret;
}
