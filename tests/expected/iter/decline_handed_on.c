// SPDX-License-Identifier: GPL-2.0-only
/*
 * The loop puts the child on its error exit, but hands the child it finds
 * on to the board, reference and all: the scoped loop would put that one
 * too as the return leaves, so the loop stays.
 */
#include <linux/errno.h>
#include <linux/of.h>

struct board {
	struct device_node *np;
	struct device_node *port;
};

int board_child_id(const struct device_node *child);
int board_child_bad(const struct device_node *child);

int board_get_port(struct board *b, int id)
{
	struct device_node *child;

	for_each_child_of_node(b->np, child) {
		if (board_child_bad(child)) {
			of_node_put(child);
			return -EINVAL;
		}
		if (board_child_id(child) == id) {
			b->port = child;
			return 0;
		}
	}
	return -ENODEV;
}
