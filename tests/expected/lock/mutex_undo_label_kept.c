// SPDX-License-Identifier: GPL-2.0-only
/* An undo path inside the locked region has nothing to do with the lock:
 * its goto stays, the goto that only unlocked goes. */
#include <linux/cleanup.h>
#include <linux/mutex.h>

struct ctrl {
	struct mutex lock;
	int armed;
};

int ctrl_enable(struct ctrl *c);
int ctrl_arm(struct ctrl *c);
void ctrl_disable(struct ctrl *c);

int ctrl_start(struct ctrl *c)
{
	int ret;

	guard(mutex)(&c->lock);
	ret = ctrl_enable(c);
	if (ret)
		return ret;
	ret = ctrl_arm(c);
	if (ret)
		goto undo_enable;
	c->armed = 1;
	return ret;

undo_enable:
	ctrl_disable(c);
	return ret;
}
