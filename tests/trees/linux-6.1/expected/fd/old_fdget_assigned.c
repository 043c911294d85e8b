// SPDX-License-Identifier: GPL-2.0-only
/* 'struct fd f;' at the top, assigned later. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/file.h>

int vfs_fadvise_kg(struct file *file, int advice);

int ksys_fadvise(int fd, int advice)
{
	if (advice < 0)
		return -EINVAL;
	CLASS(fd, f)(fd);
	if (!f.file)
		return -EBADF;
	return vfs_fadvise_kg(f.file, advice);
}
