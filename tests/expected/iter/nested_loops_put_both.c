// SPDX-License-Identifier: GPL-2.0-only
/*
 * Nested loops over children and their children: the inner error exit puts
 * the inner cursor, then the outer one, and returns. Both loops become
 * scoped; on that return the inner cursor is put first, as before.
 */
#include <linux/errno.h>
#include <linux/of.h>

struct pctl {
	int npins;
};

int pctl_add_pin(struct pctl *p, const struct device_node *pin);

int pctl_parse(struct pctl *p, struct device_node *np)
{
	int ret;

	for_each_child_of_node_scoped(np, group) {
		for_each_child_of_node_scoped(group, pin) {
			ret = pctl_add_pin(p, pin);
			if (ret)
				return ret;
			p->npins++;
		}
	}
	return 0;
}
