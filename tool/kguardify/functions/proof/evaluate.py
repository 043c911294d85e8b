# SPDX-License-Identifier: GPL-2.0-only
"""The proof: one walk's state and the evaluation of expressions: calls
and stores become events, locals take symbolic values, a hand-over nulls
its variable, a release marks its value, and the helpers' templates run."""

from __future__ import annotations

from collections.abc import Callable, Container
from dataclasses import dataclass, field

from kguardify.embedded.cscan import TOKEN_RE, Source
from kguardify.functions.proof.facts import known_outcome, learn_from
from kguardify.functions.proof.meaning import IDENT, Meaning, Template, Unprovable, close_bracket, \
    split_tokens
from kguardify.functions.proof.syntax import ASSIGN_OPS, HAND_OVERS, NOT_EVALUATED, PURE, STATE, \
    is_operator, postfix_end, reads_memory, strip_parens, unevaluated_end, wrap


NOT_LOCAL_BEFORE = frozenset(('.', '->', 'struct', 'union', 'enum'))


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
    summarise: bool = False     # the first try: see summary.py
    # where the original's walk forked (condition, events but reads before
    # it), when this walks the conversion
    forks: Container[tuple[str, int]] = ()
    # a conditional lock call's result -> (the lock it holds if taken,
    # taken when the result is 0), until a condition decides it
    pending: dict[str, tuple[str, bool]] = field(default_factory=dict)

    def emit(self, *event: str) -> None:
        self.trace.append(event + ('|'.join(sorted(self.held)),))


Span = tuple[int, int]


@dataclass
class Memo:
    """What a function's text says, by span: the same on every walk of it
    (the text and the Meaning are fixed for one proof)."""
    toks: dict[Span, tuple[str, ...]] = field(default_factory=dict)
    decls: dict[Span, list[tuple[str, list[str], str]] | None] = field(default_factory=dict)
    simple: dict[Span, bool] = field(default_factory=dict)
    # a loop or switch's label if it is summarised (summary.py), else ''
    summary: dict[Span, str] = field(default_factory=dict)
    barred: frozenset[str] | None = None


