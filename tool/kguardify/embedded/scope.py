# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: what every scope-based conversion must check.

A cleanup variable (a guard, a __free pointer, a CLASS) is released when its
scope ends. A conversion is exact only if every release it replaces happens
where control leaves that scope: right before a return, a goto to a label
that only returns, a break or continue out of the block, or the end of the
block. Releases of other resources that are converted too may sit in
between (they are 'transparent'), in LIFO order. Nothing may jump into the
new scope from outside. This module holds those checks for lockcheck and
freecheck.

Runs inside spatch (the .cocci files import it): standard library only.
"""

import re
from collections.abc import Container
from typing import NamedTuple

from kguardify.embedded.cscan import (Function, Parents, ScanError, Source, Stmt, binding_target,
                                      walk)
from kguardify.embedded.ctext import conditional, split_top

# Calls that may stay in a return expression that moves into the scope.
PURE_CALLS = frozenset(('ERR_PTR', 'PTR_ERR', 'ERR_CAST', 'IS_ERR', 'IS_ERR_OR_NULL',
                        'PTR_ERR_OR_ZERO', 'min', 'max', 'min_t', 'max_t', 'clamp',
                        'likely', 'unlikely', 'sizeof', 'BIT', 'ARRAY_SIZE'))
ASSIGN_OPS = frozenset(('=', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=',
                        '<<=', '>>=', '++', '--'))
MEMBER_OPS = frozenset(('->', '.', '['))     # '++c->n' changes c->n, not c
JUMPS = frozenset(('return', 'goto', 'break', 'continue'))
NO_SPAN = (-1, -1)
MAX_COLUMNS = 100     # checkpatch's limit for a line
StmtKey = tuple[str, int, int]


def key(stmt: Stmt) -> StmtKey:
    return (stmt.kind, stmt.start, stmt.end)


def normalise(text: str) -> str:
    return re.sub(r'\s+', '', text)


def split_args(text: str) -> tuple[str, ...]:
    """Top-level comma split of an argument list, each part normalised."""
    parts = [normalise(p) for p in split_top(text)]
    return tuple(parts) if parts != [''] else ()


class Judgement(NamedTuple):
    """One candidate, judged, with all the transformation rules need (built
    with keywords). Offsets are those of the text judged. What leaves spatch
    of it, as a KGJSON line, is the driver's model.Decision."""
    idiom: str             # 'lock', 'free' or 'fd'
    function: str
    fn_line: int
    fn_end_line: int
    line: int              # the acquiring call
    col: int
    helper: str            # guard class or DEFINE_FREE name
    expr: str              # lock expression, or the pointer's name
    form: str              # 'guard', 'scoped', 'free'; '' when declined
    reason: str            # '' when accepted
    releases: tuple[int, ...]   # release statements that go (unlocks, frees)
    final: int             # the unlock that closes a scoped_guard, or -1
    labels: tuple[tuple[str, str], ...]   # (label, 'return R') whose gotos go
    var: str               # a flags or srcu index variable left unused, or ''
    acquire: int           # offset of the acquiring statement
    call: str              # lock or allocation function
    release_fn: str        # unlock or release function
    declarator: str        # free: 'struct foo *p __free(kfree)'
    owners: tuple[int, ...]     # free: 'return p;' and 'x = p;' statements
    scope_end: int = -1    # where the new cleanup variable's scope ends
    declared: bool = False  # free: the allocation is the pointer's declaration


class Call(NamedTuple):
    """A statement that is a call ('f(...);' or 'x = f(...);')."""
    name: str
    args: tuple[str, ...]
    offset: int        # offset of the function name
    stmt: Stmt


