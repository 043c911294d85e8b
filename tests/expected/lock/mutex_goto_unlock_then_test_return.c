// SPDX-License-Identifier: GPL-2.0-only
/* The work after the unlock first tests the value and returns it; every
 * goto to the unlock is taken only where that test holds (under the same
 * test, or right after an errno is stored), so each becomes the test's
 * return inside the scoped_guard, and the path that falls through to the
 * unlock keeps the test after it. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>
#include <linux/types.h>

struct sensor {
	struct mutex mutex;
	int ctrl;
	int irq;
};

struct entry {
	struct mutex access;
	char *buf;
	size_t size;
};

int sensor_write(struct sensor *s, int reg, int val);
void sensor_enable_irq(int irq);
char *entry_alloc(size_t size);
int entry_copy(struct entry *e, const char *from, size_t count);

int sensor_resume(struct sensor *s)
{
	int ret;

	scoped_guard(mutex, &s->mutex) {
		ret = sensor_write(s, 1, 1);
		if (ret)
			return ret;

		ret = sensor_write(s, 2, s->ctrl);
	}
	if (ret)
		return ret;

	sensor_enable_irq(s->irq);
	return 0;
}

ssize_t entry_write(struct entry *e, const char *from, size_t count, long *offset)
{
	int err = 0;

	scoped_guard(mutex, &e->access) {
		if (!e->buf) {
			e->buf = entry_alloc(count);
			if (!e->buf) {
				err = -ENOMEM;
				return err;
			}
		}
		if (entry_copy(e, from, count)) {
			err = -EFAULT;
			return err;
		}
		e->size = count;
	}
	if (err < 0)
		return err;
	*offset = count;
	return count;
}
