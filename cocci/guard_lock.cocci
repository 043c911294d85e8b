// SPDX-License-Identifier: GPL-2.0-only
// Generated from cocci/src/guard_lock.smpl by tool/kguardify/coccigen.py: edit those.
/// Replace a lock/unlock pair whose every unlock leaves the block (a return,
/// a goto to an unlock label, the end of the block) with guard(), and a
/// critical section that ends before the block does with scoped_guard(), so
/// that the unlock on each exit path and the goto-unlock labels go away.
///
//# Declined, with the reason in report mode: a path that returns with the
//# lock held, a lock dropped and retaken, work after an unlock that would
//# move into the critical section, unlocks out of LIFO order, a goto into
//# the new scope, a guard right after a label or case, break/continue that
//# would bind to the scoped_guard loop, a return value that would be computed
//# under the lock, a preprocessor conditional inside the section.
//
// Confidence: High
// Copyright: (C) 2026 The kguardify authors.
// Comments: The structural checks are kguardify.embedded, imported from
//  the installed kguardify (or PYTHONPATH=<checkout>/tool).
//  Nested locks need a second run. The guard classes are those
//  the tree spatch runs in defines (or the driver's
//  KGUARDIFY_CATALOGUE, or the built-in table of Linux 6.12).
// Options: --no-includes --include-headers --max-width 100
// Keywords: guard, scoped_guard

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
kg = Runner(idioms=('lock',))

// The facts below say 'when forall' although it is spatch's default: in a
// file with '*' rules (-D context) the default is 'exists', which made a
// release on some paths only look like one on all of them.
// Every lock call kguardify knows, so that the verdict sees the file.
@site@
identifier L =~ "^(down_read|down_read_interruptible|down_read_trylock|down_write|down_write_trylock|local_irq_disable|local_irq_save|migrate_disable|mutex_lock|mutex_lock_interruptible|mutex_trylock|preempt_disable|preempt_disable_notrace|raw_spin_lock|raw_spin_lock_bh|raw_spin_lock_irq|raw_spin_lock_irqsave|raw_spin_trylock|raw_spin_trylock_bh|raw_spin_trylock_irq|rcu_read_lock|read_lock|read_lock_irq|read_lock_irqsave|spin_lock|spin_lock_bh|spin_lock_irq|spin_lock_irqsave|spin_trylock|spin_trylock_bh|spin_trylock_irq|srcu_read_lock|write_lock|write_lock_irq|write_lock_irqsave)$";
expression list ES;
position p;
@@
 L@p(ES)

@script:python@
p << site.p;
@@
kg.saw(p)

// First unlocks on every path from each lock ('when strict': error paths too).
// Each rule names a lock call, so it runs only where site found one.
@cand_e depends on site@
identifier L =~ "^(down_read|down_write|mutex_lock|raw_spin_lock|raw_spin_lock_bh|raw_spin_lock_irq|read_lock|read_lock_irq|spin_lock|spin_lock_bh|spin_lock_irq|write_lock|write_lock_irq)$";
identifier U =~ "^(mutex_unlock|raw_spin_unlock|raw_spin_unlock_bh|raw_spin_unlock_irq|read_unlock|read_unlock_irq|spin_unlock|spin_unlock_bh|spin_unlock_irq|up_read|up_write|write_unlock|write_unlock_irq)$";
expression E;
position pl, pu;
@@
 L@pl(E);
 ... when strict
     when forall
 U@pu(E);

@script:python@
pl << cand_e.pl;
pu << cand_e.pu;
@@
kg.lock_matched(pl, pu)

@cand_ef depends on site@
identifier L =~ "^(raw_spin_lock_irqsave|read_lock_irqsave|spin_lock_irqsave|write_lock_irqsave)$";
identifier U =~ "^(raw_spin_unlock_irqrestore|read_unlock_irqrestore|spin_unlock_irqrestore|write_unlock_irqrestore)$";
expression E, F;
position pl, pu;
@@
 L@pl(E, F);
 ... when strict
     when forall
 U@pu(E, F);

@script:python@
pl << cand_ef.pl;
pu << cand_ef.pu;
@@
kg.lock_matched(pl, pu)

