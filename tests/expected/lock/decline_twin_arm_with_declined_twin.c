// SPDX-License-Identifier: GPL-2.0-only
/*
 * One spinlock taken in both arms of an if, inside another lock's section
 * (modelled on vhci_urb_dequeue() of Linux 6.1). The first arm's section
 * could become a scoped_guard; the second's cannot, since its early exit
 * drops the outer lock and works before it returns. spatch's rules find a
 * lock call's helper by function, call and lock expression, which the two
 * share: converting the first rewrote the second with its region, into
 * text that did not scan. Neither section converts.
 */
#include <linux/errno.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

struct port {
	spinlock_t lock;
	int pending;
};

struct link {
	spinlock_t priv_lock;
	int connected;
	int queued;
	int seq;
};

void port_giveback(struct port *p);
void link_event(struct link *l);

int port_unlink(struct port *p, struct link *l)
{
	unsigned long flags;
	int *req;

	spin_lock_irqsave(&p->lock, flags);
	if (!l->connected) {
		spin_lock(&l->priv_lock);
		l->queued--;
		spin_unlock(&l->priv_lock);

		p->pending--;
		spin_unlock_irqrestore(&p->lock, flags);
		port_giveback(p);
		spin_lock_irqsave(&p->lock, flags);
	} else {
		spin_lock(&l->priv_lock);
		req = kzalloc(sizeof(*req), GFP_ATOMIC);
		if (!req) {
			spin_unlock(&l->priv_lock);
			spin_unlock_irqrestore(&p->lock, flags);
			link_event(l);
			return -ENOMEM;
		}
		*req = ++l->seq;
		l->queued++;
		spin_unlock(&l->priv_lock);
		kfree(req);
	}
	spin_unlock_irqrestore(&p->lock, flags);
	return 0;
}
