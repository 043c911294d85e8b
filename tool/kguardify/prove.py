# SPDX-License-Identifier: GPL-2.0-only
"""Stage: functions. The proof that a conversion keeps the behaviour.

A second opinion, independent of the rules that made the conversion (it
shares none of scope, lockcheck, freecheck, classcheck or judge): it walks
every path of the original function and of the converted one, giving the
cleanup helpers the meaning of the tree's own DEFINE_* lines, and requires,
path by path, the same calls (lock, unlock, allocation, release, any other
call) with the same locks held, the same stores to memory, the same
branches, the same returned value, and no use of a pointer after it was
released or handed on.

Values are symbolic: `$3` is what the third call returned; a local variable
stands for what was last assigned to it. Conditions stay abstract: a
condition is decided once per path (for both functions alike), keyed by its
symbolic text; one that reads memory is keyed by where on the path it is
read too. What is known of a value (NULL, an error pointer, negative) after
a test decides the cleanup's own test (`if (_T)`), and a release of a value
known to be NULL, an error or a negative fd is a no-op, on both sides alike.
Loops run at most LOOP_BOUND times; a path that would go on is cut, in both
functions at the same point. What the walk cannot follow is `Unprovable`,
and the function is declined with that reason.

What it takes as given: a called function (or macro) returns to its
caller and does not release the caller's locks or pointers unless it is
one of the tree's release functions; the release functions accept NULL
(kfree, of_node_put, put_device…). Reads of memory ('->', '[]', unary
'*') are events too, so a read moved out of a critical section shows.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from kguardify.catalogue import Catalogue, Helper
from kguardify.cscan import TOKEN_RE, ScanError, Source, Stmt, mask

LOOP_BOUND = 2          # iterations of a loop on one path before it is cut
JUMP_BOUND = 4          # backward gotos on one path before it is cut
MAX_RUNS = 4096         # walks of both functions together

# Calls that compute a value and do nothing else: they are part of the
# symbolic value, not events.
PURE = frozenset((
    'IS_ERR', 'IS_ERR_OR_NULL', 'PTR_ERR', 'ERR_PTR', 'ERR_CAST', 'PTR_ERR_OR_ZERO',
    'likely', 'unlikely', 'sizeof', 'typeof', '__typeof__', 'offsetof', 'ARRAY_SIZE',
    'BIT', 'BIT_ULL', 'GENMASK', 'GENMASK_ULL', 'container_of', 'min', 'max', 'min_t',
    'max_t', 'clamp', 'clamp_t', 'clamp_val', 'fd_file', 'fd_empty', 'FIELD_GET',
    'FIELD_PREP', 'lower_32_bits', 'upper_32_bits', 'DIV_ROUND_UP', '__stringify',
    'struct_size', 'array_size', 'array3_size', 'size_mul', 'size_add', 'flex_array_size'))
NOT_EVALUATED = frozenset(('sizeof', 'typeof', '__typeof__', 'offsetof',
                           '__builtin_types_compatible_p', 'ARRAY_SIZE'))
HAND_OVERS = {'no_free_ptr': 'NULL', 'return_ptr': 'NULL', 'retain_and_null_ptr': 'NULL',
              'take_fd': '- 1'}
ASSIGN_OPS = frozenset(('=', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '<<=', '>>='))
TYPE_WORDS = frozenset((
    'struct', 'union', 'enum', 'const', 'volatile', 'unsigned', 'signed', 'int', 'char',
    'short', 'long', 'void', 'bool', 'float', 'double', 'static', 'register',
    '__maybe_unused', '__always_unused', '__iomem', '__user', '__percpu', '__rcu',
    '__force', 'u8', 'u16', 'u32', 'u64', 's8', 's16', 's32', 's64', 'size_t', 'ssize_t'))
CONSTANT = re.compile(r'^[A-Z_][A-Z0-9_]*$|^[0-9]')
IDENT = re.compile(r'^[A-Za-z_]\w*$')
STATE = '\u00a7'         # a guard's own state (_T->flags, _T->idx): not compared


class Unprovable(Exception):
    """The walk met something it cannot follow."""


class Cut(Exception):
    """The path reached a loop bound: it ends here in both functions."""


class Jump(Exception):
    """return, goto, break, continue: leaves scopes, runs their cleanups."""

    def __init__(self, kind: str, value: str = '') -> None:
        super().__init__(kind, value)
        self.kind = kind
        self.value = value


class Atom(str):
    """A value already evaluated, put into a template's tokens."""


@dataclass(frozen=True)
class Call:
    name: str
    args: tuple[str, ...]       # token texts of each argument (_T, _T->lock …)


@dataclass(frozen=True)
class Template:
    """A DEFINE_* expression: an optional test of _T, then statements."""
    test: tuple[str, ...]
    body: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class Meaning:
    """What the tree's helpers do, from its DEFINE_* lines."""
    guards: dict[str, tuple[Helper, Template, Template]]
    frees: dict[str, Template]
    classes: dict[str, tuple[tuple[str, ...], Template, Template]]
    locks: dict[str, str]           # lock call -> its unlock call
    unlocks: frozenset[str]
    state_args: dict[str, frozenset[int]]
    releases: frozenset[str]        # release calls of DEFINE_FREE and classes


