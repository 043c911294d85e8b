/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The semantics of the kernel's include/linux/cleanup.h for userspace tests,
 * written for kguardify: the same macro names and the same behaviour (scope
 * exit runs the destructor, LIFO; scoped_guard is a one-pass for loop, so
 * break and continue bind to it), built on __attribute__((cleanup)).
 */
#ifndef _LINUX_CLEANUP_H
#define _LINUX_CLEANUP_H

#include <linux/compiler.h>

#define __cleanup(fn)		__attribute__((__cleanup__(fn)))
#define __kg_paste2(a, b)	a##b
#define __kg_paste(a, b)	__kg_paste2(a, b)
#define __UNIQUE_ID(prefix)	__kg_paste(__kg_paste(__UNIQUE_ID_, prefix), __COUNTER__)

/* Pointers with a release function. */
#define DEFINE_FREE(_name, _type, _free)					\
	static inline void __free_##_name(void *__p)				\
	{ _type _T = *(_type *)__p; _free; }
#define __free(_name)		__cleanup(__free_##_name)

#define __kg_take(p, empty)						\
	({ __auto_type __kg_where = &(p);				\
	   __auto_type __kg_value = *__kg_where;			\
	   *__kg_where = (empty);					\
	   __kg_value; })

static inline __attribute__((warn_unused_result))
const volatile void *__kg_must_use(const volatile void *value) { return value; }

#define no_free_ptr(p)		((__typeof__(p))__kg_must_use(__kg_take(p, NULL)))
#define return_ptr(p)		return no_free_ptr(p)
#define retain_and_null_ptr(p)	((void)__kg_take(p, NULL))

/* Classes: a type with a constructor and a destructor. */
#define DEFINE_CLASS(_name, _type, _exit, _init, _init_args...)		\
	typedef _type class_##_name##_t;					\
	static inline void class_##_name##_destructor(_type *__p)		\
	{ _type _T = *__p; _exit; }						\
	static inline _type class_##_name##_constructor(_init_args)		\
	{ _type __t = _init; return __t; }

#define EXTEND_CLASS(_name, ext, _init, _init_args...)			\
	typedef class_##_name##_t class_##_name##ext##_t;			\
	static inline void class_##_name##ext##_destructor(class_##_name##_t *__p) \
	{ class_##_name##_destructor(__p); }					\
	static inline class_##_name##_t class_##_name##ext##_constructor(_init_args) \
	{ class_##_name##_t __t = _init; return __t; }

/* clang before 17 warns that a variable used only by its cleanup is unused
 * (LLVM issue 42827); a guard is exactly that. */
#define CLASS(_name, var)							\
	class_##_name##_t var __attribute__((__unused__))			\
		__cleanup(class_##_name##_destructor) =				\
		class_##_name##_constructor

/* Guards: a class whose constructor locks and destructor unlocks. */
#define DEFINE_GUARD(_name, _type, _lock, _unlock)				\
	DEFINE_CLASS(_name, _type, if (_T) { _unlock; }, ({ _lock; _T; }), _type _T); \
	static inline void *class_##_name##_lock_ptr(class_##_name##_t *__p)	\
	{ return (void *)(unsigned long)*__p; }

#define DEFINE_LOCK_GUARD_1(_name, _type, _lock, _unlock, ...)		\
	typedef struct { _type *lock; __VA_ARGS__; } class_##_name##_t;	\
	static inline void class_##_name##_destructor(class_##_name##_t *_T)	\
	{ if (_T->lock) { _unlock; } }						\
	static inline class_##_name##_t class_##_name##_constructor(_type *__l) \
	{ class_##_name##_t __t = { .lock = __l }, *_T = &__t; _lock; return __t; } \
	static inline void *class_##_name##_lock_ptr(class_##_name##_t *__p)	\
	{ return __p->lock; }

#define DEFINE_LOCK_GUARD_0(_name, _lock, _unlock, ...)			\
	typedef struct { void *lock; __VA_ARGS__; } class_##_name##_t;		\
	static inline void class_##_name##_destructor(class_##_name##_t *_T)	\
	{ if (_T->lock) { _unlock; } }						\
	static inline class_##_name##_t class_##_name##_constructor(void)	\
	{ class_##_name##_t __t = { .lock = (void *)1 }, *_T = &__t;		\
	  (void)_T; _lock; return __t; }						\
	static inline void *class_##_name##_lock_ptr(class_##_name##_t *__p)	\
	{ return __p->lock; }

/* A guard that can fail: the lock pointer is NULL when it did, and the
 * destructor then unlocks nothing. */
#define DEFINE_GUARD_COND(_name, _ext, _condlock)				\
	EXTEND_CLASS(_name, _ext,						\
		     ({ void *_t = _T; if (_T && !(_condlock)) _t = NULL; _t; }), \
		     class_##_name##_t _T)					\
	static inline void *class_##_name##_ext##_lock_ptr(class_##_name##_t *__p) \
	{ return class_##_name##_lock_ptr(__p); }

#define guard(_name)	CLASS(_name, __UNIQUE_ID(guard))

#define scoped_guard(_name, args...)						\
	for (CLASS(_name, scope)(args), *done = NULL; !done; done = (void *)1)

/* The body runs when the lock was taken; _fail when it was not. */
#define scoped_cond_guard(_name, _fail, args...)				\
	for (CLASS(_name, scope)(args), *done = NULL; !done; done = (void *)1) \
		if (!class_##_name##_lock_ptr(&scope)) {			\
			_fail;							\
		} else

#endif