class Evaluator:
    """Evaluates the expressions of one function with one State."""

    def __init__(self, src: Source, st: State, memo: Memo | None = None) -> None:
        self.src = src
        self.st = st
        self.memo = Memo() if memo is None else memo

    # -- tokens
    def toks(self, start: int, end: int) -> list[str]:
        """The tokens of the original text between two offsets."""
        found = self.memo.toks.get((start, end))
        if found is None:
            text = self.src.text
            found = tuple(text[m.start():m.end()]
                          for m in TOKEN_RE.finditer(self.src.masked, start, end))
            self.memo.toks[(start, end)] = found
        return list(found)

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
        parts = split_tokens(list(toks)) if ',' in toks else []
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
        return strip_parens(self.operand(toks))

    def assignment(self, lhs: list[str], op: str, rhs: list[str]) -> str:
        value = self.evaluate(rhs)
        if len(lhs) == 1 and not isinstance(lhs[0], Atom) and lhs[0] in self.st.locals:
            name = lhs[0]
            if op != '=':
                value = '%s %s %s' % (wrap(self.read(name)), op[:-1], wrap(value))
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
        # what the expression itself names: its tokens, and each local's
        # value whole ('name', loaded from p before p was freed, is a value,
        # not a use of p; a read of memory through p after it is one)
        named: list[str] = []
        i = 0
        while i < len(toks):
            i = self.term(toks, i, out, named)
        text = ' '.join(out)
        self.check_use_of(named)
        if not lvalue and reads_memory(out):
            # where a read of memory happens, and under which locks
            self.st.emit('load', text)
        return text

    def term(self, toks: list[str], i: int, out: list[str], named: list[str]) -> int:
        """Evaluate the token (or bracketed group, or call) at toks[i] of
        an operand onto out and named; where the next one starts."""
        t = toks[i]
        n = len(toks)
        if isinstance(t, Atom):
            out.append(wrap(str(t)) if n > 1 else str(t))
            named.append(str(t))
            return i + 1
        nxt = toks[i + 1] if i + 1 < n else ''
        ident = IDENT.match(t) is not None
        if t in NOT_EVALUATED and nxt != '(':
            # 'sizeof *p': its operand names a type, it is no read of p
            end = unevaluated_end(toks, i)
            out.append(' '.join(map(str, toks[i:end])))
            named.append(out[-1])
            return end
        if ident and nxt == '(':
            close = close_bracket(toks, i + 1)
            out.append(self.call(t, toks[i + 2:close], out))
            named.append(out[-1])
            return close + 1
        if t in ('(', '['):
            close = close_bracket(toks, i)
            inner = self.evaluate(toks[i + 1:close])
            out.append('%s%s%s' % (t, inner, toks[close]))
            named.append(strip_parens(inner))
            return close + 1
        if t == '{':
            close = close_bracket(toks, i)
            out.append(' '.join(map(str, toks[i:close + 1])))
            return close + 1
        if t in ('++', '--'):
            return self.increment(toks, i, out)
        # a member, or a struct tag ('struct port' beside a local port), is no local
        if ident and t in self.st.locals and (not out or out[-1] not in NOT_LOCAL_BEFORE):
            value = self.read(t)
            out.append(wrap(value) if n > 1 else value)
            named.append(strip_parens(value))
            return i + 1
        out.append(t)
        named.append(t)
        return i + 1

    def increment(self, toks: list[str], i: int, out: list[str]) -> int:
        """++ or -- at toks[i]: a local changes its value, anything else is a
        store. Where the next token starts."""
        op = toks[i]
        if out and not is_operator(out[-1]):
            # postfix: on the operand out ends with
            prev = toks[i - 1]
            before = toks[i - 2] if i >= 2 else ''
            if IDENT.match(prev) and prev in self.st.locals and before not in ('->', '.'):
                self.assign(prev, '%s %s 1' % (wrap(self.read(prev)), op[0]))
            else:
                self.st.emit('store', out[-1] if len(out) == 1 else ' '.join(out), op, '')
            return i + 1
        end = postfix_end(toks, i + 1)
        operand = toks[i + 1:end]
        if len(operand) == 1 and operand[0] in self.st.locals:
            self.assign(operand[0], '%s %s 1' % (wrap(self.read(operand[0])), op[0]))
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
        mean = self.st.mean
        parts = split_tokens(list(arg_toks))
        if name in mean.wrappers and len(parts) == 1 and not (out and out[-1] in ('->', '.')):
            # the wrapper's own call, on the argument's value
            self.run_template(mean.wrappers[name], self.evaluate(parts[0]), guard=False)
            return ''
        if name in mean.locks or name in mean.unlocks or name in mean.cond_locks:
            args = self.lock_args(parts)
        else:
            args = [self.evaluate(a) for a in parts]
        if name in PURE:
            return '%s(%s)' % (name, ', '.join(args))
        if name in mean.accessors:
            # a pointer computed from the argument, maybe read through it:
            # a read of memory, not a call (lock_args drops it, as p->m)
            self.st.emit('load', '%s(%s)' % (name, ', '.join(args)))
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
        kind = 'lock-call' if name in mean.locks or name in mean.unlocks or \
            name in mean.cond_locks else 'call'
        self.st.emit(kind, '%s(%s)' % (callee, ', '.join(kept)))
        if name in mean.cond_locks:
            lock, zero = mean.cond_locks[name]
            self.st.pending[result] = ('%s(%s)' % (lock, ', '.join(kept)), zero)
        elif name in mean.locks:
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

    def lock_args(self, parts: list[list[str]]) -> list[str]:
        """The arguments of a lock or unlock call, or of a guard: which lock
        it is is compared through the locks held, and a guard reads its
        lock once where the unlock read it again, so these are no reads."""
        before = len(self.st.trace)
        values = [self.evaluate(a) for a in parts]
        self.st.trace[before:] = [e for e in self.st.trace[before:] if e[0] != 'load']
        return values

    def check_use(self, text: str) -> None:
        self.check_use_of(text.replace('(', ' ').replace(')', ' ').replace(',', ' ').split())

    def check_use_of(self, words: list[str]) -> None:
        if not self.st.released:
            return
        for word in words:
            if word in self.st.released:
                self.st.emit('use-after-release', word)
                del self.st.released[word]
                return

    # -- what is known of values
    def known(self, cond: str) -> bool | None:
        return known_outcome(cond, self.st.facts)

    def learn(self, cond: str, outcome: bool) -> None:
        learn_from(cond, outcome, self.st.facts)
        self.taken(cond, outcome)

    def taken(self, cond: str, outcome: bool) -> None:
        """A condition on a conditional lock call's result ('$3', '! $3')
        decides whether the lock is held from here on."""
        if not self.st.pending:
            return
        value = strip_parens(cond)
        negated = value.startswith('! ')
        result = strip_parens(value[2:]) if negated else value
        if result not in self.st.pending:
            return
        lock, zero = self.st.pending.pop(result)
        nonzero = outcome != negated
        if nonzero != zero:
            self.st.held.append(lock)

    def is_nothing(self, value: str) -> bool:
        value = strip_parens(value)
        facts = self.st.facts.get(value, set())
        return value in ('NULL', '0', '- 1') or bool(facts & {'null', 'err', 'neg'})
