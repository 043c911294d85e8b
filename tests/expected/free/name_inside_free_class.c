// SPDX-License-Identifier: GPL-2.0-only
/* Pointers named r and e, letters of 'kfree': the declarator keeps its own
 * name (core-cdev.c of Linux 6.1 once became '*ree) = ...', which did not
 * scan, and the whole file was given up on). */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/slab.h>

struct response {
	int length;
	int code;
};

struct event {
	int type;
};

int client_send(struct response *r);
int client_queue(struct event *e);

int client_respond(int length)
{
	int ret;

	struct response *r __free(kfree) = kzalloc(sizeof(*r), GFP_KERNEL);
	if (!r)
		return -ENOMEM;

	r->length = length;
	ret = client_send(r);
	if (ret)
		return ret;

	r->code = 1;
	return client_send(r);
}

int client_event(int type)
{
	struct event *e __free(kfree) = kzalloc(sizeof(*e), GFP_KERNEL);

	if (!e)
		return -ENOMEM;

	e->type = type;
	return client_queue(e);
}
