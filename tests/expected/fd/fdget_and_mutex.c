// SPDX-License-Identifier: GPL-2.0-only
/* A file and a mutex released together at one exit. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/file.h>
#include <linux/mutex.h>

struct watcher {
	struct mutex lock;
	int count;
};

int watcher_add(struct watcher *w, struct file *file);

int watcher_attach(struct watcher *w, int fd)
{
	CLASS(fd, f)(fd);
	int ret;

	if (fd_empty(f))
		return -EBADF;
	guard(mutex)(&w->lock);
	ret = watcher_add(w, fd_file(f));
	if (ret)
		return ret;
	w->count++;
	return ret;
}
