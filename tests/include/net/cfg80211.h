/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef __NET_CFG80211_H
#define __NET_CFG80211_H
#include <linux/types.h>
#include <linux/compiler.h>
#include <linux/cleanup.h>
#include <linux/mutex.h>

struct wiphy {
	struct mutex mtx;
	int registered;
	int n_ifaces;
};

/* As Linux 6.12 has them: the wiphy lock is its mutex, taken through
 * wrappers, and the guard is defined on the mutex itself. */
static inline void wiphy_lock(struct wiphy *wiphy)
	__acquires(&wiphy->mtx)
{
	mutex_lock(&wiphy->mtx);
	__acquire(&wiphy->mtx);
}

static inline void wiphy_unlock(struct wiphy *wiphy)
	__releases(&wiphy->mtx)
{
	__release(&wiphy->mtx);
	mutex_unlock(&wiphy->mtx);
}

DEFINE_GUARD(wiphy, struct wiphy *,
	     mutex_lock(&_T->mtx),
	     mutex_unlock(&_T->mtx))
#endif
