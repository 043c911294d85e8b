// SPDX-License-Identifier: GPL-2.0-only
/* The descriptor is taken in its declaration. */
#include <linux/anon_inodes.h>
#include <linux/cleanup.h>
#include <linux/err.h>
#include <linux/file.h>

int kg_memfd_open(void *priv, unsigned int flags)
{
	CLASS(get_unused_fd, fd)(flags);
	struct file *file;

	if (fd < 0)
		return fd;
	file = anon_inode_getfile("memfd", NULL, priv, 0);
	if (IS_ERR(file))
		return PTR_ERR(file);
	fd_install(fd, file);
	return take_fd(fd);
}
