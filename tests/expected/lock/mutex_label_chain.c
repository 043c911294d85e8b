// SPDX-License-Identifier: GPL-2.0-only
/* An early check jumps to 'out' before the lock is taken; the locked part
 * unwinds through out_unlock, which falls through into out. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>

struct pwm {
	struct mutex lock;
	int period;
};

int pwm_hw_config(struct pwm *p, int period);

int pwm_set_period(struct pwm *p, int period)
{
	int ret = 0;

	if (period < 0)
		return -EINVAL;

	guard(mutex)(&p->lock);
	ret = pwm_hw_config(p, period);
	if (ret)
		return ret;
	p->period = period;
	return ret;
}
