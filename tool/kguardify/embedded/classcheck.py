# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: the checks for CLASS() conversions of file descriptors.

'struct fd f = fdget(fd); ... fdput(f);' becomes 'CLASS(fd, f)(fd);' and
'fd = get_unused_fd_flags(flags); ... put_unused_fd(fd) ...; fd_install(fd,
file); return fd;' becomes 'CLASS(get_unused_fd, fd)(flags); ...;
fd_install(fd, file); return take_fd(fd);', where the tree defines the class
(and take_fd). Coccinelle proves that every path past the emptiness check
first reaches the release (or fd_install); this module checks the structure,
like freecheck does for pointers. The accessors (f.file, fd_file(f),
fd_empty(f)) stay as the code has them: kguardify never rewrites an API call.

Runs inside spatch (the .cocci files import it): standard library only.
"""

import re
from collections.abc import Container
from typing import NamedTuple

from kguardify.embedded.catalogue import Catalogue, Helper
from kguardify.embedded.cscan import Stmt, walk
from kguardify.embedded.exits import (Scope, classify, exit_problem, jump_problem, lifo_problem,
                                      preprocessor_problem)
from kguardify.embedded.scope import Judgement, StmtKey, Tree, find_calls, key, mentions

LOOPS = frozenset(('for', 'while', 'do', 'iter'))


class ClassKind(NamedTuple):
    acquire: str          # fdget
    cls: str              # fd
    release: str          # fdput
    installs: bool        # the value is handed on by fd_install(v, file)


# The classes whose semantics kguardify knows: the acquisition may fail
# (an empty struct fd, a negative fd) and the destructor then does nothing.
CLASS_KINDS = (
    ClassKind('fdget', 'fd', 'fdput', False),
    ClassKind('fdget_raw', 'fd_raw', 'fdput', False),
    ClassKind('get_unused_fd_flags', 'get_unused_fd', 'put_unused_fd', True),
)
BY_ACQUIRE = {k.acquire: k for k in CLASS_KINDS}
RELEASES = frozenset(k.release for k in CLASS_KINDS)
# How a struct fd may be used once it is a CLASS variable.
FD_USES = (r'%s\s*\.\s*(file|flags)\b', r'\bfd_(file|empty)\s*\(\s*%s\s*\)',
           r'\bfdput\s*\(\s*%s\s*\)')


class ClassCandidate(NamedTuple):
    stmt: Stmt            # 'v = F(...);' or 'T v = F(...);'
    name: str             # v
    kind: ClassKind
    matched: bool         # Coccinelle's 'when strict' match
    declared: bool        # the acquisition is v's declaration


def tree_class(catalogue: Catalogue, kind: ClassKind) -> Helper | None:
    """The tree's DEFINE_CLASS (or EXTEND_CLASS) for kind, built on the same call."""
    for h in catalogue.helpers:
        name = h.name + h.type if h.macro == 'EXTEND_CLASS' else h.name
        if h.macro in ('DEFINE_CLASS', 'EXTEND_CLASS') and name == kind.cls and \
                h.acquire_fn == kind.acquire:
            return h
    return None


ACQUISITION = re.compile(r'^(?:(struct\s+fd|int|unsigned\s+int|long)\s+)?([A-Za-z_]\w*)\s*=\s*'
                         r'([A-Za-z_]\w*)\s*\(')


def class_candidates(tree: Tree, matched: dict[int, list[int]]) -> list[ClassCandidate]:
    found = []
    for stmt, _ in walk(tree.body):
        if stmt.kind != 'expr':
            continue
        m = ACQUISITION.match(tree.src.masked[stmt.start:stmt.end])
        if not m or m.group(3) not in BY_ACQUIRE:
            continue
        hit = any(stmt.start <= off < stmt.end for off in matched)
        found.append(ClassCandidate(stmt, m.group(2), BY_ACQUIRE[m.group(3)], hit,
                                    m.group(1) is not None))
    return found


def class_releases(tree: Tree, cand: ClassCandidate) -> list[Stmt]:
    return [c.stmt for c in find_calls(tree.src, tree.body, {cand.kind.release})
            if c.args == (cand.name,)]


