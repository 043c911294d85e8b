// SPDX-License-Identifier: GPL-2.0-only
/*
 * The exit puts the child and then returns what a call reports: the scoped
 * loop would put the child after that call, not before it. Modelled on
 * i2c_mux_gpio_probe_fw() (Linux 6.1, 'fwnode_handle_put(child); return
 * dev_err_probe(...);'), which the rules converted and only the proof
 * declined.
 */
#include <linux/errno.h>
#include <linux/of.h>

struct board {
	struct device_node *np;
	int nchild;
};

int board_add_child(struct board *b, struct device_node *child);
int board_report(struct board *b, int err);

int board_add_children(struct board *b)
{
	struct device_node *child;
	int ret;

	for_each_child_of_node(b->np, child) {
		ret = board_add_child(b, child);
		if (ret) {
			of_node_put(child);
			return board_report(b, ret);
		}
		b->nchild++;
	}
	return 0;
}
