// SPDX-License-Identifier: GPL-2.0-only
/*
 * kguardify's test runtime and path explorer.
 *
 * Every function under test runs once per path: a path is the sequence of
 * values that kg_choose() returned (argument values, what stubs of external
 * functions returned). The explorer forks a child per path, so every run
 * starts from the same zeroed state, and enumerates all paths depth first.
 * Each child prints one line: the function, its choices, the trace of events
 * (lock and unlock calls, external calls, what is still held at the end) and
 * the return value. Two builds of the same functions, before and after a
 * conversion, must print the same lines.
 */
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "kgtest.h"
#include "kgharness.h"
#include <linux/file.h>

#define KG_MAX_DEPTH	48
#define KG_MAX_PATHS	20000
#define KG_MAX_OBJECTS	256
#define KG_TRACE	16384

static int kg_prefix[KG_MAX_DEPTH], kg_prefix_len;
static int kg_arity[KG_MAX_DEPTH], kg_depth_used;
static char kg_trace[KG_TRACE];
static size_t kg_trace_len;

static struct {
	const void *obj;
	char kind;
	int index;
	int held;		/* locks: -1 exclusive, n shared readers */
	int refs;		/* tracked objects: live references */
	int tracked;		/* made by kg_new(): leaks and double releases count */
	size_t size;
} kg_objects[KG_MAX_OBJECTS];
static struct { const void *base; size_t size; } kg_roots[16];
static int kg_nroots;
static int kg_nobjects, kg_counts[128];
static struct { const char *op; int depth; } kg_depths[32];
static int kg_ndepths;
static unsigned long kg_irq_state;
static void (*kg_exit_hooks[16])(void);
static int kg_nexit_hooks;
static char kg_stub_pool[64][256];
static int kg_stub_used;

static void kg_report_end(void);
static void kg_bounded(void) __attribute__((noreturn));
static int kg_tracked(const void *obj);

static void kg_append(const char *text)
{
	size_t n = strlen(text);

	if (kg_trace_len + n + 3 >= KG_TRACE)
		kg_abort("trace too long");
	if (kg_trace_len) {
		memcpy(kg_trace + kg_trace_len, "; ", 2);
		kg_trace_len += 2;
	}
	memcpy(kg_trace + kg_trace_len, text, n);
	kg_trace_len += n;
	kg_trace[kg_trace_len] = '\0';
}

static int kg_object(const void *obj, char kind)
{
	int i;

	for (i = 0; i < kg_nobjects; i++)
		if (kg_objects[i].obj == obj)
			return i;
	if (kg_nobjects == KG_MAX_OBJECTS)
		kg_abort("too many objects");
	kg_objects[kg_nobjects].obj = obj;
	kg_objects[kg_nobjects].kind = kind;
	kg_objects[kg_nobjects].index = kg_counts[(unsigned char)kind]++;
	return kg_nobjects++;
}

const char *kg_name(const void *obj, char kind)
{
	static char names[8][24];
	static int next;
	char *name = names[next++ % 8];
	int i;

	if (!obj)
		return "NULL";
	i = kg_object(obj, kind);
	snprintf(name, 24, "%c%d", kg_objects[i].kind, kg_objects[i].index);
	return name;
}