def meaning(cat: Catalogue) -> Meaning:
    guards: dict[str, tuple[Helper, Template, Template]] = {}
    frees: dict[str, Template] = {}
    classes: dict[str, tuple[tuple[str, ...], Template, Template]] = {}
    locks: dict[str, str] = {}
    state: dict[str, frozenset[int]] = {}
    releases: set[str] = set()
    bases = {h.name: h for h in cat.helpers if h.macro == 'DEFINE_CLASS'}
    for h in cat.helpers:
        if h.macro in ('DEFINE_GUARD', 'DEFINE_LOCK_GUARD_0', 'DEFINE_LOCK_GUARD_1'):
            acq, rel = template(h.acquire), template(h.release)
            guards.setdefault(h.name, (h, acq, rel))
            a_calls, r_calls = _calls(h.acquire), _calls(h.release)
            if a_calls and r_calls:
                locks.setdefault(a_calls[-1].name, r_calls[-1].name)
            for c in a_calls + r_calls:
                state[c.name] = frozenset(i for i, a in enumerate(c.args)
                                          if re.search(r'\b_T\s*->\s*(?!lock\b)\w', a))
        elif h.macro == 'DEFINE_FREE':
            frees.setdefault(h.name, template(h.release))
            releases.update(c.name for c in _calls(h.release))
        elif h.macro in ('DEFINE_CLASS', 'EXTEND_CLASS'):
            name = h.name if h.macro == 'DEFINE_CLASS' else h.name + h.type
            base = h if h.macro == 'DEFINE_CLASS' else bases.get(h.name)
            if base is None:
                continue
            params = tuple(p.split()[-1].lstrip('*') for p in _split(h.args) if p.split())
            classes.setdefault(name, (params, template(h.acquire), template(base.release)))
            releases.update(c.name for c in _calls(base.release))
    return Meaning(guards, frees, classes, locks, frozenset(locks.values()), state,
                   frozenset(releases))


def _calls(text: str) -> list[Call]:
    """The calls of a template, outermost, in order."""
    toks = [t for t in TOKEN_RE.findall(mask(text))]
    out = []
    i = 0
    while i < len(toks):
        if IDENT.match(toks[i]) and i + 1 < len(toks) and toks[i + 1] == '(' and \
                toks[i] not in ('if', 'IS_ERR_OR_NULL', 'IS_ERR', 'likely', 'unlikely'):
            close = _close(toks, i + 1)
            out.append(Call(toks[i], tuple(' '.join(p) for p in
                                           _split_tokens(toks[i + 2:close]))))
            i = close + 1
            continue
        i += 1
    return out


def template(text: str) -> Template:
    toks = TOKEN_RE.findall(mask(text))
    test: list[str] = []
    if toks[:2] == ['if', '(']:
        close = _close(toks, 1)
        test, toks = toks[2:close], toks[close + 1:]
    if toks[:1] == ['{'] and toks[-1:] == ['}']:
        toks = toks[1:-1]
    body = []
    current: list[str] = []
    depth = 0
    for t in toks:
        depth += t in '([{' and len(t) == 1
        depth -= t in ')]}' and len(t) == 1
        if t == ';' and depth == 0:
            if current:
                body.append(tuple(current))
            current = []
        else:
            current.append(t)
    if current:
        body.append(tuple(current))
    return Template(tuple(test), tuple(body))


def _split(text: str) -> list[str]:
    return [' '.join(p) for p in _split_tokens(TOKEN_RE.findall(text))]


def _split_tokens(toks: list[str]) -> list[list[str]]:
    """Top-level comma-separated parts of a token list."""
    parts: list[list[str]] = [[]]
    depth = 0
    for t in toks:
        if t in ('(', '[', '{'):
            depth += 1
        elif t in (')', ']', '}'):
            depth -= 1
        if t == ',' and depth == 0:
            parts.append([])
        else:
            parts[-1].append(t)
    return parts if parts != [[]] else []


def _close(toks: list[str], i: int) -> int:
    """Index of the bracket that closes toks[i]."""
    depth = 0
    for j in range(i, len(toks)):
        t = toks[j]
        if t in ('(', '[', '{'):
            depth += 1
        elif t in (')', ']', '}'):
            depth -= 1
            if depth == 0:
                return j
    raise Unprovable('an unbalanced bracket')


# ---------------------------------------------------------------- the walk

Event = tuple[str, ...]
Key = tuple[str, ...]


@dataclass
class Cleanup:
    at: int                 # index of the declaring statement in its block
    run: Callable[[], None]


@dataclass
class State:
    """One walk of one function along one path."""
    mean: Meaning
    locals: set[str]
    choose: Callable[[Key, tuple[str, ...]], str]
    env: dict[str, str] = field(default_factory=dict)
    facts: dict[str, set[str]] = field(default_factory=dict)
    trace: list[Event] = field(default_factory=list)
    held: list[str] = field(default_factory=list)
    released: dict[str, str] = field(default_factory=dict)   # value -> by what
    handed: set[str] = field(default_factory=set)
    calls: int = 0
    versions: dict[str, int] = field(default_factory=dict)
    jumps: int = 0

    def emit(self, *event: str) -> None:
        self.trace.append(event + ('|'.join(sorted(self.held)),))


