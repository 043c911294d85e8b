// SPDX-License-Identifier: GPL-2.0-only
/*
 * A lock held over a loop of children whose error exit puts the child and
 * jumps to the unlock: the lock becomes a guard, the goto a return, and
 * the loop its scoped twin. On the way out the child is put before the
 * lock is dropped, as before.
 */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>
#include <linux/of.h>

struct board {
	struct mutex lock;
	struct device_node *np;
	int nchild;
};

int board_add_child(struct board *b, struct device_node *child);

int board_rescan(struct board *b)
{
	int ret = 0;

	guard(mutex)(&b->lock);
	b->nchild = 0;
	for_each_child_of_node_scoped(b->np, child) {
		ret = board_add_child(b, child);
		if (ret)
			return ret;
		b->nchild++;
	}
	return ret;
}
