// SPDX-License-Identifier: GPL-2.0-only
/* One buffer per iteration, freed at the end of the loop body. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/slab.h>

struct flash {
	int pages;
};

int flash_read_page(struct flash *f, int page, u8 *buf);
void flash_scrub(struct flash *f, const u8 *buf);

int flash_scan(struct flash *f, int pages)
{
	int i, ret;

	for (i = 0; i < pages; i++) {
		u8 *buf __free(kfree) = kmalloc(64, GFP_KERNEL);
		if (!buf)
			return -ENOMEM;
		ret = flash_read_page(f, i, buf);
		if (ret)
			return ret;
		flash_scrub(f, buf);
	}
	return 0;
}
