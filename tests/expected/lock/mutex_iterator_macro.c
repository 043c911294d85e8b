// SPDX-License-Identifier: GPL-2.0-only
/* The file's own iterator macro walks the device's slots under its mutex,
 * as ring_buffer.c's for_each_buffer_cpu(buffer, cpu) does. The macro
 * assigns its cursor only, never foo, so the unlock after the loop unlocks
 * the mutex the guard took: the proof reads the macro to know that. */
#include <linux/cleanup.h>
#include <linux/mutex.h>

struct foo_dev {
	struct mutex lock;
	int nslots;
};

void foo_slot_reset(struct foo_dev *foo, int slot);

#define for_each_foo_slot(foo, slot) \
	for ((slot) = 0; (slot) < (foo)->nslots + 2; (slot)++)

void foo_reset_all(struct foo_dev *foo)
{
	int slot;

	guard(mutex)(&foo->lock);
	for_each_foo_slot(foo, slot)
		foo_slot_reset(foo, slot);
}
