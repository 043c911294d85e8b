# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: a function's statements, as every scope-based check reads them.

The statement tree of one function body with its parents, labels and gotos
(Tree), the calls among its statements, and what an expression mentions,
assigns or calls; and the Judgement each check hands on. The checks on the
ways out of a new scope, which lockcheck, freecheck and classcheck share,
are exits.py's.

Runs inside spatch (the .cocci files import it): standard library only.
"""

import re
from collections.abc import Container
from typing import NamedTuple

from kguardify.embedded.cscan import Function, Parents, ScanError, Source, Stmt, walk
from kguardify.embedded.ctext import split_top

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
    fail: str = ''         # scoped_cond_guard: what runs when the lock fails
    retains: tuple[str, ...] = ()   # free: functions p is handed in to, then kept
    guard_arg: str = ''    # lock: the argument of the driver's own guard (helper)


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


def reads_memory(src: Source, span: tuple[int, int]) -> bool:
    """Does the expression read memory: through '->', a subscript or a
    unary '*' (a struct's own member, 's.m', is no read)?"""
    if span == NO_SPAN:
        return False
    toks = [t.text for t in src.tokens if span[0] <= t.start < span[1]]
    for n, t in enumerate(toks):
        if t == '->' or (t == '[' and n > 0):
            return True
        if t == '*' and (n == 0 or not re.match(r'^(\w+|\)|\])$', toks[n - 1])):
            return True
    return False


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


__all__ = ['Call', 'Judgement', 'ScanError', 'Tree', 'find_calls', 'key', 'mentions',
           'normalise', 'pure_expr', 'reads_memory', 'split_args', 'variables_of', 'assigned']
