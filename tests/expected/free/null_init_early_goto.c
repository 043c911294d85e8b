// SPDX-License-Identifier: GPL-2.0-only
/* The pointer starts NULL and an early check jumps to the free label before
 * the allocation: kfree(NULL) did nothing there, so that goto becomes a
 * plain return too. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/slab.h>

struct port {
	int mode;
};

bool port_ready(struct port *p);
int port_configure(struct port *p, u8 *cfg);

int port_setup(struct port *p)
{
	if (!port_ready(p))
		return -EAGAIN;
	u8 *cfg __free(kfree) = kzalloc(16, GFP_KERNEL);

	if (!cfg)
		return -ENOMEM;
	return port_configure(p, cfg);
}
