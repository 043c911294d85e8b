// SPDX-License-Identifier: GPL-2.0-only
// Generated from cocci/src/free_alloc.smpl by tool/kguardify/coccigen.py: edit those.
/// Declare a pointer that every exit path releases as 'T *p __free(name) =
/// alloc(...)' at its allocation, for every release function the tree has a
/// DEFINE_FREE for, so that the frees on the exit paths and the goto-free
/// labels go away; 'return p' becomes return_ptr(p) and a store of p
/// becomes no_free_ptr(p).
///
//# Declined, with the reason in report mode: a pointer released on some
//# paths and kept on others, reassigned, used before its allocation or after
//# its ownership passed on, freed in a loop, its address taken, work after a
//# free, an ERR_PTR getter whose DEFINE_FREE does not test IS_ERR, a goto
//# into the new scope, a declaration right after a label or case.
//
// Confidence: High
// Copyright: (C) 2026 The kguardify authors.
// Comments: The structural checks are kguardify.embedded, imported from
//  the installed kguardify (or PYTHONPATH=<checkout>/tool). The
//  DEFINE_FREE classes are read from the tree spatch runs in (or
//  the driver's KGUARDIFY_CATALOGUE, or the built-in table of
//  Linux 6.12).
// Options: --no-includes --include-headers --max-width 100
// Keywords: __free, return_ptr, no_free_ptr
virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
# The checks: kguardify.embedded, from spatch's own Python.
try:
    from kguardify.embedded.runner import Runner
except ImportError as missing:
    raise SystemExit('kguardify is not installed (%s): pip install --no-build-isolation <checkout>, or set PYTHONPATH=<checkout>/tool' % missing)
kg = Runner(idioms=('free',))

// The facts below say 'when forall' although it is spatch's default: in a
// file with '*' rules (-D context) the default is 'exists', which made a
// release on some paths only look like one on all of them.
// Every release call, so that the verdict sees the file.
@fsite@
identifier REL : script:python() { kg.is_release(REL) };
expression E;
position p;
@@
 REL@p(E)

@script:python@
p << fsite.p;
@@
kg.saw(p)

// An allocation whose pointer, on every path past its NULL or IS_ERR check,
// first reaches a release, a 'return p' or a store ('when strict').
// Only a pointer a function releases is a candidate (judge.py), so these
// run only where fsite found a release.
@fcand_check depends on fsite@
identifier p, F;
identifier REL : script:python() { kg.is_release(REL) };
expression list ES;
expression E;
statement S;
position pa;
@@
 p@pa = F(ES);
 ... when != p
     when strict
     when forall
 if (\(!p\|p == NULL\|unlikely(!p)\|IS_ERR(p)\|unlikely(IS_ERR(p))\|IS_ERR_OR_NULL(p)\)) S
 ... when strict
     when forall
(
 REL(p);
|
 return p;
|
 E = p;
)

@script:python@
pa << fcand_check.pa;
@@
kg.free_matched(pa)

@fcand depends on fsite@
identifier p, F;
identifier REL : script:python() { kg.is_release(REL) };
expression list ES;
expression E;
position pa;
@@
 p@pa = F(ES);
 ... when strict
     when forall
(
 REL(p);
|
 return p;
|
 E = p;
)

@script:python@
pa << fcand.pa;
@@
kg.free_matched(pa)

// The same with the allocation in the declaration: 'T *p = F(...);'.
@fcand_decl_check depends on fsite@
identifier p, F;
type T;
identifier REL : script:python() { kg.is_release(REL) };
expression list ES;
expression E;
statement S;
position pa;
@@
 T *p@pa = F(ES);
 ... when != p
     when strict
     when forall
 if (\(!p\|p == NULL\|unlikely(!p)\|IS_ERR(p)\|unlikely(IS_ERR(p))\|IS_ERR_OR_NULL(p)\)) S
 ... when strict
     when forall
(
 REL(p);
|
 return p;
|
 E = p;
)

@script:python@
pa << fcand_decl_check.pa;
@@
kg.free_matched(pa)

@fcand_decl depends on fsite@
identifier p, F;
type T;
identifier REL : script:python() { kg.is_release(REL) };
expression list ES;
expression E;
position pa;
@@
 T *p@pa = F(ES);
 ... when strict
     when forall
(
 REL(p);
|
 return p;
|
 E = p;
)

@script:python@
pa << fcand_decl.pa;
@@
kg.free_matched(pa)

// Any labelled statement: the verdict decides which labels go.
@lab@
identifier l;
statement S;
position p;
@@
l:
S@p

// In patch mode a file that converts nothing ends its rules here.
@script:python depends on patch@
@@
kg.verdict('patch')
cocci.include_match(kg.rewrites())

