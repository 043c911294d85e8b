// SPDX-License-Identifier: GPL-2.0-only
/*
 * A loop over a device's child fwnodes: a break inside the switch ends the
 * switch, not the loop, and the default case puts the child and returns.
 * device_for_each_child_node_scoped() puts the child on that return; its
 * DEFINE_FREE calls fwnode_handle_put() on NULL too when the loop ends,
 * which does nothing.
 */
#include <linux/device.h>
#include <linux/errno.h>
#include <linux/property.h>

struct leds {
	int count;
	u32 colors;
};

int leds_probe_children(struct leds *l, struct device *dev)
{
	u32 color;

	device_for_each_child_node_scoped(dev, child) {
		if (fwnode_property_read_u32(child, "color", &color))
			color = 0;
		switch (color) {
		case 0:
		case 1:
			l->colors |= 1u << color;
			break;
		default:
			return -EINVAL;
		}
		l->count++;
	}
	return 0;
}
