// SPDX-License-Identifier: GPL-2.0-only
/* filp_open() returns an ERR_PTR on failure; DEFINE_FREE(fput) tests for
 * it, so __free(fput) is safe on that path. */
#include <linux/cleanup.h>
#include <linux/err.h>
#include <linux/file.h>

int firmware_read_file(struct file *f, void *buf);

int firmware_load_path(const char *path, void *buf)
{
	struct file *f __free(fput) = filp_open(path, O_RDONLY, 0);
	if (IS_ERR(f))
		return PTR_ERR(f);
	return firmware_read_file(f, buf);
}
