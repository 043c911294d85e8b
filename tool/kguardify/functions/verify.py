# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: checks on a converted function, independent of the rules.

Whatever a rule did, the result must not jump into the scope of a cleanup
variable (gcc accepts that silently, clang rejects it), must not start a
label or case with a declaration, must not leave a label without its goto,
must not let a break/continue bind to a new scoped_guard, and must not keep
a lock or unlock call of a converted critical section. A function that fails
is kept as it was.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping

from kguardify.embedded.cscan import ScanError, Source, Stmt, binding_target, walk
from kguardify.embedded.ctext import closing_paren, mask
from kguardify.embedded.lockcheck import ALL_KINDS, LockKind
from kguardify.embedded.scope import MAX_COLUMNS, normalise, split_args
from kguardify.model import Decision

CLEANUP_DECL = re.compile(r'^(guard\s*\(|CLASS\s*\()|\b__free\s*\(')
SCOPED = frozenset(('scoped_guard', 'scoped_cond_guard'))
# A loop whose cursor is a cleanup variable (for_each_child_of_node_scoped)
SCOPED_LOOP = re.compile(r'\b\w*for_each\w*_scoped\s*\(')
HELPER_CALLS = ('guard', 'scoped_guard', 'scoped_cond_guard', '__free', 'CLASS',
                'no_free_ptr', 'return_ptr', 'take_fd', 'retain_and_null_ptr')
# What follows each name where it is the helper (the kernel writes both
# scoped_guard(...) and scoped_guard (...)).
CLASHES = {
    'guard': r'\s*\(\s*\w+\s*\)\s*\(',
    'scoped_guard': r'\s*\(\s*\w+\s*[,)]',
    'scoped_cond_guard': r'\s*\(\s*\w+\s*,',
    'CLASS': r'\s*\(\s*\w+\s*,\s*\w+\s*\)\s*\(',
    '__free': r'\s*\(\s*\w+\s*\)',
    '__cleanup': r'\s*\(\s*\w+\s*\)',
}


# tidy's steps and the checks parse the same texts over and over: once per
# text is enough (the results are never changed).
@functools.lru_cache(maxsize=16)
def function_source(text: str) -> tuple[Source, Stmt]:
    """The function that text holds, and its body (ScanError unless one)."""
    src = Source(text)
    fns = src.functions()
    if len(fns) != 1:
        raise ScanError('expected one function, found %d' % len(fns))
    return src, src.body(fns[0])


def uses_helpers(text: str) -> bool:
    masked = mask(text)
    return re.search(r'\b(%s)\s*\(' % '|'.join(HELPER_CALLS), masked) is not None


def name_clash(text: str, masked: str | None = None) -> str:
    """A use or definition of a cleanup.h name for something else, or ''
    (masked: cscan.mask(text), when the caller has it)."""
    for m in re.finditer(r'^\s*#\s*(?:define|undef)\s+(%s)\b' % '|'.join(CLASHES),
                         text, re.M):
        return 'the file defines %s itself (line %d)' % (
            m.group(1), text.count('\n', 0, m.start()) + 1)
    if masked is None:
        masked = mask(text)
    for m in re.finditer(r'\b(%s)\b' % '|'.join(CLASHES), masked):
        name = m.group(1)
        if re.match(CLASHES[name], masked[m.end():]):
            continue
        return 'the file uses the name %s for something else (line %d)' % (
            name, masked.count('\n', 0, m.start()) + 1)
    return ''


def check(old: str, new: str, accepted: list[Decision],
          kinds: Mapping[str, LockKind] | None = None) -> str:
    """Why the converted function text is not acceptable, or ''."""
    try:
        src, body = function_source(new)
        old_src, old_body = function_source(old)
    except ScanError as exc:
        return 'the converted function does not scan: %s' % exc
    for problem in (_jumps_into_scope(src, body), _declaration_after_label(src, body),
                    _labels(src, body, old_body), _scoped_bindings(body, old_body),
                    _leftover_calls(src, body, accepted, kinds or ALL_KINDS), _long_lines(old, new),
                    _goto_beside_helpers(src, body, old_src, old_body)):
        if problem:
            return problem
    return ''


def _goto_beside_helpers(src: Source, body: Stmt, old_src: Source, old_body: Stmt) -> str:
    """cleanup.h: 'usage of goto and cleanup helpers is never mixed in the
    same function'. A conversion that leaves a goto is declined, naming
    the goto's line in the original function (the first goto to its label)."""
    if not uses_helpers(src.text) and not SCOPED_LOOP.search(src.masked):
        return ''
    for stmt, _ in walk(body):
        if stmt.kind == 'goto':
            line = next((old_src.line(s.start) for s, _ in walk(old_body)
                         if s.kind == 'goto' and s.name == stmt.name), src.line(stmt.start))
            return 'goto %s (line %d of the function) would stay beside the cleanup helpers' % (
                stmt.name, line)
    return ''


