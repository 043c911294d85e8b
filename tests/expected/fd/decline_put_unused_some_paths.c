// SPDX-License-Identifier: GPL-2.0-only
/* On one path the descriptor is handed to a helper that owns it from then
 * on, so put_unused_fd() runs on the other error path only. */
#include <linux/anon_inodes.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/file.h>

bool kg_deferred(void *priv);

void kg_defer_fd(void *priv, int fd)
{
	(void)priv;
	put_unused_fd(fd);
}

int kg_open_checked(void *priv)
{
	struct file *file;
	int fd;

	fd = get_unused_fd_flags(O_CLOEXEC);
	if (fd < 0)
		return fd;
	if (kg_deferred(priv)) {
		kg_defer_fd(priv, fd);
		return 0;
	}
	file = anon_inode_getfile("kg", NULL, priv, 0);
	if (IS_ERR(file)) {
		put_unused_fd(fd);
		return PTR_ERR(file);
	}
	fd_install(fd, file);
	return fd;
}
