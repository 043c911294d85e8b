// SPDX-License-Identifier: GPL-2.0-only
/* A phandle target node, looked up and put. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/of.h>

struct pinctrl_priv {
	struct device_node *np;
	u32 mux;
};

int pinctrl_read_mux(struct device_node *np, u32 *mux);

int pinctrl_get_mux(struct pinctrl_priv *pc)
{
	struct device_node *target __free(device_node) = of_parse_phandle(pc->np, "pinctrl-0", 0);
	if (!target)
		return -EINVAL;
	return pinctrl_read_mux(target, &pc->mux);
}
