// SPDX-License-Identifier: GPL-2.0-only
/* Two buffers, freed in reverse order through stacked labels. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/slab.h>

struct xfer {
	int done;
};

int xfer_run(struct xfer *x, u8 *tx, u8 *rx);

int xfer_loopback(struct xfer *x)
{
	int ret;

	u8 *tx __free(kfree) = kzalloc(16, GFP_KERNEL);
	if (!tx)
		return -ENOMEM;
	u8 *rx __free(kfree) = kzalloc(16, GFP_KERNEL);

	if (!rx)
		return -ENOMEM;
	ret = xfer_run(x, tx, rx);
	if (!ret)
		x->done = 1;
	return ret;
}