def decision(tree: Tree, cand: ClassCandidate, form: str, reason: str, helper: str = '',
             releases: tuple[int, ...] = (), labels: tuple[tuple[str, str], ...] = (),
             owners: tuple[int, ...] = (), scope_end: int = -1,
             var: str = '') -> Judgement:
    src, fn = tree.src, tree.fn
    line = src.line(cand.stmt.start)
    return Judgement(idiom='fd', function=fn.name, fn_line=src.line(fn.start),
                     fn_end_line=src.line(fn.body_close), line=line,
                     col=cand.stmt.start - src.starts[line - 1],
                     helper=helper or cand.kind.cls, expr=cand.name, form=form, reason=reason,
                     releases=releases, final=-1, labels=labels, var=var,
                     acquire=cand.stmt.start, call=cand.kind.acquire,
                     release_fn=cand.kind.release, declarator='', owners=owners,
                     scope_end=scope_end, declared=cand.declared)


def judge_class(tree: Tree, cand: ClassCandidate, catalogue: Catalogue,
                transparent: set[StmtKey], acquired: dict[StmtKey, int]) -> Judgement:
    """The decision for one acquisition of an fd class. transparent: release
    statements of other resources that are converted too; acquired: every
    accepted release statement -> the offset of its acquisition (for the
    LIFO check)."""
    v, kind = cand.name, cand.kind

    def no(reason: str) -> Judgement:
        return decision(tree, cand, '', reason)

    reason = _support_problem(catalogue, cand)
    if reason:
        return no(reason)
    block = tree.parent(cand.stmt)
    if block is None or block.kind != 'block':
        return no('the %s() call is not a statement of its own block' % kind.acquire)
    reason = _placement_problem(tree, cand, block)
    if reason:
        return no(reason)
    scope = Scope('class', cand.stmt.start, block.end - 1, 'class', v)
    decl = _declaration(tree, cand)
    if decl is None:
        return no('%s is not a local variable declared once' % v)
    reason = _variable_problem(tree, cand, decl, scope)
    if reason:
        return no(reason)
    releases = class_releases(tree, cand)
    installs, returns, reason = _installs(tree, cand, transparent)
    if reason:
        return no(reason)
    reason = _loop_problem(tree, cand, scope, releases, installs)
    if reason:
        return no(reason)
    own = {key(s) for s in releases}
    seen = transparent | own
    folded, reason = _class_exit_problem(tree, cand, block, scope, releases, seen, own,
                                         acquired)
    if reason:
        return no(reason)
    labels = tuple((name, _label_return(tree, name, seen)) for name in sorted(folded))
    # The declaration of an assigned variable goes: 'struct fd f;' / 'int fd;'.
    var = '' if cand.declared else v
    return decision(tree, cand, 'class', '', kind.cls,
                    tuple(sorted(s.start for s in releases)), labels,
                    tuple(sorted(s.start for s in returns)), scope.hi, var)


def _support_problem(catalogue: Catalogue, cand: ClassCandidate) -> str:
    """Why the tree or Coccinelle's facts do not support the conversion (no
    CLASS for the call, no take_fd(), not released on every path), or ''."""
    kind = cand.kind
    helper = tree_class(catalogue, kind)
    if helper is None:
        return 'the tree defines no CLASS(%s) for %s()' % (kind.cls, kind.acquire)
    if kind.installs and not catalogue.has_macro('take_fd'):
        return 'the tree has no take_fd() to hand the fd to fd_install()'
    if not cand.matched:
        return '%s is not released on every path (%s() on some paths only)' % (
            cand.name, kind.release)
    return ''


def _placement_problem(tree: Tree, cand: ClassCandidate, block: Stmt) -> str:
    """Why the acquisition in block cannot become a CLASS declaration
    there (directly in a switch body, or right after a label), or ''."""
    grand = tree.parent(block)
    if grand is not None and grand.kind == 'switch':
        return 'the %s() call is directly in a switch body' % cand.kind.acquire
    before = tree.sibling(cand.stmt, -1)
    if before is not None and before.kind in ('label', 'case'):
        return 'a label or case would start with a declaration'
    return ''


