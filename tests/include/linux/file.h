/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_FILE_H
#define _LINUX_FILE_H
#include <linux/types.h>
#include <linux/err.h>
#include <linux/cleanup.h>

struct file {
	unsigned int f_flags;
	void *private_data;
};

#define O_RDONLY	0

static inline struct file *filp_open(const char *name, int flags, unsigned short mode)
{
	(void)name; (void)flags; (void)mode;
	return kg_new("filp_open", 'F', sizeof(struct file), 0, 1);
}
static inline void fput(struct file *f) { kg_release("fput", f); }

DEFINE_FREE(fput, struct file *, if (!IS_ERR_OR_NULL(_T)) fput(_T))
#endif
