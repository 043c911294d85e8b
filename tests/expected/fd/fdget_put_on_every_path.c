// SPDX-License-Identifier: GPL-2.0-only
/* fdput() runs on every path, the one without a file too (it does nothing
 * there): after the emptiness test joined with another one, and with no
 * emptiness test at all. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/file.h>
#include <linux/types.h>

int vfs_fadvise_kg(struct file *file, long offset, size_t count);
int sync_range_kg(struct file *file, long offset, long nbytes);

ssize_t readahead_kg(int fd, long offset, size_t count)
{
	ssize_t ret;

	ret = -EBADF;
	CLASS(fd, f)(fd);
	if (fd_empty(f) || !(fd_file(f)->f_flags & 1))
		return ret;

	ret = -EINVAL;
	if (!fd_file(f)->private_data)
		return ret;

	return vfs_fadvise_kg(fd_file(f), offset, count);
}

int sync_file_range_kg(int fd, long offset, long nbytes)
{
	int ret;

	ret = -EBADF;
	CLASS(fd, f)(fd);
	if (!fd_empty(f))
		ret = sync_range_kg(fd_file(f), offset, nbytes);

	return ret;
}
