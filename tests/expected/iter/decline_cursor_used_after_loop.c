// SPDX-License-Identifier: GPL-2.0-only
/*
 * The loop puts the child on its error exit, but the child it finds leaves
 * the loop held: the function returns it. The scoped loop would put it on
 * the way out, so the loop stays.
 */
#include <linux/of.h>

struct board {
	struct device_node *np;
};

int board_child_id(const struct device_node *child);
int board_child_bad(const struct device_node *child);

struct device_node *board_find_port(struct board *b, int id)
{
	struct device_node *child;

	for_each_child_of_node(b->np, child) {
		if (board_child_bad(child)) {
			of_node_put(child);
			return NULL;
		}
		if (board_child_id(child) == id)
			break;
	}
	return child;
}
