// SPDX-License-Identifier: GPL-2.0-only
/* The pre-6.12 API: the emptiness test reads f.file and stays as written. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/file.h>

int do_sync_file(struct file *file, int mode);
bool file_can_sync(struct file *file);

int ksys_filesync(int fd, int mode)
{
	CLASS(fd, f)(fd);

	if (!f.file)
		return -EBADF;
	if (!file_can_sync(f.file))
		return -EINVAL;
	return do_sync_file(f.file, mode);
}
