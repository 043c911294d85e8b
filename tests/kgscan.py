# SPDX-License-Identifier: GPL-2.0-only
"""An independent scan of a converted function, for the real-kernel checks
(bench/sweep, tests/kernel_proof.py). It shares nothing with the proof or
the rules but the C scanner, and looks for the conversion bugs seen on
real code: a goto beside the cleanup helpers; a __free pointer returned or
stored without return_ptr()/no_free_ptr(); the cursor of a scoped loop
returned or put by hand; a use of a pointer after
no_free_ptr() in what can run after it (the statements that follow, and
those after the labels their gotos reach); a break or continue bound to a
scoped_guard that the original did not have.
"""

from __future__ import annotations

import re

from kguardify.embedded.cscan import ScanError, Source, Stmt, binding_target, walk

HELPERS = re.compile(r'\b(guard|scoped_guard|scoped_cond_guard|CLASS|\w*for_each\w*_scoped)\s*\('
                     r'|\b__free\s*\(')


def scan(old: str, new: str) -> list[str]:
    """What the independent scan finds wrong in one converted function."""
    try:
        src = Source(new)
        fn = src.functions()[0]
        body = src.body(fn)
        old_src = Source(old)
        old_body = old_src.body(old_src.functions()[0])
    except (ScanError, IndexError) as exc:
        return ['does not scan: %s' % exc]
    found = []
    masked = src.masked
    if HELPERS.search(masked) and any(s.kind == 'goto' for s, _ in walk(body)):
        found.append('a goto beside the cleanup helpers')
    for name in re.findall(r'\*\s*(\w+)\s+__free\s*\(', masked):
        for s, _ in walk(body):
            text = ' '.join(re.findall(r'\w+|->|==|!=|<=|>=|\S', masked[s.start:s.end]))
            if s.kind == 'return' and re.fullmatch(r'return \(? ?%s \)? ?;' % name, text):
                found.append('%s is returned without return_ptr()' % name)
            elif s.kind == 'expr' and re.fullmatch(r'[^=]* = %s ;' % name, text) \
                    and not text.startswith(name + ' '):
                found.append('%s is stored without no_free_ptr()' % name)
    found.extend(_scoped_cursor_misuse(src, body))
    found.extend(_used_after_hand_over(src, body))
    if _scoped_bindings(body) > _scoped_bindings(old_body):
        found.append('a break or continue binds to a scoped_guard')
    return found


def _scoped_cursor_misuse(src: Source, body: Stmt) -> list[str]:
    """In a for_each_..._scoped loop the cursor is put at every way out: a
    'return c;' in it returns a put node, and a put of c by hand puts it twice."""
    found = []
    for loop, _ in walk(body):
        if loop.kind != 'iter' or not loop.name.endswith('_scoped') or 'for_each' not in loop.name:
            continue
        args = src.masked[loop.head[0]:loop.head[1]].split(',')
        cursor = args[-1].strip()
        for s, _ in walk(loop.kids[0]):
            text = ' '.join(re.findall(r'\w+|->|\S', src.masked[s.start:s.end]))
            if s.kind == 'return' and re.fullmatch(r'return \(? ?%s \)? ?;' % cursor, text):
                found.append('%s is returned from its scoped loop' % cursor)
            elif s.kind == 'expr' and re.fullmatch(r'\w*_put \( %s \) ;' % cursor, text):
                found.append('%s is put by hand in its scoped loop' % cursor)
    return found


def _used_after_hand_over(src: Source, body: Stmt) -> list[str]:
    found = []
    for s, ps in walk(body):
        if s.kind not in ('expr', 'return'):
            continue
        for name in re.findall(r'\bno_free_ptr\s*\(\s*(\w+)\s*\)', src.masked[s.start:s.end]):
            for later in _after(s, ps, body):
                text = src.masked[later.start:later.end]
                if re.search(r'(?<![\w.>])%s\b(?!\s*=[^=])' % name, text):
                    found.append('%s is used after no_free_ptr() (line %d)' % (
                        name, src.line(later.start)))
                    break
    return found


def _after(s: Stmt, ps: tuple[Stmt, ...], body: Stmt) -> list[Stmt]:
    """The statements that can run after s: those that follow it, and
    those after the labels their gotos reach."""
    labels = {k.name: (k, p) for k, p in walk(body) if k.kind == 'label'}
    out: list[Stmt] = []
    todo = _following(s, ps)
    seen: set[str] = set()
    while todo:
        stmt = todo.pop(0)
        out.append(stmt)
        for inner, _ in walk(stmt):
            if inner.kind == 'goto' and inner.name in labels and inner.name not in seen:
                seen.add(inner.name)
                label, label_parents = labels[inner.name]
                todo.extend(_following(label, label_parents))
    return out


def _following(s: Stmt, ps: tuple[Stmt, ...]) -> list[Stmt]:
    """The statements that run after s in its block and the enclosing ones,
    up to the first return or goto (where control leaves)."""
    out = []
    chain = list(ps)
    current = s
    while chain:
        block = chain.pop()
        if block.kind != 'block':
            current = block
            continue
        kids = list(block.kids)
        if current not in kids:
            break
        for k in kids[kids.index(current) + 1:]:
            if k.kind == 'label':
                continue
            out.append(k)
            if k.kind in ('return', 'goto', 'break', 'continue'):
                return out
        current = block
    return out


def _scoped_bindings(body: Stmt) -> int:
    n = 0
    for s, ps in walk(body):
        if s.kind in ('break', 'continue'):
            target = binding_target(ps, s.kind)
            if target is not None and target.kind == 'iter' and \
                    target.name in ('scoped_guard', 'scoped_cond_guard'):
                n += 1
    return n
