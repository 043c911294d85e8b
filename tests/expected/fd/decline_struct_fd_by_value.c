// SPDX-License-Identifier: GPL-2.0-only
/* The struct fd is passed by value to a helper: as a CLASS variable it
 * would be copied. */
#include <linux/errno.h>
#include <linux/file.h>

int fd_report(struct fd f, int what);

int kg_report_fd(int fd, int what)
{
	struct fd f = fdget(fd);
	int ret;

	if (fd_empty(f))
		return -EBADF;
	ret = fd_report(f, what);
	fdput(f);
	return ret;
}
