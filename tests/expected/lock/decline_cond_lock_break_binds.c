// SPDX-License-Identifier: GPL-2.0-only
/* A trylock in a loop whose section ends with a break: inside a
 * scoped_cond_guard() the break would end the guard's own loop. */
#include <linux/errno.h>
#include <linux/mutex.h>

struct port {
	struct mutex lock;
	int busy;
};

int port_claim(struct port *p, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		if (!mutex_trylock(&p[i].lock))
			return -EBUSY;
		if (!p[i].busy) {
			p[i].busy = 1;
			mutex_unlock(&p[i].lock);
			break;
		}
		mutex_unlock(&p[i].lock);
	}
	return i;
}