def _long_lines(old: str, new: str) -> str:
    """A changed line beyond 100 columns (a region line one tab deeper,
    say) makes checkpatch complain: the conversion is not worth it."""
    old_lines = set(old.splitlines())
    for n, line in enumerate(new.splitlines(), 1):
        if line not in old_lines and len(line.expandtabs(8)) > MAX_COLUMNS:
            return 'line %d of the function would be longer than %d columns' % (
                n, MAX_COLUMNS)
    return ''


def is_cleanup_decl(src: Source, stmt: Stmt) -> bool:
    return stmt.kind == 'expr' and CLEANUP_DECL.search(src.masked[stmt.start:stmt.end]) \
        is not None


def _jumps_into_scope(src: Source, body: Stmt) -> str:
    labels = {s.name: s for s, _ in walk(body) if s.kind == 'label'}
    gotos = [s for s, _ in walk(body) if s.kind == 'goto']
    for stmt, parents in walk(body):
        if is_cleanup_decl(src, stmt) and parents and parents[-1].kind == 'block':
            scope = (stmt.end, parents[-1].end)
            name = 'the cleanup variable at line %d' % src.line(stmt.start)
        elif stmt.kind == 'iter' and stmt.name in SCOPED:
            scope = (stmt.start, stmt.end)
            name = 'the %s at line %d' % (stmt.name, src.line(stmt.start))
        else:
            continue
        for g in gotos:
            target = labels.get(g.name)
            if target is not None and scope[0] <= target.start < scope[1] and \
                    not scope[0] <= g.start < scope[1]:
                return 'goto %s at line %d would jump into the scope of %s' % (
                    g.name, src.line(g.start), name)
        for inner, inner_parents in walk(body):
            if inner.kind != 'case' or not scope[0] <= inner.start < scope[1]:
                continue
            switches = [p for p in inner_parents if p.kind == 'switch']
            if switches and switches[-1].start < stmt.start:
                return 'the case label at line %d would jump into the scope of %s' % (
                    src.line(inner.start), name)
    return ''


def _declaration_after_label(src: Source, body: Stmt) -> str:
    for stmt, parents in walk(body):
        if stmt.kind != 'block':
            continue
        for prev, kid in zip(stmt.kids, stmt.kids[1:]):
            if prev.kind in ('label', 'case') and is_cleanup_decl(src, kid):
                return 'a declaration would follow the label at line %d' % \
                    src.line(prev.start)
    return ''


def _labels(src: Source, body: Stmt, old_body: Stmt) -> str:
    targets = {s.name for s, _ in walk(body) if s.kind == 'goto'}
    labels = {s.name: s for s, _ in walk(body) if s.kind == 'label'}
    old_targets = {s.name for s, _ in walk(old_body) if s.kind == 'goto'}
    for name in sorted(targets - set(labels)):
        return 'goto %s has lost its label' % name
    for name, stmt in sorted(labels.items()):
        if name not in targets and name in old_targets:
            return 'label %s at line %d has no goto left' % (name, src.line(stmt.start))
    return ''


def _scoped_bindings(body: Stmt, old_body: Stmt) -> str:
    def count(tree: Stmt) -> int:
        n = 0
        for stmt, parents in walk(tree):
            if stmt.kind in ('break', 'continue'):
                target = binding_target(parents, stmt.kind)
                if target is not None and target.kind == 'iter' and target.name in SCOPED:
                    n += 1
        return n
    if count(body) > count(old_body):
        return 'a break or continue would bind to a scoped_guard loop'
    return ''


def _leftover_calls(src: Source, body: Stmt, accepted: list[Decision],
                    by_lock: Mapping[str, LockKind]) -> str:
    """No lock or unlock of a converted lock, no release of a __free pointer."""
    kinds = {k.cls: k for k in by_lock.values()}
    for d in accepted:
        if d.idiom in ('free', 'fd', 'iter'):
            for m in re.finditer(r'\b(\w+)\s*\(\s*%s\s*\)\s*;' % re.escape(d.expr),
                                 src.masked):
                if m.group(1) in d.releases_fns:
                    return '%s(%s) is still called at line %d' % (m.group(1), d.expr,
                                                                  src.line(m.start()))
            continue
        kind = by_lock.get(d.call) or kinds.get(d.helper)
        if d.idiom != 'lock' or kind is None:
            continue
        for name in (kind.lock, kind.unlock):
            for m in re.finditer(r'\b%s\s*\(' % re.escape(name), src.masked):
                close = _close_paren(src.masked, m.end() - 1)
                args = split_args(src.masked[m.end():close])
                if not d.expr or (args and args[0] == normalise(d.expr)):
                    return '%s() is still called at line %d' % (name, src.line(m.start()))
    return ''


def _close_paren(text: str, open_at: int) -> int:
    close = closing_paren(text, open_at)
    return close if close >= 0 else len(text)
