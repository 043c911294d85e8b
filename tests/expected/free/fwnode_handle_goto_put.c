// SPDX-License-Identifier: GPL-2.0-only
/* A firmware node child, put at a label that every path reaches. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/property.h>

struct led_bank {
	struct device *dev;
	u32 count;
	int ready;
};

int led_bank_setup(struct led_bank *b);

int led_bank_probe(struct led_bank *b)
{
	int ret;

	struct fwnode_handle *leds __free(fwnode_handle) =
		device_get_named_child_node(b->dev, "led-bank-children");
	if (!leds)
		return -ENODEV;

	ret = fwnode_property_read_u32(leds, "count", &b->count);
	if (ret)
		return ret;

	return led_bank_setup(b);
}
