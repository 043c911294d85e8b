// SPDX-License-Identifier: GPL-2.0-only
/*
 * The early exit puts the child and jumps to an unwind label that stays:
 * a goto would stay beside the scoped loop's cleanup, so the loop stays.
 */
#include <linux/errno.h>
#include <linux/of.h>

struct board {
	struct device_node *np;
	int nchild;
};

int board_add_child(struct board *b, struct device_node *child);
void board_remove_children(struct board *b);

int board_add_children(struct board *b)
{
	struct device_node *child;
	int ret;

	for_each_child_of_node(b->np, child) {
		ret = board_add_child(b, child);
		if (ret) {
			of_node_put(child);
			goto err;
		}
		b->nchild++;
	}
	return 0;
err:
	board_remove_children(b);
	return ret;
}
