// SPDX-License-Identifier: GPL-2.0-only
/* The buffer is handed to the device structure on success. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/slab.h>

struct fw_priv {
	char *name;
	int loaded;
};

int fw_validate_name(const char *name);

int fw_set_name(struct fw_priv *fw, const char *src)
{
	int ret;

	char *name __free(kfree) = kstrdup(src, GFP_KERNEL);
	if (!name)
		return -ENOMEM;

	ret = fw_validate_name(name);
	if (ret)
		return ret;

	fw->name = no_free_ptr(name);
	return 0;
}
