// SPDX-License-Identifier: GPL-2.0-only
/* A constructor: the object is freed on failure and returned on success. */
#include <linux/cleanup.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/slab.h>

struct widget {
	int id;
	int flags;
};

int widget_hw_init(struct widget *w, int id);

struct widget *widget_create(int id)
{
	int ret;

	struct widget *w __free(kfree) = kzalloc(sizeof(*w), GFP_KERNEL);
	if (!w)
		return ERR_PTR(-ENOMEM);

	ret = widget_hw_init(w, id);
	if (ret)
		return ERR_PTR(ret);
	w->id = id;
	return_ptr(w);
}
