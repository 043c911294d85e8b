// SPDX-License-Identifier: GPL-2.0-only
/*
 * Two loops share one cursor. The second hands the child on, so it stays;
 * the first could convert, but then the cursor's declaration would stay
 * for the second and the first would shadow it: the loops of one cursor
 * convert all or none.
 */
#include <linux/errno.h>
#include <linux/of.h>

struct board {
	struct device_node *np;
	struct device_node *port;
};

int board_check_child(const struct device_node *child);
int board_child_is_port(const struct device_node *child);

int board_setup(struct board *b)
{
	struct device_node *child;

	for_each_child_of_node(b->np, child) {
		if (board_check_child(child)) {
			of_node_put(child);
			return -EINVAL;
		}
	}
	for_each_child_of_node(b->np, child) {
		if (board_child_is_port(child)) {
			b->port = child;
			break;
		}
	}
	return 0;
}
