// SPDX-License-Identifier: GPL-2.0-only
/* A lock taken and released in each iteration, with a continue that skips
 * the rest: a guard in the loop body releases it on both ways out. */
#include <linux/cleanup.h>
#include <linux/mutex.h>

struct queue {
	struct mutex lock;
	int pending;
	int done;
};

bool queue_skip(struct queue *q, int i);
void queue_process(struct queue *q, int i);

void queue_drain(struct queue *q, int count)
{
	int i;

	for (i = 0; i < count; i++) {
		guard(mutex)(&q->lock);
		if (queue_skip(q, i))
			continue;
		queue_process(q, i);
		q->done++;
	}
}
