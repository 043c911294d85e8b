// SPDX-License-Identifier: GPL-2.0-only
/* A scratch bitmap for an allocation search. */
#include <linux/bitmap.h>
#include <linux/cleanup.h>
#include <linux/errno.h>

struct irq_domain_priv {
	int first_free;
};

int domain_fill_used(struct irq_domain_priv *d, unsigned long *used);

int domain_find_free(struct irq_domain_priv *d)
{
	int ret;

	unsigned long *used __free(bitmap) = bitmap_zalloc(64, GFP_KERNEL);
	if (!used)
		return -ENOMEM;
	ret = domain_fill_used(d, used);
	if (ret)
		return ret;
	d->first_free = used[0] == 0 ? 0 : 1;
	return ret;
}
