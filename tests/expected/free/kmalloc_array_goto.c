// SPDX-License-Identifier: GPL-2.0-only
/* kmalloc_array with two failure labels folded into one. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/slab.h>

struct dma_chan_priv {
	int count;
};

int chan_prepare(struct dma_chan_priv *c, u32 *descs, int n);
int chan_submit(struct dma_chan_priv *c, u32 *descs, int n);

int chan_start(struct dma_chan_priv *c, int n)
{
	int err;

	u32 *descs __free(kfree) = kmalloc_array(8, sizeof(u32), GFP_KERNEL);

	if (!descs)
		return -ENOMEM;
	err = chan_prepare(c, descs, n);
	if (err)
		return err;
	err = chan_submit(c, descs, n);
	if (!err)
		c->count++;
	return err;
}
