// SPDX-License-Identifier: GPL-2.0-only
/* A device tree child node reference, put on every path. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/of.h>

struct board {
	struct device_node *np;
	u32 rate;
};

int board_parse_clock(struct board *b, struct device_node *child);

int board_probe_clock(struct board *b)
{
	int ret;

	struct device_node *child __free(device_node) = of_get_child_by_name(b->np, "clock");
	if (!child)
		return -ENODEV;

	ret = board_parse_clock(b, child);
	if (ret)
		return ret;
	b->rate = 1;
	return ret;
}
