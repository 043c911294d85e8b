// SPDX-License-Identifier: GPL-2.0-only
/* The notrace variant, for code the tracer itself calls. */
#include <linux/cleanup.h>
#include <linux/preempt.h>

int trace_clock_read(void);

int trace_clock_local(void)
{
	guard(preempt_notrace)();
	return trace_clock_read();
}
