// SPDX-License-Identifier: GPL-2.0-only
/* A system call defined with the SYSCALL_DEFINE macro. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>

#define SYSCALL_DEFINE1(name, t1, a1) long sys_##name(t1 a1)

struct mutex kg_sys_lock;
int kg_sys_value;

int kg_sys_check(int value);

SYSCALL_DEFINE1(kgset, int, value)
{
	guard(mutex)(&kg_sys_lock);
	if (kg_sys_check(value))
		return -EINVAL;
	kg_sys_value = value;
	return 0;
}
