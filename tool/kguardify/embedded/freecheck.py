# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: the checks for allocation -> __free() conversions.

Coccinelle proves that every path from 'p = alloc(...)' (past its NULL or
IS_ERR check) first reaches a release of p, a 'return p' or a store 'x = p'.
This module decides from the text whether 'T *p __free(name) = alloc(...)'
expresses that exactly: the declaration can move to the allocation, every
release leaves p's scope, ownership leaves through return_ptr() or
no_free_ptr(), the tree has a DEFINE_FREE for the release whose test suits
the allocator's error convention, and nothing jumps into the new scope.

Runs inside spatch (the .cocci files import it): standard library only.
"""

import re
from collections.abc import Container
from typing import NamedTuple

from kguardify.embedded.catalogue import Catalogue, Helper
from kguardify.embedded.cscan import Stmt, walk
from kguardify.embedded.ctext import spaced, split_top
from kguardify.embedded.exits import (Scope, classify, exit_problem, jump_problem, lifo_problem,
                                      preprocessor_problem)
from kguardify.embedded.handback import REALLOCS, after_store, hand_back, hand_ins
from kguardify.embedded.helper_table import normalise_type
from kguardify.embedded.lockcheck import LOCK_KINDS
from kguardify.embedded.scope import NO_SPAN, Judgement, StmtKey, Tree, key, mentions

LOOPS = frozenset(('for', 'while', 'do', 'iter'))
UNLOCK_NAMES = frozenset(row[1] for row in LOCK_KINDS)
DECLARATION = re.compile(
    r'^((?:(?:const|volatile|unsigned|signed|long|short|struct|union|enum|static)\s+)*'
    r'[A-Za-z_]\w*)\s+(.*);$', re.S)


class FreeCandidate(NamedTuple):
    stmt: Stmt            # 'p = F(...);' or 'T *p = F(...);'
    name: str             # p
    call: str             # F
    matched: bool         # Coccinelle's 'when strict' match
    declared: bool = False   # the allocation is p's declaration
    # where paths first reach a release, return, store or a call that p is
    # handed in to ('when strict'), when that matched instead
    handins: tuple[int, ...] = ()


class Declaration(NamedTuple):
    stmt: Stmt
    type: str             # 'struct foo *'
    init: str             # '' or the initialiser text
    alone: bool           # the only declarator of its statement


def find_declaration(tree: Tree, name: str) -> list[Declaration]:
    """Declarations of `name` as a pointer in the function body."""
    found = []
    for stmt, _ in walk(tree.body):
        if stmt.kind != 'expr':
            continue
        text = ' '.join(tree.src.masked[stmt.start:stmt.end].split())
        m = DECLARATION.match(text)
        if not m or m.group(1).split()[-1] in ('return', 'goto') or '(' in m.group(1):
            continue
        parts = _declarators(m.group(2))
        for part in parts:
            dm = re.match(r'^(\*+)\s*(?:const\s+)?%s\s*(?:=\s*(.+))?$' % re.escape(name), part)
            if dm:
                found.append(Declaration(stmt, m.group(1) + ' ' + dm.group(1),
                                         (dm.group(2) or '').strip(), len(parts) == 1))
            elif re.match(r'^%s\b' % re.escape(name), part):
                found.append(Declaration(stmt, '', '', len(parts) == 1))
    return found


def _declarators(text: str) -> list[str]:
    return [part.strip() for part in split_top(text)]


def error_convention(tree: Tree, alloc: Stmt, name: str) -> str:
    """'err', 'null' or '' from the check that follows the allocation."""
    nxt = tree.sibling(alloc, 1)
    if nxt is None or nxt.kind != 'if':
        return ''
    cond = normalise_space(tree.src.masked[nxt.head[0]:nxt.head[1]])
    n = re.escape(name)
    if re.match(r'^(unlikely\()?IS_ERR(_OR_NULL)?\(%s\)\)?$' % n, cond):
        return 'err' if 'OR_NULL' not in cond else 'err'
    if re.match(r'^(unlikely\()?(!%s|%s == NULL|NULL == %s)\)?$' % (n, n, n), cond):
        return 'null'
    return ''


def normalise_space(text: str) -> str:
    return ' '.join(text.split()).replace('( ', '(').replace(' )', ')')


class Sites(NamedTuple):
    frees: list[Stmt]
    nulls: list[Stmt]     # 'p = NULL;' right after a free
    returns: list[Stmt]   # 'return p;'
    stores: list[Stmt]    # 'x = p;'
    release: str
    problem: str


def find_sites(tree: Tree, cand: FreeCandidate, lo: int, hi: int,
               releases: Container[str]) -> Sites:
    src, toks, p = tree.src, tree.src.tokens, cand.name
    frees: list[Stmt] = []
    nulls: list[Stmt] = []
    returns: list[Stmt] = []
    stores: list[Stmt] = []
    resized: list[tuple[str, Stmt]] = []
    release = ''
    for i in mentions(src, p, lo, hi):
        stmt = _statement_of(tree, toks[i].start)
        if stmt is None or stmt.start == cand.stmt.start:
            continue
        text = ' '.join(src.masked[stmt.start:stmt.end].split())
        prev = toks[i - 1].text if i else ''
        fm = re.match(r'^([A-Za-z_]\w*) \( %s \) ;$' % re.escape(p), spaced(text))
        if fm and fm.group(1) in releases:
            if release and fm.group(1) != release:
                return Sites([], [], [], [], '', '%s is released by both %s() and %s()' %
                             (p, release, fm.group(1)))
            release = fm.group(1)
            frees.append(stmt)
        elif re.match(r'^%s = NULL ;$' % re.escape(p), spaced(text)) and frees and \
                tree.sibling(stmt, -1) is not None and \
                key(tree.sibling(stmt, -1) or stmt) in {key(f) for f in frees}:
            nulls.append(stmt)
        elif re.match(r'^return %s ;$' % re.escape(p), spaced(text)):
            returns.append(stmt)
        elif re.match(r'^[^=]*[^=!<>] = %s ;$' % re.escape(p), spaced(text)) and \
                not text.startswith(p + ' '):
            stores.append(stmt)
        elif hand_back(tree, stmt, p):
            resized.append((hand_back(tree, stmt, p), stmt))
        elif prev == '&' and (i + 1 >= len(toks) or toks[i + 1].text not in ('[', '->', '.')):
            return Sites([], [], [], [], '', 'the address of %s is taken at line %d' %
                         (p, src.line(toks[i].start)))
        elif i + 1 < len(toks) and toks[i + 1].text in ('=', '+=', '-=', '++', '--'):
            return Sites([], [], [], [], '', '%s is reassigned at line %d' %
                         (p, src.line(toks[i].start)))
    for fn, stmt in resized:
        if fn not in REALLOCS.get(release, ()):
            return Sites([], [], [], [], '', '%s is resized by %s() at line %d and released by '
                         '%s()' % (p, fn, src.line(stmt.start), release or 'nothing'))
    return Sites(frees, nulls, returns, stores, release, '')


def _statement_of(tree: Tree, offset: int) -> Stmt | None:
    """The innermost simple statement (expr or return) holding offset."""
    best = None
    for stmt, _ in walk(tree.body):
        if stmt.kind in ('expr', 'return') and stmt.start <= offset < stmt.end:
            best = stmt
    return best


def decision(tree: Tree, cand: FreeCandidate, form: str, reason: str, helper: str = '',
             releases: tuple[int, ...] = (), labels: tuple[tuple[str, str], ...] = (),
             release_fn: str = '', declarator: str = '',
             owners: tuple[int, ...] = (), scope_end: int = -1) -> Judgement:
    src, fn = tree.src, tree.fn
    line = src.line(cand.stmt.start)
    return Judgement(idiom='free', function=fn.name, fn_line=src.line(fn.start),
                     fn_end_line=src.line(fn.body_close), line=line,
                     col=cand.stmt.start - src.starts[line - 1], helper=helper,
                     expr=cand.name, form=form, reason=reason, releases=releases, final=-1,
                     labels=labels, var='', acquire=cand.stmt.start, call=cand.call,
                     release_fn=release_fn, declarator=declarator, owners=owners,
                     scope_end=scope_end)


def judge_free(tree: Tree, cand: FreeCandidate, catalogue: Catalogue,
               transparent: set[StmtKey], acquired: dict[StmtKey, int]) -> Judgement:
    """The decision for one allocation. transparent: release statements of
    other resources that are converted too; acquired: every accepted release
    statement -> the offset of its acquisition (for the LIFO check)."""
    p = cand.name

    def no(reason: str) -> Judgement:
        return decision(tree, cand, '', reason)

    retains: tuple[str, ...] = ()
    if not cand.matched:
        retains, reason = hand_ins(tree, p, cand.handins, catalogue)
        if reason:
            return no(reason)
    block = tree.parent(cand.stmt)
    if block is None or block.kind != 'block':
        return no('the allocation is not a statement of its own block')
    decl, reason = _pointer_declaration(tree, cand, block)
    if decl is None:
        return no(reason)
    scope = Scope('free', cand.stmt.start, block.end - 1, 'free', p)
    reason = _use_problem(tree, cand, decl, scope)
    if reason:
        return no(reason)
    sites, helper, reason = _release_helper(tree, cand, catalogue, decl, scope)
    if helper is None:
        return no(reason)
    reason = _ownership_problem(tree, cand, catalogue, sites, scope)
    if reason:
        return no(reason)
    own = {key(s) for s in sites.frees + sites.nulls}
    seen = transparent | own
    entry_ok = decl.init == 'NULL' and helper.tests_null
    folded, reason = _free_exit_problem(tree, cand, block, scope, sites.frees, seen, own,
                                        acquired, entry_ok)
    if reason:
        return no(reason)
    declarator = '%s%s __free(%s)' % (_type_text(decl.type), p, helper.name)
    labels = tuple((name, _label_return(tree, name, seen)) for name in sorted(folded))
    d = decision(tree, cand, 'free', '', helper.name,
                 tuple(sorted(s.start for s in sites.frees + sites.nulls)), labels,
                 sites.release, declarator,
                 tuple(sorted(s.start for s in sites.returns + sites.stores)), scope.hi)
    return d._replace(declared=cand.declared, retains=retains)


def _pointer_declaration(tree: Tree, cand: FreeCandidate,
                         block: Stmt) -> tuple[Declaration | None, str]:
    """The one declaration of the pointer, where the allocation in block
    can become a __free declaration; or none, and why."""
    p = cand.name
    grand = tree.parent(block)
    if grand is not None and grand.kind == 'switch':
        return None, 'the allocation is directly in a switch body'
    before = tree.sibling(cand.stmt, -1)
    if before is not None and before.kind in ('label', 'case'):
        return None, 'a label or case would start with a declaration'
    decls = find_declaration(tree, p)
    if len(decls) != 1 or not decls[0].type:
        return None, '%s is not a local pointer declared once' % p
    decl = decls[0]
    if cand.declared:
        if decl.stmt.start != cand.stmt.start:
            return None, '%s is not a local pointer declared once' % p
        if not decl.alone:
            return None, '%s is declared together with other variables' % p
    elif decl.init not in ('', 'NULL'):
        return None, '%s is initialised to %s where it is declared' % (p, decl.init)
    return decl, ''


def _use_problem(tree: Tree, cand: FreeCandidate, decl: Declaration, scope: Scope) -> str:
    """Why the pointer is used outside the new scope (before its allocation
    or after the allocation's block), or ''."""
    src, p = tree.src, cand.name
    early = [i for i in mentions(src, p, tree.body.start, scope.lo)
             if not decl.stmt.start <= src.tokens[i].start < decl.stmt.end]
    if cand.declared:
        early = []
    if early:
        return '%s is used before its allocation (line %d)' % (
            p, src.line(src.tokens[early[0]].start))
    late = mentions(src, p, scope.hi, tree.body.end)
    if late:
        return '%s is used after the block of its allocation (line %d)' % (
            p, src.line(src.tokens[late[0]].start))
    return ''


def _release_helper(tree: Tree, cand: FreeCandidate, catalogue: Catalogue, decl: Declaration,
                    scope: Scope) -> tuple[Sites, Helper | None, str]:
    """Where the scope releases or hands on the pointer, and the tree's
    DEFINE_FREE for its release; or no helper, and why."""
    p = cand.name
    releases = {h.release_fn for h in catalogue.frees()} - UNLOCK_NAMES
    sites = find_sites(tree, cand, scope.lo, scope.hi, releases)
    if sites.problem:
        return sites, None, sites.problem
    if not sites.frees:
        return sites, None, '%s is never released here (its ownership only passes on)' % p
    helper = catalogue.free_for(sites.release, decl.type)
    if helper is None:
        return sites, None, 'the tree has no DEFINE_FREE for %s() on %s' % (
            sites.release, decl.type.strip())
    reason = _convention_problem(tree, cand, helper)
    if reason:
        return sites, None, reason
    return sites, helper, ''


def _ownership_problem(tree: Tree, cand: FreeCandidate, catalogue: Catalogue, sites: Sites,
                       scope: Scope) -> str:
    """Why the frees, returns and stores of the pointer cannot be expressed
    (a free in a loop, no return_ptr() or no_free_ptr() in the tree, a use
    after a store), or ''."""
    src, p = tree.src, cand.name
    for stmt in sites.frees:
        loops = [q for q in tree.parents.get(key(stmt), ())
                 if q.kind in LOOPS and q.start > scope.lo]
        if loops:
            return '%s is freed inside a loop (line %d)' % (p, src.line(stmt.start))
    if sites.returns and not catalogue.has_macro('return_ptr'):
        return 'the tree has no return_ptr()'
    if sites.stores and not catalogue.has_macro('no_free_ptr'):
        return 'the tree has no no_free_ptr()'
    for stmt in sites.stores:
        reason = after_store(tree, stmt, p)
        if reason:
            return reason
    return ''


def _free_exit_problem(tree: Tree, cand: FreeCandidate, block: Stmt, scope: Scope,
                       frees: list[Stmt], seen: set[StmtKey], own: set[StmtKey],
                       acquired: dict[StmtKey, int], entry_ok: bool) -> tuple[set[str], str]:
    """The labels whose gotos become returns, and why a free is no exit of
    the new scope, something jumps into it or a preprocessor conditional
    sits in it, or ''. seen: the transparent releases and the pointer's
    own (own); entry_ok: a goto from before the allocation may reach a
    folded label (the pointer is NULL there and its helper tests that)."""
    src, p = tree.src, cand.name
    folded: set[str] = set()
    for stmt in frees:
        e = classify(tree, stmt, block, False, seen, 'free')
        if e.kind == 'bad':
            return folded, e.why
        if e.kind == 'more':
            return folded, '%s is freed at line %d and work follows the free' % (
                p, src.line(stmt.start))
        reason = exit_problem(tree, e, scope, folded, seen)
        if reason:
            return folded, reason
        reason = lifo_problem(tree, stmt, acquired, cand.stmt.start, 'free')
        if reason:
            return folded, reason
    reason = jump_problem(tree, scope, folded, seen, own, entry_ok)
    if reason:
        return folded, reason
    return folded, preprocessor_problem(src, scope.lo, scope.hi, 'free')


def _type_text(type_: str) -> str:
    """'struct foo *' as written before the name ('struct foo *p')."""
    base, stars = type_.rstrip('*').rstrip(), type_[len(type_.rstrip('*')):]
    return '%s %s' % (base, stars)


def _label_return(tree: Tree, name: str, transparent: Container[StmtKey]) -> str:
    target = tree.label_target(tree.labels[name], transparent)
    return tree.return_text(target) if target is not None else 'return'


def _convention_problem(tree: Tree, cand: FreeCandidate, helper: Helper) -> str:
    convention = error_convention(tree, cand.stmt, cand.name)
    if convention == 'err' and not helper.tests_err:
        return '%s() returns an ERR_PTR and DEFINE_FREE(%s) does not test IS_ERR' % (
            cand.call, helper.name)
    if not helper.tests_null:
        return 'DEFINE_FREE(%s) does not test for NULL' % helper.name
    return ''


def declarator_name(full: str, name: str) -> str:
    """'p __free(kfree)' out of 'struct foo *p __free(kfree)': the name is
    the identifier right before ' __free(', never a piece of another word
    (for a pointer named r, the r of kfree is not it)."""
    at = full.rindex(' __free(') - len(name)
    if at < 0 or full[at:at + len(name)] != name or \
            (at > 0 and (full[at - 1].isalnum() or full[at - 1] == '_')):
        raise ValueError('%r does not declare %s' % (full, name))
    return full[at:]


__all__ = ['FreeCandidate', 'declarator_name', 'judge_free', 'find_declaration',
           'error_convention',
           'NO_SPAN', 'normalise_type']
