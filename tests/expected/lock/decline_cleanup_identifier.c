// SPDX-License-Identifier: GPL-2.0-only
/* The file defines its own __cleanup macro. */
#include <linux/mutex.h>

#undef __cleanup
#define __cleanup(x) x##_done

struct job {
	struct mutex lock;
	int state;
};

void job_set(struct job *j, int state)
{
	mutex_lock(&j->lock);
	j->state = state;
	mutex_unlock(&j->lock);
}
