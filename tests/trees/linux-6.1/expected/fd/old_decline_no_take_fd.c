// SPDX-License-Identifier: GPL-2.0-only
/* This tree has CLASS(get_unused_fd) but no take_fd(): the descriptor
 * could not be handed to fd_install(), so the function stays. */
#include <linux/anon_inodes.h>
#include <linux/err.h>
#include <linux/file.h>

int kg_eventfd_create(void *ctx, unsigned int flags)
{
	struct file *file;
	int fd;

	fd = get_unused_fd_flags(flags);
	if (fd < 0)
		return fd;
	file = anon_inode_getfile("[eventfd]", NULL, ctx, 0);
	if (IS_ERR(file)) {
		put_unused_fd(fd);
		return PTR_ERR(file);
	}
	fd_install(fd, file);
	return fd;
}
