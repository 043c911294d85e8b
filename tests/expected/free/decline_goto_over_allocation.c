// SPDX-License-Identifier: GPL-2.0-only
/* An early goto jumps over the allocation to a label that does more than
 * free: with the declaration at the allocation it would jump into its scope. */
#include <linux/errno.h>
#include <linux/slab.h>

struct tuner {
	int freq;
};

bool tuner_locked(struct tuner *t);
int tuner_set(struct tuner *t, u8 *cmd);
void tuner_log(struct tuner *t);

int tuner_tune(struct tuner *t)
{
	u8 *cmd;
	int ret;

	if (tuner_locked(t)) {
		ret = -EBUSY;
		goto out;
	}
	cmd = kzalloc(4, GFP_KERNEL);
	if (!cmd)
		return -ENOMEM;
	ret = tuner_set(t, cmd);
	kfree(cmd);
	return ret;
out:
	tuner_log(t);
	return ret;
}
