/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_COMPILER_H
#define _LINUX_COMPILER_H
#include <linux/types.h>
#define READ_ONCE(x)		(*(const volatile __typeof__(x) *)&(x))
#define WRITE_ONCE(x, v)	(*(volatile __typeof__(x) *)&(x) = (v))
/* sparse annotations: nothing to the compiler */
#define __acquire(x)		(void)0
#define __release(x)		(void)0
#define __acquires(x)
#define __releases(x)
#endif
