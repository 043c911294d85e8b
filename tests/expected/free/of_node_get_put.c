// SPDX-License-Identifier: GPL-2.0-only
/* An extra reference taken with of_node_get() and dropped. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/of.h>

int node_walk(struct device_node *np);

int node_walk_safely(struct device_node *np)
{
	struct device_node *ref __free(device_node) = of_node_get(np);

	return node_walk(ref);
}
