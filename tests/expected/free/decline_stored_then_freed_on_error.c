// SPDX-License-Identifier: GPL-2.0-only
/*
 * The pointer is stored in the host before a later step can fail, and the
 * error path frees it after the store: the store hands nothing on for
 * good, so 'h->priv = no_free_ptr(p);' would leave the error path without
 * its kfree(). Modelled on mrvl_open() (Linux 6.1,
 * drivers/bluetooth/hci_mrvl.c), which the rules converted and only the
 * proof declined.
 */
#include <linux/errno.h>
#include <linux/slab.h>

struct kg_priv {
	int state;
};

struct kg_host {
	void *priv;
	int port;
};

int kg_port_open(int port);

int kg_host_open(struct kg_host *h)
{
	struct kg_priv *p;
	int ret;

	p = kzalloc(sizeof(*p), GFP_KERNEL);
	if (!p)
		return -ENOMEM;

	p->state = 1;
	h->priv = p;

	if (h->port) {
		ret = kg_port_open(h->port);
		if (ret)
			goto err;
	}

	return 0;
err:
	kfree(p);
	return ret;
}
