// SPDX-License-Identifier: GPL-2.0-only
/*
 * The loop takes the address of a member of its cursor and increments
 * another member: '&child->flags' and '++child->flags' change what the
 * child points to, never the cursor itself, so the loop converts.
 */
#include <linux/errno.h>
#include <linux/of.h>

struct board {
	struct device_node *np;
	int nchild;
};

int board_mark(struct board *b, unsigned int *flags);

int board_mark_children(struct board *b)
{
	int ret;

	for_each_child_of_node_scoped(b->np, child) {
		++child->flags;
		ret = board_mark(b, &child->flags);
		if (ret < 0)
			return ret;
		if (ret > 0)
			break;
		b->nchild++;
	}
	return 0;
}
