// SPDX-License-Identifier: GPL-2.0-only
/* The release sits in the branch where the fd is not empty; the path
 * without a file never had a reference to drop. CLASS(fd)'s destructor does
 * nothing for an empty fd, so the release goes and the test stays. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/file.h>

int vfs_fsync_kg(struct file *file, int datasync);
int vfs_fchmod_kg(struct file *file, unsigned short mode);

int do_fsync_kg(unsigned int fd, int datasync)
{
	CLASS(fd, f)(fd);
	int ret = -EBADF;

	if (!fd_empty(f))
		ret = vfs_fsync_kg(fd_file(f), datasync);
	return ret;
}

int fchmod_kg(unsigned int fd, unsigned short mode, int affinity)
{
	int err = -EINVAL;

	if (affinity) {
		CLASS(fd, f)(fd);

		err = -EBADF;
		if (!fd_empty(f)) {
			err = vfs_fchmod_kg(fd_file(f), mode);
			if (err > 0)
				err = 0;
		}
	}
	return err;
}
