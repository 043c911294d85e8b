// SPDX-License-Identifier: GPL-2.0-only
/*
 * Each arm of an if takes and drops the same lock: no path takes it twice,
 * so each arm gets a guard of its own.
 */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>

struct fan {
	struct mutex lock;
	int pwm;
	int auto_mode;
};

int fan_hw_write(struct fan *f, int pwm);

int fan_set(struct fan *f, int pwm)
{
	int ret;

	if (pwm < 0) {
		guard(mutex)(&f->lock);
		f->auto_mode = 1;
	} else {
		guard(mutex)(&f->lock);
		ret = fan_hw_write(f, pwm);
		if (ret)
			return ret;
		f->pwm = pwm;
		f->auto_mode = 0;
	}
	return 0;
}
