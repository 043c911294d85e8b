// SPDX-License-Identifier: GPL-2.0-only
/* In the style of sys_perf_event_open(): a new descriptor, a group file
 * looked up by descriptor, an allocation handed to the context on success
 * and a mutex around the install, all released on the error paths through
 * stacked labels, in reverse order. */
#include <linux/anon_inodes.h>
#include <linux/cleanup.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/file.h>
#include <linux/mutex.h>
#include <linux/slab.h>

struct perf_event_kg {
	int id;
};

struct perf_ctx_kg {
	struct mutex mutex;
	int nr_events;
	struct perf_event_kg *last;
};

int perf_group_check(struct file *group, struct perf_event_kg *event);
int perf_install_event(struct perf_ctx_kg *ctx, struct perf_event_kg *event);

int kg_perf_event_open(struct perf_ctx_kg *ctx, int group_fd, unsigned int flags)
{
	struct file *event_file;
	int err;

	CLASS(get_unused_fd, event_fd)(flags);
	if (event_fd < 0)
		return event_fd;

	CLASS(fd, group)(group_fd);
	if (fd_empty(group))
		return -EBADF;

	struct perf_event_kg *event __free(kfree) = kzalloc(sizeof(*event), GFP_KERNEL);

	if (!event)
		return -ENOMEM;
	err = perf_group_check(fd_file(group), event);
	if (err)
		return err;

	scoped_guard(mutex, &ctx->mutex) {
		err = perf_install_event(ctx, event);
		if (err)
			return err;
		ctx->nr_events++;
	}

	event_file = anon_inode_getfile("[perf_event]", NULL, event, 0);
	if (IS_ERR(event_file))
		return PTR_ERR(event_file);
	ctx->last = no_free_ptr(event);
	fd_install(event_fd, event_file);
	return take_fd(event_fd);
}