class Walker:
    """Walks one function's statement tree with one State."""

    def __init__(self, src: Source, st: State) -> None:
        self.src = src
        self.st = st

    # -- tokens
    def toks(self, start: int, end: int) -> list[str]:
        """The tokens of the original text between two offsets."""
        out = []
        for m in TOKEN_RE.finditer(self.src.masked, start, end):
            out.append(self.src.text[m.start():m.end()])
        return out

    # -- statements
    def block(self, stmt: Stmt, first: int = 0) -> None:
        kids = stmt.kids if stmt.kind == 'block' else (stmt,)
        cleanups: list[Cleanup] = []
        shadowed: dict[str, str | None] = {}
        i = first
        try:
            while i < len(kids):
                try:
                    self.stmt(kids[i], cleanups, shadowed, i)
                    i += 1
                except Jump as j:
                    if j.kind != 'goto':
                        raise
                    at = _label_index(kids, j.value)
                    if at is None:
                        raise
                    if at <= i:
                        self.st.jumps += 1
                        if self.st.jumps > JUMP_BOUND:
                            raise Cut() from None
                    self._unwind(cleanups, at)
                    i = at
        except Jump:
            self._unwind(cleanups, 0)
            self._restore(shadowed)
            raise
        self._unwind(cleanups, 0)
        self._restore(shadowed)

    def _unwind(self, cleanups: list[Cleanup], down_to: int) -> None:
        while cleanups and cleanups[-1].at >= down_to:
            cleanups.pop().run()

    def _restore(self, shadowed: dict[str, str | None]) -> None:
        for name, value in shadowed.items():
            if value is None:
                self.st.env.pop(name, None)
            else:
                self.st.env[name] = value

    def stmt(self, s: Stmt, cleanups: list[Cleanup], shadowed: dict[str, str | None],
             index: int) -> None:
        kind = s.kind
        if kind == 'block':
            self.block(s)
        elif kind in ('empty', 'label', 'case'):
            pass
        elif kind == 'expr':
            self.expr_stmt(s, cleanups, shadowed, index)
        elif kind == 'if' and all(self.simple(k) for k in s.kids):
            self.simple_if(s)
        elif kind == 'if':
            if self.decide(self.value(*s.head), 'if'):
                self.block(s.kids[0])
            elif len(s.kids) > 1:
                self.block(s.kids[1])
        elif kind == 'return':
            value = self.value(*s.head) if s.head != (-1, -1) else ''
            raise Jump('return', value)
        elif kind == 'goto':
            raise Jump('goto', s.name)
        elif kind in ('break', 'continue'):
            raise Jump(kind)
        elif kind == 'switch':
            self.switch(s)
        elif kind in ('for', 'while', 'do'):
            self.loop(s)
        elif kind == 'iter':
            if s.name in ('scoped_guard', 'scoped_cond_guard'):
                self.scoped_guard(s)
            else:
                self.iterator(s)
        else:
            raise Unprovable('a %s statement' % kind)

    def simple(self, s: Stmt) -> bool:
        """Does s only compute, call, store and assign, never locking,
        releasing, declaring or jumping? Then both ways of an if around it
        are one event, locals take 'cond ? a : b', and the walk need not
        fork (a run of flag tests would otherwise double the paths at each)."""
        if s.kind in ('block', 'if'):
            return all(self.simple(k) for k in s.kids)
        if s.kind == 'empty':
            return True
        if s.kind != 'expr':
            return False
        toks = self.toks(s.start, s.end)
        mean = self.st.mean
        for t in toks:
            if t in mean.locks or t in mean.unlocks or t in mean.releases or \
                    t in HAND_OVERS or t in ('guard', 'CLASS', '__free', 'scoped_guard',
                                             'return_ptr'):
                return False
        return _declaration([t for t in toks if t != ';']) is None

    def simple_if(self, s: Stmt) -> None:
        cond = self.value(*s.head)
        known = self.known(cond)
        arms = []
        before = dict(self.st.env)
        handed = set(self.st.handed)
        after: list[dict[str, str]] = []
        handed_after: set[str] = set()
        for k, kid in enumerate(s.kids + ((Stmt('empty', 0, 0, (), (-1, -1), ''),)
                                          if len(s.kids) == 1 else ())):
            if known is not None and known != (k == 0):
                arms.append('-')
                continue
            saved, self.st.trace = self.st.trace, []
            self.st.env, self.st.handed = dict(before), set(handed)
            try:
                self.block(kid)
            finally:
                arms.append(repr(self.st.trace))
                self.st.trace = saved
            after.append(self.st.env)
            handed_after |= self.st.handed
        self.st.env = after[0] if len(after) == 1 else _merge(cond, after[0], after[1])
        self.st.handed = handed_after
        self.st.emit('if', cond, *arms)

    def decide(self, cond: str, what: str) -> bool:
        """Which way a condition goes on this path."""
        known = self.known(cond)
        if known is not None:
            return known
        key = (what, cond) if _stable(cond, self.st.locals) else \
            (what, cond, str(len(self.st.trace)))
        outcome = self.st.choose(key, ('0', '1')) == '1'
        self.st.emit('branch', cond, str(int(outcome)))
        self.learn(cond, outcome)
        return outcome

    def switch(self, s: Stmt) -> None:
        value = self.value(*s.head)
        body = s.kids[0]
        if body.kind != 'block':
            raise Unprovable('a switch without a block')
        cases = [(i, ' '.join(self.toks(k.start, k.end))) for i, k in enumerate(body.kids)
                 if k.kind == 'case']
        options = tuple(text for _, text in cases)
        if not any(t.startswith('default') for t in options):
            options += ('none',)
        choice = self.st.choose(('switch', value, str(len(self.st.trace))), options)
        self.st.emit('switch', value, choice)
        if choice == 'none':
            return
        at = [i for i, text in cases if text == choice][0]
        try:
            self.block(body, at)
        except Jump as j:
            if j.kind != 'break':
                raise

    def loop(self, s: Stmt) -> None:
        head = self.toks(*s.head)
        init: list[str] = []
        cond: list[str] = head
        step: list[str] = []
        if s.kind == 'for':
            parts = _split_semicolons(head)
            if len(parts) != 3:
                raise Unprovable('a for loop it cannot read')
            init, cond, step = parts
            if init:
                self.evaluate(init)
        n = 0
        first = True
        while True:
            if not (s.kind == 'do' and first):
                if cond and not self.decide(self.evaluate(cond), 'loop'):
                    return
            first = False
            n += 1
            if n > LOOP_BOUND:
                raise Cut()
            try:
                self.block(s.kids[0])
            except Jump as j:
                if j.kind == 'break':
                    return
                if j.kind != 'continue':
                    raise
            if step:
                self.evaluate(step)

    def iterator(self, s: Stmt) -> None:
        args = _split_tokens(self.toks(*s.head))
        head = '%s(%s)' % (s.name, ', '.join(self.evaluate(a) for a in args))
        n = 0
        while True:
            if not self.decide(head, 'next'):
                return
            n += 1
            if n > LOOP_BOUND:
                raise Cut()
            for a in args:
                if len(a) == 1 and a[0] in self.st.locals:
                    self.assign(a[0], self.fresh(a[0]))
            try:
                self.block(s.kids[0])
            except Jump as j:
                if j.kind == 'break':
                    return
                if j.kind != 'continue':
                    raise

    def scoped_guard(self, s: Stmt) -> None:
        if s.name != 'scoped_guard':
            raise Unprovable('scoped_cond_guard()')
        args = _split_tokens(self.toks(*s.head))
        if not args or len(args[0]) != 1:
            raise Unprovable('a scoped_guard it cannot read')
        release = self.acquire_guard(args[0][0], args[1:])
        try:
            self.block(s.kids[0])
        except Jump as j:
            release()
            # a scoped_guard is a for loop: break and continue end it
            if j.kind in ('break', 'continue'):
                return
            raise
        release()

    # -- expression statements, declarations, helpers
    def expr_stmt(self, s: Stmt, cleanups: list[Cleanup], shadowed: dict[str, str | None],
                  index: int) -> None:
        toks = self.toks(s.start, s.end)
        if toks[-1:] == [';']:
            toks = toks[:-1]
        if toks[:2] == ['return_ptr', '(']:
            raise Jump('return', self.evaluate(toks))
        if toks[:2] == ['guard', '(']:
            close = _close(toks, 1)
            if close + 1 >= len(toks) or toks[close + 1] != '(' or close != 3:
                raise Unprovable('a guard() it cannot read')
            args = _split_tokens(toks[close + 2:_close(toks, close + 1)])
            release = self.acquire_guard(toks[2], args)
            cleanups.append(Cleanup(index, release))
            return
        if toks[:2] == ['CLASS', '(']:
            self.class_decl(toks, cleanups, shadowed, index)
            return
        decl = _declaration(toks)
        if decl is None:
            self.evaluate(toks)
            return
        for name, init, free in decl:
            if name not in shadowed:
                shadowed[name] = self.st.env.get(name)
            self.st.locals.add(name)
            self.st.handed.discard(name)
            self.st.env[name] = '?' + name
            value = self.evaluate(init) if init and init[0] != '{' else '?' + name
            self.st.env[name] = value
            if free:
                cleanups.append(Cleanup(index, self.free_cleanup(name, free)))

    def acquire_guard(self, cls: str, args: list[list[str]]) -> Callable[[], None]:
        found = self.st.mean.guards.get(cls)
        if found is None:
            raise Unprovable('guard(%s), which the tree does not define' % cls)
        helper, acq, rel = found
        values = [self.evaluate(a) for a in args]
        if helper.macro == 'DEFINE_LOCK_GUARD_0':
            lock = ''
        elif len(values) != 1:
            raise Unprovable('guard(%s) with %d arguments' % (cls, len(values)))
        else:
            lock = values[0]
        self.run_template(acq, lock, guard=True)

        def release() -> None:
            self.run_template(rel, lock, guard=True)
        return release

    def class_decl(self, toks: list[str], cleanups: list[Cleanup],
                   shadowed: dict[str, str | None], index: int) -> None:
        close = _close(toks, 1)
        head = _split_tokens(toks[2:close])
        if len(head) != 2 or len(head[1]) != 1 or close + 1 >= len(toks) or \
                toks[close + 1] != '(':
            raise Unprovable('a CLASS() it cannot read')
        cls, var = ' '.join(head[0]), head[1][0]
        found = self.st.mean.classes.get(cls)
        if found is None:
            raise Unprovable('CLASS(%s), which the tree does not define' % cls)
        params, acq, rel = found
        args = _split_tokens(toks[close + 2:_close(toks, close + 1)])
        values = [self.evaluate(a) for a in args]
        if len(values) != len(params):
            raise Unprovable('CLASS(%s) with %d arguments' % (cls, len(values)))
        if len(acq.body) != 1 or acq.test:
            raise Unprovable('the constructor of CLASS(%s)' % cls)
        bound = dict(zip(params, values))
        ctor = [Atom(bound[t]) if t in bound else t for t in acq.body[0]]
        value = self.evaluate(ctor)
        if var not in shadowed:
            shadowed[var] = self.st.env.get(var)
        self.st.locals.add(var)
        self.st.env[var] = value

        def release() -> None:
            self.run_template(rel, self.st.env[var], guard=False)
        cleanups.append(Cleanup(index, release))

    def free_cleanup(self, name: str, cls: str) -> Callable[[], None]:
        found = self.st.mean.frees.get(cls)
        if found is None:
            raise Unprovable('__free(%s), which the tree does not define' % cls)
        tpl: Template = found

        def release() -> None:
            self.run_template(tpl, self.st.env[name], guard=False)
        return release

    def run_template(self, tpl: Template, value: str, guard: bool) -> None:
        def bind(toks: tuple[str, ...]) -> list[str]:
            out: list[str] = []
            i = 0
            while i < len(toks):
                t = toks[i]
                if t == '_T' and toks[i + 1:i + 3] == ('->', 'lock') and guard:
                    out.append(Atom(value))
                    i += 3
                    continue
                if t == '_T' and toks[i + 1:i + 2] == ('->',) and guard:
                    out.append(Atom(STATE))
                    i += 3
                    continue
                out.append(Atom(value) if t == '_T' else t)
                i += 1
            return out
        if tpl.test:
            test = self.evaluate(bind(tpl.test))
            if self.known(test) is False:
                return
        for stmt in tpl.body:
            self.evaluate(bind(stmt))

    # -- expressions
    def value(self, start: int, end: int) -> str:
        return self.evaluate(self.toks(start, end))

    def evaluate(self, toks: list[str]) -> str:
        """The symbolic value of an expression; its calls and stores become
        events, its assignments to locals change env."""
        parts = _split_tokens(list(toks))
        if len(parts) > 1:
            value = ''
            for p in parts:
                value = self.evaluate(p)
            return value
        toks = list(toks)
        if not toks:
            return ''
        depth = 0
        for i, t in enumerate(toks):
            if t in ('(', '[', '{'):
                depth += 1
            elif t in (')', ']', '}'):
                depth -= 1
            elif depth == 0 and t in ASSIGN_OPS:
                return self.assignment(toks[:i], t, toks[i + 1:])
            elif depth == 0 and t == '?':
                break
        return _strip_parens(self.operand(toks))

    def assignment(self, lhs: list[str], op: str, rhs: list[str]) -> str:
        value = self.evaluate(rhs)
        if len(lhs) == 1 and not isinstance(lhs[0], Atom) and lhs[0] in self.st.locals:
            name = lhs[0]
            if op != '=':
                value = '%s %s %s' % (_wrap(self.read(name)), op[:-1], _wrap(value))
            self.assign(name, value)
            return value
        if any(t == STATE for t in lhs):
            return value
        where = self.operand(lhs, lvalue=True)
        self.check_use(where)
        self.st.emit('store', where, op, value)
        return value

    def assign(self, name: str, value: str) -> None:
        self.st.env[name] = value
        self.st.handed.discard(name)

    def read(self, name: str) -> str:
        if name in self.st.handed:
            self.st.emit('use-after-hand-over', name)
        return self.st.env.get(name, name)

    def fresh(self, name: str) -> str:
        n = self.st.versions.get(name, 0) + 1
        self.st.versions[name] = n
        return '%s#%d' % (name, n)

    def operand(self, toks: list[str], lvalue: bool = False) -> str:
        """Evaluate an expression with no top-level assignment or comma
        (lvalue: it is where a store goes, not a read)."""
        out: list[str] = []
        i = 0
        n = len(toks)
        while i < n:
            t = toks[i]
            if isinstance(t, Atom):
                out.append(_wrap(str(t)) if n > 1 else str(t))
                i += 1
                continue
            nxt = toks[i + 1] if i + 1 < n else ''
            if IDENT.match(t) and nxt == '(':
                close = _close(toks, i + 1)
                out.append(self.call(t, toks[i + 2:close], out))
                i = close + 1
                continue
            if t in ('(', '['):
                close = _close(toks, i)
                inner = self.evaluate(toks[i + 1:close])
                out.append('%s%s%s' % (t, inner, toks[close]))
                i = close + 1
                continue
            if t == '{':
                close = _close(toks, i)
                out.append(' '.join(map(str, toks[i:close + 1])))
                i = close + 1
                continue
            if t in ('++', '--'):
                i = self.increment(toks, i, out)
                continue
            if IDENT.match(t) and t in self.st.locals and \
                    (not out or out[-1] not in ('.', '->')):
                value = self.read(t)
                out.append(_wrap(value) if n > 1 else value)
                i += 1
                continue
            out.append(t)
            i += 1
        text = ' '.join(out)
        self.check_use(text)
        if not lvalue and _reads_memory(out):
            # where a read of memory happens, and under which locks
            self.st.emit('load', text)
        return text

    def increment(self, toks: list[str], i: int, out: list[str]) -> int:
        """++ or -- at toks[i]: a local changes its value, anything else is a
        store. Where the next token starts."""
        op = toks[i]
        if out and not _is_operator(out[-1]):
            # postfix: on the operand out ends with
            prev = toks[i - 1]
            before = toks[i - 2] if i >= 2 else ''
            if IDENT.match(prev) and prev in self.st.locals and before not in ('->', '.'):
                self.assign(prev, '%s %s 1' % (_wrap(self.read(prev)), op[0]))
            else:
                self.st.emit('store', out[-1] if len(out) == 1 else ' '.join(out), op, '')
            return i + 1
        end = _postfix_end(toks, i + 1)
        operand = toks[i + 1:end]
        if len(operand) == 1 and operand[0] in self.st.locals:
            self.assign(operand[0], '%s %s 1' % (_wrap(self.read(operand[0])), op[0]))
            out.append(self.st.env[operand[0]])
        else:
            where = self.operand(operand, lvalue=True)
            self.st.emit('store', where, op, '')
            out.append(where)
        return end

    def call(self, name: str, arg_toks: list[str], out: list[str]) -> str:
        if name in NOT_EVALUATED:
            return '%s(%s)' % (name, ' '.join(map(str, arg_toks)))
        if name in HAND_OVERS:
            if len(arg_toks) != 1 or arg_toks[0] not in self.st.locals:
                raise Unprovable('%s() of something other than a variable' % name)
            var = arg_toks[0]
            value = self.read(var)
            self.assign(var, HAND_OVERS[name])
            self.st.handed.add(var)
            return '' if name == 'retain_and_null_ptr' else value
        args = [self.evaluate(a) for a in _split_tokens(list(arg_toks))]
        if name in PURE:
            return '%s(%s)' % (name, ', '.join(args))
        callee = name
        # a call through a member: ops->read(x)
        while len(out) >= 2 and out[-1] in ('->', '.'):
            callee = out[-2] + out[-1] + callee
            del out[-2:]
        drop = self.st.mean.state_args.get(name, frozenset())
        kept = tuple(a for k, a in enumerate(args) if k not in drop and a != STATE)
        if name in self.st.mean.releases and kept and self.is_nothing(kept[0]):
            return '0'
        self.st.calls += 1
        result = '$%d' % self.st.calls
        mean = self.st.mean
        kind = 'lock-call' if name in mean.locks or name in mean.unlocks else 'call'
        self.st.emit(kind, '%s(%s)' % (callee, ', '.join(kept)))
        if name in mean.locks:
            self.st.held.append('%s(%s)' % (name, ', '.join(kept)))
        elif name in mean.unlocks:
            keys = ['%s(%s)' % (lock, ', '.join(kept)) for lock, unlock in mean.locks.items()
                    if unlock == name]
            held = [k for k in keys if k in self.st.held]
            if held:
                self.st.held.remove(held[0])
            else:
                self.st.emit('unlock-not-held', '%s(%s)' % (name, ', '.join(kept)))
        elif name in mean.releases and kept:
            self.st.released[kept[0]] = name
        return result

    def check_use(self, text: str) -> None:
        if not self.st.released:
            return
        for word in text.replace('(', ' ').replace(')', ' ').replace(',', ' ').split():
            if word in self.st.released:
                self.st.emit('use-after-release', word)
                del self.st.released[word]
                return

    # -- what is known of values
    def known(self, cond: str) -> bool | None:
        return _known(cond, self.st.facts)

    def learn(self, cond: str, outcome: bool) -> None:
        _learn(cond, outcome, self.st.facts)

    def is_nothing(self, value: str) -> bool:
        value = _strip_parens(value)
        facts = self.st.facts.get(value, set())
        return value in ('NULL', '0', '- 1') or bool(facts & {'null', 'err', 'neg'})


