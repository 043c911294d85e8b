// SPDX-License-Identifier: GPL-2.0-only
/*
 * A loop over the children of a node whose early exits put the child
 * before they leave: for_each_child_of_node_scoped() puts it itself, so the
 * puts go, and so does the cursor's own declaration.
 */
#include <linux/errno.h>
#include <linux/of.h>

struct board {
	struct device_node *np;
	int nchild;
};

int board_add_child(struct board *b, struct device_node *child);
int board_child_last(const struct device_node *child);

int board_parse_children(struct board *b)
{
	int ret;

	for_each_child_of_node_scoped(b->np, child) {
		if (board_child_last(child))
			break;
		ret = board_add_child(b, child);
		if (ret)
			return ret;
		b->nchild++;
	}
	return 0;
}
