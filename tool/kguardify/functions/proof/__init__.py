# SPDX-License-Identifier: GPL-2.0-only
"""Stage: functions. The proof that a conversion keeps the behaviour.

A second opinion, independent of the rules that made the conversion (it
shares none of scope, lockcheck, freecheck, classcheck or judge): it walks
every path of the original function and of the converted one, giving the
cleanup helpers the meaning of the tree's own DEFINE_* lines, and requires,
path by path, the same calls (lock, unlock, allocation, release, any other
call) with the same locks held, the same stores to memory, the same
branches, the same returned value, and no use of a pointer after it was
released or handed on.

Values are symbolic: `$3` is what the third call returned; a local variable
stands for what was last assigned to it. Conditions stay abstract: a
condition is decided once per path (for both functions alike), keyed by its
symbolic text; one that reads memory is keyed by where on the path it is
read too. What is known of a value (NULL, an error pointer, negative) after
a test decides the cleanup's own test (`if (_T)`), and a release of a value
known to be NULL, an error or a negative fd is a no-op, on both sides alike.
Loops run at most LOOP_BOUND times; a path that would go on is cut, in both
functions at the same point. On the first try, a loop or switch that is
the same text in both and self-contained is one event (summary.py); where
that try summarised something and did not accept, the full walk decides.
What the walk cannot follow is `Unprovable`, and the function is declined
with that reason.

What it takes as given: a called function (or macro) returns to its
caller and does not release the caller's locks or pointers unless it is
one of the tree's release functions; the release functions accept NULL
(kfree, of_node_put, put_device…). Reads of memory ('->', '[]', unary
'*') are events too, so a read moved out of a critical section shows.
"""

from kguardify.functions.proof.check import prove
from kguardify.functions.proof.meaning import Meaning, Unprovable, meaning

__all__ = ['Meaning', 'Unprovable', 'meaning', 'prove']
