// SPDX-License-Identifier: GPL-2.0-only
/* The lock is only taken when the caller asks for it. */
#include <linux/mutex.h>

struct regmap_priv {
	struct mutex lock;
	int cache;
};

void regmap_write_cache(struct regmap_priv *m, int val, bool locked)
{
	if (!locked)
		mutex_lock(&m->lock);
	m->cache = val;
	if (!locked)
		mutex_unlock(&m->lock);
}
