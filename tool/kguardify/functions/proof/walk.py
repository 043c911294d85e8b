# SPDX-License-Identifier: GPL-2.0-only
"""The proof: the statements of one function, walked along one path:
blocks and their cleanups (last declared first, at every exit of their
scope), if/else, switch, loops, iterators, goto, and the helpers'
declarations (guard(), scoped_guard(), __free(), CLASS())."""

from __future__ import annotations

from kguardify.embedded.cscan import Stmt
from kguardify.functions.proof.declare import Declarations
from kguardify.functions.proof.evaluate import Cleanup, Cut, Jump
from kguardify.functions.proof.meaning import IDENT, Template, Unprovable, close_bracket, \
    split_at, split_tokens
from kguardify.functions.proof.summary import assigned, barred, label, mentioned, \
    self_contained, summarisable
from kguardify.functions.proof.syntax import declaration, label_index, merge, stable, \
    strip_parens

LOOP_BOUND = 2          # iterations of a loop on one path before it is cut
JUMP_BOUND = 4          # backward gotos on one path before it is cut


class Walker(Declarations):
    """Walks one function's statement tree with one State."""

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
                    at = label_index(kids, j.value)
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
        elif kind == 'if':
            self.if_stmt(s)
        elif kind == 'return':
            value = self.value(*s.head) if s.head != (-1, -1) else ''
            raise Jump('return', value)
        elif kind == 'goto':
            raise Jump('goto', s.name)
        elif kind in ('break', 'continue'):
            raise Jump(kind)
        elif kind == 'switch':
            if not self.summarised(s):
                self.switch(s)
        elif kind in ('for', 'while', 'do'):
            if not self.summarised(s):
                self.loop(s)
        elif kind == 'iter':
            if s.name in ('scoped_guard', 'scoped_cond_guard'):
                self.scoped_guard(s)
            else:
                self.iterator(s)
        else:
            raise Unprovable('a %s statement' % kind)

    def summarised(self, s: Stmt) -> bool:
        """On the first try, a self-contained loop or switch as one event
        (summary.py); False when it is walked as usual."""
        if not self.st.summarise:
            return False
        memo = self.memo
        toks = self.toks(s.start, s.end)
        tag = memo.summary.get((s.start, s.end))
        if tag is None:
            ok = self_contained(s) and summarisable(toks, self.barred_names())
            tag = memo.summary[(s.start, s.end)] = label(toks) if ok else ''
        if not tag:
            return False
        values = [self.read(name) for name in mentioned(toks, self.st.locals)]
        self.check_use_of([strip_parens(v) for v in values])
        self.st.emit('opaque', tag, ', '.join(values))
        n = self.st.versions.get('#opaque', 0) + 1
        self.st.versions['#opaque'] = n
        for name in assigned(toks, self.st.locals):
            self.assign(name, '?%s#%s%d' % (name, tag.split()[0], n))
        return True

    def barred_names(self) -> frozenset[str]:
        """summary.barred() of this proof's meaning, worked out once."""
        if self.memo.barred is None:
            self.memo.barred = barred(self.st.mean)
        return self.memo.barred

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
        found = self.memo.simple.get((s.start, s.end))
        if found is None:
            found = self.memo.simple[(s.start, s.end)] = self._simple_expr(s)
        return found

    def _simple_expr(self, s: Stmt) -> bool:
        """No name a summarised statement may not use (summary.barred():
        a lock, a lock wrapper, a release, a hand-over, a helper), and no
        declaration."""
        toks = self.toks(s.start, s.end)
        if not self.barred_names().isdisjoint(toks):
            return False
        return declaration([t for t in toks if t != ';']) is None

    def if_stmt(self, s: Stmt) -> None:
        """Both arms as one event where they are simple, unless the walk of
        the original forked on this condition here: its arm released what the
        conversion's destructor releases later ('if (!fd_empty(f)) { ...;
        fdput(f); }'), and only a fork learns what the test says of it."""
        cond = self.value(*s.head)
        if not self.original_forked(cond) and all(self.simple(k) for k in s.kids):
            self.simple_if(s, cond)
        elif self.decide(cond, 'if'):
            self.block(s.kids[0])
        elif len(s.kids) > 1:
            self.block(s.kids[1])

    def original_forked(self, cond: str) -> bool:
        """Did the original's walk fork on cond at this point of the path
        (after as many events but reads as this walk has made)?"""
        if not self.st.forks:
            return False
        events = sum(1 for e in self.st.trace if e[0] != 'load')
        return (cond, events) in self.st.forks

    def simple_if(self, s: Stmt, cond: str) -> None:
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
        self.st.env = after[0] if len(after) == 1 else merge(cond, after[0], after[1])
        self.st.handed = handed_after
        self.st.emit('if', cond, *arms)

    def decide(self, cond: str, what: str, each_time: bool = False) -> bool:
        """Which way a condition goes on this path (each_time: a question
        asked anew wherever it is met, as an iterator's 'is there a next')."""
        known = None if each_time else self.known(cond)
        if known is not None:
            return known
        key = (what, cond) if stable(cond, self.st.locals) and not each_time else \
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
            parts = split_at(head, ';')
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
            if not self.iteration(s.kids[0], n):
                return
            if step:
                self.evaluate(step)

    def iterator(self, s: Stmt) -> None:
        args = split_tokens(self.toks(*s.head))
        plain, cursor, cls = self.st.mean.twins.get(s.name, (s.name, -1, ''))
        if cursor >= len(args) or (cursor >= 0 and (len(args[cursor]) != 1 or
                                                    not IDENT.match(args[cursor][0]))):
            raise Unprovable('%s() with a cursor it cannot read' % s.name)
        # A twin's loop never reads its cursor's value before it: the head
        # names the cursor, the same in both.
        head = '%s(%s)' % (plain, ', '.join(a[0] if k == cursor else self.evaluate(a)
                                             for k, a in enumerate(args)))
        if cls:
            self.scoped_iterator(s, head, args, (plain, cursor, cls))
            return
        n = 0
        while True:
            if not self.decide(head, 'next', each_time=True):
                return
            self.next_values(plain, args, cursor)
            n += 1
            if not self.iteration(s.kids[0], n):
                return

    def next_values(self, name: str, args: list[list[str]], cursor: int) -> None:
        """The locals an iterator's step may assign take new values (its
        cursor, known not NULL in the body of a twin's loop)."""
        assigned = self.st.mean.cursors.get(name)
        for position, a in enumerate(args):
            if len(a) == 1 and a[0] in self.st.locals and \
                    (assigned is None or position in assigned or position == cursor):
                self.assign(a[0], self.fresh(a[0]))
                if position == cursor:
                    self.learn(self.st.env[a[0]], True)

    def scoped_iterator(self, s: Stmt, head: str, args: list[list[str]],
                        twin: tuple[str, int, str]) -> None:
        """X_scoped(..., c): X's loop, with c a __free(cls) variable of the
        loop: released at every way out, NULL (so released as nothing) once
        the iterator has no next."""
        plain, cursor, cls = twin
        c = args[cursor][0]
        found = self.st.mean.frees.get(cls)
        if found is None:
            raise Unprovable('__free(%s), which the tree does not define' % cls)
        tpl: Template = found
        shadowed = {c: self.st.env.get(c)}
        was_local = c in self.st.locals
        self.st.locals.add(c)

        def release() -> None:
            self.run_template(tpl, self.st.env[c], guard=False)
        try:
            n = 0
            while True:
                if not self.decide(head, 'next', each_time=True):
                    self.assign(c, 'NULL')
                    release()
                    return
                self.next_values(plain, args, cursor)
                n += 1
                try:
                    going = self.iteration(s.kids[0], n)
                except Jump:
                    release()
                    raise
                if not going:
                    release()
                    return
        finally:
            if not was_local:
                self.st.locals.discard(c)
            self._restore(shadowed)

    def iteration(self, body: Stmt, n: int) -> bool:
        """Run the n-th pass of a loop body: False when it breaks out."""
        if n > LOOP_BOUND:
            raise Cut()
        try:
            self.block(body)
        except Jump as j:
            if j.kind == 'break':
                return False
            if j.kind != 'continue':
                raise
        return True

    def scoped_guard(self, s: Stmt) -> None:
        args = split_tokens(self.toks(*s.head))
        if not args or len(args[0]) != 1:
            raise Unprovable('a %s it cannot read' % s.name)
        if s.name == 'scoped_cond_guard':
            release = self.try_guard(args[0][0], args[1] if len(args) > 1 else [], args[2:])
        else:
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
            close = close_bracket(toks, 1)
            if close + 1 >= len(toks) or toks[close + 1] != '(' or close != 3:
                raise Unprovable('a guard() it cannot read')
            args = split_tokens(toks[close + 2:close_bracket(toks, close + 1)])
            release = self.acquire_guard(toks[2], args)
            cleanups.append(Cleanup(index, release))
            return
        if toks[:2] == ['CLASS', '(']:
            self.class_decl(toks, cleanups, shadowed, index)
            return
        span = (s.start, s.end)
        if span not in self.memo.decls:
            self.memo.decls[span] = declaration(toks)
        decl = self.memo.decls[span]
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