def _merge(cond: str, then: dict[str, str], other: dict[str, str]) -> dict[str, str]:
    """The locals after an if whose arms left them as then and other."""
    merged = dict(then)
    for name in set(then) | set(other):
        a, b = then.get(name, '?' + name), other.get(name, '?' + name)
        if a != b:
            merged[name] = '%s ? %s : %s' % (_wrap(cond), _wrap(a), _wrap(b))
    return merged


def _wrap(value: str) -> str:
    if ' ' in value and _strip_parens(value) == value:
        return '(%s)' % value
    return value


def _strip_parens(value: str) -> str:
    while value.startswith('(') and value.endswith(')'):
        inner = value[1:-1]
        depth = 0
        ok = True
        for c in inner:
            depth += c == '('
            depth -= c == ')'
            if depth < 0:
                ok = False
                break
        if not ok:
            break
        value = inner.strip()
    return value


def _reads_memory(out: list[str]) -> bool:
    """Does an evaluated operand read memory: through '->', a subscript or
    a unary '*' (not an address computed with '&')?"""
    if not out or out[0] == '&':
        return False
    for k, t in enumerate(out):
        if t == '->' or (t.startswith('[') and k > 0):
            return True
        if t == '*' and k + 1 < len(out) and (k == 0 or _is_operator(out[k - 1])):
            return True
    return False


