// SPDX-License-Identifier: GPL-2.0-only
/* The 6.1 API: the put at the end of 'if (f.file) { ... }', and a put on
 * every path after a test of f.file; the other path holds no file. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/file.h>

int vfs_fallocate_kg(struct file *file, int mode, long offset, long len);
int sync_range_kg(struct file *file, long offset, long nbytes);

int fallocate_kg(int fd, int mode, long offset, long len)
{
	CLASS(fd, f)(fd);
	int error = -EBADF;

	if (f.file)
		error = vfs_fallocate_kg(f.file, mode, offset, len);
	return error;
}

int sync_file_range_kg(int fd, long offset, long nbytes)
{
	int ret;

	ret = -EBADF;
	CLASS(fd, f)(fd);
	if (f.file)
		ret = sync_range_kg(f.file, offset, nbytes);

	return ret;
}
