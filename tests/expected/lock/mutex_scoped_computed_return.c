// SPDX-License-Identifier: GPL-2.0-only
/* A sysfs show: the value is read under the lock and formatted after the
 * unlock. The formatting call must stay outside the critical section, so
 * the section becomes a scoped_guard that ends where the unlock was. */
#include <linux/cleanup.h>
#include <linux/mutex.h>

struct chip {
	struct mutex update_lock;
	int temp;
};

int chip_read_reg(struct chip *chip, int reg);
int sysfs_emit(char *buf, const char *fmt, int val);

int temp_show(struct chip *chip, char *buf)
{
	int ret;
	int temp;

	scoped_guard(mutex, &chip->update_lock) {
		ret = chip_read_reg(chip, 0x10);
		if (ret < 0)
			return ret;
		temp = ret * 1000 + ++chip->temp;
	}
	return sysfs_emit(buf, "%d\n", temp);
}
