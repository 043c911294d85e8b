// SPDX-License-Identifier: GPL-2.0-only
/* The lock is the first statement after a retry label; the section ends
 * before the retry test, so a scoped_guard (a statement) can follow the label. */
#include <linux/cleanup.h>
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
	scoped_guard(mutex, &x->lock) {
		ret = xfer_once(x);
	}
	if (ret == -EAGAIN && x->tries++ < 2)
		goto retry;
	return ret;
}