def _postfix_end(toks: list[str], i: int) -> int:
    """Where the postfix expression starting at toks[i] ends."""
    n = len(toks)
    if i < n and toks[i] == '(':
        i = _close(toks, i) + 1
    elif i < n:
        i += 1
    while i < n:
        if toks[i] in ('->', '.') and i + 1 < n:
            i += 2
        elif toks[i] in ('[', '('):
            i = _close(toks, i) + 1
        else:
            break
    return i


def _is_operator(text: str) -> bool:
    return not (IDENT.match(text) or text[:1].isdigit() or text.endswith(')') or
                text.endswith(']') or text.startswith('$'))


def _stable(cond: str, local_names: set[str]) -> bool:
    """Is the condition a function of call results, constants and
    parameters only (so that it has the same value wherever it is read)?"""
    for word in cond.replace('(', ' ( ').replace(')', ' ) ').split():
        if word in ('->', '.', '*', '[', ']', '&') or word.startswith('?'):
            return False
        if IDENT.match(word) and not CONSTANT.match(word) and word not in PURE and \
                word != 'NULL' and word not in local_names:
            return False
    return True


def _label_index(kids: tuple[Stmt, ...], name: str) -> int | None:
    for i, k in enumerate(kids):
        if k.kind == 'label' and k.name == name:
            return i
    return None


