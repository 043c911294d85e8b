/* SPDX-License-Identifier: GPL-2.0-only */
/* The table a generated harness main passes to the explorer. */
#ifndef KGHARNESS_H
#define KGHARNESS_H

#include <stddef.h>

struct kg_fn {
	const char *name;
	void (*call)(void);
};

int kg_main(const struct kg_fn *fns, int n);

struct srcu_struct;
void kg_lock(const void *lock, const char *op, int shared);
void kg_unlock(const void *lock, const char *op);
int kg_trylock(const void *lock, const char *op, int shared);
void kg_depth(const char *op, const char *key, int delta);
unsigned long kg_irq_save(void);
void kg_irq_restore(unsigned long flags);
int kg_srcu_read_lock(struct srcu_struct *s);
void kg_srcu_read_unlock(struct srcu_struct *s, int idx);

void *kg_new(const char *op, char kind, size_t size, int can_fail, int can_err);
void kg_get(const char *op, const void *obj);
void kg_release(const char *op, const void *obj);
void kg_root(const void *base, size_t size);
void kg_check_leaks(const void *returned);

#endif
