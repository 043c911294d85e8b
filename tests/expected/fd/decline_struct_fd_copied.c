// SPDX-License-Identifier: GPL-2.0-only
/* The struct fd is copied into another variable. */
#include <linux/errno.h>
#include <linux/file.h>

int file_sync_kg(struct file *file);

int kg_sync_copy(int fd)
{
	struct fd f = fdget(fd);
	struct fd g;
	int ret;

	if (fd_empty(f))
		return -EBADF;
	g = f;
	ret = file_sync_kg(fd_file(g));
	fdput(f);
	return ret;
}
