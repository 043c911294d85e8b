/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_DEVICE_H
#define _LINUX_DEVICE_H
#include <linux/types.h>
#include <linux/cleanup.h>

struct device {
	const char *init_name;
	void *driver_data;
	struct device *parent;
};

struct bus_type {
	const char *name;
};

static inline struct device *bus_find_device_by_name(const struct bus_type *bus,
						      struct device *start, const char *name)
{
	(void)bus; (void)start; (void)name;
	return kg_new("bus_find_device_by_name", 'D', sizeof(struct device), 1, 0);
}
static inline struct device *get_device(struct device *dev)
{
	kg_get("get_device", dev);
	return dev;
}
static inline void put_device(struct device *dev) { kg_release("put_device", dev); }
static inline void *dev_get_drvdata(const struct device *dev) { return dev->driver_data; }
static inline void dev_set_drvdata(struct device *dev, void *data) { dev->driver_data = data; }

DEFINE_FREE(put_device, struct device *, if (_T) put_device(_T))

void kg_lock(const void *lock, const char *op, int shared);
void kg_unlock(const void *lock, const char *op);
static inline void device_lock(struct device *dev) { kg_lock(dev, "device_lock", 0); }
static inline void device_unlock(struct device *dev) { kg_unlock(dev, "device_unlock"); }

DEFINE_GUARD(device, struct device *, device_lock(_T), device_unlock(_T))
#endif
