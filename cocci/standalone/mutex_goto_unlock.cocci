// SPDX-License-Identifier: GPL-2.0-only
/// A mutex released at a label that a goto reaches
/// ('mutex_lock(&l); ... goto out; ... out: mutex_unlock(&l);') can be
/// taken with guard(mutex)(&l) from <linux/cleanup.h>, and the gotos become
/// plain returns. Check by hand before converting: nothing after the unlock
/// may need to run unlocked, no goto may stay beside the guard, and no goto
/// from before the lock may jump into its scope.
//
// Confidence: Moderate
// Copyright: (C) 2026 The kguardify authors.
// Comments: Report, org and context modes only: kguardify converts, and
// Comments: proves each conversion. A lock that some path keeps held is
// Comments: reported all the same.
// Options: --no-includes --include-headers

virtual context
virtual org
virtual report

@depends on context exists@
expression E;
identifier L;
@@

* mutex_lock(E);
  ... when != mutex_unlock(E)
* goto L;
  ...
  L:
  ...
* mutex_unlock(E);

@r depends on org || report exists@
expression E;
identifier L;
position p1, p2;
@@

  mutex_lock@p1(E);
  ... when != mutex_unlock(E)
  goto L@p2;
  ...
  L:
  ...
  mutex_unlock(E);

@script:python depends on org@
p1 << r.p1;
p2 << r.p2;
@@

cocci.print_main("mutex_lock", p1)
cocci.print_secs("goto", p2)

@script:python depends on report@
p1 << r.p1;
@@

coccilib.report.print_report(p1[0], "WARNING: mutex released at a label a goto reaches: consider guard(mutex)")