void kg_event(const char *fmt, ...)
{
	char line[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	kg_append(line);
}

int kg_choose(int n)
{
	int v;

	if (kg_depth_used == KG_MAX_DEPTH)
		kg_abort("too many choices");
	v = kg_depth_used < kg_prefix_len ? kg_prefix[kg_depth_used] : 0;
	kg_arity[kg_depth_used++] = n;
	return v;
}

void kg_abort(const char *why)
{
	kg_event("ABORT %s", why);
	fflush(stdout);
	printf("%s\n", kg_trace);
	fflush(stdout);
	_exit(3);
}

void kg_at_exit(void (*fn)(void))
{
	kg_exit_hooks[kg_nexit_hooks++] = fn;
}

/* Locks: exclusive ones may not be taken twice, shared ones count. */
void kg_lock(const void *lock, const char *op, int shared)
{
	int i = kg_object(lock, 'L');

	kg_event("%s(%s)", op, kg_name(lock, 'L'));
	if (kg_objects[i].held && (!shared || kg_objects[i].held < 0))
		kg_abort("deadlock");
	kg_objects[i].held = shared ? kg_objects[i].held + 1 : -1;
}

/* A lock that can fail (a trylock, an interruptible wait): the explorer
 * chooses; 1 when it was taken. */
int kg_trylock(const void *lock, const char *op, int shared)
{
	if (kg_choose(2)) {
		kg_event("%s(%s) failed", op, kg_name(lock, 'L'));
		return 0;
	}
	kg_lock(lock, op, shared);
	return 1;
}

void kg_unlock(const void *lock, const char *op)
{
	int i = kg_object(lock, 'L');

	kg_event("%s(%s)", op, kg_name(lock, 'L'));
	if (!kg_objects[i].held)
		kg_event("ERROR unlock of a lock not held");
	kg_objects[i].held = kg_objects[i].held > 0 ? kg_objects[i].held - 1 : 0;
}

/* Nesting counters (rcu, preempt, migrate, irq), one per key. */
void kg_depth(const char *op, const char *key, int delta)
{
	int i;

	kg_event("%s()", op);
	for (i = 0; i < kg_ndepths; i++)
		if (!strcmp(kg_depths[i].op, key))
			break;
	if (i == kg_ndepths) {
		if (kg_ndepths == 32)
			kg_abort("too many counters");
		kg_depths[kg_ndepths].op = key;
		kg_depths[kg_ndepths++].depth = 0;
	}
	kg_depths[i].depth += delta;
	if (kg_depths[i].depth < 0)
		kg_event("ERROR %s below zero", key);
}

unsigned long kg_irq_save(void)
{
	unsigned long old = kg_irq_state;

	kg_event("irq_save(%lu)", old);
	kg_irq_state++;
	return old;
}

void kg_irq_restore(unsigned long flags)
{
	kg_event("irq_restore(%lu)", flags);
	kg_irq_state = flags;
}

int kg_srcu_read_lock(struct srcu_struct *s)
{
	int i = kg_object(s, 'S');

	kg_event("srcu_read_lock(%s) = %d", kg_name(s, 'S'), kg_objects[i].held);
	return kg_objects[i].held++;
}

void kg_srcu_read_unlock(struct srcu_struct *s, int idx)
{
	int i = kg_object(s, 'S');

	kg_event("srcu_read_unlock(%s, %d)", kg_name(s, 'S'), idx);
	if (kg_objects[i].held-- != idx + 1)
		kg_event("ERROR srcu index");
}

/*
 * A loop that calls the same stub again and again would make the paths
 * endless: after KG_STUB_CALLS answers from one stub, the path stops, marked
 * BOUND, in both builds alike.
 */
#define KG_STUB_CALLS	3
static struct { const char *name; int calls; } kg_stub_calls[64];
static int kg_nstub_calls;

static void kg_stub_called(const char *name)
{
	int i;

	for (i = 0; i < kg_nstub_calls; i++)
		if (!strcmp(kg_stub_calls[i].name, name))
			break;
	if (i == kg_nstub_calls) {
		if (kg_nstub_calls == 64)
			kg_abort("too many stubs");
		kg_stub_calls[kg_nstub_calls++].name = name;
	}
	if (++kg_stub_calls[i].calls > KG_STUB_CALLS) {
		kg_event("BOUND %s", name);
		kg_report_end();
		kg_bounded();
	}
}

/* What external functions return, as the explorer chooses. */
int kg_stub_int(const char *name)
{
	static const int values[] = { 0, -EIO, 1 };
	int v;

	kg_stub_called(name);
	v = values[kg_choose(3)];

	kg_event("%s() = %d", name, v);
	return v;
}

long kg_stub_long(const char *name)
{
	return kg_stub_int(name);
}

bool kg_stub_bool(const char *name)
{
	bool v;

	kg_stub_called(name);
	v = kg_choose(2);

	kg_event("%s() = %s", name, v ? "true" : "false");
	return v;
}

void *kg_stub_ptr(const char *name)
{
	void *p = NULL;

	kg_stub_called(name);
	if (kg_choose(2) == 0) {
		if (kg_stub_used == 64)
			kg_abort("too many stub objects");
		p = kg_stub_pool[kg_stub_used++];
	}
	kg_event("%s() = %s", name, kg_name(p, 'P'));
	return p;
}

void kg_stub_void(const char *name)
{
	kg_stub_called(name);
	kg_event("%s()", name);
}

int kg_arg_int(void)
{
	static const int values[] = { 0, 1, 2, -1 };

	return values[kg_choose(4)];
}

unsigned int kg_arg_uint(void)
{
	return kg_choose(3);
}

bool kg_arg_bool(void)
{
	return kg_choose(2);
}

/* Tracked objects: allocations and references the code must give back. */
void *kg_new(const char *op, char kind, size_t size, int can_fail, int can_err)
{
	int choices = 1 + (can_fail != 0) + (can_err != 0);
	int c = choices > 1 ? kg_choose(choices) : 0;
	void *p;
	int i;

	if (c == 1 && can_fail) {
		kg_event("%s() = NULL", op);
		return NULL;
	}
	if (c >= 1) {
		kg_event("%s() = ERR_PTR(-ENODEV)", op);
		return (void *)(long)-19;
	}
	p = calloc(1, size ? size : 1);
	if (!p)
		kg_abort("out of memory");
	i = kg_object(p, kind);
	kg_objects[i].tracked = 1;
	kg_objects[i].refs = 1;
	kg_objects[i].size = size;
	kg_event("%s() = %s", op, kg_name(p, kind));
	return p;
}

static int kg_tracked(const void *obj)
{
	int i;

	for (i = 0; i < kg_nobjects; i++)
		if (kg_objects[i].obj == obj && kg_objects[i].tracked)
			return i;
	return -1;
}

void kg_get(const char *op, const void *obj)
{
	int i = kg_tracked(obj);

	kg_event("%s(%s)", op, obj ? kg_name(obj, 'P') : "NULL");
	if (i >= 0)
		kg_objects[i].refs++;
}

void kg_release(const char *op, const void *obj)
{
	int i;

	/* Releasing NULL does nothing in the kernel (kfree, of_node_put...),
	 * so it is no event: 'goto out' to 'kfree(p)' with p still NULL and
	 * a plain return behave the same. An ERR_PTR is a bug. */
	if (!obj)
		return;
	if ((unsigned long)obj >= (unsigned long)-4095) {
		kg_event("ERROR %s(ERR_PTR)", op);
		return;
	}
	i = kg_tracked(obj);
	kg_event("%s(%s)", op, kg_name(obj, 'P'));
	if (i < 0)
		return;
	if (kg_objects[i].refs <= 0)
		kg_event("ERROR %s of %c%d already released", op, kg_objects[i].kind,
			 kg_objects[i].index);
	kg_objects[i].refs--;
}

/* File descriptors: reserved, then put back or installed (which also
 * hands the file's reference to the descriptor table). */
static struct { int fd; int state; } kg_fds[16];	/* 1 reserved, 2 done */
static int kg_nfds;

int kg_fd_reserve(const char *op)
{
	int fd;

	if (kg_choose(2)) {
		kg_event("%s() = -EMFILE", op);
		return -EMFILE;
	}
	if (kg_nfds == 16)
		kg_abort("too many fds");
	fd = 3 + kg_nfds;
	kg_fds[kg_nfds].fd = fd;
	kg_fds[kg_nfds++].state = 1;
	kg_event("%s() = %d", op, fd);
	return fd;
}

static int kg_fd_slot(int fd)
{
	int i;

	for (i = 0; i < kg_nfds; i++)
		if (kg_fds[i].fd == fd)
			return i;
	return -1;
}

void kg_fd_put(const char *op, int fd)
{
	int i = kg_fd_slot(fd);

	kg_event("%s(%d)", op, fd);
	/* An fd this path never reserved is someone else's, like an untracked
	 * object; one it reserved may be given back once. */
	if (i >= 0 && kg_fds[i].state != 1)
		kg_event("ERROR %s of fd %d twice", op, fd);
	else if (i >= 0)
		kg_fds[i].state = 2;
}

void kg_fd_install(int fd, struct file *file)
{
	int i = kg_fd_slot(fd);
	int j = kg_tracked(file);

	kg_event("fd_install(%d, %s)", fd, file ? kg_name(file, 'P') : "NULL");
	if (i >= 0 && kg_fds[i].state != 1)
		kg_event("ERROR fd_install of fd %d twice", fd);
	else if (i >= 0)
		kg_fds[i].state = 2;
	if (j >= 0)
		kg_objects[j].refs--;	/* the descriptor table owns it now */
}

void kg_root(const void *base, size_t size)
{
	if (kg_nroots < 16) {
		kg_roots[kg_nroots].base = base;
		kg_roots[kg_nroots++].size = size;
	}
}

/* Live objects are leaks unless a root (an argument's object, the return
 * value) or another reachable object points to them. */
static void kg_mark(const void *base, size_t size, int *reached)
{
	const unsigned char *p = base;
	size_t off;
	int i;

	for (off = 0; off + sizeof(void *) <= size; off += sizeof(void *)) {
		const void *v;

		memcpy(&v, p + off, sizeof(v));
		i = kg_tracked(v);
		if (i >= 0 && !reached[i] && kg_objects[i].refs > 0) {
			reached[i] = 1;
			kg_mark(kg_objects[i].obj, kg_objects[i].size, reached);
		}
	}
}

void kg_check_leaks(const void *returned)
{
	int reached[KG_MAX_OBJECTS] = { 0 };
	int i;

	for (i = 0; i < kg_nroots; i++)
		kg_mark(kg_roots[i].base, kg_roots[i].size, reached);
	kg_mark(&returned, sizeof(returned), reached);
	for (i = 0; i < kg_nobjects; i++)
		if (kg_objects[i].tracked && kg_objects[i].refs > 0 && !reached[i])
			kg_event("LEAK %c%d", kg_objects[i].kind, kg_objects[i].index);
	for (i = 0; i < kg_nfds; i++)
		if (kg_fds[i].state == 1 && (long)returned != kg_fds[i].fd)
			kg_event("LEAK fd %d", kg_fds[i].fd);
}

static void kg_report_end(void)
{
	int i;

	for (i = 0; i < kg_nobjects; i++)
		if (kg_objects[i].held && kg_objects[i].kind == 'L')
			kg_event("HELD %c%d", kg_objects[i].kind, kg_objects[i].index);
	for (i = 0; i < kg_ndepths; i++)
		if (kg_depths[i].depth)
			kg_event("HELD %s x%d", kg_depths[i].op, kg_depths[i].depth);
	if (kg_irq_state)
		kg_event("HELD irqs off x%lu", kg_irq_state);
	for (i = 0; i < kg_nexit_hooks; i++)
		kg_exit_hooks[i]();
}

static const struct kg_fn *kg_current;
static int kg_out_fd;

static void kg_child_finish(void) __attribute__((noreturn));

static void kg_bounded(void)
{
	kg_child_finish();
}

static void kg_child(const struct kg_fn *fn, int out)
{
	kg_current = fn;
	kg_out_fd = out;
	fn->call();
	kg_report_end();
	kg_child_finish();
}

static void kg_child_finish(void)
{
	const struct kg_fn *fn = kg_current;
	int out = kg_out_fd;
	char head[KG_MAX_DEPTH * 4 + 128];
	size_t n;
	int i;

	n = (size_t)snprintf(head, sizeof(head), "%s [", fn->name);
	for (i = 0; i < kg_depth_used && n < sizeof(head) - 8; i++)
		n += (size_t)snprintf(head + n, sizeof(head) - n, i ? " %d" : "%d",
				      i < kg_prefix_len ? kg_prefix[i] : 0);
	printf("%s]: %s\n", head, kg_trace);
	fflush(stdout);
	if (write(out, &kg_depth_used, sizeof(int)) != sizeof(int) ||
	    write(out, kg_arity, sizeof(int) * (size_t)kg_depth_used) < 0)
		_exit(4);
	_exit(0);
}

/* Run fn once with the given prefix; return the arities of its choices. */
static int kg_run(const struct kg_fn *fn, const int *prefix, int len, int *arity)
{
	int fds[2], status, depth = -1;
	pid_t pid;

	if (pipe(fds))
		exit(5);
	fflush(stdout);
	pid = fork();
	if (pid < 0)
		exit(5);
	if (pid == 0) {
		close(fds[0]);
		memcpy(kg_prefix, prefix, sizeof(int) * (size_t)len);
		kg_prefix_len = len;
		kg_child(fn, fds[1]);
	}
	close(fds[1]);
	if (read(fds[0], &depth, sizeof(int)) != sizeof(int) ||
	    read(fds[0], arity, sizeof(int) * (size_t)depth) < 0)
		depth = -1;
	close(fds[0]);
	waitpid(pid, &status, 0);
	if (WIFSIGNALED(status)) {
		printf("%s: CRASH signal %d\n", fn->name, WTERMSIG(status));
		return -1;
	}
	return depth;
}

static int kg_explore(const struct kg_fn *fn)
{
	static int stack[KG_MAX_PATHS][KG_MAX_DEPTH + 1];
	int top = 0, paths = 0;

	stack[top++][0] = 0;	/* element 0 holds the prefix length */
	while (top) {
		int prefix[KG_MAX_DEPTH], arity[KG_MAX_DEPTH], len, depth, i, v;

		top--;
		len = stack[top][0];
		memcpy(prefix, &stack[top][1], sizeof(int) * (size_t)len);
		if (++paths > KG_MAX_PATHS) {
			printf("%s: too many paths\n", fn->name);
			return 1;
		}
		depth = kg_run(fn, prefix, len, arity);
		if (depth < 0)
			continue;
		/* later choice points first, so the order is depth-first */
		for (i = len; i < depth; i++) {
			for (v = arity[i] - 1; v >= 1; v--) {
				int j;

				if (top == KG_MAX_PATHS) {
					printf("%s: too many paths\n", fn->name);
					return 1;
				}
				for (j = 0; j < i; j++)
					stack[top][1 + j] = j < len ? prefix[j] : 0;
				stack[top][1 + i] = v;
				stack[top][0] = i + 1;
				top++;
			}
		}
	}
	return 0;
}

int kg_main(const struct kg_fn *fns, int n)
{
	int i, rc = 0;

	setvbuf(stdout, NULL, _IOLBF, 0);
	for (i = 0; i < n; i++)
		rc |= kg_explore(&fns[i]);
	return rc;
}
