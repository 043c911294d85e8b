# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: a reallocation's hand-back, 'q = krealloc(p, ...); if (!q)
goto err; p = q;', which a __free pointer p may take.

Runs inside spatch (the .cocci files import it): standard library only.
"""

import re

from kguardify.embedded.cscan import Stmt
from kguardify.embedded.ctext import spaced
from kguardify.embedded.scope import Tree

# What a reallocation hands back, by the release of the pointer it resizes.
REALLOCS = {'kfree': ('krealloc', 'krealloc_array'), 'kvfree': ('kvrealloc',)}


def hand_back(tree: Tree, stmt: Stmt, p: str) -> str:
    """The reallocation ('krealloc') if stmt is 'p = q;' right after 'q =
    krealloc(p, ...); if (!q) <jump>', else ''. Then q is p's memory,
    resized: the reallocation released p's old value only where it
    succeeded, and p takes the new one at once (a __free p frees the old
    value on the failure's way out, as the function did)."""
    src = tree.src
    m = re.match(r'^%s = ([A-Za-z_]\w*) ;$' % re.escape(p),
                 spaced(src.masked[stmt.start:stmt.end]))
    test = tree.sibling(stmt, -1)
    call = tree.sibling(test, -1) if test is not None else None
    if m is None or m.group(1) == p or test is None or call is None or test.kind != 'if' or \
            len(test.kids) != 1 or not _jumps(test.kids[0]):
        return ''
    q = re.escape(m.group(1))
    cond = spaced(src.masked[test.head[0]:test.head[1]])
    alloc = re.match(r'^%s = ([A-Za-z_]\w*) \( %s ,' % (q, re.escape(p)),
                     spaced(src.masked[call.start:call.end]))
    if alloc is None or not any(alloc.group(1) in names for names in REALLOCS.values()) or \
            not re.match(r'^(?:unlikely \( )?(?:! %s|%s == NULL)(?: \))?$' % (q, q), cond):
        return ''
    return alloc.group(1)


def _jumps(stmt: Stmt) -> bool:
    """Does stmt always leave by a jump (return, goto, break, continue)?"""
    if stmt.kind == 'block':
        return bool(stmt.kids) and _jumps(stmt.kids[-1])
    return stmt.kind in ('return', 'goto', 'break', 'continue')
