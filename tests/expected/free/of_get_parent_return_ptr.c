// SPDX-License-Identifier: GPL-2.0-only
/* The parent node is returned with its reference, or put on failure. */
#include <linux/cleanup.h>
#include <linux/of.h>

bool node_is_bus(const struct device_node *np);

struct device_node *find_bus_parent(struct device_node *np)
{
	struct device_node *parent __free(device_node) = of_get_parent(np);
	if (!parent)
		return NULL;
	if (!node_is_bus(parent))
		return NULL;
	return_ptr(parent);
}
