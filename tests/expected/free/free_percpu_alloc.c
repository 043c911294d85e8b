// SPDX-License-Identifier: GPL-2.0-only
/* Per-CPU counters, kept on success, freed on failure. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/percpu.h>

struct pcpu_stat {
	int hits;
};

struct cache_priv {
	struct pcpu_stat *stats;
};

int cache_register(struct cache_priv *c);

int cache_init_stats(struct cache_priv *c)
{
	struct pcpu_stat *stats __free(free_percpu) = alloc_percpu(struct pcpu_stat);
	if (!stats)
		return -ENOMEM;
	if (cache_register(c))
		return -EBUSY;
	c->stats = no_free_ptr(stats);
	return 0;
}
