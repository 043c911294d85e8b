/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_KERNEL_H
#define _LINUX_KERNEL_H
#include <linux/types.h>
#include <linux/errno.h>
#include <linux/err.h>
#include <linux/compiler.h>
#include <stddef.h>

#define container_of(ptr, type, member) \
	((type *)((char *)(ptr) - offsetof(type, member)))
#endif
