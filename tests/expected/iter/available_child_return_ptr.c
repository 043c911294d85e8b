// SPDX-License-Identifier: GPL-2.0-only
/*
 * A loop over the available children whose error exit puts the child and
 * jumps to the label that frees the table: the table becomes __free(kfree),
 * handed on with return_ptr(), the goto a return, and the loop
 * for_each_available_child_of_node_scoped(). On the error exit the child is
 * still put before the table is freed.
 */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/of.h>
#include <linux/slab.h>

struct port_table {
	int n;
	int ids[8];
};

int port_parse(struct port_table *t, const struct device_node *child);

struct port_table *port_table_build(struct device_node *np)
{
	struct port_table *t __free(kfree) = kzalloc(sizeof(*t), GFP_KERNEL);
	if (!t)
		return NULL;
	for_each_available_child_of_node_scoped(np, child) {
		if (t->n == 8 || port_parse(t, child))
			return NULL;
		t->n++;
	}
	return_ptr(t);
}
