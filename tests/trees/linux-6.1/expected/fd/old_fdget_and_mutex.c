// SPDX-License-Identifier: GPL-2.0-only
/* A file and a mutex released together, in the pre-6.12 API. */
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

	if (!f.file)
		return -EBADF;
	guard(mutex)(&w->lock);
	ret = watcher_add(w, f.file);
	if (ret)
		return ret;
	w->count++;
	return ret;
}
