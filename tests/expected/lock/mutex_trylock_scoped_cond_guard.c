// SPDX-License-Identifier: GPL-2.0-only
/* A watchdog ping that does nothing when the device is busy: a trylock
 * whose failure is a plain return of the function. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>

struct wdt {
	struct mutex lock;
	int pings;
};

int wdt_kick(struct wdt *w);
void wdt_count(struct wdt *w);

int wdt_ping(struct wdt *w)
{
	int ret;

	scoped_cond_guard(mutex_try, return -EBUSY, &w->lock) {
		ret = wdt_kick(w);
		w->pings++;
	}

	wdt_count(w);
	return ret;
}
