// SPDX-License-Identifier: GPL-2.0-only
/* A goto from before fdget() reaches a label that logs and returns: with
 * CLASS(fd) it would jump into the variable's scope. */
#include <linux/errno.h>
#include <linux/file.h>

int file_truncate_kg(struct file *file, long len);
void kg_log_truncate(int fd);

int kg_ftruncate(int fd, long len)
{
	struct fd f;
	int ret;

	if (len < 0) {
		ret = -EINVAL;
		goto out;
	}
	f = fdget(fd);
	if (fd_empty(f))
		return -EBADF;
	ret = file_truncate_kg(fd_file(f), len);
	fdput(f);
	return ret;
out:
	kg_log_truncate(fd);
	return ret;
}
