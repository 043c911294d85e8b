// SPDX-License-Identifier: GPL-2.0-only
/* The statistics block is attached to the device on success. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/slab.h>

struct stats_block {
	int rx;
	int tx;
};

struct netdev_priv {
	struct stats_block *stats;
	int ready;
};

int stats_init(struct stats_block *s);

int priv_attach_stats(struct netdev_priv *priv)
{
	struct stats_block *s __free(kfree) = kzalloc(sizeof(*s), GFP_KERNEL);
	if (!s)
		return -ENOMEM;
	if (stats_init(s))
		return -EIO;
	priv->stats = no_free_ptr(s);
	priv->ready = 1;
	return 0;
}
