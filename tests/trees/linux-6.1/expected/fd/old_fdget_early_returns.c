// SPDX-License-Identifier: GPL-2.0-only
/* Each error path puts the file itself; the f.file uses stay. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/file.h>

int file_check_perm(struct file *file);
int file_do_read(struct file *file, int len);

int kg_read_checked(int fd, int len)
{
	CLASS(fd, f)(fd);
	int err;

	if (!f.file)
		return -EBADF;
	err = file_check_perm(f.file);
	if (err)
		return err;
	return file_do_read(f.file, len);
}