def _variable_problem(tree: Tree, cand: ClassCandidate, decl: Stmt, scope: Scope) -> str:
    """Why the variable is used before the acquisition, after its block, or
    other than a CLASS variable may be (_uses_problem), or ''."""
    src, v, kind = tree.src, cand.name, cand.kind
    early = [i for i in mentions(src, v, tree.body.start, scope.lo)
             if not decl.start <= src.tokens[i].start < decl.end]
    if early:
        return '%s is used before %s() (line %d)' % (v, kind.acquire,
                                                     src.line(src.tokens[early[0]].start))
    late = mentions(src, v, scope.hi, tree.body.end)
    if late:
        return '%s is used after the block of %s() (line %d)' % (
            v, kind.acquire, src.line(src.tokens[late[0]].start))
    return _uses_problem(tree, cand, scope)


def _loop_problem(tree: Tree, cand: ClassCandidate, scope: Scope, releases: list[Stmt],
                  installs: list[Stmt]) -> str:
    """Why a release or fd_install() inside a loop of the scope cannot go,
    or ''."""
    for stmt in releases + installs:
        loops = [q for q in tree.parents.get(key(stmt), ())
                 if q.kind in LOOPS and q.start > scope.lo]
        if loops:
            return '%s is %s inside a loop (line %d)' % (
                cand.name, 'installed' if stmt in installs else 'released',
                tree.src.line(stmt.start))
    return ''


def _class_exit_problem(tree: Tree, cand: ClassCandidate, block: Stmt, scope: Scope,
                        releases: list[Stmt], seen: set[StmtKey], own: set[StmtKey],
                        acquired: dict[StmtKey, int]) -> tuple[set[str], str]:
    """The labels whose gotos become returns, and why a release is no exit
    of the new scope, something jumps into it or a preprocessor conditional
    sits in it, or ''. seen: the transparent releases and the variable's
    own (own)."""
    src, kind = tree.src, cand.kind
    folded: set[str] = set()
    for stmt in releases:
        e = classify(tree, _branch_of(tree, cand, stmt, block, seen), block, False, seen,
                     'class')
        if e.kind == 'bad':
            return folded, e.why
        if e.kind == 'more':
            return folded, '%s() at line %d is followed by more work' % (
                kind.release, src.line(stmt.start))
        reason = exit_problem(tree, e, scope, folded, seen)
        if reason:
            return folded, reason
        reason = lifo_problem(tree, stmt, acquired, cand.stmt.start, 'class')
        if reason:
            return folded, reason
    reason = jump_problem(tree, scope, folded, seen, own)
    if reason:
        return folded, reason
    return folded, preprocessor_problem(src, scope.lo, scope.hi, 'class')


# The test of the branch where a struct fd holds a file (the if's head).
NONEMPTY = r'^(likely\s*\()?\s*(!\s*fd_empty\s*\(\s*%s\s*\)|%s\s*\.\s*file)\s*\)?$'


def _branch_of(tree: Tree, cand: ClassCandidate, stmt: Stmt, block: Stmt,
               seen: Container[StmtKey]) -> Stmt:
    """The release's way out: for the last statement of 'if (!fd_empty(v))
    { ...; fdput(v); }' (no else) in the acquisition's block, the if's own
    (the path past the failed test has no file, and the destructor puts
    nothing there); else the release itself."""
    inner = tree.parent(stmt)
    if cand.kind.installs or inner is None or inner.kind != 'block' or \
            tree.skip(tree.sibling(stmt, 1), 1, seen) is not None:
        return stmt
    branch = tree.parent(inner)
    if branch is None or branch.kind != 'if' or len(branch.kids) != 1 or \
            tree.parent(branch) is not block:
        return stmt
    cond = ' '.join(tree.src.masked[branch.head[0]:branch.head[1]].split())
    v = re.escape(cand.name)
    return branch if re.match(NONEMPTY % (v, v), cond) else stmt


