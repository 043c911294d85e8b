// SPDX-License-Identifier: GPL-2.0-only
/*
 * The lock is named through a call: the unlock calls kg_cpu_dev() again,
 * where a guard would call it once, and nothing shows that the two calls
 * name one lock. Modelled on __direct_lpi_inv() (Linux 6.1,
 * drivers/irqchip/irq-gic-v3-its.c, 'raw_spin_lock(&gic_data_rdist_cpu(cpu)
 * ->rd_lock)') and s390's get_ccwdev_lock(), which the rules converted and
 * only the proof declined.
 */
#include <linux/errno.h>
#include <linux/spinlock.h>

struct kg_cpu_dev {
	spinlock_t lock;
	int val;
};

static struct kg_cpu_dev kg_cpu_devs[4];

/* Always the same device for a cpu here; the proof cannot see that. */
static struct kg_cpu_dev *kg_cpu_dev(int cpu)
{
	return &kg_cpu_devs[cpu & 3];
}

int kg_poke(int cpu, int v)
{
	spin_lock(&kg_cpu_dev(cpu)->lock);
	if (v < 0) {
		spin_unlock(&kg_cpu_dev(cpu)->lock);
		return -EINVAL;
	}
	kg_cpu_dev(cpu)->val = v;
	spin_unlock(&kg_cpu_dev(cpu)->lock);
	return 0;
}
