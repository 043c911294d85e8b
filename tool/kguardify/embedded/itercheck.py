# SPDX-License-Identifier: GPL-2.0-only
"""Stage: judge. A loop of an iterator whose scoped twin the tree defines
(for_each_child_of_node -> for_each_child_of_node_scoped) becomes the
scoped one: its cursor is then a __free() variable of the loop, put at
every exit, so the puts before 'break' and 'return' go, and so does the
cursor's own declaration.

Only a loop that puts its cursor by hand is a candidate (with the other
loops of its cursor): in one that does not, only the declaration would
move. The twin is read from the tree's #defines: X_scoped has X's parameters and
X's body but for the cursor, which it declares with __free(CLS) where X
assigns it. A loop converts when its cursor is a local pointer of that
type used in no statement but the loops that convert, never assigned in
them, and every way out of the loop but its end is the put and then
'break' or 'return' (a way out without the put hands the reference on, or
leaks it: the scoped loop would put it). The sections of one cursor
convert all or none.

Runs inside spatch (the .cocci files import it): standard library only.
"""

import re
from typing import NamedTuple

from kguardify.embedded.cscan import Parents, Stmt, binding_target, walk
from kguardify.embedded.exits import preprocessor_problem
from kguardify.embedded.freecheck import find_declaration
from kguardify.embedded.helper_table import Catalogue, normalise_type
from kguardify.embedded.scope import ASSIGN_OPS, MEMBER_OPS, NO_SPAN, Judgement, Tree, mentions, \
    normalise, pure_expr, reads_memory, split_args

SCOPED_SUFFIX = '_scoped'
# 'struct device_node *__kg_arg1 __free(device_node) =' in a scoped body
SCOPED_DECL = re.compile(r'((?:struct\s+)?\w+\s*\*)\s*(__kg_arg\d+)\s+__free\s*\(\s*(\w+)\s*\)')


class IterPair(NamedTuple):
    plain: str          # for_each_child_of_node
    scoped: str         # for_each_child_of_node_scoped
    cursor: int         # the cursor's argument position
    type: str           # 'struct device_node *'
    cls: str            # device_node
    release: str        # of_node_put


def scoped_pairs(cat: Catalogue) -> dict[str, IterPair]:
    """Iterator -> its scoped twin, for each pair the tree defines whose
    bodies differ only in the cursor's __free declaration."""
    releases = {h.name: h.release_fn for h in cat.frees() if h.release_fn}
    pairs = {}
    for scoped, (params, body) in cat.iterators.items():
        plain = scoped[:-len(SCOPED_SUFFIX)]
        if not scoped.endswith(SCOPED_SUFFIX) or plain not in cat.iterators:
            continue
        decls = SCOPED_DECL.findall(body)
        plain_params, plain_body = cat.iterators[plain]
        if len(decls) != 1 or plain_params != params or decls[0][2] not in releases:
            continue
        type_, arg, cls = decls[0]
        stripped = SCOPED_DECL.sub(arg, body)
        if normalise(stripped) != normalise(plain_body) or arg not in params:
            continue
        pairs[plain] = IterPair(plain, scoped, params.index(arg), normalise_type(type_), cls,
                                releases[cls])
    return pairs


def twinned(cat: Catalogue) -> frozenset[str]:
    """The iterators whose name the tree also defines with _scoped."""
    return frozenset(name[:-len(SCOPED_SUFFIX)] for name in cat.iterators
                     if name.endswith(SCOPED_SUFFIX))


def loops(tree: Tree, pairs: dict[str, IterPair]) -> list[tuple[Stmt, Parents, str]]:
    """The loops of a paired iterator in the function, with their cursors."""
    found = []
    for stmt, parents in walk(tree.body):
        pair = pairs.get(stmt.name) if stmt.kind == 'iter' else None
        if pair is None:
            continue
        args = split_args(tree.src.text[stmt.head[0]:stmt.head[1]])
        if len(args) > pair.cursor and re.match(r'^[A-Za-z_]\w*$', args[pair.cursor]):
            found.append((stmt, parents, args[pair.cursor]))
    return found


