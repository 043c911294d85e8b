// SPDX-License-Identifier: GPL-2.0-only
/* An error branch unlocks and then does slow work before returning: a guard
 * would hold the lock across it. */
#include <linux/errno.h>
#include <linux/mutex.h>

struct fw_loader {
	struct mutex lock;
	int loaded;
};

int fw_check(struct fw_loader *fw);
void fw_report_failure(struct fw_loader *fw);

int fw_load(struct fw_loader *fw)
{
	mutex_lock(&fw->lock);
	if (fw_check(fw)) {
		mutex_unlock(&fw->lock);
		fw_report_failure(fw);
		return -EIO;
	}
	fw->loaded = 1;
	mutex_unlock(&fw->lock);
	return 0;
}
