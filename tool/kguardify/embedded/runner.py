# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: the Python side of the generated semantic patches.

The .cocci files call one Runner object: match rules record what Coccinelle
proved ('when strict' matches), a verdict rule (once per file) judges every
resource of the file and prints the decisions, and the constraints of the
transformation rules ask it which statements play which role.

The helper catalogue comes from the driver (KGUARDIFY_CATALOGUE, a JSON
file), else from the kernel tree spatch runs in (make coccicheck runs at the
tree root), else from the built-in table of Linux 6.12.

Runs inside spatch (the .cocci files import it): standard library only.
"""

import json
import os
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Protocol, TextIO

from kguardify.embedded.catalogue import Catalogue, builtin, read_local, read_tree
from kguardify.embedded.classcheck import RELEASES as CLASS_RELEASES
from kguardify.embedded.condlock import DRIVER, for_idioms, normalised_fail
from kguardify.embedded.cscan import ScanError
from kguardify.embedded.ctext import line_of, line_starts
from kguardify.embedded.files import is_root
from kguardify.embedded.freecheck import declarator_name
from kguardify.embedded.judge import Facts, judge_text, spatch_name
from kguardify.embedded.itercheck import twinned
from kguardify.embedded.lockcheck import LOCK_KINDS, lock_kinds, unlocks_of
from kguardify.embedded.reportlines import (JSON_PREFIX, decision_record, helper_text,
                                            org_line, report_line, report_span)
from kguardify.embedded.scope import Judgement, normalise

# What the transformation rules do with a statement.
GUARD, SCOPED, SCOPED_END = 1, 2, 3
OWN_GUARD, OWN_SCOPED = 4, 5        # with the driver's own guard (ownguard.py)
FREE_DECL, FREE_ALLOC, FREE_OWNER, FREE_DECL_ALLOC = 1, 2, 3, 4
CLASS_DECL, CLASS_ACQUIRE = 1, 2


class Position(Protocol):
    """A spatch position (coccilib.elems.Location): numbers come as strings."""
    file: str
    line: str
    column: str
    current_element: str


def load_catalogue(environ: Mapping[str, str], cwd: Path) -> Catalogue:
    path = environ.get('KGUARDIFY_CATALOGUE')
    if path:
        return Catalogue.from_json(Path(path).read_text())
    if is_root(cwd):
        return read_tree(cwd)
    return builtin(LOCK_KINDS)


class Runner:
    # The roles a statement plays, as the transformation rules name them
    # (kg.role(p, L, E, kg.SCOPED)).
    GUARD, SCOPED, SCOPED_END = GUARD, SCOPED, SCOPED_END
    OWN_GUARD, OWN_SCOPED = OWN_GUARD, OWN_SCOPED
    FREE_DECL, FREE_ALLOC, FREE_OWNER, FREE_DECL_ALLOC = \
        FREE_DECL, FREE_ALLOC, FREE_OWNER, FREE_DECL_ALLOC
    CLASS_DECL, CLASS_ACQUIRE = CLASS_DECL, CLASS_ACQUIRE

    def __init__(self, environ: Mapping[str, str] | None = None,
                 out: TextIO | None = None, cwd: Path | None = None,
                 idioms: tuple[str, ...] = ('lock', 'free', 'fd', 'iter', DRIVER)) -> None:
        environ = os.environ if environ is None else environ
        # Report and org modes list these only: a file's rules match its
        # idioms, and the others' candidates would read as unparsed or
        # unreleased.
        self.idioms = idioms
        self.catalogue = for_idioms(load_catalogue(environ, cwd or Path.cwd()), idioms)
        local = environ.get('KGUARDIFY_LOCAL')
        # file -> its own helpers (its directory's headers and itself); None:
        # read them next to the file, as under make coccicheck.
        self.local: dict[str, str] | None = json.loads(Path(local).read_text()) \
            if local else None
        self.kinds = lock_kinds(self.catalogue)
        unlocks = set(unlocks_of(self.kinds))
        self.releases = frozenset(h.release_fn for h in self.catalogue.frees()) - unlocks
        # iterators with a scoped twin (the judge checks the pair's bodies)
        self.iterators = twinned(self.catalogue)
        for own in map(Catalogue.from_json, (self.local or {}).values()):
            self.releases |= {h.release_fn for h in own.frees()}
            self.iterators |= twinned(own)
        self.emit_json = bool(environ.get('KGUARDIFY_JSON'))
        self.out = out if out is not None else sys.stdout
        self.files: list[str] = []
        self.locks: dict[tuple[str, int, int], list[tuple[int, int]]] = {}
        self.frees: set[tuple[str, int, int]] = set()
        self.retain_facts: dict[tuple[str, int, int], list[tuple[int, int]]] = {}
        self.released_names: set[tuple[str, str]] = set()
        self.parsed: set[tuple[str, str]] = set()
        self.class_facts: set[tuple[str, int, int]] = set()
        self._reset()

    def _reset(self) -> None:
        self.exits: set[int] = set()
        self.exit_sites: set[tuple[str, int]] = set()    # (file, line), for context
        self.roles: dict[tuple[str, str, str], int] = {}
        self.fails: dict[tuple[str, str], str] = {}   # scoped_cond_guard's failure
        self.own: dict[tuple[str, str, str], tuple[str, str]] = {}   # -> (guard, argument)
        self.free_roles: dict[tuple[str, str], str] = {}
        self.declared: set[tuple[str, str]] = set()   # allocated in the declaration
        self.class_roles: dict[tuple[str, str], str] = {}    # (fn, v) -> class
        self.class_decls: set[tuple[str, str]] = set()       # 'struct fd f;' to drop
        self.handovers: set[int] = set()       # lines of 'return fd;' -> take_fd
        self.handover_sites: set[tuple[str, int]] = set()   # (file, line), for context
        self.owner_roles: set[tuple[str, str]] = set()
        self.retain_roles: set[tuple[str, str, str]] = set()   # (fn, p, G)
        self.labels: dict[tuple[str, str], str] = {}
        self.vars: set[tuple[str, str]] = set()
        self.iter_roles: dict[tuple[str, str, str], str] = {}   # (fn, X, c) -> X_scoped
        self.iter_cursors: set[tuple[str, str]] = set()      # (fn, c): its declaration goes
        self.decisions: list[tuple[str, Judgement]] = []

    # --- collection, called by the match rules -------------------------------
    def saw(self, pos: list[Position]) -> None:
        """A lock or release call spatch parsed: its file and function."""
        for p in pos:
            if p.file not in self.files:
                self.files.append(p.file)
            self.parsed.add((p.file, p.current_element))

    def lock_matched(self, pl: list[Position], pu: list[Position]) -> None:
        self.saw(pl)
        where = (pl[0].file, int(pl[0].line), int(pl[0].column))
        # Merged, not replaced: in context mode spatch 1.1.1 reports the
        # first unlocks of one lock in several matches (one unlock each).
        known = self.locks.setdefault(where, [])
        known.extend(u for u in ((int(q.line), int(q.column)) for q in pu) if u not in known)

    def class_matched(self, pa: list[Position]) -> None:
        self.saw(pa)
        self.class_facts.add((pa[0].file, int(pa[0].line), int(pa[0].column)))

    def free_matched(self, pa: list[Position]) -> None:
        self.saw(pa)
        self.frees.add((pa[0].file, int(pa[0].line), int(pa[0].column)))

    def released_name(self, pos: list[Position], name: str) -> None:
        self.released_names.add((pos[0].file, name))

    def may_hand_in(self, pa: list[Position], name: str) -> bool:
        """Is this allocation worth the hand-in match: of a pointer the file
        releases, and one the strict match of free_match did not take?"""
        return (pa[0].file, name) in self.released_names and \
            (pa[0].file, int(pa[0].line), int(pa[0].column)) not in self.frees

    def retain_matched(self, pa: list[Position], ph: list[Position]) -> None:
        self.saw(pa)
        known = self.retain_facts.setdefault((pa[0].file, int(pa[0].line), int(pa[0].column)), [])
        known.extend(h for h in ((int(q.line), int(q.column)) for q in ph) if h not in known)

    def is_release(self, name: str) -> bool:
        return name in self.releases

    # --- the verdict, once per file ------------------------------------------
    def verdict(self, mode: str) -> None:
        # Take this file's facts and forget them first: whatever happens
        # below, nothing of it may carry over to the next file.
        self._reset()
        files, locks, frees, parsed = self.files, self.locks, self.frees, self.parsed
        class_facts, retains = self.class_facts, self.retain_facts
        self.files, self.locks, self.frees, self.parsed = [], {}, set(), set()
        self.class_facts, self.retain_facts, self.released_names = set(), {}, set()
        for path in files:
            facts = Facts({(l, c): u for (fp, l, c), u in locks.items() if fp == path},
                          {(l, c) for (fp, l, c) in frees if fp == path},
                          frozenset(fn for fp, fn in parsed if fp == path),
                          frozenset((l, c) for (fp, l, c) in class_facts if fp == path),
                          {(l, c): h for (fp, l, c), h in retains.items() if fp == path})
            try:
                with open(path, encoding='utf-8', errors='surrogateescape') as f:
                    text = f.read()
                decisions = judge_text(text, facts, self._catalogue_for(path),
                                       own_guards=DRIVER in self.idioms)
            except Exception as exc:  # noqa: BLE001 - the file stays as it is
                self._reset()
                self._failed(path, exc, mode)
                continue
            for d in decisions:
                self.decisions.append((path, d))
                self._record(path, text, d)
                self._print(path, text, d, mode)

    def _failed(self, path: str, exc: Exception, mode: str) -> None:
        if isinstance(exc, ScanError):
            # The text, not kguardify: the brackets do not balance, even
            # taking the first branch of every #if.
            message = 'kguardify cannot read the file as C: %s' % exc
        else:
            message = 'kguardify\'s checks failed: %s: %s' % (type(exc).__name__, exc)
        if self.emit_json:
            self.out.write(JSON_PREFIX + json.dumps({'file': path, 'error': message}) + '\n')
        elif mode == 'report':
            self.out.write('%s:1:0-1: ERROR: %s\n' % (path, message))
        self.out.flush()

    def _catalogue_for(self, path: str) -> Catalogue:
        if self.local is None:
            own = read_local(Path(path))
        elif path in self.local:
            own = Catalogue.from_json(self.local[path])
        else:
            return self.catalogue
        return for_idioms(self.catalogue.merged(own), self.idioms)

    def _record(self, path: str, text: str, d: Judgement) -> None:
        if not d.form:
            return
        starts = line_starts(text)
        fn = spatch_name(d.function)
        # Releases go first, while positions still name lines of the file on
        # disk: spatch reports lines of a temporary copy once a rule has
        # changed the function.
        for off in d.releases:
            self.exits.add(line_of(starts, off))
            self.exit_sites.add((path, line_of(starts, off)))
        for name, ret in d.labels:
            self.labels[(fn, name)] = ret
        if d.var and d.idiom == 'lock':
            self.vars.add((fn, d.var))
        if d.idiom == 'fd':
            self.class_roles[(fn, d.expr)] = d.helper
            if d.var:
                self.class_decls.add((fn, d.expr))
            for off in d.owners:
                self.handovers.add(line_of(starts, off))
                self.handover_sites.add((path, line_of(starts, off)))
        elif d.idiom == 'iter':
            self.iter_roles[(fn, d.call, d.expr)] = d.helper
            self.iter_cursors.add((fn, d.expr))
        elif d.idiom == 'lock':
            self.roles[(fn, d.call, d.expr)] = (GUARD if d.form == 'guard' else SCOPED) + \
                (OWN_GUARD - GUARD if d.guard_arg else 0)
            if d.guard_arg:
                self.own[(fn, d.call, d.expr)] = (d.helper, d.guard_arg)
            if d.final >= 0:
                self.roles[(fn, d.release_fn, d.expr)] = SCOPED_END
            if d.fail:
                self.fails[(d.call, normalised_fail(d.fail))] = d.fail
        else:
            self.free_roles[(fn, d.expr)] = d.declarator
            if d.declared:
                self.declared.add((fn, d.expr))
            if d.owners:
                self.owner_roles.add((fn, d.expr))
            self.retain_roles.update((fn, d.expr, g) for g in d.retains)

    def _print(self, path: str, text: str, d: Judgement, mode: str) -> None:
        if self.emit_json:
            self.out.write(decision_record(path, d) + '\n')
        elif mode in ('report', 'org') and d.idiom in self.idioms:
            if d.form:
                msg = 'WARNING: %s() can use %s' % (d.function, helper_text(
                    d.idiom, d.helper, d.expr, d.form))
            else:
                msg = 'INFO: %s() not converted: %s' % (d.function, d.reason)
            starts = line_starts(text)
            line = text[starts[d.line - 1]:].split('\n', 1)[0]
            begin, end = report_span(line, d.col, d.idiom, d.call, d.expr)
            render = report_line if mode == 'report' else org_line
            self.out.write(render(path, d.line, begin, end, msg))
        self.out.flush()

    # --- constraints of the transformation rules -----------------------------
    def converts_owned(self) -> bool:
        """Is there an allocation, an fd or a loop's cursor to convert in
        this file? If not, no constraint of their rules holds in it."""
        return bool(self.free_roles or self.declared or self.owner_roles or
                    self.retain_roles or self.class_roles or self.class_decls or
                    self.iter_roles or self.iter_cursors)

    def rewrites(self) -> bool:
        """Does the verdict convert anything in this file? If not, no
        constraint below holds anywhere in it."""
        return any(d.form for _, d in self.decisions)

    def is_exit(self, pos: list[Position]) -> bool:
        return int(pos[0].line) in self.exits

    def is_handover(self, pos: list[Position]) -> bool:
        return int(pos[0].line) in self.handovers

    def hands_over(self, pos: list[Position]) -> bool:
        """Context mode: a 'return fd;' that becomes 'return take_fd(fd);',
        by file and line (as goes(): the lines alone would mark another
        file's return at the same line)."""
        return (pos[0].file, int(pos[0].line)) in self.handover_sites

    def goes(self, pos: list[Position]) -> bool:
        """Context mode: a release that goes. (Nothing changes the files in
        that mode, so positions name the files and lines on disk.)"""
        return (pos[0].file, int(pos[0].line)) in self.exit_sites

    def converts(self, pos: list[Position], call: str, expr: str | None) -> bool:
        """Context mode: does this lock call become guard() or scoped_guard()?"""
        where = (pos[0].current_element, call, '' if expr is None else normalise(expr))
        return self.roles.get(where) in (GUARD, SCOPED, OWN_GUARD, OWN_SCOPED)

    def role(self, pos: list[Position], call: str, expr: str | None, role: int) -> bool:
        """Does this lock (or region-ending unlock) call play `role`?  The key
        is the function, the call and its lock expression: unique, since a
        lock taken twice in one function is declined."""
        where = (pos[0].current_element, call, '' if expr is None else normalise(expr))
        return self.roles.get(where) == role

    def free_role(self, pos: list[Position], name: str, role: int) -> bool:
        where = (pos[0].current_element, name)
        if role == FREE_OWNER:
            return where in self.owner_roles
        if role == FREE_DECL_ALLOC:
            return where in self.declared
        return where in self.free_roles and where not in self.declared

    def retained(self, pos: list[Position], name: str, callee: str) -> bool:
        """Is name kept once callee(..., name, ...) succeeded?"""
        return (pos[0].current_element, name, callee) in self.retain_roles

    def is_class_release(self, name: str) -> bool:
        return name in CLASS_RELEASES

    def class_role(self, pos: list[Position], name: str, role: int) -> bool:
        where = (pos[0].current_element, name)
        if role == CLASS_DECL:
            return where in self.class_decls
        return where in self.class_roles

    def class_name(self, pos: list[Position], name: str) -> str:
        return self.class_roles[(pos[0].current_element, name)]

    def declarator(self, pos: list[Position], name: str) -> str:
        return self.free_roles[(pos[0].current_element, name)]

    def declarator_name(self, pos: list[Position], name: str) -> str:
        """'p __free(kfree)' for a declaration that keeps its type."""
        full = self.free_roles[(pos[0].current_element, name)]
        return declarator_name(full, name)

    def is_paired_iterator(self, name: str) -> bool:
        """An iterator whose scoped twin the tree defines."""
        return name in self.iterators

    def iter_converts(self, pos: list[Position], name: str, cursor: str) -> bool:
        """Does this loop become its scoped twin? (By function, iterator and
        cursor: the loops of one cursor convert all or none.)"""
        return (pos[0].current_element, name, cursor) in self.iter_roles

    def iter_scoped(self, pos: list[Position], name: str, cursor: str) -> str:
        return self.iter_roles[(pos[0].current_element, name, cursor)]

    def iter_cursor(self, pos: list[Position], cursor: str) -> bool:
        """Is this the cursor of the function's converted loops?"""
        return (pos[0].current_element, cursor) in self.iter_cursors

    def label_goes(self, pos: list[Position], label: str) -> bool:
        """Do the gotos to `label` of this function become returns?"""
        return (pos[0].current_element, label) in self.labels

    def label_return(self, fn: str, label: str) -> str:
        return self.labels[(fn, label)]

    def var_function(self, fn: str) -> bool:
        return any(f == fn for f, _ in self.vars)

    def var_name(self, name: str) -> bool:
        return any(v == name for _, v in self.vars)

    def guard_class(self, lock: str) -> str:
        return self.kinds[lock].cls

    def own_guard(self, pos: list[Position], lock: str, expr: str, part: int) -> str:
        """The driver's own guard of this lock call (part 0) or its argument
        (part 1): 'mvm' and 'mvm' for mutex_lock(&mvm->mutex)."""
        return self.own[(pos[0].current_element, lock, normalise(expr))][part]

    def cond_guard_args(self, lock: str, fail: str) -> str:
        """scoped_cond_guard()'s first two arguments, 'mutex_intr, return
        -EINTR', the failure as the function wrote it (spatch prints the
        statement its own way)."""
        text = self.fails.get((lock, normalised_fail(fail)), fail.rstrip('; '))
        return '%s, %s' % (self.kinds[lock].cls, text)
