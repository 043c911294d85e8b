// SPDX-License-Identifier: GPL-2.0-only
/* The file has a variable called guard: guard() would not expand here. */
#include <linux/mutex.h>

struct wdt {
	struct mutex lock;
	int timeout;
};

static int guard = 5;

int wdt_set_timeout(struct wdt *w, int timeout)
{
	mutex_lock(&w->lock);
	w->timeout = timeout + guard;
	mutex_unlock(&w->lock);
	return 0;
}