def _split_semicolons(toks: list[str]) -> list[list[str]]:
    parts: list[list[str]] = [[]]
    depth = 0
    for t in toks:
        if t in ('(', '[', '{'):
            depth += 1
        elif t in (')', ']', '}'):
            depth -= 1
        if t == ';' and depth == 0:
            parts.append([])
        else:
            parts[-1].append(t)
    return parts


def _declaration(toks: list[str]) -> list[tuple[str, list[str], str]] | None:
    """(name, initialiser tokens, __free class) of each declarator, or None
    if the statement is not a declaration."""
    parts = _split_tokens(toks)
    if not parts:
        return None
    first = parts[0]
    eq = first.index('=') if '=' in first else len(first)
    head = first[:eq]
    words = [t for t in _drop_groups(head) if t != '*']
    if len(words) < 2 or not all(IDENT.match(w) for w in words):
        return None
    if words[0] in ('return', 'goto', 'case', 'else'):
        return None
    if not (words[0] in TYPE_WORDS or len(words) >= 2):
        return None
    type_len = len(head) - len(_declarator_tokens(head))
    out = []
    for n, part in enumerate(parts):
        d = part[type_len:] if n == 0 else part
        eq = d.index('=') if '=' in d else len(d)
        names = [t for t in _drop_groups(d[:eq]) if IDENT.match(t)]
        if not names:
            return None
        free = ''
        for i, t in enumerate(d[:eq]):
            if t == '__free' and i + 2 < eq:
                free = d[i + 2]
        out.append((names[-1], d[eq + 1:] if eq < len(d) else [], free))
    return out


def _drop_groups(toks: list[str]) -> list[str]:
    """toks without bracketed groups, __free(x) and __attribute__((…))."""
    out = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if t in ('__free', '__attribute__', '__aligned') and i + 1 < len(toks) and \
                toks[i + 1] == '(':
            i = _close(toks, i + 1) + 1
            continue
        if t in ('[', '('):
            i = _close(toks, i) + 1
            continue
        out.append(t)
        i += 1
    return out


def _declarator_tokens(head: list[str]) -> list[str]:
    """The declarator part of a declaration's first part (before '='):
    from the first '*' or from the last name."""
    plain = [i for i, t in enumerate(head) if IDENT.match(t) and t not in (
        '__free', '__attribute__', '__aligned', '__maybe_unused') and
        not _inside_group(head, i)]
    stars = [i for i, t in enumerate(head) if t == '*']
    name_at = plain[-1] if plain else len(head)
    start = name_at
    while start > 0 and head[start - 1] == '*':
        start -= 1
    if stars and stars[0] < start:
        start = min(start, stars[0]) if all(head[k] == '*' for k in range(stars[0], start)) \
            else start
    return head[start:]


def _inside_group(toks: list[str], at: int) -> bool:
    depth = 0
    for t in toks[:at]:
        depth += t in ('(', '[')
        depth -= t in (')', ']')
    return depth > 0


# ---------------------------------------------------------------- facts

def _atom(text: str) -> str:
    return _strip_parens(text.strip())


def _known(cond: str, facts: dict[str, set[str]]) -> bool | None:
    c = _atom(cond)
    if c in ('0', 'false', 'NULL'):
        return False
    if c in ('1', 'true'):
        return True
    if c.startswith('! '):
        inner = _known(c[2:], facts)
        return None if inner is None else not inner
    m = re.match(r'^(likely|unlikely)\((.*)\)$', c)
    if m:
        return _known(m.group(2), facts)
    m = re.match(r'^(IS_ERR|IS_ERR_OR_NULL|fd_empty)\((.*)\)$', c)
    if m:
        f = _facts_of(m.group(2), facts)
        if m.group(1) == 'IS_ERR':
            return True if 'err' in f else False if f & {'noterr', 'null'} else None
        if m.group(1) == 'fd_empty':
            return True if 'null' in f else False if 'nonnull' in f else None
        return True if f & {'err', 'null'} else \
            False if {'nonnull', 'noterr'} <= f else None
    m = re.match(r'^(.*) (==|!=|<|>=) (NULL|0)$', c)
    if m:
        f = _facts_of(m.group(1), facts)
        op = m.group(2)
        if op in ('<', '>='):
            if m.group(1) == '- 1' or 'neg' in f:
                return op == '<'
            return op == '>=' if 'nonneg' in f else None
        is_null = True if 'null' in f or m.group(1) in ('NULL', '0') else \
            False if 'nonnull' in f else None
        return None if is_null is None else is_null == (op == '==')
    f = _facts_of(c, facts)
    if c in ('NULL', '0') or 'null' in f:
        return False
    if 'nonnull' in f:
        return True
    return None


