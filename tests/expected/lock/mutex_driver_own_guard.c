// SPDX-License-Identifier: GPL-2.0-only
/* A driver with a guard of its own for its device's mutex (as iwlwifi's
 * guard(mvm)): its lock and unlock calls become that guard, on the device
 * pointer; a mutex of another structure keeps guard(mutex). */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>

struct wdev {
	struct mutex mutex;
	int state;
};

struct wdev_port {
	struct mutex mutex;
	int open;
};

DEFINE_GUARD(wdev, struct wdev *, mutex_lock(&_T->mutex), mutex_unlock(&_T->mutex))

int wdev_read(struct wdev *wd);
void wdev_kick(struct wdev *wd);

int wdev_set_state(struct wdev *wd, int state)
{
	int ret;

	guard(wdev)(wd);
	ret = wdev_read(wd);
	if (ret < 0)
		return ret;
	wd->state = state;
	return 0;
}

void wdev_poke(struct wdev *wd)
{
	scoped_guard(wdev, wd)
		wd->state++;
	wdev_kick(wd);
}

int wdev_port_open(struct wdev_port *port)
{
	guard(mutex)(&port->mutex);
	if (port->open)
		return -EBUSY;
	port->open = 1;
	return 0;
}
