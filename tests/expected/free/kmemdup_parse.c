// SPDX-License-Identifier: GPL-2.0-only
/* A private copy of a firmware blob, parsed, then dropped. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/slab.h>

struct fw_blob {
	const u8 *data;
	int size;
	int version;
};

int fw_parse_header(const u8 *copy, int size, int *version);

int fw_get_version(struct fw_blob *fw)
{
	u8 *copy __free(kfree) = kmemdup(fw->data, 8, GFP_KERNEL);
	if (!copy)
		return -ENOMEM;

	return fw_parse_header(copy, 8, &fw->version);
}
