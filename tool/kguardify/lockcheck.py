# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: the structural safety checks for lock -> guard conversions.

Coccinelle proves the path facts (every path from a lock reaches an unlock of
the same lock first, nothing returns with it held). This module decides from
the text whether a guard expresses that critical section exactly, and in which
form: guard() to the end of the lock's block, or a scoped_guard region. It
names the unlocks that go, the labels whose gotos become returns, and
otherwise the reason for declining.

Embedded verbatim into the generated cocci/guard_lock.cocci next to cscan.py:
standard library only, no decorators.
"""

import re
from collections.abc import Container, Iterable
from typing import NamedTuple

from kguardify.cscan import (Function, Parents, Source, Stmt, ScanError, walk,
                             binding_target)

# lock function, unlock function, guard class, argument shape:
#   e: f(E)   ef: f(E, flags)   0: f()   f: f(flags)   srcu: i = f(E) ... g(E, i)
LOCK_KINDS = (
    ('mutex_lock', 'mutex_unlock', 'mutex', 'e'),
    ('spin_lock', 'spin_unlock', 'spinlock', 'e'),
    ('spin_lock_irq', 'spin_unlock_irq', 'spinlock_irq', 'e'),
    ('spin_lock_bh', 'spin_unlock_bh', 'spinlock_bh', 'e'),
    ('spin_lock_irqsave', 'spin_unlock_irqrestore', 'spinlock_irqsave', 'ef'),
    ('raw_spin_lock', 'raw_spin_unlock', 'raw_spinlock', 'e'),
    ('raw_spin_lock_irq', 'raw_spin_unlock_irq', 'raw_spinlock_irq', 'e'),
    ('raw_spin_lock_bh', 'raw_spin_unlock_bh', 'raw_spinlock_bh', 'e'),
    ('raw_spin_lock_irqsave', 'raw_spin_unlock_irqrestore', 'raw_spinlock_irqsave', 'ef'),
    ('down_read', 'up_read', 'rwsem_read', 'e'),
    ('down_write', 'up_write', 'rwsem_write', 'e'),
    ('read_lock', 'read_unlock', 'read_lock', 'e'),
    ('read_lock_irq', 'read_unlock_irq', 'read_lock_irq', 'e'),
    ('read_lock_irqsave', 'read_unlock_irqrestore', 'read_lock_irqsave', 'ef'),
    ('write_lock', 'write_unlock', 'write_lock', 'e'),
    ('write_lock_irq', 'write_unlock_irq', 'write_lock_irq', 'e'),
    ('write_lock_irqsave', 'write_unlock_irqrestore', 'write_lock_irqsave', 'ef'),
    ('rcu_read_lock', 'rcu_read_unlock', 'rcu', '0'),
    ('srcu_read_lock', 'srcu_read_unlock', 'srcu', 'srcu'),
    ('preempt_disable', 'preempt_enable', 'preempt', '0'),
    ('preempt_disable_notrace', 'preempt_enable_notrace', 'preempt_notrace', '0'),
    ('migrate_disable', 'migrate_enable', 'migrate', '0'),
    ('local_irq_disable', 'local_irq_enable', 'irq', '0'),
    ('local_irq_save', 'local_irq_restore', 'irqsave', 'f'),
)

# Calls that may stay in a return expression that moves under the lock.
PURE_CALLS = frozenset(('ERR_PTR', 'PTR_ERR', 'ERR_CAST', 'IS_ERR', 'IS_ERR_OR_NULL',
                        'PTR_ERR_OR_ZERO', 'min', 'max', 'min_t', 'max_t', 'clamp',
                        'likely', 'unlikely', 'sizeof', 'BIT', 'ARRAY_SIZE'))
ASSIGN_OPS = frozenset(('=', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=',
                        '<<=', '>>=', '++', '--'))
JUMPS = frozenset(('return', 'goto', 'break', 'continue'))
NO_SPAN = (-1, -1)
# What tells statements apart: kind, start and end.
StmtKey = tuple[str, int, int]


class LockKind(NamedTuple):
    lock: str
    unlock: str
    cls: str
    shape: str


class Call(NamedTuple):
    """A statement that is a call to a lock or unlock function."""
    name: str
    args: tuple[str, ...]  # normalised argument texts
    offset: int        # offset of the function name
    stmt: Stmt


class Decision(NamedTuple):
    function: str
    fn_line: int
    fn_end_line: int
    lock_line: int
    lock_col: int
    cls: str
    expr: str          # the lock expression as written, '' for shapes 0 and f
    form: str          # 'guard' or 'scoped'; '' when declined
    reason: str        # why not; '' when accepted
    exits: tuple[int, ...]  # offsets of the unlock calls that are deleted
    final: int         # offset of the unlock that closes a scoped_guard, or -1
    labels: tuple[str, ...]  # labels whose gotos become 'return R;'
    var: str           # the flags or srcu index variable, or ''


def kinds_by_lock(classes: Container[str] | None = None) -> dict[str, LockKind]:
    """Lock kinds whose guard class is in `classes` (None: every kind)."""
    return {k.lock: k for k in (LockKind(*row) for row in LOCK_KINDS)
            if classes is None or k.cls in classes}


def normalise(text: str) -> str:
    return re.sub(r'\s+', '', text)


def split_args(text: str) -> tuple[str, ...]:
    """Top-level comma split of an argument list, each part normalised."""
    parts: list[str] = []
    depth = 0
    cur: list[str] = []
    for c in text:
        if c in '([{':
            depth += 1
        elif c in ')]}':
            depth -= 1
        if c == ',' and depth == 0:
            parts.append(''.join(cur))
            cur = []
        else:
            cur.append(c)
    parts.append(''.join(cur))
    parts = [normalise(p) for p in parts]
    return tuple(parts) if parts != [''] else ()


class Tree:
    """The statements of one function body with parent links."""

    def __init__(self, src: Source, body: Stmt) -> None:
        self.src = src
        self.body = body
        self.parents: dict[StmtKey, Parents] = {}
        self.labels: dict[str, Stmt] = {}
        self.gotos: list[Stmt] = []
        for stmt, parents in walk(body):
            self.parents[_key(stmt)] = parents
            if stmt.kind == 'label':
                self.labels[stmt.name] = stmt
            elif stmt.kind == 'goto':
                self.gotos.append(stmt)

    def parent(self, stmt: Stmt) -> Stmt | None:
        parents = self.parents.get(_key(stmt), ())
        return parents[-1] if parents else None

    def next_sibling(self, stmt: Stmt) -> Stmt | None:
        block = self.parent(stmt)
        if block is None or block.kind != 'block':
            return None
        kids = block.kids
        i = _index(block, stmt)
        return kids[i + 1] if i + 1 < len(kids) else None

    def prev_sibling(self, stmt: Stmt) -> Stmt | None:
        block = self.parent(stmt)
        if block is None or block.kind != 'block':
            return None
        i = _index(block, stmt)
        return block.kids[i - 1] if i > 0 else None

    def skip_labels(self, stmt: Stmt | None) -> Stmt | None:
        """The first statement at or after stmt in its block that is not a
        label, or None at the end of the block."""
        cur = stmt
        while cur is not None and cur.kind == 'label':
            cur = self.next_sibling(cur)
        return cur

    def label_returns(self, label: Stmt) -> tuple[int, int] | None:
        """For 'l: return R;' (through further labels) the span of R, NO_SPAN
        for a bare return or the end of a void function; None otherwise."""
        nxt = self.skip_labels(self.next_sibling(label))
        if nxt is None:
            return NO_SPAN if self.parent(label) is self.body else None
        if nxt.kind == 'return':
            return nxt.head
        return None

    def falls_into(self, label: Stmt) -> bool:
        """Can control reach the label without a goto?"""
        prev = self.prev_sibling(label)
        while prev is not None and prev.kind == 'label':
            prev = self.prev_sibling(prev)
        return prev is None or prev.kind not in JUMPS


def _key(stmt: Stmt) -> StmtKey:
    return (stmt.kind, stmt.start, stmt.end)


def _index(block: Stmt, stmt: Stmt) -> int:
    for i, kid in enumerate(block.kids):
        if _key(kid) == _key(stmt):
            return i
    raise ScanError('statement not in its block')


def find_calls(src: Source, body: Stmt, names: Container[str]) -> list[Call]:
    """Expression statements that are a call to one of `names`, or assign
    one ('idx = srcu_read_lock(&s);')."""
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


def identity(kind: LockKind, call: Call) -> tuple[str, ...]:
    """What names the lock object: its class family and its expression."""
    if kind.shape in ('e', 'ef', 'srcu') and call.args:
        return (kind.lock, call.args[0])
    return (kind.lock,)


def pure_expr(src: Source, span: tuple[int, int]) -> bool:
    """True when evaluating the expression has no side effects and calls
    nothing but well-known pure macros, so it may move under the lock."""
    if span == NO_SPAN:
        return True
    toks = [t for t in src.tokens if span[0] <= t.start < span[1]]
    for n, tok in enumerate(toks):
        if tok.text in ASSIGN_OPS:
            return False
        if n + 1 < len(toks) and toks[n + 1].text == '(' and \
                re.match(r'^[A-Za-z_]\w*$', tok.text) and tok.text not in PURE_CALLS:
            return False
    return True


def variables_of(expr: str) -> set[str]:
    """Variables a lock expression depends on (member names excluded)."""
    names: set[str] = set()
    for m in re.finditer(r'(->|\.)?\s*\b([A-Za-z_]\w*)\b(\s*\()?', expr):
        if not m.group(1) and not m.group(3):
            names.add(m.group(2))
    return names


def assigned(src: Source, name: str, start: int, end: int) -> bool:
    toks = src.tokens
    for i, tok in enumerate(toks):
        if tok.text != name or not start <= tok.start < end:
            continue
        prev = toks[i - 1].text if i else ''
        nxt = toks[i + 1].text if i + 1 < len(toks) else ''
        if prev in ('->', '.'):
            continue
        if nxt in ASSIGN_OPS or prev in ('++', '--'):
            return True
    return False


class Context(NamedTuple):
    src: Source
    fn: Function
    tree: Tree
    all_kinds: dict[str, LockKind]
    lock_calls: list[Call]
    unlock_calls: list[Call]


def judge_function(src: Source, fn: Function, body: Stmt, kinds: dict[str, LockKind],
                   strict: dict[int, list[int]],
                   all_kinds: dict[str, LockKind]) -> list[Decision]:
    """Decisions for every lock call of one function. `strict` maps the offset
    of each lock call that Coccinelle matched under 'when strict' to the
    offsets of the first unlocks on its paths."""
    tree = Tree(src, body)
    lock_calls = find_calls(src, body, set(all_kinds))
    unlock_calls = find_calls(src, body, {k.unlock for k in all_kinds.values()})
    ctx = Context(src, fn, tree, all_kinds, lock_calls, unlock_calls)
    seen: dict[tuple[str, ...], list[Call]] = {}
    for call in lock_calls:
        seen.setdefault(identity(all_kinds[call.name], call), []).append(call)
    decisions = []
    for call in lock_calls:
        kind = all_kinds[call.name]
        twins = [c for c in seen[identity(kind, call)] if c is not call]
        if kind.lock not in kinds:
            reason = 'the tree defines no guard for %s()' % kind.lock
        elif twins:
            reason = 'the lock is dropped and retaken (also taken at line %d)' % \
                src.line(twins[0].offset)
        elif call.offset not in strict:
            reason = 'a path leaves the function with the lock held'
        else:
            decisions.append(judge_lock(ctx, call, kind, strict[call.offset]))
            continue
        decisions.append(decline(ctx, call, kind, reason))
    return decisions


def decline(ctx: Context, call: Call, kind: LockKind, reason: str) -> Decision:
    return _decision(ctx, call, kind, '', reason, (), -1, (), '')


def _decision(ctx: Context, call: Call, kind: LockKind, form: str, reason: str,
              exits: Iterable[int], final: int, labels: Iterable[str],
              var: str) -> Decision:
    src, fn = ctx.src, ctx.fn
    line = src.line(call.offset)
    expr = call.args[0] if kind.shape in ('e', 'ef', 'srcu') and call.args else ''
    return Decision(fn.name, src.line(fn.start), src.line(fn.body_close), line,
                    call.offset - src.starts[line - 1], kind.cls, expr, form, reason,
                    tuple(exits), final, tuple(labels), var)


class Exit(NamedTuple):
    """How control leaves an unlock: kind is 'return', 'goto', 'break',
    'continue', 'end' (the lock's block ends), 'more' (work follows in the
    lock's block) or 'bad'."""
    kind: str
    unlock: Call
    span: tuple[int, int] = NO_SPAN  # returned expression
    label: Stmt | None = None   # goto target, or the label before the unlock
    target: Stmt | None = None  # loop or switch of a break/continue
    why: str = ''


def classify(ctx: Context, u: Call, block: Stmt, in_switch: bool) -> Exit:
    """What the control flow does right after the unlock statement."""
    tree, src = ctx.tree, ctx.src
    parent = tree.parent(u.stmt)
    if parent is None or parent.kind != 'block':
        return Exit('bad', u, why='the unlock at line %d is not a statement of its own'
                    % src.line(u.offset))
    before = tree.prev_sibling(u.stmt)
    label = before if before is not None and before.kind == 'label' else None
    nxt = tree.skip_labels(tree.next_sibling(u.stmt))
    if nxt is None:
        if parent is tree.body:
            return Exit('return', u, label=label)
        if parent is block:
            return Exit('end', u, label=label)
        return Exit('bad', u, why='code after the block of the unlock at line %d runs '
                    'unlocked' % src.line(u.offset))
    if in_switch and parent is block:
        # A guard cannot live in a switch body; the section ends here and
        # its break or return follows the region.
        return Exit('more', u, label=label)
    if nxt.kind == 'return':
        return Exit('return', u, nxt.head, label)
    if nxt.kind == 'goto':
        target = tree.labels.get(nxt.name)
        if target is None:
            return Exit('bad', u, why='goto %s at line %d has no label' %
                        (nxt.name, src.line(nxt.start)))
        return Exit('goto', u, label=target)
    if nxt.kind in ('break', 'continue'):
        return Exit(nxt.kind, u, target=binding_target(tree.parents[_key(nxt)], nxt.kind))
    if parent is block:
        return Exit('more', u, label=label)
    return Exit('bad', u, why='the unlock at line %d is followed by more work '
                'before the critical section ends' % src.line(u.offset))


def judge_lock(ctx: Context, call: Call, kind: LockKind,
               first_unlocks: list[int]) -> Decision:
    src, tree = ctx.src, ctx.tree

    def no(reason: str) -> Decision:
        return decline(ctx, call, kind, reason)

    block = tree.parent(call.stmt)
    if block is None or block.kind != 'block':
        return no('the lock call is not a statement of its own block')
    grand = tree.parent(block)
    in_switch = grand is not None and grand.kind == 'switch'
    before = tree.prev_sibling(call.stmt)
    after_label = before is not None and before.kind in ('label', 'case')

    unlocks = []
    for off in first_unlocks:
        found = [u for u in ctx.unlock_calls if u.offset == off]
        if not found:
            return no('the unlock at line %d is not a statement of its own' %
                      src.line(off))
        if found[0].name != kind.unlock:
            return no('%s() is paired with %s() at line %d' %
                      (kind.lock, found[0].name, src.line(off)))
        unlocks.append(found[0])

    exits = [classify(ctx, u, block, in_switch) for u in unlocks]
    for e in exits:
        if e.kind == 'bad':
            return no(e.why)
    mores = [e for e in exits if e.kind == 'more']
    if len(mores) > 1:
        return no('the lock is released at lines %d and %d of the same block with '
                  'work after each' % (src.line(mores[0].unlock.offset),
                                       src.line(mores[1].unlock.offset)))
    form = 'scoped' if mores else 'guard'
    lo = call.stmt.start
    hi = mores[0].unlock.stmt.end if mores else block.end - 1
    if mores and mores[0].label is not None:
        return no('goto %s reaches the unlock at line %d, and more work follows it'
                  % (mores[0].label.name, src.line(mores[0].unlock.offset)))
    if form == 'guard' and in_switch:
        return no('the lock is taken directly in a switch body (the case needs braces)')
    if form == 'guard' and after_label:
        return no('a label or case would start with a declaration')

    folded: set[str] = set()
    for e in exits:
        reason = _exit_problem(ctx, e, form, lo, hi, folded)
        if reason:
            return no(reason)

    reason = _jump_problem(ctx, form, lo, hi, folded)
    if reason:
        return no(reason)

    for name in sorted(variables_of(call.args[0] if kind.shape in ('e', 'ef', 'srcu')
                                    and call.args else '')):
        if assigned(src, name, lo + 1, hi):
            return no('%s is assigned inside the critical section' % name)

    for e in exits:
        reason = _lifo_problem(ctx, e.unlock, call)
        if reason:
            return no(reason)

    for line in range(src.line(lo), src.line(hi) + 1):
        end = src.starts[line] if line < len(src.starts) else len(src.text)
        if re.match(r'\s*#\s*(if|ifdef|ifndef|elif|else|endif)\b',
                    src.text[src.starts[line - 1]:end]):
            return no('a preprocessor conditional at line %d is inside the critical '
                      'section' % line)

    var = ''
    if kind.shape == 'ef' and len(call.args) == 2:
        var = call.args[1]
    elif kind.shape == 'f' and len(call.args) == 1:
        var = call.args[0]
    elif kind.shape == 'srcu':
        var = src.tokens[src.token_at(call.stmt.start)].text
    removed = sorted(e.unlock.offset for e in exits if e.kind != 'more')
    final = mores[0].unlock.offset if mores else -1
    return _decision(ctx, call, kind, form, '', removed, final, sorted(folded), var)


def _exit_problem(ctx: Context, e: Exit, form: str, lo: int, hi: int,
                  folded: set[str]) -> str:
    """Why this way out of the critical section cannot become a scope exit."""
    src, tree = ctx.src, ctx.tree
    line = src.line(e.unlock.offset)
    inside = lo <= e.unlock.offset < hi
    if e.kind == 'more':
        return ''
    if e.kind == 'end':
        if form == 'scoped':
            return 'the unlock at line %d ends its block after the region' % line
        if e.label is not None:
            return 'goto %s reaches the unlock at the end of the block (line %d)' % \
                (e.label.name, line)
        return ''
    if e.kind in ('break', 'continue'):
        if form == 'scoped':
            return '%s after the unlock at line %d would bind to the scoped_guard loop' \
                % (e.kind, line)
        t = e.target
        if t is None or not (t.start < lo and t.end >= hi):
            return '%s after the unlock at line %d stays inside the block' % (e.kind, line)
        return ''
    if e.kind == 'goto':
        assert e.label is not None  # classify() always names a goto's target
        ret = tree.label_returns(e.label)
        if not lo <= e.label.start < hi:
            if ret is None:
                return 'the unlock at line %d is followed by goto %s, whose cleanup ' \
                    'stays goto-based' % (line, e.label.name)
            return ''
        if ret is None:
            return 'the unlock at line %d is followed by goto %s, which does more ' \
                'than return' % (line, e.label.name)
        if not pure_expr(src, ret):
            return 'the return value at line %d would be computed under the lock' % \
                src.line(ret[0])
        folded.add(e.label.name)
        return ''
    # return, possibly after a label: 'out: unlock; return R;'
    if not pure_expr(src, e.span):
        return 'the return value at line %d would be computed under the lock' % \
            src.line(e.span[0])
    if e.label is not None:
        if tree.falls_into(e.label) and not inside:
            return 'the unlock at line %d is reached from outside the block' % line
        folded.add(e.label.name)
    elif not inside:
        return 'the unlock at line %d is outside the block of the lock' % line
    return ''


def _jump_problem(ctx: Context, form: str, lo: int, hi: int, folded: set[str]) -> str:
    """Gotos into the new scope, case labels inside it, break/continue that
    would bind to a scoped_guard."""
    src, tree = ctx.src, ctx.tree
    for g in tree.gotos:
        target = tree.labels.get(g.name)
        if target is None:
            return 'goto %s at line %d has no label' % (g.name, src.line(g.start))
        from_inside = lo <= g.start < hi
        if g.name in folded:
            if not from_inside and tree.label_returns(target) is None:
                return 'a goto at line %d reaches the unlock label %s from outside the ' \
                    'critical section' % (src.line(g.start), g.name)
            continue
        if lo < target.start < hi and not from_inside:
            ret = tree.label_returns(target)
            if ret is None:
                return 'a goto at line %d jumps into the scope of the guard (label %s)' \
                    % (src.line(g.start), g.name)
            folded.add(g.name)
    for name in sorted(folded):
        ret = tree.label_returns(tree.labels[name])
        if ret is not None and not pure_expr(src, ret):
            return 'the return value at line %d would be computed under the lock' % \
                src.line(ret[0])
    for stmt, parents in walk(tree.body):
        if not lo < stmt.start < hi:
            continue
        if stmt.kind == 'case':
            switches = [p for p in parents if p.kind == 'switch']
            if switches and switches[-1].start < lo:
                return 'the case label at line %d would be inside the guard' % \
                    src.line(stmt.start)
        if form == 'scoped' and stmt.kind in ('break', 'continue'):
            target = binding_target(parents, stmt.kind)
            if target is None or target.start < lo:
                return '%s at line %d would bind to the scoped_guard loop' % \
                    (stmt.kind, src.line(stmt.start))
    return ''


def _lifo_problem(ctx: Context, u: Call, call: Call) -> str:
    """An unlock next to ours that releases locks in the wrong order."""
    src, tree = ctx.src, ctx.tree
    unlock_of = {k.unlock: k for k in ctx.all_kinds.values()}
    for other, released_after in ((tree.next_sibling(u.stmt), True),
                                  (tree.prev_sibling(u.stmt), False)):
        if other is None or other.kind != 'expr':
            continue
        them = [c for c in ctx.unlock_calls if c.stmt.start == other.start]
        if not them or them[0].name not in unlock_of:
            continue
        kind = unlock_of[them[0].name]
        for taken in ctx.lock_calls:
            if taken.name != kind.lock or taken.args[:1] != them[0].args[:1]:
                continue
            inner = taken.offset > call.offset
            if released_after == inner:
                first = u if released_after else them[0]
                return 'unlock order is not LIFO (line %d releases the outer lock ' \
                    'first)' % src.line(first.offset)
    return ''


def judge_text(text: str, strict: dict[tuple[int, int], list[tuple[int, int]]],
               classes: Container[str] | None = None) -> list[Decision]:
    """Decisions for every lock call of a file.
    strict: {(line, col): [(line, col), ...]} in spatch's convention."""
    src = Source(text)
    all_kinds = kinds_by_lock(None)
    kinds = kinds_by_lock(classes)
    strict_off: dict[int, list[int]] = {}
    for (line, col), unlocks in strict.items():
        strict_off[src.starts[line - 1] + col] = [src.starts[l - 1] + c
                                                  for l, c in unlocks]
    decisions = []
    for fn in src.functions():
        try:
            body = src.body(fn)
        except ScanError:
            continue
        decisions.extend(judge_function(src, fn, body, kinds, strict_off, all_kinds))
    return decisions
