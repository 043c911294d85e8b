// SPDX-License-Identifier: GPL-2.0-only
/* This tree has no CLASS(fd_raw). */
#include <linux/errno.h>
#include <linux/file.h>

int path_from_file(struct file *file, int flags);

int kg_fstatat(int dfd, int flags)
{
	struct fd f = fdget_raw(dfd);
	int err;

	if (!f.file)
		return -EBADF;
	err = path_from_file(f.file, flags);
	fdput(f);
	return err;
}
