// SPDX-License-Identifier: GPL-2.0-only
/* A device found by name, with a reference that must be put. */
#include <linux/cleanup.h>
#include <linux/device.h>
#include <linux/errno.h>

struct bus_type kg_bus;

int peer_bind(struct device *dev, int mode);

int peer_attach(int mode)
{
	int ret;

	struct device *dev __free(put_device) = bus_find_device_by_name(&kg_bus, NULL, "peer0");
	if (!dev)
		return -ENODEV;
	ret = peer_bind(dev, mode);
	if (ret)
		return ret;
	return 0;
}
