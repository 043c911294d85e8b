/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_TYPES_H
#define _LINUX_TYPES_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <kgtest.h>

typedef uint8_t u8;
typedef uint16_t u16;
typedef uint32_t u32;
typedef uint64_t u64;
typedef int8_t s8;
typedef int16_t s16;
typedef int32_t s32;
typedef int64_t s64;
typedef unsigned int gfp_t;
typedef long long loff_t_kg;

#define GFP_KERNEL	0x1u
#define GFP_ATOMIC	0x2u
#define __user
#define __iomem
#define __init
#define __exit
#define __must_check	__attribute__((warn_unused_result))
#define likely(x)	__builtin_expect(!!(x), 1)
#define unlikely(x)	__builtin_expect(!!(x), 0)
#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))
#define BIT(n)		(1UL << (n))
#define min(a, b)	((a) < (b) ? (a) : (b))
#define max(a, b)	((a) > (b) ? (a) : (b))

struct list_head {
	struct list_head *next, *prev;
};

#endif
