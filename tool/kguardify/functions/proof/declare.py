# SPDX-License-Identifier: GPL-2.0-only
"""The proof: what the helpers' declarations do, in the tree's own terms:
guard() runs its DEFINE_GUARD / DEFINE_LOCK_GUARD_* lock and returns its
unlock, CLASS() runs its constructor and queues its destructor, __free()
returns its DEFINE_FREE release."""

from __future__ import annotations

from collections.abc import Callable

from kguardify.functions.proof.evaluate import Atom, Cleanup, Evaluator, Jump
from kguardify.functions.proof.meaning import Template, Unprovable, close_bracket, split_tokens


class Declarations(Evaluator):
    """The evaluation of the helpers' declarations; the walk builds on it."""

    def acquire_guard(self, cls: str, args: list[list[str]]) -> Callable[[], None]:
        found = self.st.mean.guards.get(cls)
        if found is None:
            raise Unprovable('guard(%s), which the tree does not define' % cls)
        helper, acq, rel = found
        values = self.lock_args(args)
        if helper.macro == 'DEFINE_LOCK_GUARD_0':
            lock = ''
        elif len(values) != 1:
            raise Unprovable('guard(%s) with %d arguments' % (cls, len(values)))
        else:
            lock = values[0]
        # In a DEFINE_LOCK_GUARD_*, _T is the guard ('_T->lock' the lock, other
        # members its state); in a DEFINE_GUARD, _T is the locked pointer.
        state = helper.macro != 'DEFINE_GUARD'
        self.run_template(acq, lock, guard=state)

        def release() -> None:
            self.run_template(rel, lock, guard=state)
        return release

    def decide(self, cond: str, what: str, each_time: bool = False) -> bool:
        raise NotImplementedError('the walk decides conditions')

    def try_guard(self, cls: str, fail: list[str], args: list[list[str]]
                  ) -> Callable[[], None]:
        """scoped_cond_guard(cls, fail, args): the guard's test calls the
        lock that can fail; when it fails, fail runs (a return, with nothing
        held); else the body runs, and the base guard's unlock at its exits.
        The test is the condition the original spelt: 'F(l)' failing when
        nonzero, '!F(l)' when F returns 0 on failure."""
        found = self.st.mean.cond_guards.get(cls)
        if found is None:
            raise Unprovable('scoped_cond_guard(%s), which the tree does not define' % cls)
        base, call, zero = found
        helper, _, rel = self.st.mean.guards[base]
        values = self.lock_args(args)
        if len(values) != 1 or not fail or fail[0] != 'return':
            raise Unprovable('a scoped_cond_guard(%s) it cannot read' % cls)
        result = self.call(call, [Atom(values[0])], [])
        if self.decide(result if zero else '! ' + result, 'if'):
            raise Jump('return', self.evaluate(fail[1:]) if len(fail) > 1 else '')
        state = helper.macro != 'DEFINE_GUARD'

        def release() -> None:
            self.run_template(rel, values[0], guard=state)
        return release

    def class_decl(self, toks: list[str], cleanups: list[Cleanup],
                   shadowed: dict[str, str | None], index: int) -> None:
        close = close_bracket(toks, 1)
        head = split_tokens(toks[2:close])
        if len(head) != 2 or len(head[1]) != 1 or close + 1 >= len(toks) or \
                toks[close + 1] != '(':
            raise Unprovable('a CLASS() it cannot read')
        cls, var = ' '.join(head[0]), head[1][0]
        found = self.st.mean.classes.get(cls)
        if found is None:
            raise Unprovable('CLASS(%s), which the tree does not define' % cls)
        params, acq, rel = found
        args = split_tokens(toks[close + 2:close_bracket(toks, close + 1)])
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
