// SPDX-License-Identifier: GPL-2.0-only
/* Every error path frees the buffer itself before returning. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/slab.h>

struct eeprom {
	int size;
};

int eeprom_read(struct eeprom *e, char *buf, int len);
bool eeprom_crc_ok(struct eeprom *e, const char *buf);

int eeprom_check(struct eeprom *e)
{
	int ret;

	char *buf __free(kfree) = kmalloc(64, GFP_KERNEL);
	if (!buf)
		return -ENOMEM;

	ret = eeprom_read(e, buf, 64);
	if (ret)
		return ret;
	if (!eeprom_crc_ok(e, buf))
		return -EIO;
	return 0;
}
