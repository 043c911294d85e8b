// SPDX-License-Identifier: GPL-2.0-only
/* One lock taken with a trylock and later with a plain lock, each section
 * followed by more work: two regions whose unlocks are the same call,
 * each ending at its own. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>

struct led {
	struct mutex lock;
	int level;
};

void led_apply(struct led *led);

int led_blink(struct led *led, int level)
{
	scoped_cond_guard(mutex_try, return -EBUSY, &led->lock) {
		led->level = level;
	}

	led_apply(led);

	scoped_guard(mutex, &led->lock)
		led->level = 0;

	led_apply(led);
	return 0;
}