def judge_iters(tree: Tree, pairs: dict[str, IterPair],
                folded: frozenset[str] = frozenset()) -> list[Judgement]:
    """A decision per loop; one cursor's loops all convert or none does
    (folded: the labels whose gotos the function's other conversions make
    returns)."""
    found = loops(tree, pairs)
    by_cursor: dict[str, list[tuple[Stmt, str]]] = {}
    for stmt, _, cursor in found:
        by_cursor.setdefault(cursor, []).append((stmt, ''))
    decisions = []
    # nested loops: an exit may put the inner cursor, then the outer ones
    others = frozenset(put_text(pairs[s.name], c) for s, _, c in found)
    for cursor, group in by_cursor.items():
        if not any(_puts(tree, s, pairs[s.name], cursor) for s, _ in group):
            continue    # nothing to put by hand: only the declaration would move
        spans = [(s.start, s.end) for s, _ in group]
        context = Context(spans, folded, others, pairs)
        judged = [(s, loop_problem(tree, s, pairs[s.name], cursor, context)) for s, _ in group]
        bad = [(s, why) for s, why in judged if why]
        for stmt, why in judged:
            if bad and not why:
                other = bad[0][0]
                why = ('the loop of %s at line %d stays (%s), and kguardify converts the loops '
                       'of one cursor all or none' % (cursor, tree.src.line(other.start),
                                                       bad[0][1]))
            decisions.append(decision(tree, stmt, pairs[stmt.name], cursor, why))
    return decisions


class Context(NamedTuple):
    """What judging one loop needs of the function's other loops."""
    spans: list[tuple[int, int]]    # the loops of the cursor
    folded: frozenset[str]          # labels whose gotos become returns
    others: frozenset[str]          # 'put(c);' of every paired loop's cursor
    pairs: dict[str, IterPair]


def loop_problem(tree: Tree, loop: Stmt, pair: IterPair, c: str, context: Context) -> str:
    """Why the loop cannot become pair.scoped, or ''."""
    src, spans = tree.src, context.spans
    decls = find_declaration(tree, c)
    if len(decls) != 1 or not decls[0].type:
        return '%s is not a local pointer declared once' % c
    decl = decls[0]
    if normalise_type(decl.type) != pair.type:
        return '%s is a %s, and %s() declares a %s' % (c, decl.type.strip(), pair.scoped,
                                                       pair.type)
    if decl.init not in ('', 'NULL'):
        return '%s is initialised where it is declared' % c
    toks = src.tokens
    for i in mentions(src, c, tree.body.start, tree.body.end):
        at = toks[i].start
        if decl.stmt.start <= at < decl.stmt.end:
            continue
        if not any(lo <= at < hi for lo, hi in spans):
            return '%s is used outside its loops (line %d)' % (c, src.line(at))
        if loop.start <= at < loop.end and not loop.head[0] <= at < loop.head[1]:
            nxt = toks[i + 1].text if i + 1 < len(toks) else ''
            prev = toks[i - 1].text if i else ''
            # '++c->n' and '&c->m' change or point into the node, not c
            if nxt in ASSIGN_OPS or (prev in ('&', '++', '--') and nxt not in MEMBER_OPS):
                return '%s is assigned or its address taken in the loop (line %d)' % (
                    c, src.line(at))
    return (preprocessor_problem(src, loop.start, loop.end, 'iter') or
            _exits_problem(tree, loop, pair, c, context))


def _exits_problem(tree: Tree, loop: Stmt, pair: IterPair, c: str, context: Context) -> str:
    """Every put of the cursor is followed by a break or return out of the
    loop (or a goto that becomes a return), and every such way out follows
    a put (the puts of other loops' cursors may come between: an inner
    loop's exit puts its cursor and then the outer one's)."""
    src, folded = tree.src, context.folded
    put = put_text(pair, c)
    others = context.others - {put}
    for stmt, parents in walk(loop.kids[0], (loop,)):
        line = src.line(stmt.start)
        text = normalise(src.masked[stmt.start:stmt.end])
        if stmt.kind == 'label':
            return 'a label inside the loop (line %d)' % line
        if stmt.kind == 'goto' and stmt.name not in folded:
            return 'goto %s at line %d leaves the loop' % (stmt.name, line)
        if stmt.kind == 'iter' and _steps(stmt, c, tree, context.pairs):
            return '%s is the cursor of another loop inside it (line %d)' % (c, line)
        if stmt.kind == 'expr' and text == put:
            after = _skip(tree, stmt, 1, others)
            if after is not None and after.kind == 'goto' and after.name not in folded:
                return 'goto %s at line %d leaves the loop' % (after.name, src.line(after.start))
            if after is None or not _leaves(after, parents, loop):
                return 'the put of %s at line %d is not followed by a break or return' % (
                    c, line)
            reason = _value_problem(tree, after, c)
            if reason:
                return reason
            continue
        if stmt.kind == 'expr' and re.search(r'\b%s\(' % re.escape(pair.release), text) and \
                mentions(src, c, stmt.start, stmt.end):
            return '%s() of %s at line %d is not a statement of its own' % (pair.release, c,
                                                                            line)
        if stmt.kind == 'return' and mentions(src, c, stmt.start, stmt.end):
            return 'the return at line %d uses %s' % (line, c)
        if _leaves(stmt, parents, loop):
            before = _skip(tree, stmt, -1, others)
            if before is None or before.kind != 'expr' or \
                    normalise(src.masked[before.start:before.end]) != put:
                return 'the loop is left at line %d with %s held: its reference is handed on ' \
                    'or kept' % (line, c)
    return ''


