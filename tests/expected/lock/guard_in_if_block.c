// SPDX-License-Identifier: GPL-2.0-only
/* The lock is taken inside a conditional block and released at its end. */
#include <linux/cleanup.h>
#include <linux/mutex.h>

struct fan {
	struct mutex lock;
	int rpm;
	int target;
};

bool fan_auto(struct fan *f);
int fan_measure(struct fan *f);

int fan_update(struct fan *f)
{
	int changed = 0;

	if (fan_auto(f)) {
		guard(mutex)(&f->lock);
		f->rpm = fan_measure(f);
		if (f->rpm != f->target)
			changed = 1;
	}
	return changed;
}
