// SPDX-License-Identifier: GPL-2.0-only
/* A copy of a label, compared and dropped on every path. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/slab.h>

struct led_trigger_priv {
	int active;
};

bool trigger_name_matches(const char *name);
int trigger_activate(struct led_trigger_priv *t, const char *name);

int trigger_set(struct led_trigger_priv *t, const char *label)
{
	char *name __free(kfree) = kstrdup(label, GFP_KERNEL);
	if (!name)
		return -ENOMEM;
	if (!trigger_name_matches(name))
		return -EINVAL;
	return trigger_activate(t, name);
}
