/* SPDX-License-Identifier: GPL-2.0-only */
/* The table a generated harness main passes to the explorer. */
#ifndef KGHARNESS_H
#define KGHARNESS_H

struct kg_fn {
	const char *name;
	void (*call)(void);
};

int kg_main(const struct kg_fn *fns, int n);

struct srcu_struct;
void kg_lock(const void *lock, const char *op, int shared);
void kg_unlock(const void *lock, const char *op);
void kg_depth(const char *op, const char *key, int delta);
unsigned long kg_irq_save(void);
void kg_irq_restore(unsigned long flags);
int kg_srcu_read_lock(struct srcu_struct *s);
void kg_srcu_read_unlock(struct srcu_struct *s, int idx);

#endif
