// SPDX-License-Identifier: GPL-2.0-only
/* Labels of an undo path inside the interrupts-off section (the shape of
 * hibernation_platform_enter()): they end up inside the scoped_guard and
 * keep their column, so their lines are not in the patch. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/irqflags.h>

struct pm_ctl {
	int state;
};

int pm_ctl_prepare(struct pm_ctl *c);
int pm_ctl_suspend(struct pm_ctl *c);
int pm_ctl_pending(struct pm_ctl *c);
void pm_ctl_enter(struct pm_ctl *c);
void pm_ctl_resume(struct pm_ctl *c);
void pm_ctl_finish(struct pm_ctl *c);

int pm_ctl_run(struct pm_ctl *c)
{
	int error;

	error = pm_ctl_prepare(c);
	if (error)
		goto finish;

	scoped_guard(irq) {
		c->state = 1;

		error = pm_ctl_suspend(c);
		if (error)
			goto enable_irqs;

		if (pm_ctl_pending(c)) {
			error = -EAGAIN;
			goto power_up;
		}

		pm_ctl_enter(c);

 power_up:
		pm_ctl_resume(c);
 enable_irqs:
		c->state = 0;
	}

 finish:
	pm_ctl_finish(c);
	return error;
}
