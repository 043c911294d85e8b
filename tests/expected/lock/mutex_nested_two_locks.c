// SPDX-License-Identifier: GPL-2.0-only
/* Two mutexes, released in reverse order on every path. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>

struct bus {
	struct mutex bus_lock;
};

struct client {
	struct bus *bus;
	struct mutex lock;
	int state;
};

int client_transfer(struct client *c, int len);

int client_xfer(struct client *c, int len)
{
	int ret;

	guard(mutex)(&c->lock);
	guard(mutex)(&c->bus->bus_lock);
	if (len > 1)
		return -EINVAL;
	ret = client_transfer(c, len);
	if (!ret)
		c->state = len;
	return ret;
}
