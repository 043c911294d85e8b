# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: what every scope-based conversion must check.

A cleanup variable (a guard, a __free pointer, a CLASS) is released when its
scope ends. A conversion is exact only if every release it replaces happens
where control leaves that scope: right before a return, a goto to a label
that only returns, a break or continue out of the block, or the end of the
block. Releases of other resources that are converted too may sit in
between (they are 'transparent'), in LIFO order. Nothing may jump into the
new scope from outside. This module holds those checks for lockcheck,
freecheck and classcheck; scope.py the function's statements they read.

Runs inside spatch (the .cocci files import it): standard library only.
"""

from collections.abc import Container
from typing import NamedTuple

from kguardify.embedded.cscan import Source, Stmt, binding_target, walk
from kguardify.embedded.ctext import conditional
from kguardify.embedded.scope import NO_SPAN, StmtKey, Tree, key, pure_expr, reads_memory


class Exit(NamedTuple):
    """How control leaves a release statement: kind is 'return', 'goto',
    'break', 'continue', 'end' (its block ends), 'more' (work follows in the
    scope's own block) or 'bad'."""
    kind: str
    stmt: Stmt
    span: tuple[int, int] = NO_SPAN     # returned expression
    label: Stmt | None = None           # goto target, or the label before
    target: Stmt | None = None          # loop or switch of a break/continue
    why: str = ''


WORDS = {'lock': ('unlock', 'critical section', 'lock'),
         'free': ('free', 'scope', 'allocation'),
         'class': ('release', 'scope', 'acquisition')}
# What the new cleanup variable is called in messages.
VARIABLE = {'lock': 'guard', 'free': '__free pointer', 'class': 'CLASS variable'}
# Where a conversion's new scope is, in messages (iter: a scoped loop).
PLACE = {'lock': WORDS['lock'][1], 'free': 'scope of the ' + VARIABLE['free'],
         'class': 'scope of the ' + VARIABLE['class'], 'iter': 'loop'}


def classify(tree: Tree, stmt: Stmt, block: Stmt, in_switch: bool,
             transparent: Container[StmtKey], what: str = 'lock') -> Exit:
    """What control does right after a release statement."""
    src = tree.src
    line = src.line(stmt.start)
    release, region, _ = WORDS[what]
    parent = tree.parent(stmt)
    if parent is None or parent.kind != 'block':
        return Exit('bad', stmt, why='the %s at line %d is not a statement of its own'
                    % (release, line))
    label = tree.label_before(stmt, transparent)
    nxt = tree.skip(tree.sibling(stmt, 1), 1, transparent)
    if nxt is None:
        if parent is tree.body:
            return Exit('return', stmt, label=label)
        if parent is block:
            return Exit('end', stmt, label=label)
        return Exit('bad', stmt, why='code after the block of the %s at line %d runs '
                    'without it' % (release, line))
    if in_switch and parent is block:
        return Exit('more', stmt, label=label)
    if nxt.kind == 'return':
        return Exit('return', stmt, nxt.head, label)
    if nxt.kind == 'goto':
        target = tree.labels.get(nxt.name)
        if target is None:
            return Exit('bad', stmt, why='goto %s at line %d has no label' %
                        (nxt.name, src.line(nxt.start)))
        return Exit('goto', stmt, label=target)
    if nxt.kind in ('break', 'continue'):
        return Exit(nxt.kind, stmt, target=binding_target(tree.parents[key(nxt)], nxt.kind))
    if parent is block:
        return Exit('more', stmt, label=label)
    return Exit('bad', stmt, why='the %s at line %d is followed by more work '
                'before the %s ends' % (release, line, region))


class Scope(NamedTuple):
    """The part of the function the new cleanup variable covers."""
    form: str            # 'guard' (to the end of the block), 'scoped', 'free'
    lo: int              # offset of the acquiring statement
    hi: int              # end of the scope
    what: str            # 'lock' or 'free' for the messages
    avoid: str = ''      # a variable that return values may not mention


def computable(src: Source, span: tuple[int, int], scope: Scope) -> bool:
    """Can the returned value be computed where the cleanup helper has it
    computed: under the lock, or before the release? Not if it calls, stores
    or names the released pointer (pure_expr); before a release, not if it
    reads memory either, for that read would move before a call (a read may
    move into a critical section, never past another call)."""
    if not pure_expr(src, span, scope.avoid):
        return False
    return scope.what == 'lock' or not reads_memory(src, span)


def exit_problem(tree: Tree, e: Exit, scope: Scope, folded: set[str],
                 transparent: Container[StmtKey]) -> str:
    """Why this way out of the scope cannot become a scope exit ('' if it can)."""
    src = tree.src
    line = src.line(e.stmt.start)
    release, region, taken = WORDS[scope.what]
    inside = scope.lo <= e.stmt.start < scope.hi
    computed = 'the return value at line %d would be computed ' + (
        'under the lock' if scope.what == 'lock' else 'before the release')
    if e.kind == 'more':
        return ''
    if e.kind == 'end':
        if scope.form == 'scoped':
            return 'the %s at line %d ends its block after the region' % (release, line)
        if e.label is not None:
            return 'goto %s reaches the %s at the end of the block (line %d)' % (
                e.label.name, release, line)
        return ''
    if e.kind in ('break', 'continue'):
        if scope.form == 'scoped':
            return '%s after the unlock at line %d would bind to the scoped_guard loop' \
                % (e.kind, line)
        t = e.target
        if t is None or not (t.start < scope.lo and t.end >= scope.hi):
            return '%s after the %s at line %d stays inside the block' % (e.kind, release,
                                                                          line)
        return ''
    if e.kind == 'goto':
        assert e.label is not None  # classify() always names a goto's target
        target = tree.label_target(e.label, transparent)
        if not scope.lo <= e.label.start < scope.hi:
            if target is None:
                return 'the %s at line %d is followed by goto %s, whose cleanup ' \
                    'stays goto-based' % (release, line, e.label.name)
            return ''
        if target is None:
            return 'the %s at line %d is followed by goto %s, which does more ' \
                'than return' % (release, line, e.label.name)
        span = target.head if target.kind == 'return' else NO_SPAN
        if not computable(src, span, scope):
            return computed % src.line(span[0])
        folded.add(e.label.name)
        return ''
    # return, possibly after a label: 'out: release; return R;'
    if not computable(src, e.span, scope):
        return computed % src.line(e.span[0])
    if e.label is not None:
        if tree.falls_into(e.label) and not inside:
            return 'the %s at line %d is reached from outside the block' % (release, line)
        folded.add(e.label.name)
    elif not inside:
        return 'the %s at line %d is outside the block of the %s' % (release, line, taken)
    return ''


def jump_problem(tree: Tree, scope: Scope, folded: set[str],
                 transparent: Container[StmtKey], own: Container[StmtKey],
                 entry_ok: bool = False) -> str:
    """Gotos into the new scope, case labels inside it, break/continue that
    would bind to a scoped_guard. A goto from outside may reach a folded
    label only when the label's way to its return releases nothing of this
    resource (own), or, with entry_ok, from before the scope (a __free
    pointer that is still NULL there)."""
    src = tree.src
    lo, hi = scope.lo, scope.hi
    others = _Without(transparent, own)
    for g in tree.gotos:
        target = tree.labels.get(g.name)
        if target is None:
            return 'goto %s at line %d has no label' % (g.name, src.line(g.start))
        from_inside = lo <= g.start < hi
        if g.name in folded:
            if from_inside or tree.label_target(target, others) is not None:
                continue
            if entry_ok and g.start < lo and tree.label_target(target, transparent):
                continue
            return 'a goto at line %d reaches the %s label %s from outside the %s' % (
                src.line(g.start), WORDS[scope.what][0], g.name, WORDS[scope.what][1])
        if lo < target.start < hi and (from_inside or g.start < lo) and \
                tree.label_target(target, ()) is not None:
            # 'l: return R;' inside the scope: every goto to it becomes the
            # return, so that no goto is left next to the cleanup helper.
            folded.add(g.name)
            continue
        if lo < target.start < hi and not from_inside:
            if tree.label_target(target, others) is not None:
                folded.add(g.name)
                continue
            return 'a goto at line %d jumps into the scope of the %s (label %s)' % (
                src.line(g.start), VARIABLE[scope.what], g.name)
    for name in sorted(folded):
        target = tree.label_target(tree.labels[name], transparent)
        span = target.head if target is not None and target.kind == 'return' else NO_SPAN
        if not computable(src, span, scope):
            return 'the return value at line %d would be computed %s' % (
                src.line(span[0]), 'under the lock' if scope.what == 'lock'
                else 'before the release')
    for stmt, parents in walk(tree.body):
        if not lo < stmt.start < hi:
            continue
        if stmt.kind == 'case':
            switches = [p for p in parents if p.kind == 'switch']
            if switches and switches[-1].start < lo:
                return 'the case label at line %d would be inside the %s' % (
                    src.line(stmt.start), 'guard' if scope.what == 'lock' else
                    'scope of the ' + VARIABLE[scope.what])
        if scope.form == 'scoped' and stmt.kind in ('break', 'continue'):
            target = binding_target(parents, stmt.kind)
            if target is None or target.start < lo:
                return '%s at line %d would bind to the scoped_guard loop' % \
                    (stmt.kind, src.line(stmt.start))
    return ''


class _Without:
    """A container: the keys of `base` that are not in `removed`."""

    def __init__(self, base: Container[StmtKey], removed: Container[StmtKey]) -> None:
        self.base = base
        self.removed = removed

    def __contains__(self, item: object) -> bool:
        return item in self.base and item not in self.removed


def preprocessor_problem(src: Source, lo: int, hi: int, what: str = 'lock') -> str:
    for line in range(src.line(lo), src.line(hi) + 1):
        end = src.starts[line] if line < len(src.starts) else len(src.text)
        if conditional(src.text[src.starts[line - 1]:end]):
            return 'a preprocessor conditional at line %d is inside the %s' % (
                line, PLACE[what])
    return ''


def release_run(tree: Tree, stmt: Stmt, releases: dict[StmtKey, int]) -> list[Stmt]:
    """The consecutive release statements around stmt in its block, labels
    between them skipped (releases maps each release statement to the offset
    of its acquisition)."""
    run = [stmt]
    for step in (-1, 1):
        cur = tree.sibling(stmt, step)
        while cur is not None and (key(cur) in releases or cur.kind == 'label'):
            if cur.kind != 'label':
                run.insert(0, cur) if step < 0 else run.append(cur)
            cur = tree.sibling(cur, step)
    return run


def lifo_problem(tree: Tree, stmt: Stmt, releases: dict[StmtKey, int],
                 acquired_at: int, what: str = 'lock') -> str:
    """Releases next to each other must undo their acquisitions in reverse
    (stmt releases what was acquired at acquired_at)."""
    run = release_run(tree, stmt, releases)
    acquired = [acquired_at if s is stmt else releases[key(s)] for s in run]
    for a, b in zip(acquired, acquired[1:]):
        if a < b:
            line = tree.src.line(run[acquired.index(a)].start)
            if what == 'lock':
                return 'unlock order is not LIFO (line %d releases the outer lock first)' \
                    % line
            return 'release order is not LIFO (line %d releases what was taken first)' % \
                line
    return ''
