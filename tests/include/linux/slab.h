/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_SLAB_H
#define _LINUX_SLAB_H
#include <linux/types.h>
#include <linux/err.h>
#include <linux/cleanup.h>
#include <string.h>

static inline void *kmalloc(size_t size, gfp_t gfp) { (void)gfp; return kg_new("kmalloc", 'A', size, 1, 0); }
static inline void *kzalloc(size_t size, gfp_t gfp) { (void)gfp; return kg_new("kzalloc", 'A', size, 1, 0); }
static inline void *kcalloc(size_t n, size_t size, gfp_t gfp)
{ (void)gfp; return kg_new("kcalloc", 'A', n * size, 1, 0); }
static inline void *kmalloc_array(size_t n, size_t size, gfp_t gfp)
{ (void)gfp; return kg_new("kmalloc_array", 'A', n * size, 1, 0); }
static inline void *kvmalloc(size_t size, gfp_t gfp) { (void)gfp; return kg_new("kvmalloc", 'A', size, 1, 0); }
static inline void *kvzalloc(size_t size, gfp_t gfp) { (void)gfp; return kg_new("kvzalloc", 'A', size, 1, 0); }
static inline void *kvcalloc(size_t n, size_t size, gfp_t gfp)
{ (void)gfp; return kg_new("kvcalloc", 'A', n * size, 1, 0); }
static inline char *kstrdup(const char *s, gfp_t gfp)
{
	char *p;

	(void)gfp;
	if (!s)
		return NULL;
	p = kg_new("kstrdup", 'A', strlen(s) + 1, 1, 0);
	if (p)
		strcpy(p, s);
	return p;
}
static inline void *kmemdup(const void *src, size_t len, gfp_t gfp)
{
	void *p = kg_new("kmemdup", 'A', len, 1, 0);

	(void)gfp;
	if (p && src)
		memcpy(p, src, len);
	return p;
}
static inline void kfree(const void *p) { kg_release("kfree", p); }
/* NULL, and p kept, when it fails; else p is released for the new object */
static inline void *krealloc(const void *p, size_t size, gfp_t gfp)
{
	void *q = kg_new("krealloc", 'A', size, 1, 0);

	(void)gfp;
	if (q && p)
		kg_release("krealloc", p);
	return q;
}
static inline void kvfree(const void *p) { kg_release("kvfree", p); }

DEFINE_FREE(kfree, void *, if (!IS_ERR_OR_NULL(_T)) kfree(_T))
DEFINE_FREE(kvfree, void *, if (!IS_ERR_OR_NULL(_T)) kvfree(_T))
#endif
