// SPDX-License-Identifier: GPL-2.0-only
/* A preprocessor conditional inside the critical section. */
#include <linux/errno.h>
#include <linux/mutex.h>

struct probe {
	struct mutex lock;
	int hits;
};

int probe_check(struct probe *p);

int probe_hit(struct probe *p)
{
	mutex_lock(&p->lock);
#ifdef CONFIG_PROBE_STRICT
	if (probe_check(p)) {
		mutex_unlock(&p->lock);
		return -EINVAL;
	}
#endif
	p->hits++;
	mutex_unlock(&p->lock);
	return 0;
}
