// SPDX-License-Identifier: GPL-2.0-only
/* Each error path puts the file itself. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/file.h>

bool file_is_dir(struct file *file);
int file_check_perm(struct file *file);
int file_do_open(struct file *file);

int kg_openat_check(int dfd)
{
	CLASS(fd, f)(dfd);
	int err;

	if (fd_empty(f))
		return -EBADF;
	if (!file_is_dir(fd_file(f)))
		return -ENOENT;
	err = file_check_perm(fd_file(f));
	if (err)
		return err;
	return file_do_open(fd_file(f));
}
