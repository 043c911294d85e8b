# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: what a __free pointer p may be handed: a reallocation's
hand-back ('q = krealloc(p, ...); if (!q) goto err; p = q;'), and a hand-in
to a function that consumes p on success ('ret = register(p); if (ret) goto
err_free;', after which p is kept: retain_and_null_ptr(p)).

Runs inside spatch (the .cocci files import it): standard library only.
"""

import re

from kguardify.embedded.catalogue import Catalogue
from kguardify.embedded.cscan import Stmt, walk
from kguardify.embedded.ctext import spaced
from kguardify.embedded.scope import Tree, mentions, split_args

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


NOT_HANDED = '%s is not released on every path, or is handed on in a way the helpers cannot ' \
    'express'


def hand_ins(tree: Tree, p: str, sites: tuple[int, ...],
             catalogue: Catalogue) -> tuple[tuple[str, ...], str]:
    """The functions p is handed in to, where a path first reaches 'ret =
    G(..., p, ...);' (sites: the offsets Coccinelle matched), each tested
    right after ('if (ret)', 'if (ret < 0)') with a failure that jumps, and
    p unused once the test passed; or why not. The rules keep p there
    (retain_and_null_ptr); what the failure releases, the proof checks."""
    src = tree.src
    found: list[str] = []
    for stmt, _ in walk(tree.body):
        if stmt.kind != 'expr' or not any(stmt.start <= off < stmt.end for off in sites):
            continue
        m = re.match(r'^([A-Za-z_]\w*) = ([A-Za-z_]\w*) \( (.*) \) ;$',
                     spaced(src.masked[stmt.start:stmt.end]))
        if m is None or p not in split_args(m.group(3)):
            continue
        test = tree.sibling(stmt, 1)
        if test is None or test.kind != 'if' or len(test.kids) != 1 or \
                not _jumps(test.kids[0]) or not re.match(
                    r'^%s(?: < 0)?$' % re.escape(m.group(1)),
                    spaced(src.masked[test.head[0]:test.head[1]])):
            return (), NOT_HANDED % p
        if after_store(tree, test, p, stmt):
            # p is still used: the call did not take it (event_fill(ev))
            return (), NOT_HANDED % p
        if m.group(2) not in found:
            found.append(m.group(2))
    if not found:
        return (), NOT_HANDED % p
    if not catalogue.has_macro('retain_and_null_ptr'):
        return (), 'the tree has no retain_and_null_ptr()'
    return tuple(found), ''


def after_store(tree: Tree, store: Stmt, p: str, passes: Stmt | None = None) -> str:
    """After 'x = p;' nothing may use p: the rest of the block up to a
    return, and what a goto in it reaches (an error path that frees p after
    the store kept the ownership: mrvl_open() of Linux 6.1). passes: where
    the ownership passes on, if not at store (a hand-in before its test)."""
    src = tree.src
    line = src.line((passes or store).start)
    cur = tree.sibling(store, 1)
    while cur is not None:
        if mentions(src, p, cur.start, cur.end):
            return '%s is used after its ownership passes on at line %d' % (p, line)
        for g in tree.gotos:
            label = tree.labels.get(g.name) if cur.start <= g.start < cur.end else None
            if label is not None and mentions(src, p, label.start, tree.body.end):
                return '%s is used after its ownership passes on at line %d (goto %s ' \
                    'at line %d)' % (p, line, g.name, src.line(g.start))
        if cur.kind == 'return':
            return ''
        cur = tree.sibling(cur, 1)
    if tree.parent(store) is tree.body:
        return ''
    return 'the ownership of %s passes on at line %d and the code goes on' % (p, line)
