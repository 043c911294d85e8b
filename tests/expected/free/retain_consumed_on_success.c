// SPDX-License-Identifier: GPL-2.0-only
/* A gadget function handed to the bus, which owns it once the
 * registration succeeds: the error paths free it, the success keeps it. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/slab.h>

struct gadget_fn {
	int id;
	int speed;
};

struct bus {
	int id;
};

int bus_check(struct bus *bus);
int bus_register_fn(struct bus *bus, struct gadget_fn *fn);
int gadget_speed(struct bus *bus);
void bus_count(struct bus *bus);

int gadget_add_fn(struct bus *bus, int id)
{
	int ret;

	struct gadget_fn *fn __free(kfree) = kzalloc(sizeof(*fn), GFP_KERNEL);
	if (!fn)
		return -ENOMEM;
	fn->id = id;
	fn->speed = gadget_speed(bus);
	if (fn->speed < 0)
		return -EINVAL;
	ret = bus_register_fn(bus, fn);
	if (ret)
		return ret;
	retain_and_null_ptr(fn);
	bus_count(bus);
	return 0;
}

/* The bus owns fn once this succeeds (its release, later, is modelled at
 * once); on failure fn stays the caller's. */
int bus_register_fn(struct bus *bus, struct gadget_fn *fn)
{
	int ret = bus_check(bus);

	if (!ret)
		kfree(fn);
	return ret;
}
