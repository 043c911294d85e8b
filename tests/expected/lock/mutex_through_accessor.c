// SPDX-License-Identifier: GPL-2.0-only
/*
 * The lock is named through an accessor that only computes a pointer
 * (container_of), as gpio drivers write &to_chip(gc)->lock: the unlock
 * calls it again, the guard reads the lock once. The proof reads the
 * accessor's body and sees the same lock.
 */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/kernel.h>
#include <linux/mutex.h>

struct gpio_ctl {
	int base;
};

struct chip {
	struct mutex lock;
	struct gpio_ctl gc;
	int dir;
};

static inline struct chip *to_chip(struct gpio_ctl *gc)
{
	return container_of(gc, struct chip, gc);
}

int chip_hw_dir(struct chip *c, unsigned int off, int out);

int chip_set_dir(struct gpio_ctl *gc, unsigned int off, int out)
{
	int ret;

	guard(mutex)(&to_chip(gc)->lock);
	ret = chip_hw_dir(to_chip(gc), off, out);
	if (ret)
		return ret;
	to_chip(gc)->dir = out;
	return ret;
}
