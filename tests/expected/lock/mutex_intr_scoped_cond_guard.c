// SPDX-License-Identifier: GPL-2.0-only
/* A debugfs write that gives up when a signal interrupts the wait for the
 * lock: the section ends before the last return. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>

struct margining {
	struct mutex lock;
	bool software;
	unsigned int steps;
	unsigned int offset;
};

unsigned int margining_clamp(unsigned int val, unsigned int max);

long margining_offset_write(struct margining *m, unsigned int val, long count)
{
	scoped_cond_guard(mutex_intr, return -ERESTARTSYS, &m->lock) {
		if (!m->software)
			return -EOPNOTSUPP;
		m->offset = margining_clamp(val, m->steps);
	}

	return count;
}
