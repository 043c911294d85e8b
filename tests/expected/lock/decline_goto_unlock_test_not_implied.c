// SPDX-License-Identifier: GPL-2.0-only
/* After the unlock the value is tested and returned, but one goto is taken
 * where the test may not hold (a count of zero, or a store to the value
 * that is no errno), or the value's address is handed out, so that the
 * unlock between could change it: it stays declined. */
#include <linux/errno.h>
#include <linux/mutex.h>

struct queue {
	struct mutex lock;
	int len;
};

int queue_take(struct queue *q);
void queue_kick(struct queue *q);
int queue_peek(struct queue *q, int *len);

int queue_drain(struct queue *q)
{
	int ret;

	mutex_lock(&q->lock);
	ret = queue_take(q);
	if (ret > 0)
		goto out;
	ret = queue_take(q);
out:
	mutex_unlock(&q->lock);
	if (ret < 0)
		return ret;
	queue_kick(q);
	return 0;
}

int queue_trim(struct queue *q)
{
	int ret = 0;

	mutex_lock(&q->lock);
	if (q->len > 8) {
		ret = q->len;
		goto out;
	}
	q->len = 0;
out:
	mutex_unlock(&q->lock);
	if (ret)
		return ret;
	queue_kick(q);
	return 0;
}

int queue_check(struct queue *q)
{
	int len;

	mutex_lock(&q->lock);
	if (queue_peek(q, &len))
		goto out;
	len = -EIO;
	if (q->len)
		goto out;
	q->len = 1;
out:
	mutex_unlock(&q->lock);
	if (len < 0)
		return len;
	queue_kick(q);
	return 0;
}