@script:python depends on report@
@@
kg.verdict('report')

@script:python depends on context@
@@
kg.verdict('context')

@script:python depends on org@
@@
kg.verdict('org')

@script:python lab_fn depends on patch || context@
l << lab.l;
p << lab.p;
fn;
@@
coccinelle.fn = p[0].current_element
# a label that stays is no match: the rules on labels then visit only the
# functions whose labels go
cocci.include_match(kg.label_goes(p, l))

// Context mode: '*' on the declarations and allocations that become
// __free() pointers.
@ctx_fdecl depends on context@
identifier p;
type T;
position pd : script:python(p) { kg.free_role(pd, p, kg.FREE_DECL) };
@@
(
* T *p@pd;
|
* T *p@pd = NULL;
)

@ctx_falloc depends on context@
identifier p, F;
expression list ES;
position pa : script:python(p) { kg.free_role(pa, p, kg.FREE_ALLOC) };
@@
* p@pa = F(ES);

@ctx_fdeclalloc depends on context@
identifier p, F;
type T;
expression list ES;
position pa : script:python(p) { kg.free_role(pa, p, kg.FREE_DECL_ALLOC) };
@@
* T *p@pa = F(ES);

// ... and on the returns and stores that become return_ptr()/no_free_ptr().
@ctx_fowner depends on context@
identifier p;
expression E;
position po : script:python(p) { kg.free_role(po, p, kg.FREE_OWNER) };
@@
(
* return@po p;
|
* E = p@po;
)

// Context mode: '*' on the releases that go (unlocks and frees on the way
// out, 'p = NULL;' after a free) and on the gotos and labels that go with
// them.
@ctx_x depends on context@
identifier U, I;
expression list ES;
position px : script:python() { kg.goes(px) };
@@
(
* U@px(ES);
|
* I@px = NULL;
)

@ctx_gt depends on context@
identifier lab_fn.fn, lab.l;
@@
fn(...) {
<...
(
* goto l;
|
* l:
)
...>
}

// The releases on the way out (unlocks, frees, 'p = NULL;' after a free).
// This rule changes the functions first: positions name lines of the file
// on disk only until a rule has changed the function.
// The returns that hand an fd on after fd_install() are keyed by line here
// too: an early 'return fd;' of a negative fd stays as it is.
@xu depends on patch@
identifier U, I, V;
expression list ES;
position px : script:python() { kg.is_exit(px) };
position po : script:python() { kg.is_handover(po) };
@@
(
- U@px(ES);
|
- I@px = NULL;
|
- return@po V;
+ return take_fd(V);
)

// The rules below convert allocations, fds and loops' cursors only: in a
// file with none of those to convert, none runs.
@script:python owned depends on patch@
@@
cocci.include_match(kg.converts_owned())

// Ownership that leaves the function.
@xf_owner depends on patch && owned@
identifier p;
expression E;
position po : script:python(p) { kg.free_role(po, p, kg.FREE_OWNER) };
@@
(
- return@po p;
+ return_ptr(p);
|
- E = p@po;
+ E = no_free_ptr(p);
)

// Gotos to the labels that go become the label's return; goto and label in
// one rule (a goto whose label is gone would stop the function matching).
@gt depends on patch@
identifier lab_fn.fn, lab.l;
fresh identifier RET = script:python(fn, l) { kg.label_return(fn, l) };
@@
fn(...) {
<...
(
- goto l;
+ RET;
|
- l:
)
...>
}

// The declaration moves to the allocation: 'T *p __free(name) = F(...);'.
// These rules run last: spatch 1.1.1 reads a function whose new __free(kfree)
// declarator is followed by another kfree(...) call (of a member, say) as
// something it cannot parse, and every rule after them then skips the
// function silently ('return p' stayed, the gotos stayed).
// SmPL 1.1.1 cannot write __free, so the declarator comes from Python.
@xf_decl depends on patch && owned@
identifier p;
type T;
position pd : script:python(p) { kg.free_role(pd, p, kg.FREE_DECL) };
@@
(
- T *p@pd;
|
- T *p@pd = NULL;
)

@xf_alloc depends on patch && owned@
identifier p, F;
expression list ES;
position pa : script:python(p) { kg.free_role(pa, p, kg.FREE_ALLOC) };
fresh identifier D = script:python(p, pa) { kg.declarator(pa, p) };
@@
- p@pa = F(ES);
+ D = F(ES);

@xf_declalloc depends on patch && owned@
identifier p, F;
type T;
expression list ES;
position pa : script:python(p) { kg.free_role(pa, p, kg.FREE_DECL_ALLOC) };
fresh identifier D = script:python(p, pa) { kg.declarator_name(pa, p) };
@@
- T *p@pa = F(ES);
+ T *D = F(ES);

