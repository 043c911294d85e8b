// SPDX-License-Identifier: GPL-2.0-only
/* Inside the loop, an error unlocks and breaks out of the loop; as a
 * scoped_guard the break would only leave the guard. */
#include <linux/mutex.h>

struct batch {
	struct mutex lock;
	int done;
};

bool batch_error(struct batch *b, int i);
void batch_kick(struct batch *b);

void batch_run(struct batch *b, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		mutex_lock(&b->lock);
		if (batch_error(b, i)) {
			mutex_unlock(&b->lock);
			break;
		}
		b->done++;
		mutex_unlock(&b->lock);
		batch_kick(b);
	}
}
