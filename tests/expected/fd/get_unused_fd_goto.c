// SPDX-License-Identifier: GPL-2.0-only
/* The descriptor is put back through an error label. */
#include <linux/anon_inodes.h>
#include <linux/cleanup.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/file.h>

struct sync_fence_kg {
	int seqno;
};

int fence_prepare(struct sync_fence_kg *fence);

int kg_fence_export(struct sync_fence_kg *fence)
{
	struct file *file;
	int err;

	CLASS(get_unused_fd, fd)(O_CLOEXEC);
	if (fd < 0)
		return fd;
	err = fence_prepare(fence);
	if (err)
		return err;
	file = anon_inode_getfile("sync_file", NULL, fence, 0);
	if (IS_ERR(file))
		return PTR_ERR(file);
	fd_install(fd, file);
	return take_fd(fd);
}
