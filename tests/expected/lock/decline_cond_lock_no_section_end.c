// SPDX-License-Identifier: GPL-2.0-only
/* A trylock whose section ends in both arms of an if: no unlock in the
 * test's own block says where a scoped_cond_guard() would end. */
#include <linux/errno.h>
#include <linux/mutex.h>

struct fifo {
	struct mutex lock;
	int level;
};

int fifo_drain(struct fifo *f);

int fifo_poll(struct fifo *f)
{
	if (!mutex_trylock(&f->lock))
		return -EBUSY;
	if (f->level) {
		f->level = fifo_drain(f);
		mutex_unlock(&f->lock);
		return 1;
	} else {
		mutex_unlock(&f->lock);
		return 0;
	}
}
