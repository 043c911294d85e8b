// SPDX-License-Identifier: GPL-2.0-only
/* A new descriptor for a new file: put back on failure, installed and
 * returned on success. */
#include <linux/anon_inodes.h>
#include <linux/cleanup.h>
#include <linux/err.h>
#include <linux/file.h>

struct eventfd_ctx_kg {
	int count;
};

int kg_eventfd_create(struct eventfd_ctx_kg *ctx, unsigned int flags)
{
	struct file *file;

	CLASS(get_unused_fd, fd)(flags);
	if (fd < 0)
		return fd;
	file = anon_inode_getfile("[eventfd]", NULL, ctx, 0);
	if (IS_ERR(file))
		return PTR_ERR(file);
	fd_install(fd, file);
	return take_fd(fd);
}
