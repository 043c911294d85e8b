// SPDX-License-Identifier: GPL-2.0-only
/* A reader of a configuration protected by an rw_semaphore. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/rwsem.h>

struct config {
	struct rw_semaphore sem;
	int value;
	int valid;
};

int config_fetch(struct config *cfg, int key);

int config_get(struct config *cfg, int key)
{
	guard(rwsem_read)(&cfg->sem);
	if (!cfg->valid && key > 1)
		return -ENODATA;
	return config_fetch(cfg, key);
}
