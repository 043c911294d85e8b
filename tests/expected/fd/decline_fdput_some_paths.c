// SPDX-License-Identifier: GPL-2.0-only
/* On success the file reference is kept (stashed for later), so fdput()
 * runs on the error path only. */
#include <linux/errno.h>
#include <linux/file.h>

struct ctl {
	struct file *file;
};

bool ctl_accepts(struct ctl *c, struct file *file);
void ctl_stash(struct ctl *c, struct fd f);

int ctl_attach(struct ctl *c, int fd)
{
	struct fd f = fdget(fd);

	if (fd_empty(f))
		return -EBADF;
	if (!ctl_accepts(c, fd_file(f))) {
		fdput(f);
		return -EINVAL;
	}
	ctl_stash(c, f);
	return 0;
}

void ctl_stash(struct ctl *c, struct fd f)
{
	c->file = fd_file(f);
	fdput(f);
}