@cand_0 depends on site@
identifier L =~ "^(local_irq_disable|migrate_disable|preempt_disable|preempt_disable_notrace|rcu_read_lock)$";
identifier U =~ "^(local_irq_enable|migrate_enable|preempt_enable|preempt_enable_notrace|rcu_read_unlock)$";
position pl, pu;
@@
 L@pl();
 ... when strict
     when forall
 U@pu();

@script:python@
pl << cand_0.pl;
pu << cand_0.pu;
@@
kg.lock_matched(pl, pu)

@cand_f depends on site@
expression F;
position pl, pu;
@@
 local_irq_save@pl(F);
 ... when strict
     when forall
 local_irq_restore@pu(F);

@script:python@
pl << cand_f.pl;
pu << cand_f.pu;
@@
kg.lock_matched(pl, pu)

@cand_srcu depends on site@
identifier I;
expression E;
position pl, pu;
@@
 I = srcu_read_lock@pl(E);
 ... when strict
     when forall
 srcu_read_unlock@pu(E, I);

@script:python@
pl << cand_srcu.pl;
pu << cand_srcu.pu;
@@
kg.lock_matched(pl, pu)

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

// Context mode: '*' on the lock calls that become guard() or scoped_guard(),
// keyed as the transformation rules are.
@ctx_e depends on context@
identifier L =~ "^(down_read|down_write|mutex_lock|raw_spin_lock|raw_spin_lock_bh|raw_spin_lock_irq|raw_spin_lock_irqsave|read_lock|read_lock_irq|read_lock_irqsave|spin_lock|spin_lock_bh|spin_lock_irq|spin_lock_irqsave|write_lock|write_lock_irq|write_lock_irqsave)$";
expression E;
position p : script:python(L, E) { kg.converts(p, L, E) };
@@
* L@p(E, ...);

@ctx_0 depends on context@
identifier L =~ "^(local_irq_disable|migrate_disable|preempt_disable|preempt_disable_notrace|rcu_read_lock)$";
position p : script:python(L) { kg.converts(p, L, None) };
@@
* L@p();

@ctx_f depends on context@
expression F;
position p : script:python() { kg.converts(p, "local_irq_save", None) };
@@
* local_irq_save@p(F);

@ctx_srcu depends on context@
identifier I;
expression E;
position p : script:python(E) { kg.converts(p, "srcu_read_lock", E) };
@@
* I = srcu_read_lock@p(E);

// ... and on the unlocks that end a scoped_guard region (the early ones
// before a return in it too, as the transformation rules take them).
@ctx_end_e depends on context@
identifier U =~ "^(mutex_unlock|raw_spin_unlock|raw_spin_unlock_bh|raw_spin_unlock_irq|raw_spin_unlock_irqrestore|read_unlock|read_unlock_irq|read_unlock_irqrestore|spin_unlock|spin_unlock_bh|spin_unlock_irq|spin_unlock_irqrestore|up_read|up_write|write_unlock|write_unlock_irq|write_unlock_irqrestore)$";
expression E;
position p : script:python(U, E) { kg.role(p, U, E, kg.SCOPED_END) };
@@
* U@p(E, ...);

@ctx_end_0 depends on context@
identifier U =~ "^(local_irq_enable|migrate_enable|preempt_enable|preempt_enable_notrace|rcu_read_unlock)$";
position p : script:python(U) { kg.role(p, U, None, kg.SCOPED_END) };
@@
* U@p();

@ctx_end_f depends on context@
expression F;
position p : script:python() { kg.role(p, "local_irq_restore", None, kg.SCOPED_END) };
@@
* local_irq_restore@p(F);

@ctx_end_srcu depends on context@
identifier I;
expression E;
position p : script:python(E) { kg.role(p, "srcu_read_unlock", E, kg.SCOPED_END) };
@@
* srcu_read_unlock@p(E, I);

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

