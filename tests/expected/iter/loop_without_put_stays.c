// SPDX-License-Identifier: GPL-2.0-only
/*
 * A loop that never leaves early puts nothing by hand: it is no candidate,
 * since its scoped twin would only move the cursor's declaration.
 */
#include <linux/of.h>

struct board {
	struct device_node *np;
	int nchild;
};

int board_child_ok(const struct device_node *child);

void board_count(struct board *b)
{
	struct device_node *np = b->np, *child;

	b->nchild = 0;
	for_each_child_of_node(np, child) {
		if (!board_child_ok(child))
			continue;
		b->nchild++;
	}
}
