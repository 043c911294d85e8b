// SPDX-License-Identifier: GPL-2.0-only
/* An interruptible lock whose failure sets the error and jumps to the
 * common exit: no scoped_cond_guard() candidate, and nothing to report
 * (not "spatch could not parse"). */
#include <linux/errno.h>
#include <linux/mutex.h>

struct regs {
	struct mutex lock;
	int val;
};

void regs_get(struct regs *r);
void regs_put(struct regs *r);

int regs_write(struct regs *r, int val)
{
	int ret = 0;

	regs_get(r);
	if (mutex_lock_interruptible(&r->lock)) {
		ret = -ERESTARTSYS;
		goto out;
	}
	r->val = val;
	mutex_unlock(&r->lock);
out:
	regs_put(r);
	return ret;
}