// Regions and guards, keyed by function, call and lock expression. The
// positions are the verdict's, so 'when exists' only lets a region match
// whose exits are not error paths to spatch: a switch's default case that
// unlocked and returned (its unlock is gone by now, xu) never reaches pe.
@xs_e depends on patch@
identifier L =~ "^(down_read|down_write|mutex_lock|raw_spin_lock|raw_spin_lock_bh|raw_spin_lock_irq|raw_spin_lock_irqsave|read_lock|read_lock_irq|read_lock_irqsave|spin_lock|spin_lock_bh|spin_lock_irq|spin_lock_irqsave|write_lock|write_lock_irq|write_lock_irqsave)$";
identifier U =~ "^(mutex_unlock|raw_spin_unlock|raw_spin_unlock_bh|raw_spin_unlock_irq|raw_spin_unlock_irqrestore|read_unlock|read_unlock_irq|read_unlock_irqrestore|spin_unlock|spin_unlock_bh|spin_unlock_irq|spin_unlock_irqrestore|up_read|up_write|write_unlock|write_unlock_irq|write_unlock_irqrestore)$";
expression E;
iterator name scoped_guard;
position ps : script:python(L, E) { kg.role(ps, L, E, kg.SCOPED) };
position pe : script:python(U, E) { kg.role(pe, U, E, kg.SCOPED_END) };
fresh identifier cls = script:python(L) { kg.guard_class(L) };
@@
- L@ps(E, ...);
+ scoped_guard (cls, E) {
  ... when exists
- U@pe(E, ...);
+ }

@xs_0 depends on patch@
identifier L =~ "^(local_irq_disable|migrate_disable|preempt_disable|preempt_disable_notrace|rcu_read_lock)$";
identifier U =~ "^(local_irq_enable|migrate_enable|preempt_enable|preempt_enable_notrace|rcu_read_unlock)$";
iterator name scoped_guard;
position ps : script:python(L) { kg.role(ps, L, None, kg.SCOPED) };
position pe : script:python(U) { kg.role(pe, U, None, kg.SCOPED_END) };
fresh identifier cls = script:python(L) { kg.guard_class(L) };
@@
- L@ps();
+ scoped_guard (cls) {
  ... when exists
- U@pe();
+ }

@xs_f depends on patch@
expression F;
iterator name scoped_guard;
position ps : script:python() { kg.role(ps, "local_irq_save", None, kg.SCOPED) };
position pe : script:python() { kg.role(pe, "local_irq_restore", None, kg.SCOPED_END) };
@@
- local_irq_save@ps(F);
+ scoped_guard (irqsave) {
  ... when exists
- local_irq_restore@pe(F);
+ }

@xs_srcu depends on patch@
identifier I;
expression E;
iterator name scoped_guard;
position ps : script:python(E) { kg.role(ps, "srcu_read_lock", E, kg.SCOPED) };
position pe : script:python(E) { kg.role(pe, "srcu_read_unlock", E, kg.SCOPED_END) };
@@
- I = srcu_read_lock@ps(E);
+ scoped_guard (srcu, E) {
  ... when exists
- srcu_read_unlock@pe(E, I);
+ }

// Guards.
@xg_e depends on patch@
identifier L =~ "^(down_read|down_write|mutex_lock|raw_spin_lock|raw_spin_lock_bh|raw_spin_lock_irq|raw_spin_lock_irqsave|read_lock|read_lock_irq|read_lock_irqsave|spin_lock|spin_lock_bh|spin_lock_irq|spin_lock_irqsave|write_lock|write_lock_irq|write_lock_irqsave)$";
expression E;
position pg : script:python(L, E) { kg.role(pg, L, E, kg.GUARD) };
fresh identifier cls = script:python(L) { kg.guard_class(L) };
@@
- L@pg(E, ...);
+ guard(cls)(E);

@xg_0 depends on patch@
identifier L =~ "^(local_irq_disable|migrate_disable|preempt_disable|preempt_disable_notrace|rcu_read_lock)$";
position pg : script:python(L) { kg.role(pg, L, None, kg.GUARD) };
fresh identifier cls = script:python(L) { kg.guard_class(L) };
@@
- L@pg();
+ guard(cls)();

@xg_f depends on patch@
expression F;
position pg : script:python() { kg.role(pg, "local_irq_save", None, kg.GUARD) };
@@
- local_irq_save@pg(F);
+ guard(irqsave)();

@xg_srcu depends on patch@
identifier I;
expression E;
position pg : script:python(E) { kg.role(pg, "srcu_read_lock", E, kg.GUARD) };
@@
- I = srcu_read_lock@pg(E);
+ guard(srcu)(E);

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

// The flags of an irqsave lock or the index of an srcu read lock, now unused.
@rm_var depends on patch@
identifier fn : script:python() { kg.var_function(fn) };
identifier V : script:python() { kg.var_name(V) };
type T;
@@
fn(...) {
... when any
- T V;
... when != V
}

