// SPDX-License-Identifier: GPL-2.0-only
/* One file per iteration, put at the end of the loop body. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/file.h>

int poll_one(struct file *file);

int kg_poll_all(const int *fds, int n)
{
	int i, ready = 0;

	for (i = 0; i < n; i++) {
		CLASS(fd, f)(fds[i]);

		if (fd_empty(f))
			continue;
		if (poll_one(fd_file(f)))
			ready++;
	}
	return ready;
}
