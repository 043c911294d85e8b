// SPDX-License-Identifier: GPL-2.0-only
/* A watchdog ping that does nothing when the device is busy: a trylock
 * whose failure is a plain return of the function. The section's if/else
 * and comments move one tab deeper, as they were. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>

struct wdt {
	struct mutex lock;
	int pings;
	bool fast;
};

int wdt_kick(struct wdt *w);
int wdt_kick_fast(struct wdt *w);
void wdt_count(struct wdt *w);

int wdt_ping(struct wdt *w)
{
	int ret;

	scoped_cond_guard(mutex_try, return -EBUSY, &w->lock) {
		/* the fast path skips the handshake */
		if (w->fast) {
			ret = wdt_kick_fast(w);
		} else {
			ret = wdt_kick(w);
			w->pings++;
		}
	}

	wdt_count(w);
	return ret;
}
