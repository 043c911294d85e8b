/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_PERCPU_H
#define _LINUX_PERCPU_H
#include <linux/types.h>
#include <linux/cleanup.h>

#define __percpu
#define alloc_percpu(type)	((type *)kg_new("alloc_percpu", 'U', sizeof(type), 1, 0))
static inline void free_percpu(void __percpu *p) { kg_release("free_percpu", p); }

DEFINE_FREE(free_percpu, void __percpu *, free_percpu(_T))
#endif