class Tree:
    """The statements of one function body with parent links."""

    def __init__(self, src: Source, fn: Function, body: Stmt) -> None:
        self.src = src
        self.fn = fn
        self.body = body
        self.parents: dict[StmtKey, Parents] = {}
        self.labels: dict[str, Stmt] = {}
        self.gotos: list[Stmt] = []
        self.by_start: dict[int, Stmt] = {}
        for stmt, parents in walk(body):
            self.parents[key(stmt)] = parents
            self.by_start.setdefault(stmt.start, stmt)
            if stmt.kind == 'label':
                self.labels[stmt.name] = stmt
            elif stmt.kind == 'goto':
                self.gotos.append(stmt)

    def parent(self, stmt: Stmt) -> Stmt | None:
        parents = self.parents.get(key(stmt), ())
        return parents[-1] if parents else None

    def sibling(self, stmt: Stmt, step: int) -> Stmt | None:
        block = self.parent(stmt)
        if block is None or block.kind != 'block':
            return None
        kids = block.kids
        for i, kid in enumerate(kids):
            if key(kid) == key(stmt):
                j = i + step
                return kids[j] if 0 <= j < len(kids) else None
        return None

    def skip(self, stmt: Stmt | None, step: int, transparent: Container[StmtKey],
             labels: bool = True) -> Stmt | None:
        """The first statement from stmt on (in direction step) that is not a
        label (when labels) and not a transparent release."""
        cur = stmt
        while cur is not None and ((labels and cur.kind == 'label') or
                                   key(cur) in transparent):
            cur = self.sibling(cur, step)
        return cur

    def label_before(self, stmt: Stmt, transparent: Container[StmtKey]) -> Stmt | None:
        """A label that leads to stmt through transparent releases only."""
        cur = self.sibling(stmt, -1)
        while cur is not None and key(cur) in transparent:
            cur = self.sibling(cur, -1)
        return cur if cur is not None and cur.kind == 'label' else None

    def label_target(self, label: Stmt, transparent: Container[StmtKey]) -> Stmt | None:
        """The return statement a label leads to through labels and transparent
        releases (or the label itself at the end of a void function); None when
        it leads to anything else."""
        nxt = self.skip(self.sibling(label, 1), 1, transparent)
        if nxt is None:
            return label if self.parent(label) is self.body else None
        return nxt if nxt.kind == 'return' else None

    def falls_into(self, label: Stmt) -> bool:
        """Can control reach the label without a goto?"""
        prev = self.sibling(label, -1)
        while prev is not None and prev.kind == 'label':
            prev = self.sibling(prev, -1)
        return prev is None or prev.kind not in JUMPS

    def return_text(self, target: Stmt) -> str:
        """'return R' for a return statement, 'return' for the end of a void body."""
        if target.kind != 'return':
            return 'return'
        return ' '.join(self.src.text[target.start:target.end].rstrip(';').split())


def find_calls(src: Source, body: Stmt, names: Container[str]) -> list[Call]:
    """Expression statements that are a call to one of `names`, or assign one."""
    toks = src.tokens
    calls = []
    for stmt, _ in walk(body):
        if stmt.kind != 'expr':
            continue
        i = src.token_at(stmt.start)
        if i + 2 < len(toks) and toks[i + 1].text == '=' and toks[i + 2].text in names:
            i += 2
        if toks[i].text not in names or i + 1 >= len(toks) or toks[i + 1].text != '(':
            continue
        close = src.pairs[i + 1]
        if close + 1 < len(toks) and toks[close + 1].text == ';' \
                and toks[close + 1].end == stmt.end:
            args = split_args(src.text[toks[i + 1].end:toks[close].start])
            calls.append(Call(toks[i].text, args, toks[i].start, stmt))
    return calls


def pure_expr(src: Source, span: tuple[int, int], avoid: str = '') -> bool:
    """True when evaluating the expression has no side effects, calls nothing
    but well-known pure macros (and does not mention `avoid`)."""
    if span == NO_SPAN:
        return True
    toks = [t for t in src.tokens if span[0] <= t.start < span[1]]
    for n, tok in enumerate(toks):
        if tok.text in ASSIGN_OPS or (avoid and tok.text == avoid):
            return False
        if n + 1 < len(toks) and toks[n + 1].text == '(' and \
                re.match(r'^[A-Za-z_]\w*$', tok.text) and tok.text not in PURE_CALLS:
            return False
    return True


def variables_of(expr: str) -> set[str]:
    """Variables an expression depends on (member names and calls excluded)."""
    names = set()
    for m in re.finditer(r'(->|\.)?\s*\b([A-Za-z_]\w*)\b(\s*\()?', expr):
        if not m.group(1) and not m.group(3):
            names.add(m.group(2))
    return names


def mentions(src: Source, name: str, start: int, end: int) -> list[int]:
    """Token indexes where the variable `name` occurs in [start, end)."""
    toks = src.tokens
    found = []
    for i, tok in enumerate(toks):
        if tok.text == name and start <= tok.start < end and \
                not (i and toks[i - 1].text in ('->', '.')):
            found.append(i)
    return found


def assigned(src: Source, name: str, start: int, end: int) -> bool:
    toks = src.tokens
    for i in mentions(src, name, start, end):
        prev = toks[i - 1].text if i else ''
        nxt = toks[i + 1].text if i + 1 < len(toks) else ''
        if nxt in ASSIGN_OPS or (prev in ('++', '--') and nxt not in MEMBER_OPS):
            return True
    return False


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
        if not pure_expr(src, span, scope.avoid):
            return computed % src.line(span[0])
        folded.add(e.label.name)
        return ''
    # return, possibly after a label: 'out: release; return R;'
    if not pure_expr(src, e.span, scope.avoid):
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
        if not pure_expr(src, span, scope.avoid):
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
                line, WORDS[what][1] if what == 'lock' else 'scope of the ' + VARIABLE[what])
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


__all__ = ['Call', 'Judgement', 'Exit', 'Scope', 'ScanError', 'Tree', 'classify', 'exit_problem',
           'find_calls', 'jump_problem', 'key', 'lifo_problem', 'mentions', 'normalise',
           'preprocessor_problem', 'pure_expr', 'split_args', 'variables_of', 'assigned']