def _facts_of(value: str, facts: dict[str, set[str]]) -> set[str]:
    v = _atom(value)
    if v == 'NULL':
        return {'null', 'noterr'}
    return facts.get(v, set())


def _learn(cond: str, outcome: bool, facts: dict[str, set[str]]) -> None:
    c = _atom(cond)

    def add(value: str, *props: str) -> None:
        v = _atom(value)
        facts.setdefault(v, set()).update(props)
        m = re.match(r'^(.*) \. file$|^fd_file\((.*)\)$', v)
        if m and 'null' in props:
            facts.setdefault(_atom(m.group(1) or m.group(2)), set()).add('null')
    if c.startswith('! '):
        _learn(c[2:], not outcome, facts)
        return
    m = re.match(r'^(likely|unlikely)\((.*)\)$', c)
    if m:
        _learn(m.group(2), outcome, facts)
        return
    if outcome and ' && ' in c and '||' not in c:
        for part in c.split(' && '):
            _learn(part, True, facts)
        return
    if not outcome and ' || ' in c and '&&' not in c:
        for part in c.split(' || '):
            _learn(part, False, facts)
        return
    m = re.match(r'^(IS_ERR|IS_ERR_OR_NULL|fd_empty)\((.*)\)$', c)
    if m:
        if m.group(1) == 'IS_ERR':
            add(m.group(2), 'err', 'nonnull') if outcome else add(m.group(2), 'noterr')
        elif m.group(1) == 'fd_empty':
            add(m.group(2), 'null' if outcome else 'nonnull')
        elif not outcome:
            add(m.group(2), 'nonnull', 'noterr')
        return
    m = re.match(r'^(.*) (==|!=|<|>=) (NULL|0)$', c)
    if m:
        op = m.group(2)
        if op in ('<', '>='):
            add(m.group(1), 'neg' if outcome == (op == '<') else 'nonneg')
        else:
            add(m.group(1), 'null' if outcome == (op == '==') else 'nonnull')
        return
    if ' ' not in c or c.startswith('$') or re.match(r'^[\w$#?]+( (->|\.) \w+)*$', c):
        add(c, 'nonnull' if outcome else 'null')


# ---------------------------------------------------------------- driver

@dataclass
class Explorer:
    """Chooses at each undecided point: first the script, then option 0,
    remembering where another option is left."""
    script: list[int]
    forced: dict[Key, str]
    taken: list[tuple[int, int]] = field(default_factory=list)   # (choice, options)
    decided: dict[Key, str] = field(default_factory=dict)

    def __call__(self, key: Key, options: tuple[str, ...]) -> str:
        if key in self.forced:
            value = self.forced[key]
            if value not in options:
                raise _Mismatch('a decision the other side cannot take: %s' % (key,))
            return value
        if key in self.decided:
            return self.decided[key]
        n = len(self.taken)
        choice = self.script[n] if n < len(self.script) else 0
        self.taken.append((choice, len(options)))
        self.decided[key] = options[choice]
        return options[choice]


class _Mismatch(Exception):
    pass


def _next_script(taken: list[tuple[int, int]]) -> list[int] | None:
    for k in range(len(taken) - 1, -1, -1):
        choice, options = taken[k]
        if choice + 1 < options:
            return [c for c, _ in taken[:k]] + [choice + 1]
    return None


@dataclass(frozen=True)
class Walked:
    trace: tuple[Event, ...]
    decided: dict[Key, str]
    ended: str          # 'return', 'cut', or why it stopped


def _walk(src: Source, body: Stmt, params: set[str], mean: Meaning,
          chooser: Explorer) -> Walked:
    st = State(mean, set(params), chooser)
    walker = Walker(src, st)
    ended = 'return'
    try:
        walker.block(body)
        st.emit('return', '')
    except Jump as j:
        if j.kind != 'return':
            raise Unprovable('a %s out of its block' % j.kind) from None
        st.emit('return', j.value)
        if j.value in st.released:
            st.emit('returns-released', j.value)
    except Cut:
        st.emit('cut')
        ended = 'cut'
    return Walked(tuple(st.trace), dict(chooser.decided), ended)


def _paths(src: Source, body: Stmt, params: set[str], mean: Meaning,
           forced: dict[Key, str], budget: list[int]) -> Iterator[Walked]:
    script: list[int] | None = []
    while script is not None:
        budget[0] -= 1
        if budget[0] < 0:
            raise Unprovable('more paths than it follows (%d walks)' % MAX_RUNS)
        chooser = Explorer(script, forced)
        walked = _walk(src, body, params, mean, chooser)
        yield walked
        script = _next_script(chooser.taken)


def _function(text: str) -> tuple[Source, Stmt, set[str]]:
    src = Source(text)
    fns = src.functions()
    if len(fns) != 1:
        raise Unprovable('the function text (%d functions)' % len(fns))
    fn = fns[0]
    head = src.masked[fn.name_start:fn.body_open]
    params = set()
    m = re.search(r'\((.*)\)', head, re.S)
    if m:
        for part in _split(m.group(1)):
            words = re.findall(r'[A-Za-z_]\w*', part.split('[')[0])
            if words:
                params.add(words[-1])
    return src, src.body(fn), params


