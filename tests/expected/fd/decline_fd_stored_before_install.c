// SPDX-License-Identifier: GPL-2.0-only
/* The new descriptor is stored for the caller before fd_install(). */
#include <linux/anon_inodes.h>
#include <linux/err.h>
#include <linux/file.h>

int kg_open_and_report(void *priv, int *fdp)
{
	struct file *file;
	int fd;

	fd = get_unused_fd_flags(O_CLOEXEC);
	if (fd < 0)
		return fd;
	*fdp = fd;
	file = anon_inode_getfile("kg", NULL, priv, 0);
	if (IS_ERR(file)) {
		put_unused_fd(fd);
		return PTR_ERR(file);
	}
	fd_install(fd, file);
	return fd;
}
