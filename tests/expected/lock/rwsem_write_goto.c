// SPDX-License-Identifier: GPL-2.0-only
/* The writer side, unwinding through a label. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/rwsem.h>

struct config {
	struct rw_semaphore sem;
	int value;
};

int config_validate(struct config *cfg, int value);
void config_commit(struct config *cfg);

int config_set(struct config *cfg, int value)
{
	int err;

	guard(rwsem_write)(&cfg->sem);
	err = config_validate(cfg, value);
	if (err)
		return err;
	cfg->value = value;
	config_commit(cfg);
	return err;
}
