// SPDX-License-Identifier: GPL-2.0-only
/* The put at the end of the non-empty branch is followed by work after the
 * if: CLASS(fd) would hold the file across it. */
#include <linux/errno.h>
#include <linux/file.h>

int vfs_fsync_kg(struct file *file, int datasync);
void audit_fsync_kg(int ret);

int fsync_audited_kg(unsigned int fd, int datasync)
{
	struct fd f = fdget(fd);
	int ret = -EBADF;

	if (!fd_empty(f)) {
		ret = vfs_fsync_kg(fd_file(f), datasync);
		fdput(f);
	}
	audit_fsync_kg(ret);
	return ret;
}
