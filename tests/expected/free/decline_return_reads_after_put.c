// SPDX-License-Identifier: GPL-2.0-only
/*
 * The return value reads memory after the put: with __free(device_node)
 * the put would run after the return value is computed, so the read would
 * move before a call. Modelled on axp288_extcon_find_role_sw() (Linux 6.1,
 * drivers/extcon/extcon-axp288.c), which the rules converted and only the
 * proof declined.
 */
#include <linux/errno.h>
#include <linux/of.h>

struct phy;

struct board {
	struct device_node *np;
	struct phy *phy;
};

struct phy *board_phy_by_node(struct device_node *np);

int board_find_phy(struct board *b)
{
	struct device_node *np;

	np = of_get_child_by_name(b->np, "phy");
	if (!np)
		return -ENODEV;
	b->phy = board_phy_by_node(np);
	of_node_put(np);

	return b->phy ? 0 : -ENODEV;
}
