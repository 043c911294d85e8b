# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: the Python side of cocci/guard_lock.cocci.

The semantic patch calls one LockRun object: candidate rules record what
Coccinelle matched, a verdict rule (once per file) runs lockcheck over the
file and prints its decisions, and the position and identifier constraints of
the transformation rules ask it which lines play which role.

Embedded verbatim into the generated .cocci, like cscan and lockcheck.
"""

import json
import os
import sys

import re
from collections.abc import Mapping, Sequence
from typing import Protocol, TextIO

from kguardify.cscan import line_of, line_starts
from kguardify.lockcheck import Decision, judge_text, kinds_by_lock, normalise

# What the transformation rules do with a lock call or an unlock.
GUARD, SCOPED, SCOPED_END = 1, 2, 3
NO_FUNCTION = 'kg_no_such_function__'
JSON_PREFIX = 'KGJSON '


class Position(Protocol):
    """What this module reads of a coccilib.elems.Location: spatch passes a
    position metavariable as a sequence of those, numbers as strings."""
    file: str
    line: str
    column: str
    current_element: str


def guard_classes_from_env(environ: Mapping[str, str]) -> frozenset[str] | None:
    """The guard classes the target tree defines, as the driver passes them;
    None means the built-in table."""
    value = environ.get('KGUARDIFY_GUARDS')
    if value is None:
        return None
    return frozenset(c for c in value.split(',') if c)


class LockRun:
    def __init__(self, environ: Mapping[str, str] | None = None,
                 out: TextIO | None = None) -> None:
        environ = os.environ if environ is None else environ
        self.classes = guard_classes_from_env(environ)
        self.emit_json = bool(environ.get('KGUARDIFY_JSON'))
        self.out = out if out is not None else sys.stdout
        self.files: list[str] = []
        # (file, line, column) of a lock -> (line, column) of its first unlocks
        self.strict: dict[tuple[str, int, int], list[tuple[int, int]]] = {}
        self.exits: set[int] = set()
        self.roles: dict[tuple[str, str, str], int] = {}
        self.labels: set[tuple[str, str]] = set()
        self.vars: set[tuple[str, str]] = set()
        self.decisions: list[tuple[str, Decision]] = []

    # --- collection, called by the match rules -------------------------------
    def saw(self, pos: Sequence[Position]) -> None:
        for p in pos:
            if p.file not in self.files:
                self.files.append(p.file)

    def matched(self, pl: Sequence[Position], pu: Sequence[Position]) -> None:
        self.saw(pl)
        key = (p_file(pl[0]), int(pl[0].line), int(pl[0].column))
        self.strict[key] = [(int(q.line), int(q.column)) for q in pu]

    # --- the verdict, once per file ------------------------------------------
    def verdict(self, mode: str) -> None:
        self.exits, self.roles = set(), {}
        self.labels, self.vars, self.decisions = set(), set(), []
        for path in self.files:
            with open(path, encoding='utf-8', errors='surrogateescape') as f:
                text = f.read()
            strict = {(l, c): u for (fp, l, c), u in self.strict.items() if fp == path}
            decisions = judge_text(text, strict, self.classes)
            self.decisions.extend((path, d) for d in decisions)
            for d in decisions:
                self._record(text, d)
                self._print(path, d, mode)
        self.files, self.strict = [], {}

    def _record(self, text: str, d: Decision) -> None:
        if not d.form:
            return
        starts = line_starts(text)
        fn = spatch_name(d.function)
        kind = kinds_by_lock(None)
        lock = [k for k in kind.values() if k.cls == d.cls][0]
        self.roles[(fn, lock.lock, d.expr)] = GUARD if d.form == 'guard' else SCOPED
        if d.final >= 0:
            self.roles[(fn, lock.unlock, d.expr)] = SCOPED_END
        # Exits go first, while positions still name lines of the file as
        # it is on disk: spatch reports lines of a temporary copy once a
        # rule has changed the function.
        for off in d.exits:
            self.exits.add(line_of(starts, off))
        for name in d.labels:
            self.labels.add((fn, name))
        if d.var:
            self.vars.add((fn, d.var))

    def _print(self, path: str, d: Decision, mode: str) -> None:
        if self.emit_json:
            record = dict(d._asdict(), file=path, idiom='lock')
            self.out.write(JSON_PREFIX + json.dumps(record, sort_keys=True) + '\n')
        elif mode == 'report':
            helper = helper_text(d)
            if d.form:
                msg = 'WARNING: %s() can use %s' % (d.function, helper)
            else:
                msg = 'INFO: %s() not converted: %s' % (d.function, d.reason)
            self.out.write('%s:%d:%d-%d: %s\n' % (path, d.lock_line, d.lock_col,
                                                 d.lock_col + 1, msg))
        self.out.flush()

    # --- constraints of the transformation rules -----------------------------
    def is_exit(self, pos: Sequence[Position]) -> bool:
        return int(pos[0].line) in self.exits

    def role(self, pos: Sequence[Position], call: str, expr: str | None,
             role: int) -> bool:
        """Does this lock (or region-ending unlock) call play `role`?  The
        key is the function, the call and its lock expression: unique, since
        a lock taken twice in one function is declined."""
        key = (pos[0].current_element, call, '' if expr is None else normalise(expr))
        return self.roles.get(key) == role

    def label_function(self, pos: Sequence[Position], label: str) -> str:
        """The function whose gotos to `label` become returns, or a name
        that matches no function."""
        fn = pos[0].current_element
        return fn if (fn, label) in self.labels else NO_FUNCTION

    def var_function(self, fn: str) -> bool:
        return any(f == fn for f, _ in self.vars)

    def var_name(self, name: str) -> bool:
        return any(v == name for _, v in self.vars)

    def guard_class(self, lock: str) -> str:
        return kinds_by_lock(None)[lock].cls


def helper_text(d: Decision) -> str:
    helper = 'guard' if d.form == 'guard' else 'scoped_guard'
    if d.form == 'scoped':
        return 'scoped_guard(%s%s)' % (d.cls, ', ' + d.expr if d.expr else '')
    return '%s(%s)%s' % (helper, d.cls, ' for ' + d.expr if d.expr else '')


def spatch_name(name: str) -> str:
    """spatch names a SYSCALL_DEFINEn function by its syscall name alone."""
    m = re.match(r'^\w+_DEFINE\d\((\w+)\)$', name)
    return m.group(1) if m else name


def p_file(p: Position) -> str:
    return p.file
