# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: tidy's steps on a converted function's locals and returns.

'ret = E; return ret;' becomes 'return E;', a local the conversion left
constant is inlined into its returns, and a local it left unused goes.
tidy.py runs these with its layout steps; like those, each only touches
places the conversion changed, and none changes behaviour.
"""

from __future__ import annotations

import re

from kguardify.embedded.cscan import Source, Stmt, walk
from kguardify.embedded.ctext import mask
from kguardify.functions.verify import function_source

# 'unsigned long flags, x;' -> ('unsigned long', 'flags, x')
DECLARATION = re.compile(r'^((?:const |unsigned |signed |long |short )*'
                         r'(?:struct [A-Za-z_]\w*|[A-Za-z_]\w*))\s+([^;(){}\[\]]*);$')
TAG_BEFORE = re.compile(r'\b(?:struct|union|enum)\s+$')


def line_span(text: str, start: int, end: int) -> tuple[int, int]:
    """The whole lines that hold text[start:end]."""
    return text.rfind('\n', 0, start) + 1, text.find('\n', end) + 1 or len(text)


def _local_declarations(src: Source, body: Stmt) -> dict[str, tuple[str, Stmt]]:
    """Plain local variables declared at the top of the body:
    name -> (type, declaration), with pointer stars part of the type. Other
    declarations there ('char *p __free(kfree) = kmalloc(...)') are passed."""
    found: dict[str, tuple[str, Stmt]] = {}
    for stmt in body.kids:
        if stmt.kind != 'expr' or not _looks_declared(src, stmt):
            break
        text = ' '.join(src.masked[stmt.start:stmt.end].split())
        m = DECLARATION.match(text)
        if not m or m.group(1).split()[-1] in ('return', 'static', 'extern', 'goto'):
            continue
        for part in m.group(2).split(','):
            pm = re.match(r'^\s*(\**)\s*([A-Za-z_]\w*)\s*(=\s*[-\w]+\s*)?$', part)
            if pm:
                stars = ' ' + pm.group(1) if pm.group(1) else ''
                found[pm.group(2)] = (m.group(1) + stars, stmt)
    return found


DECLARATION_START = re.compile(
    r'^(?:(?:const|volatile|unsigned|signed|long|short|static)\s+)*'
    r'(?:(?:struct|union|enum)\s+\w+|\w+)(?:\s+|\s*\*+\s*)\w+')


def _looks_declared(src: Source, stmt: Stmt) -> bool:
    """Type words then a declarator ('int x', 'struct foo *p', 'u8 *buf'),
    or a cleanup variable ('CLASS(fd, f)(fd)', 'guard(mutex)(&l)')."""
    text = ' '.join(src.masked[stmt.start:stmt.end].split())
    if re.match(r'^(CLASS|guard)\s*\(', text):
        return True
    return bool(DECLARATION_START.match(text)) and \
        text.split()[0] not in ('return', 'goto', 'break', 'continue', 'else')


def _return_type(src: Source) -> str:
    fn = src.functions()[0]
    if re.match(r'^(COMPAT_)?SYSCALL_DEFINE\d', fn.name):
        return 'long'
    head = src.masked[fn.start:fn.name_start]
    words = [w for w in re.findall(r'[A-Za-z_]\w*|\*', head)
             if w not in ('static', 'inline', '__always_inline', 'noinline', 'extern')
             and not w.startswith('__')]
    return ' '.join(words).replace('* *', '**')


def fold_returns(old: str, new: str) -> str:
    """'ret = E; return ret;' -> 'return E;' where the conversion brought the
    two together, ret is a plain local of the function's return type whose
    address is never taken."""
    src, body = function_source(new)
    locals_ = _local_declarations(src, body)
    rtype = _return_type(src)
    old_compact = re.sub(r'\s+', ' ', mask(old))
    for stmt, parents in walk(body):
        if stmt.kind != 'block':
            continue
        for first, second in zip(stmt.kids, stmt.kids[1:]):
            if first.kind != 'expr' or second.kind != 'return':
                continue
            m = re.match(r'^([A-Za-z_]\w*)\s*=\s*(.+);$',
                         src.text[first.start:first.end], re.S)
            ret = src.text[second.start:second.end]
            if not m or not re.match(r'^return\s+%s\s*;$' % re.escape(m.group(1)), ret):
                continue
            name, value = m.group(1), m.group(2).strip()
            if name not in locals_ or locals_[name][0] != rtype or '\n' in value or \
                    re.search(r'&\s*%s\b' % re.escape(name), src.masked):
                continue
            pair = re.sub(r'\s+', ' ', src.masked[first.start:second.end])
            if pair in old_compact:
                continue
            text = src.text
            line_start, line_end = line_span(text, second.start, second.end)
            if text[first.end:line_start].strip() or text[line_start:second.start].strip():
                continue
            return text[:first.start] + 'return ' + value + ';' + \
                text[first.end:line_start] + text[line_end:]
    return new


def inline_constant_locals(old: str, new: str) -> str:
    """'int ret = 0; ... return ret;' -> 'return 0;' when the conversion took
    away every other assignment to ret (it is now a constant)."""
    src, body = function_source(new)
    old_src, old_body = function_source(old)
    old_locals = _local_declarations(old_src, old_body)
    for name, (_, decl) in _local_declarations(src, body).items():
        m = re.search(r'\b%s\s*=\s*(-?\w+)\s*[,;]' % re.escape(name),
                      src.text[decl.start:decl.end])
        if not m or name not in old_locals or _assigned_outside(src, name, decl):
            continue
        if not _assigned_outside(old_src, name, old_locals[name][1]):
            continue
        value = m.group(1)
        if not re.match(r'^-?(\d+|[A-Z][A-Z0-9_]*)$', value):
            continue
        text = src.text
        for stmt, _ in sorted(walk(body), key=lambda sp: -sp[0].start):
            if stmt.kind == 'return' and re.match(
                    r'^return\s+%s\s*;$' % re.escape(name), text[stmt.start:stmt.end]):
                text = text[:stmt.start] + 'return %s;' % value + text[stmt.end:]
        if text != src.text:
            return text
    return new


def _assigned_outside(src: Source, name: str, decl: Stmt) -> bool:
    """Is name assigned, incremented or address-taken outside its declaration?"""
    ident = r'(?<!\.)(?<!->)\b%s\b' % re.escape(name)
    pattern = r'(%s\s*([-+*/%%&|^]|<<|>>)?=(?!=)|(\+\+|--)\s*%s|%s\s*(\+\+|--)|&\s*%s)' \
        % ((ident,) * 4)
    for m in re.finditer(pattern, src.masked):
        if not decl.start <= m.start() < decl.end:
            return True
    return False


def drop_dead_locals(old: str, new: str) -> str:
    """A local that the conversion left unused (only its declaration, with a
    constant initialiser at most) goes."""
    src, body = function_source(new)
    old_src, old_body = function_source(old)
    old_locals = _block_locals(old_src, old_body)
    for name, (_, decl) in _block_locals(src, body).items():
        if name not in old_locals:
            continue
        uses = [m for m in _mentions(src.masked, name)
                if not decl.start <= m.start() < decl.end]
        old_decl = old_locals[name][1]
        old_uses = [m for m in _mentions(old_src.masked, name)
                    if not old_decl.start <= m.start() < old_decl.end]
        if uses or not old_uses:
            continue
        return _remove_declarator(src, decl, name)
    return new


def _block_locals(src: Source, body: Stmt) -> dict[str, tuple[str, Stmt]]:
    """_local_declarations of the body and of every block nested in it (the
    'unsigned long flags;' of a block that held the irqsave lock). A name
    declared in two blocks keeps one of them; its uses are counted over the
    whole function, so neither goes while the other is used."""
    found: dict[str, tuple[str, Stmt]] = {}
    stack = [body]
    while stack:
        stmt = stack.pop()
        if stmt.kind == 'block':
            found.update(_local_declarations(src, stmt))
        stack.extend(stmt.kids)
    return found


def _mentions(masked: str, name: str) -> list[re.Match[str]]:
    """Occurrences of a variable: the identifier, but not a member name nor
    a tag (the return type of 'struct pid *get_task_pid(...)' is no use of
    its local 'struct pid *pid')."""
    return [m for m in re.finditer(r'(?<!\.)(?<!->)(?<!-> )(?<!\. )\b%s\b' % re.escape(name),
                                   masked)
            if not TAG_BEFORE.search(masked, max(0, m.start() - 16), m.start())]


def _remove_declarator(src: Source, decl: Stmt, name: str) -> str:
    m = DECLARATION.match(' '.join(src.text[decl.start:decl.end].split()))
    if not m:
        return src.text
    head = m.group(1) + ' '
    parts = m.group(2).split(',')
    keep = [p for p in parts if not re.match(r'^\s*\**\s*%s\s*(=.*)?$' % re.escape(name), p)]
    if len(keep) == len(parts):
        return src.text
    if keep:
        new_decl = head + ','.join(keep).strip() + ';'
        new_decl = re.sub(r'\s*,\s*', ', ', new_decl)
        return src.text[:decl.start] + new_decl + src.text[decl.end:]
    line_start, line_end = line_span(src.text, decl.start, decl.end)
    return src.text[:line_start] + src.text[line_end:]
