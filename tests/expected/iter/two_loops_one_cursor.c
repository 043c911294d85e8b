// SPDX-License-Identifier: GPL-2.0-only
/*
 * Two loops share one cursor, and each puts it before it leaves early:
 * both become scoped, each with a cursor of its own, and the declaration
 * they shared goes, initialiser and all.
 */
#include <linux/errno.h>
#include <linux/of.h>

struct bus {
	struct device_node *np;
	int ndev;
};

int bus_check(const struct device_node *child);
int bus_add(struct bus *b, struct device_node *child);

int bus_scan(struct bus *b)
{
	int ret;

	for_each_child_of_node_scoped(b->np, child) {
		if (bus_check(child))
			return -EINVAL;
	}
	for_each_child_of_node_scoped(b->np, child) {
		ret = bus_add(b, child);
		if (ret)
			return ret;
		b->ndev++;
	}
	return 0;
}