def prove(old: str, new: str, cat: Catalogue | Meaning) -> str:
    """'' when the conversion new of old has the same behaviour on every
    path, else why the proof does not accept it."""
    mean = cat if isinstance(cat, Meaning) else meaning(cat)
    try:
        old_src, old_body, old_params = _function(old)
        new_src, new_body, new_params = _function(new)
        budget = [MAX_RUNS]
        for path in _paths(old_src, old_body, old_params, mean, {}, budget):
            for other in _paths(new_src, new_body, new_params, mean, path.decided, budget):
                problem = _compare(path, other)
                if problem:
                    return problem
    except Unprovable as exc:
        return 'the proof could not follow %s' % exc
    except _Mismatch as exc:
        return 'the proof found a change of behaviour: %s' % exc
    except ScanError as exc:
        return 'the proof could not follow the text: %s' % exc
    except RecursionError:
        return 'the proof could not follow a statement nested this deep'
    return ''


def _compare(old: Walked, new: Walked) -> str:
    """Why the two walks of one path differ, or ''. Everything but the
    reads of memory must be the same, in the same order, under the same
    locks. A read may move across lock and unlock calls, into a critical
    section (where it sees what it saw outside), never out of one, and
    never past another call, store or branch."""
    names = _call_names(old.trace)
    a_events = tuple(e for e in old.trace if e[0] != 'load')
    b_events = tuple(e for e in new.trace if e[0] != 'load')
    problem = _compare_events(a_events, b_events, names)
    if problem:
        return problem
    for a_reads, b_reads in zip(_reads(old.trace), _reads(new.trace)):
        for text in sorted(set(a_reads) | set(b_reads)):
            a_held, b_held = a_reads.get(text, []), b_reads.get(text, [])
            if len(a_held) != len(b_held):
                who = 'the original' if len(a_held) > len(b_held) else 'the conversion'
                return 'the proof found a change of behaviour: only %s reads %s' % (
                    who, _pretty(text, names))
            for held_a, held_b in zip(a_held, b_held):
                if not held_a <= held_b:
                    return 'the proof found a change of behaviour: %s' % _pretty(
                        'the original reads %s holding %s, the conversion holding %s' % (
                            text, _held_names(held_a), _held_names(held_b)), names)
    return ''


def _reads(trace: tuple[Event, ...]) -> list[dict[str, list[frozenset[str]]]]:
    """The reads of memory between each two events that are neither reads
    nor lock calls: per stretch, each text with the locks held at each read."""
    stretches: list[dict[str, list[frozenset[str]]]] = [{}]
    for e in trace:
        if e[0] == 'load':
            held = frozenset(h for h in e[-1].split('|') if h)
            stretches[-1].setdefault(e[1], []).append(held)
        elif e[0] != 'lock-call':
            stretches.append({})
    return stretches


def _held_names(held: frozenset[str]) -> str:
    return ', '.join(_lock_name(h) for h in sorted(held)) or 'no lock'


def _compare_events(old: tuple[Event, ...], new: tuple[Event, ...],
                    names: dict[str, str]) -> str:
    for k, (a, b) in enumerate(zip(old, new)):
        if a != b:
            return 'the proof found a change of behaviour: %s' % _pretty(
                _describe(a, b, old[:k]), names)
    if len(old) != len(new):
        longer, other = (old, 'the original') if len(old) > len(new) else (new, 'the conversion')
        extra = longer[min(len(old), len(new))]
        return 'the proof found a change of behaviour: only %s %s' % (
            other, _pretty(_render(extra), names))
    return ''


def _call_names(trace: tuple[Event, ...]) -> dict[str, str]:
    """'$3' -> 'kzalloc()': what each call result is called in messages."""
    names: dict[str, str] = {}
    for e in trace:
        if e[0] in ('call', 'lock-call'):
            names['$%d' % (len(names) + 1)] = e[1].split('(', 1)[0] + '()'
    return names


def _pretty(text: str, names: dict[str, str]) -> str:
    text = re.sub(r'\$\d+', lambda m: names.get(m.group(), 'a result'), text)
    text = re.sub(r' ?(->|\.) ?', r'\1', text)
    text = re.sub(r'(^|[(,] ?|returns |calls |stores to |tests |holding )([&*!-]) ',
                  r'\1\2', text)
    return text.replace('( ', '(').replace(' )', ')')


def _describe(a: Event, b: Event, before: tuple[Event, ...]) -> str:
    for bad in (b, a):
        if bad[0] in ('use-after-release', 'use-after-hand-over', 'returns-released'):
            who = 'the conversion' if bad is b else 'the original'
            return '%s %s' % (who, _render(bad))
    where = ' (after %s)' % _render(before[-1]) if before else ''
    return 'the original %s, the conversion %s%s' % (_render(a), _render(b), where)


def _lock_name(held: str) -> str:
    """'&d->lock' for 'mutex_lock(&d->lock)'; 'rcu_read_lock()' as it is."""
    inner = held.split('(', 1)[1][:-1] if '(' in held else ''
    return inner or held


def _render(e: Event) -> str:
    kind = e[0]
    held = e[-1]
    locked = ' holding %s' % ', '.join(_lock_name(h) for h in held.split('|')) \
        if held else ''
    if kind in ('call', 'lock-call'):
        return 'calls %s%s' % (e[1], locked)
    if kind == 'store':
        return 'stores to %s%s' % (e[1], locked)
    if kind == 'load':
        return 'reads %s%s' % (e[1], locked)
    if kind == 'if':
        return 'tests %s%s' % (e[1], locked)
    if kind == 'branch':
        return 'tests %s%s' % (e[1], locked)
    if kind == 'switch':
        return 'switches on %s%s' % (e[1], locked)
    if kind == 'return':
        return 'returns %s%s' % (e[1] or 'at the end', locked)
    if kind == 'hand-over':
        return 'hands %s on' % e[1]
    if kind == 'use-after-release':
        return 'uses %s after releasing it' % e[1]
    if kind == 'use-after-hand-over':
        return 'uses %s after handing it on' % e[1]
    if kind == 'returns-released':
        return 'returns %s after releasing it' % e[1]
    if kind == 'unlock-not-held':
        return 'unlocks %s, which it does not hold' % e[1]
    if kind == 'cut':
        return 'goes on looping'
    return ' '.join(e[:-1])
