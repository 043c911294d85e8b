/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * kguardify's test runtime: a trace of every event, choices that the path
 * explorer drives, and symbolic names for objects so that two builds (before
 * and after a conversion) print the same trace for the same path.
 */
#ifndef KGTEST_H
#define KGTEST_H

#include <stdbool.h>
#include <stddef.h>

/* Record one event; "%o" in fmt prints an object's symbolic name. */
void kg_event(const char *fmt, ...);
/* The next choice in [0, n) on this path. */
int kg_choose(int n);
/* A symbolic name ("L0", "A3", ...) for an object, by first appearance. */
const char *kg_name(const void *obj, char kind);
/* Stop this path: a deadlock, a double free, an exhausted depth. */
void kg_abort(const char *why) __attribute__((noreturn));
/* Checks at the end of a path register here. */
void kg_at_exit(void (*fn)(void));

/* Tracked objects: kg_new() makes one (or NULL, or an ERR_PTR, as the
 * explorer chooses), kg_get() takes a reference, kg_release() drops one. */
void *kg_new(const char *op, char kind, size_t size, int can_fail, int can_err);
void kg_get(const char *op, const void *obj);
void kg_release(const char *op, const void *obj);

/* Values the stubs of external functions return. */
int kg_stub_int(const char *name);
long kg_stub_long(const char *name);
bool kg_stub_bool(const char *name);
void *kg_stub_ptr(const char *name);
void kg_stub_void(const char *name);

/* Arguments the explorer passes to the function under test. */
int kg_arg_int(void);
unsigned int kg_arg_uint(void);
bool kg_arg_bool(void);

#endif
