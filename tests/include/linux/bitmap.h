/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_BITMAP_H
#define _LINUX_BITMAP_H
#include <linux/types.h>
#include <linux/cleanup.h>

static inline unsigned long *bitmap_zalloc(unsigned int nbits, gfp_t gfp)
{
	(void)gfp;
	return kg_new("bitmap_zalloc", 'B', (nbits + 63) / 64 * 8, 1, 0);
}
static inline void bitmap_free(const unsigned long *bitmap)
{
	kg_release("bitmap_free", bitmap);
}

DEFINE_FREE(bitmap, unsigned long *, if (_T) bitmap_free(_T))
#endif