def _declaration(tree: Tree, cand: ClassCandidate) -> Stmt | None:
    """The one declaration of the variable (the acquisition itself, or a
    'struct fd f;' / 'int fd;' before it)."""
    if cand.declared:
        return cand.stmt
    found = []
    for stmt, _ in walk(tree.body):
        if stmt.kind != 'expr':
            continue
        text = ' '.join(tree.src.masked[stmt.start:stmt.end].split())
        m = re.match(r'^(struct fd|int|unsigned int|long)\s+([^;=(){}]*);$', text)
        if m and cand.name in [p.strip() for p in m.group(2).split(',')]:
            found.append(stmt)
    if len(found) != 1:
        return None
    return found[0]


def _uses_problem(tree: Tree, cand: ClassCandidate, scope: Scope) -> str:
    """A struct fd may only be used through its accessors (a copy or a
    by-value argument would be put twice or outlive the CLASS); an fd may
    not be stored away before fd_install()."""
    src, v, toks = tree.src, cand.name, tree.src.tokens
    for i in mentions(src, v, scope.lo, scope.hi):
        stmt_start = toks[i].start
        if cand.stmt.start <= stmt_start < cand.stmt.end:
            continue
        if not cand.kind.installs:
            around = src.masked[max(0, toks[i].start - 12):toks[i].end + 8]
            if not any(re.search(p % re.escape(v), around) for p in FD_USES):
                return 'the struct fd %s is copied or passed by value (line %d)' % (
                    v, src.line(stmt_start))
            continue
        prev = toks[i - 1].text if i else ''
        nxt = toks[i + 1].text if i + 1 < len(toks) else ''
        if prev == '=' or prev == '&':
            return 'the fd %s is stored at line %d before fd_install()' % (
                v, src.line(stmt_start))
        if nxt in ('=', '+=', '-=', '++', '--'):
            return '%s is reassigned at line %d' % (v, src.line(stmt_start))
    return ''


def _installs(tree: Tree, cand: ClassCandidate,
              transparent: Container[StmtKey]) -> tuple[list[Stmt], list[Stmt], str]:
    """For get_unused_fd: each fd_install(v, file) must be followed by
    'return v;' (past other resources' releases), which becomes 'return
    take_fd(v);'."""
    if not cand.kind.installs:
        return [], [], ''
    installs, returns = [], []
    for call in find_calls(tree.src, tree.body, {'fd_install'}):
        if not call.args or call.args[0] != cand.name:
            continue
        nxt = tree.skip(tree.sibling(call.stmt, 1), 1, transparent, labels=False)
        if nxt is None or nxt.kind != 'return' or \
                ' '.join(tree.src.masked[nxt.head[0]:nxt.head[1]].split()) != cand.name:
            return [], [], 'fd_install(%s, ...) at line %d is not followed by ' \
                '"return %s;"' % (cand.name, tree.src.line(call.stmt.start), cand.name)
        installs.append(call.stmt)
        returns.append(nxt)
    if not installs:
        return [], [], 'the fd %s is never installed' % cand.name
    for stmt, _ in walk(tree.body):
        if stmt.kind == 'return' and stmt not in returns and \
                ' '.join(tree.src.masked[stmt.head[0]:stmt.head[1]].split()) == cand.name:
            if stmt not in returns:
                # 'if (fd < 0) return fd;' returns the error: that is fine.
                if not _after_check(tree, cand, stmt):
                    return [], [], 'the fd %s is returned without fd_install() at ' \
                        'line %d' % (cand.name, tree.src.line(stmt.start))
    return installs, returns, ''


def _after_check(tree: Tree, cand: ClassCandidate, ret: Stmt) -> bool:
    """Is 'return fd;' inside an 'if (fd < 0)' check (a negative fd holds
    nothing)?"""
    for parent in tree.parents.get(key(ret), ()):
        if parent.kind == 'if':
            cond = ' '.join(tree.src.masked[parent.head[0]:parent.head[1]].split())
            if re.match(r'^(unlikely\()?%s < 0\)?$' % re.escape(cand.name), cond):
                return True
    return False


def _label_return(tree: Tree, name: str, transparent: Container[StmtKey]) -> str:
    target = tree.label_target(tree.labels[name], transparent)
    return tree.return_text(target) if target is not None else 'return'


__all__ = ['CLASS_KINDS', 'ClassCandidate', 'ClassKind', 'RELEASES', 'class_candidates',
           'class_releases', 'judge_class', 'tree_class']
