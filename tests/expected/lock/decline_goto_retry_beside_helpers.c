// SPDX-License-Identifier: GPL-2.0-only
/* The lock is the first statement after a retry label; the section ends
 * before the retry test. A scoped_guard would leave 'goto retry' beside it,
 * and cleanup.h never mixes goto and the helpers: declined. */
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
	mutex_unlock(&x->lock);
	if (ret == -EAGAIN && x->tries++ < 2)
		goto retry;
	return ret;
}
