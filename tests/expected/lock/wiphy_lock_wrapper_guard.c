// SPDX-License-Identifier: GPL-2.0-only
/* wiphy_lock() is a static inline wrapper around the wiphy's mutex, and
 * cfg80211 defines guard(wiphy) on that mutex: the wrapper's calls become
 * the guard, as upstream's hand conversions in net/wireless have them. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <net/cfg80211.h>

int foo_iface_add(struct wiphy *wiphy);

int foo_add_iface(struct wiphy *wiphy)
{
	int ret;

	guard(wiphy)(wiphy);
	if (!wiphy->registered)
		return -ENODEV;
	ret = foo_iface_add(wiphy);
	if (!ret)
		wiphy->n_ifaces++;
	return ret;
}
