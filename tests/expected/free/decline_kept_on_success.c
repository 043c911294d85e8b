// SPDX-License-Identifier: GPL-2.0-only
/* Freed on the error path, but on success linked into a list by a helper
 * that takes ownership: __free cannot express that hand-over. */
#include <linux/errno.h>
#include <linux/slab.h>

struct event {
	int type;
};

struct queue {
	int len;
};

int event_fill(struct event *ev, int type);
void queue_add(struct queue *q, struct event *ev);

int queue_post(struct queue *q, int type)
{
	struct event *ev;
	int ret;

	ev = kzalloc(sizeof(*ev), GFP_KERNEL);
	if (!ev)
		return -ENOMEM;
	ret = event_fill(ev, type);
	if (ret) {
		kfree(ev);
		return ret;
	}
	queue_add(q, ev);
	q->len++;
	return 0;
}

void queue_add(struct queue *q, struct event *ev)
{
	(void)q;
	kfree(ev);
}
