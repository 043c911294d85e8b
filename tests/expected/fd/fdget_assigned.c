// SPDX-License-Identifier: GPL-2.0-only
/* The struct fd is declared at the top and assigned later: the declaration
 * goes with the conversion. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/file.h>

int vfs_fadvise_kg(struct file *file, int advice);

int ksys_fadvise(int fd, int advice)
{
	if (advice < 0)
		return -EINVAL;
	CLASS(fd, f)(fd);
	if (fd_empty(f))
		return -EBADF;
	return vfs_fadvise_kg(fd_file(f), advice);
}
