// SPDX-License-Identifier: GPL-2.0-only
/* A bind that holds the device lock (device_lock(), with the tree's
 * guard(device)) and unlocks on each of its three returns. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/device.h>

int foo_attach(struct device *dev, void *data);

int foo_bind(struct device *dev, void *data)
{
	int ret;

	guard(device)(dev);
	if (dev->driver_data)
		return -EBUSY;
	ret = foo_attach(dev, data);
	if (ret)
		return ret;
	dev->driver_data = data;
	return 0;
}
