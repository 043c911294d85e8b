// SPDX-License-Identifier: GPL-2.0-only
/* A file looked up by descriptor and put back through a label. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/file.h>

int do_sync_file(struct file *file, int mode);
bool file_can_sync(struct file *file);

int ksys_filesync(int fd, int mode)
{
	CLASS(fd, f)(fd);

	if (fd_empty(f))
		return -EBADF;
	if (!file_can_sync(fd_file(f)))
		return -EINVAL;
	return do_sync_file(fd_file(f), mode);
}
