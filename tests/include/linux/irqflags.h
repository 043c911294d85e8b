/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_IRQFLAGS_H
#define _LINUX_IRQFLAGS_H
#include <linux/types.h>
#include <linux/cleanup.h>

unsigned long kg_irq_save(void);
void kg_irq_restore(unsigned long flags);
void kg_depth(const char *op, const char *key, int delta);

static inline void local_irq_disable(void) { kg_depth("local_irq_disable", "irq", 1); }
static inline void local_irq_enable(void) { kg_depth("local_irq_enable", "irq", -1); }
#define local_irq_save(f)	do { (f) = kg_irq_save(); } while (0)
#define local_irq_restore(f)	kg_irq_restore(f)

DEFINE_LOCK_GUARD_0(irq, local_irq_disable(), local_irq_enable())
DEFINE_LOCK_GUARD_0(irqsave, local_irq_save(_T->flags), local_irq_restore(_T->flags),
		    unsigned long flags)
#endif
