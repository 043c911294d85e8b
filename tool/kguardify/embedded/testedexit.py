# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: a goto to the unlock that ends a scoped_guard region,
where the work after the unlock starts by testing the value and returning
it:

    if (ret)                        if (ret)
        goto out;                       return ret;
    ...                 ->          ...
  out:                          }
    mutex_unlock(&l);           if (ret)
    if (ret)                        return ret;
        return ret;

Every goto to the label is taken only where that test holds: it is the whole
of 'if (C) goto out;' with the test's own condition, or it follows 'v =
-EIO;' and the test is 'v', 'v != 0' or 'v < 0' (an errno constant is
positive). C reads one local whose address is never taken, so the unlock
between cannot change it; the return value may read memory, which moves
into the critical section (never out of one). So each goto becomes the
return, and the path that falls through to the unlock keeps the test.

Runs inside spatch (the .cocci files import it): standard library only.
"""

import re
from collections.abc import Container

from kguardify.embedded.cscan import Stmt, walk
from kguardify.embedded.ctext import split_top
from kguardify.embedded.exits import Exit, Scope, computable
from kguardify.embedded.scope import StmtKey, Tree

# A test of the value: 'ret', 'ret != 0', 'ret < 0', in unlikely() or not.
TEST = re.compile(r'^(unlikely\s*\(\s*)?([A-Za-z_]\w*)(\s*(<|!=)\s*0)?\s*(?(1)\))$')
ERRNO = re.compile(r'^-\s*E[A-Z0-9]+$')
# A declaration of plain variables: 'int ret;', 'unsigned long n = 0, m;'.
DECLARATION = re.compile(r'^((?:(?:const|unsigned|signed|struct|enum|static)\s+)*'
                         r'[A-Za-z_]\w*)\s+([A-Za-z_][^;]*);$')


def _text(tree: Tree, span: tuple[int, int]) -> str:
    return ' '.join(tree.src.masked[span[0]:span[1]].split())


def _lone(stmt: Stmt) -> Stmt | None:
    """The one statement of an if's arm: itself, or alone in braces."""
    if stmt.kind == 'block':
        return stmt.kids[0] if len(stmt.kids) == 1 else None
    return stmt


def tested_return(tree: Tree, more: Exit, scope: Scope,
                  transparent: Container[StmtKey]) -> tuple[str, str]:
    """('return R', '') when every goto to the label before the unlock
    `more` may become the return of the test after it; else ('', why)."""
    label = more.label
    assert label is not None
    why = 'goto %s reaches the unlock at line %d, and more work follows it' % (
        label.name, tree.src.line(more.stmt.start))
    test = tree.skip(tree.sibling(more.stmt, 1), 1, transparent)
    ret = _lone(test.kids[0]) if test is not None and test.kind == 'if' and \
        len(test.kids) == 1 else None
    if test is None or ret is None or ret.kind != 'return':
        return '', why
    cond = _text(tree, test.head)
    m = TEST.match(cond)
    if m is None or not _private(tree, m.group(2)) or \
            not computable(tree.src, ret.head, scope):
        return '', why
    prev = tree.sibling(label, -1)
    if prev is not None and prev.kind == 'label':
        return '', why
    for g in tree.gotos:
        if g.name == label.name and not _taken_when(tree, g, cond, m.group(2), scope):
            return '', why + ' (the goto at line %d may not pass its test)' % \
                tree.src.line(g.start)
    return tree.return_text(ret), ''


def _private(tree: Tree, var: str) -> bool:
    """A variable of the function that nothing can change behind its back:
    declared once in it or a parameter, its address never taken."""
    src, fn = tree.src, tree.fn
    header = src.masked[fn.name_start:fn.body_open]
    found = int(re.search(r'[\s*(]%s\s*[,)]' % re.escape(var), header) is not None)
    for stmt, _ in walk(tree.body):
        m = DECLARATION.match(_text(tree, (stmt.start, stmt.end))) if stmt.kind == 'expr' \
            else None
        if m and m.group(1).split()[-1] not in ('return', 'goto'):
            found += sum(1 for d in split_top(m.group(2))
                         if re.match(r'^%s\s*(=|$)' % re.escape(var), d.strip()))
    body = src.masked[fn.body_open:fn.body_close]
    return found == 1 and re.search(r'&\s*%s\b' % re.escape(var), body) is None


def _taken_when(tree: Tree, goto: Stmt, cond: str, var: str, scope: Scope) -> bool:
    """Is the goto inside the region, and taken only where cond holds?"""
    if not scope.lo <= goto.start < scope.hi:
        return False
    parent = tree.parent(goto)
    if parent is not None and parent.kind == 'block':
        prev = tree.sibling(goto, -1)
        if prev is None or prev.kind != 'expr':
            return False
        m = re.match(r'^%s\s*=\s*(.*);$' % re.escape(var), _text(tree, (prev.start, prev.end)))
        return m is not None and ERRNO.match(m.group(1)) is not None
    if parent is not None and parent.kind == 'if' and len(parent.kids) == 1:
        return _text(tree, parent.head) == cond
    return False


__all__ = ['tested_return']
