# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: tidy a converted function the way a kernel developer would.

spatch leaves what a reviewer would ask to fix: braces around what is now a
single statement, 'ret = -EINVAL; return ret;', a variable that only carried
the value to the label, a return after a return, a comment about the unlock
that is gone, blank lines where lines were removed. Every step only touches
places the conversion changed (text that is not in the original function),
and none changes behaviour. The steps on locals and returns are
tidy_locals.py's; this module runs them with the layout steps.
"""

from __future__ import annotations

import difflib
import re

from kguardify.embedded.cscan import LABEL_LINE, ScanError, Source, Stmt, walk
from kguardify.embedded.ctext import mask
from kguardify.embedded.lockcheck import LOCK_KINDS
from kguardify.functions.tidy_locals import (DECLARATION_START, drop_dead_locals, fold_returns,
                                             inline_constant_locals, line_span)
from kguardify.functions.verify import function_source, is_cleanup_decl

UNLOCK_CALL = re.compile(r'^\s*(%s)\s*\(.*\);\s*$' % '|'.join(
    sorted({k[1] for k in LOCK_KINDS})))
IDENT_START = re.compile(r'[A-Za-z_]')
LOCK_WORDS = re.compile(r'\b(un)?lock|\brelease|\bdrop', re.I)


def tidy_function(old: str, new: str) -> str:
    """Apply every step until nothing changes."""
    try:
        new = reindent_regions(old, new)
    except ScanError:
        pass
    for _ in range(6):
        before = new
        for step in (drop_stale_comments, fold_returns, inline_constant_locals,
                     drop_dead_returns, unbrace_single_statements, unbrace_scoped_guards,
                     drop_dead_locals,
                     tidy_blank_lines, space_new_declarations):
            try:
                new = step(old, new)
            except ScanError:
                pass
        if new == before:
            break
    return tabify_new_lines(old, new)


def tabify_new_lines(old: str, new: str) -> str:
    """A line the conversion wrote (not one of the original's) is indented
    with tabs, as checkpatch asks, even where the original line it came from
    used spaces: 'scoped_guard(migrate) {' in place of an 8-space-indented
    migrate_disable() of kernel/bpf/helpers.c."""
    kept = set(old.splitlines())
    out = []
    for line in new.splitlines(keepends=True):
        body = line.rstrip('\n')
        if body not in kept and body.strip():
            lead = body[:len(body) - len(body.lstrip(' \t'))]
            width = len(lead.expandtabs(8))
            line = '\t' * (width // 8) + ' ' * (width % 8) + line[len(lead):]
        out.append(line)
    return ''.join(out)


def new_regions(old: str, new: str) -> list[tuple[int, int]]:
    """Line ranges (0-based, [first, last)) of the bodies of the scoped_guard
    (and scoped_cond_guard) blocks the conversion added."""
    src, body = function_source(new)
    old_heads = {' '.join(line.split()) for line in old.splitlines()}
    ranges = []
    for stmt, _ in walk(body):
        if stmt.kind != 'iter' or stmt.name not in ('scoped_guard', 'scoped_cond_guard'):
            continue
        head_line = src.line(stmt.start)
        if ' '.join(src.text.splitlines()[head_line - 1].split()) in old_heads:
            continue
        ranges.append((head_line, src.line(stmt.end - 1) - 1))
    return ranges


def reindent_regions(old: str, new: str) -> str:
    """A new scoped_guard body is the original lines one tab deeper: spatch
    re-aligns continuation lines with spaces and leaves comments where they
    were. Lines spatch changed (a goto that became a return) keep its form.
    A goto label keeps its column, as checkpatch asks (INDENTED_LABEL), so
    its line is not in the patch at all."""
    ranges = new_regions(old, new)
    if not ranges:
        return new
    lines = new.splitlines(keepends=True)
    depth = [0] * len(lines)
    for first, last in ranges:
        for n in range(first, last):
            depth[n] += 1
    old_lines = old.splitlines(keepends=True)
    matcher = difflib.SequenceMatcher(None, [' '.join(l.split()) for l in old_lines],
                                      [' '.join(l.split()) for l in lines], autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != 'equal':
            continue
        for k in range(j2 - j1):
            j, i = j1 + k, i1 + k
            if depth[j] and lines[j].strip():
                lines[j] = old_lines[i] if LABEL_LINE.match(old_lines[i]) \
                    else '\t' * depth[j] + old_lines[i]
    return ''.join(lines)


def drop_stale_comments(old: str, new: str) -> str:
    """A comment line that introduced a removed unlock ('drop the lock') goes
    with it."""
    old_lines = old.splitlines(keepends=True)
    new_lines = new.splitlines(keepends=True)
    matcher = difflib.SequenceMatcher(None, old_lines, new_lines, autojunk=False)
    drop = set()
    for tag, i1, i2, j1, _ in matcher.get_opcodes():
        if tag != 'delete' or not UNLOCK_CALL.match(old_lines[i1]):
            continue
        # the kept line just before the deleted block, in the new text
        k = j1 - 1
        if k >= 0 and i1 >= 1 and new_lines[k] == old_lines[i1 - 1] and \
                re.match(r'^\s*(/\*.*\*/|//.*)\s*$', new_lines[k]) and \
                LOCK_WORDS.search(new_lines[k]):
            drop.add(k)
    return ''.join(line for n, line in enumerate(new_lines) if n not in drop)


def drop_dead_returns(old: str, new: str) -> str:
    """'return A; return B;' (or 'return_ptr(p); return B;') where a removed
    label used to sit between: the second can no longer run."""
    src, body = function_source(new)
    old_compact = re.sub(r'\s+', ' ', mask(old))
    for stmt, _ in walk(body):
        if stmt.kind != 'block':
            continue
        for first, second in zip(stmt.kids, stmt.kids[1:]):
            first_returns = first.kind == 'return' or (
                first.kind == 'expr' and
                re.match(r'^return_ptr\s*\(', src.masked[first.start:first.end]))
            if first_returns and second.kind == 'return':
                pair = re.sub(r'\s+', ' ', src.masked[first.start:second.end])
                if pair in old_compact:
                    continue
                line_start, line_end = line_span(src.text, second.start, second.end)
                if src.text[line_start:second.start].strip():
                    continue
                # with the blank line that separated it
                between = src.text[first.end:line_start]
                if between.count('\n') > 1:
                    line_start = first.end + between.index('\n') + 1
                return src.text[:line_start] + src.text[line_end:]
    return new


FREE_DECLARATION = re.compile(r'^([ \t]+)(.*\b__free\(\w+\)) = (.*;)$', re.M)


def space_new_declarations(old: str, new: str) -> str:
    """A new '__free' declaration: a blank line after it when a changed line
    follows (checkpatch asks for one), and wrapped after '=' beyond 100
    columns."""
    old_lines = set(old.splitlines())
    lines = new.splitlines(keepends=True)
    out = []
    for n, line in enumerate(lines):
        m = FREE_DECLARATION.match(line.rstrip('\n'))
        if m and line.rstrip('\n') not in old_lines:
            if len(line.rstrip('\n').expandtabs(8)) > 100:
                line = '%s%s =\n%s\t%s\n' % (m.group(1), m.group(2), m.group(1), m.group(3))
            out.append(line)
            nxt = lines[n + 1] if n + 1 < len(lines) else ''
            if nxt.strip() and nxt.rstrip('\n') not in old_lines and \
                    not nxt.strip().startswith('}') and not FREE_DECLARATION.match(
                        nxt.rstrip('\n')) and not _declaration_line(nxt):
                out.append('\n')
            continue
        out.append(line)
    return ''.join(out)


def _declaration_line(line: str) -> bool:
    return bool(DECLARATION_START.match(line.strip())) and \
        line.strip().split()[0] not in ('return', 'goto', 'break', 'continue', 'else')


def unbrace_single_statements(old: str, new: str) -> str:
    """Braces around what the conversion reduced to one simple statement go,
    for every arm of the if/else chain, as coding-style asks."""
    src, body = function_source(new)
    old_masked = re.sub(r'\s+', ' ', mask(old))
    for stmt, parents in walk(body):
        if stmt.kind != 'if' or (parents and parents[-1].kind == 'if' and
                                 len(parents[-1].kids) == 2 and parents[-1].kids[1] is stmt):
            continue
        arms = _arms(stmt)
        blocks = [a for a in arms if a.kind == 'block']
        if not blocks:
            continue
        if not all(a.kind != 'block' or _single_simple(src, a) for a in arms):
            continue
        changed = [a for a in blocks
                   if re.sub(r'\s+', ' ', src.masked[a.start:a.end]) not in old_masked]
        if not changed:
            continue
        result = _unbrace(src, blocks)
        if result is not None:
            return result
    return new


def unbrace_scoped_guards(old: str, new: str) -> str:
    """A scoped_guard the conversion wrote around one simple statement on
    one line loses its braces, as upstream writes it: in Linux 6.12, 154
    scoped_guards hold one statement without braces, 19 with them."""
    src, body = function_source(new)
    old_heads = {' '.join(line.split()) for line in old.splitlines()}
    lines = src.text.splitlines()
    for stmt, _ in walk(body):
        if stmt.kind != 'iter' or stmt.name != 'scoped_guard':
            continue
        block = stmt.kids[0]
        if block.kind != 'block' or not _single_simple(src, block) or \
                block.kids[0].kind != 'expr':
            continue
        kid = block.kids[0]
        if DECLARATION_START.match(src.text[kid.start:kid.end]) or \
                not IDENT_START.match(src.text, kid.start) or \
                ' '.join(lines[src.line(stmt.start) - 1].split()) in old_heads:
            # a declaration cannot be the body; checkpatch reads '*v = x;'
            # or '(*v)++;' after the ')' as an operand; a guard of the original
            continue
        after = src.text[block.end:src.text.find('\n', block.end - 1)]
        result = _unbrace(src, [block]) if not after.strip() else None
        if result is not None:
            return result
    return new


def _arms(stmt: Stmt) -> list[Stmt]:
    arms = [stmt.kids[0]]
    if len(stmt.kids) == 2:
        other = stmt.kids[1]
        arms.extend(_arms(other) if other.kind == 'if' else [other])
    return arms


def _single_simple(src: Source, block: Stmt) -> bool:
    if len(block.kids) != 1:
        return False
    kid = block.kids[0]
    if kid.kind not in ('expr', 'return', 'goto', 'break', 'continue'):
        return False
    if is_cleanup_decl(src, kid):
        return False    # 'if (x) guard(rcu)();' is a declaration as a body
    inner = src.text[block.start + 1:block.end - 1]
    if '/*' in inner or '//' in inner:
        return False
    return src.text[kid.start:kid.end].count('\n') == 0


def _unbrace(src: Source, blocks: list[Stmt]) -> str | None:
    text = src.text
    edits = []
    for block in blocks:
        open_line = text.rfind('\n', 0, block.start) + 1
        before_open = text[open_line:block.start]
        after_open = text[block.start + 1:text.find('\n', block.start) + 1]
        close_line = text.rfind('\n', 0, block.end - 1) + 1
        before_close = text[close_line:block.end - 1]
        after_close_end = text.find('\n', block.end - 1)
        after_close = text[block.end:after_close_end]
        if after_open.strip() or before_close.strip():
            return None
        # '{' ends its line: 'if (x) {' or '} else {' or 'else {'
        edits.append((block.start - (len(before_open) - len(before_open.rstrip())),
                      block.start + 1, ''))
        if after_close.strip().startswith('else'):
            # '} else' -> 'else' on the closing line
            edits.append((close_line, block.end + (len(after_close) -
                                                   len(after_close.lstrip())),
                          before_close))
        else:
            edits.append((close_line, after_close_end + 1, ''))
    for start, end, repl in sorted(edits, reverse=True):
        text = text[:start] + repl + text[end:]
    return text


def tidy_blank_lines(old: str, new: str) -> str:
    """No blank line right after '{' or before '}', and no two blank lines in
    a row, where the original had none."""
    out = new
    for pattern in (r'\{\n[ \t]*\n', r'\n[ \t]*\n([ \t]*\})', r'\n[ \t]*\n[ \t]*\n'):
        def fix(m: re.Match[str]) -> str:
            return m.group(0) if m.group(0) in old else _collapse(m)
        out = re.sub(pattern, fix, out)
    return out


def _collapse(m: re.Match[str]) -> str:
    text = m.group(0)
    if text.startswith('{'):
        return '{\n'
    if m.lastindex:
        return '\n' + m.group(1)
    return '\n\n'
