// SPDX-License-Identifier: GPL-2.0-only
/* fdget_raw() becomes CLASS(fd_raw). */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/file.h>

int path_from_file(struct file *file, int flags);

int kg_fstatat(int dfd, int flags)
{
	CLASS(fd_raw, f)(dfd);

	if (fd_empty(f))
		return -EBADF;
	return path_from_file(fd_file(f), flags);
}