def _value_problem(tree: Tree, leave: Stmt, c: str) -> str:
    """The scoped loop puts the cursor after the value of the return that
    leaves it is computed, where the original put it before: that value may
    not call or read memory ('put(child); return dev_err_probe(...);'
    would call dev_err_probe() holding the child), nor name the cursor.
    A goto's label returns its value as the goto's return would."""
    src = tree.src
    span = leave.head if leave.kind == 'return' else NO_SPAN
    if leave.kind == 'goto' and leave.name in tree.labels:
        target = tree.label_target(tree.labels[leave.name], ())
        span = target.head if target is not None and target.kind == 'return' else NO_SPAN
    if span == NO_SPAN or (pure_expr(src, span) and not reads_memory(src, span)):
        return ''
    return 'the return value at line %d would be computed before the put of %s' % (
        src.line(span[0]), c)


def _steps(inner: Stmt, c: str, tree: Tree, pairs: dict[str, IterPair]) -> bool:
    """Does the inner loop's iterator assign c (a twin's cursor, or any
    argument of an iterator whose step kguardify does not know)?"""
    args = split_args(tree.src.text[inner.head[0]:inner.head[1]])
    pair = pairs.get(inner.name)
    if pair is None:
        return c in args
    return len(args) > pair.cursor and args[pair.cursor] == c


def _skip(tree: Tree, stmt: Stmt, step: int, others: frozenset[str]) -> Stmt | None:
    """The sibling step away from stmt, past the puts of other cursors."""
    cur = tree.sibling(stmt, step)
    while cur is not None and cur.kind == 'expr' and \
            normalise(tree.src.masked[cur.start:cur.end]) in others:
        cur = tree.sibling(cur, step)
    return cur


def _leaves(stmt: Stmt, parents: Parents, loop: Stmt) -> bool:
    """A return or goto (no label is inside the loop), or a break of this
    loop (not of an inner loop or switch)."""
    if stmt.kind in ('return', 'goto'):
        return True
    return stmt.kind == 'break' and binding_target(parents, 'break') is loop


def put_text(pair: IterPair, cursor: str) -> str:
    """'of_node_put(child);' as a statement's normalised text."""
    return normalise('%s(%s);' % (pair.release, cursor))


def _puts(tree: Tree, loop: Stmt, pair: IterPair, cursor: str) -> list[int]:
    """Where the loop's body puts the cursor by hand."""
    src = tree.src
    put = put_text(pair, cursor)
    return [s.start for s, _ in walk(loop.kids[0])
            if s.kind == 'expr' and normalise(src.masked[s.start:s.end]) == put]


def decision(tree: Tree, loop: Stmt, pair: IterPair, cursor: str, reason: str) -> Judgement:
    src, fn = tree.src, tree.fn
    line = src.line(loop.start)
    puts = [] if reason else _puts(tree, loop, pair, cursor)
    return Judgement(idiom='iter', function=fn.name, fn_line=src.line(fn.start),
                     fn_end_line=src.line(fn.body_close), line=line,
                     col=loop.start - src.starts[line - 1], helper=pair.scoped, expr=cursor,
                     form='' if reason else 'scoped', reason=reason,
                     releases=tuple(puts), final=-1, labels=(), var='', acquire=loop.start,
                     call=pair.plain, release_fn=pair.release, declarator='', owners=(),
                     scope_end=loop.end)


__all__ = ['IterPair', 'judge_iters', 'scoped_pairs', 'twinned']
