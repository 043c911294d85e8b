// SPDX-License-Identifier: GPL-2.0-only
// Generated from cocci/src/class_fd.smpl by tool/kguardify/coccigen.py: edit those.
/// Replace 'struct fd f = fdget(fd); ... fdput(f);' with 'CLASS(fd, f)(fd);'
/// (fdget_raw(): CLASS(fd_raw)) and 'fd = get_unused_fd_flags(flags); ...
/// put_unused_fd(fd); ... fd_install(fd, file); return fd;' with
/// 'CLASS(get_unused_fd, fd)(flags); ... return take_fd(fd);', where the tree
/// defines the class, so that the releases on the exit paths and their goto
/// labels go. The accessors (f.file, fd_file(f), fd_empty(f)) stay as written.
///
//# Declined, with the reason in report mode: an fd released on some paths
//# only, a struct fd copied or passed by value, an fd stored before
//# fd_install() or installed in a loop, no take_fd() in the tree, a goto into
//# the new scope, a declaration right after a label or case.
//
// Confidence: High
// Copyright: (C) 2026 The kguardify authors.
// Comments: The structural checks are kguardify.embedded, imported from
//  the installed kguardify (or PYTHONPATH=<checkout>/tool). The
//  classes are read from the tree spatch runs in (or the driver's
//  KGUARDIFY_CATALOGUE, or the built-in table of Linux 6.12).
// Options: --no-includes --include-headers --max-width 100
// Keywords: CLASS, take_fd
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
kg = Runner(idioms=('fd',))

// The facts below say 'when forall' although it is spatch's default: in a
// file with '*' rules (-D context) the default is 'exists', which made a
// release on some paths only look like one on all of them.
// Every acquisition of a class kguardify knows, so the verdict sees the file.
@csite@
identifier F =~ "^(fdget|fdget_raw|get_unused_fd_flags)$";
expression list ES;
position p;
@@
 F@p(ES)

@script:python@
p << csite.p;
@@
kg.saw(p)

// An fd whose every path past its emptiness check first reaches its release
// (or, for get_unused_fd_flags(), fd_install()): 'when strict'.
// Each names an acquisition, so they run only where csite found one.
@ccand_check depends on csite@
identifier v;
identifier F =~ "^(fdget|fdget_raw|get_unused_fd_flags)$";
identifier REL =~ "^(fdput|put_unused_fd)$";
expression list ES;
expression E;
statement S;
position pa;
@@
 v@pa = F(ES);
 ... when != v
     when strict
     when forall
 if (\(!v.file\|fd_empty(v)\|v < 0\|unlikely(v < 0)\|unlikely(!v.file)\|unlikely(fd_empty(v))\)) S
 ... when strict
     when forall
(
 REL(v);
|
 fd_install(v, E);
)

@script:python@
pa << ccand_check.pa;
@@
kg.class_matched(pa)

@ccand_decl_check depends on csite@
identifier v;
type T;
identifier F =~ "^(fdget|fdget_raw|get_unused_fd_flags)$";
identifier REL =~ "^(fdput|put_unused_fd)$";
expression list ES;
expression E;
statement S;
position pa;
@@
 T v@pa = F(ES);
 ... when != v
     when strict
     when forall
 if (\(!v.file\|fd_empty(v)\|v < 0\|unlikely(v < 0)\|unlikely(!v.file)\|unlikely(fd_empty(v))\)) S
 ... when strict
     when forall
(
 REL(v);
|
 fd_install(v, E);
)

@script:python@
pa << ccand_decl_check.pa;
@@
kg.class_matched(pa)

// A struct fd put on every path, the path without a file too, where fdput()
// does nothing ('if (fd_empty(f) || ...) goto out; ... out: fdput(f);').
@ccand_all depends on csite@
identifier v;
identifier F = {fdget, fdget_raw};
expression list ES;
position pa;
@@
(
 v@pa = F(ES);
|
 struct fd v@pa = F(ES);
)
 ... when strict
     when forall
 fdput(v);

@script:python@
pa << ccand_all.pa;
@@
kg.class_matched(pa)

// A struct fd put at the end of the branch where it holds a file; the
// other path has none to put ('if (!fd_empty(f)) { ...; fdput(f); }').
@ccand_branch depends on csite@
identifier v;
identifier F = {fdget, fdget_raw};
expression list ES;
position pa;
@@
(
 v@pa = F(ES);
|
 struct fd v@pa = F(ES);
)
 ... when != v
     when strict
     when forall
 if (\(!fd_empty(v)\|v.file\|likely(v.file)\|likely(!fd_empty(v))\)) {
 ... when strict
     when forall
 fdput(v);
 }

@script:python@
pa << ccand_branch.pa;
@@
kg.class_matched(pa)

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

// Context mode: '*' on the declarations and acquisitions that become
// CLASS(), and on the returns that become 'return take_fd(fd);'.
@ctx_cdecl depends on context@
identifier v;
type T;
position pd : script:python(v) { kg.class_role(pd, v, kg.CLASS_DECL) };
@@
* T v@pd;

@ctx_cacquire depends on context@
identifier v, F;
type T;
expression list ES;
position pa : script:python(v) { kg.class_role(pa, v, kg.CLASS_ACQUIRE) };
@@
(
* v@pa = F(ES);
|
* T v@pa = F(ES);
)

@ctx_chandover depends on context@
identifier V;
position po : script:python() { kg.hands_over(po) };
@@
* return@po V;

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

// 'struct fd f = fdget(fd);' -> 'CLASS(fd, f)(fd);'; an assigned variable's
// own declaration ('struct fd f;', 'int fd;') goes.
@xc_decl depends on patch && owned@
identifier v;
type T;
position pd : script:python(v) { kg.class_role(pd, v, kg.CLASS_DECL) };
@@
- T v@pd;

@xc_acquire depends on patch && owned@
identifier v, F;
type T;
expression list ES;
position pa : script:python(v) { kg.class_role(pa, v, kg.CLASS_ACQUIRE) };
fresh identifier C = script:python(v, pa) { kg.class_name(pa, v) };
@@
(
- v@pa = F(ES);
+ CLASS(C, v)(ES);
|
- T v@pa = F(ES);
+ CLASS(C, v)(ES);
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

