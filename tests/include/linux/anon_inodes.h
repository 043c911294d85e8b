/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_ANON_INODES_H
#define _LINUX_ANON_INODES_H
#include <linux/file.h>

static inline struct file *anon_inode_getfile(const char *name, const void *fops,
					      void *priv, int flags)
{
	(void)name; (void)fops; (void)priv; (void)flags;
	return kg_new("anon_inode_getfile", 'F', sizeof(struct file), 0, 1);
}
#endif
