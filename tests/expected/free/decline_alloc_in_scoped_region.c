// SPDX-License-Identifier: GPL-2.0-only
/* A name copied out of an RCU-protected object. */
#include <linux/errno.h>
#include <linux/rcupdate.h>
#include <linux/slab.h>

struct iface {
	const char *name;
};

struct iface *iface_lookup_rcu(int idx);
int iface_report(const char *name);

int iface_report_name(int idx)
{
	struct iface *ifc;
	char *name;
	int ret;

	rcu_read_lock();
	ifc = iface_lookup_rcu(idx);
	if (!ifc) {
		rcu_read_unlock();
		return -ENODEV;
	}
	name = kstrdup("eth", GFP_ATOMIC);
	rcu_read_unlock();
	if (!name)
		return -ENOMEM;

	ret = iface_report(name);
	kfree(name);
	return ret;
}
