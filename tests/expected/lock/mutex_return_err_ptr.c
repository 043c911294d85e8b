// SPDX-License-Identifier: GPL-2.0-only
/* A lookup that returns an object or an ERR_PTR, under the list mutex. */
#include <linux/cleanup.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/mutex.h>

struct item {
	int id;
};

struct registry {
	struct mutex lock;
	int count;
};

struct item *registry_find(struct registry *r, int id);

struct item *registry_get(struct registry *r, int id)
{
	struct item *it;

	guard(mutex)(&r->lock);
	if (!r->count && id > 1)
		return ERR_PTR(-ENODEV);
	it = registry_find(r, id);
	if (!it)
		it = ERR_PTR(-ENOENT);
	return it;
}
