// SPDX-License-Identifier: GPL-2.0-only
/* The error label frees, the success path returns the object. */
#include <linux/cleanup.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/slab.h>

struct ctx {
	int id;
};

int ctx_register(struct ctx *c);
int ctx_validate(int id);

struct ctx *ctx_new(int id)
{
	int err;

	err = ctx_validate(id);
	if (err)
		return ERR_PTR(err);
	struct ctx *c __free(kfree) = kzalloc(sizeof(*c), GFP_KERNEL);
	if (!c)
		return ERR_PTR(-ENOMEM);
	c->id = id;
	err = ctx_register(c);
	if (err)
		return ERR_PTR(err);
	return_ptr(c);
}
