# SPDX-License-Identifier: GPL-2.0-only
"""Build and run the behaviour-equivalence harness for one C file.

For a fixture (or its expected output) this generates a main program that
stubs every external function the file declares, calls every function it
defines with arguments the explorer chooses, and links the explorer of
harness/kgtest.c. Running it prints one trace line per path; the traces of
the fixture and of the expected output must be equal.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from kguardify.embedded.cscan import Source

TESTS = Path(__file__).resolve().parent
INCLUDE = TESTS / 'include'
HARNESS = TESTS / 'harness'
CFLAGS = ['-std=gnu11', '-Wall', '-Werror', '-O0', '-I', str(INCLUDE), '-I', str(HARNESS)]
GCC_ONLY = ['-Wjump-misses-init']
# A DEFINE_FREE of the driver's own, unused until the conversion, is an
# unused static inline function in a .c file, which only clang reports.
CLANG_ONLY = ['-Wno-unused-function']
INTEGER_TYPES = re.compile(r'^(const\s+)?(unsigned\s+|signed\s+)?(int|long|short|char|'
                           r'long\s+long|u8|u16|u32|u64|s8|s16|s32|s64|size_t|ssize_t|'
                           r'loff_t|gfp_t|unsigned)$')


@dataclass(frozen=True)
class Param:
    type: str
    name: str


@dataclass(frozen=True)
class Signature:
    name: str
    returns: str
    params: tuple[Param, ...]


def compilers() -> list[str]:
    return [cc for cc in ('gcc', 'clang') if shutil.which(cc)]


def _params(text: str) -> tuple[Param, ...]:
    text = text.strip()
    if text in ('', 'void'):
        return ()
    params = []
    for n, part in enumerate(text.split(',')):
        part = ' '.join(part.split())
        m = re.match(r'^(.*?[\s*])([A-Za-z_]\w*)$', part)
        if not m:
            params.append(Param(part, 'kg_p%d' % n))
        else:
            params.append(Param(' '.join(m.group(1).replace('*', ' * ').split()),
                                m.group(2)))
    return tuple(params)


def _returns(head: str) -> str:
    words = [w for w in re.findall(r'[A-Za-z_]\w*|\*', head)
             if w not in ('static', 'inline', 'extern', '__init', '__exit', 'noinline')]
    return ' '.join(words)


def definitions(text: str) -> list[Signature]:
    src = Source(text)
    sigs = []
    for fn in src.functions():
        i = src.token_at(fn.name_start)
        m = re.match(r'^SYSCALL_DEFINE\d\((\w+)\)$', fn.name)
        if m:
            # SYSCALL_DEFINEn(name, type1, arg1, ...) defines long sys_name(...)
            close = src.pairs[i + 1]
            args = [a.strip() for a in src.text[src.tokens[i + 1].end:
                                                 src.tokens[close].start].split(',')][1:]
            sigs.append(Signature('sys_' + m.group(1), 'long', tuple(
                Param(args[k], args[k + 1]) for k in range(0, len(args), 2))))
            continue
        open_paren = i + 1
        close = src.pairs[open_paren]
        params = src.text[src.tokens[open_paren].end:src.tokens[close].start]
        head = src.masked[fn.start:fn.name_start]
        sigs.append(Signature(fn.name, _returns(head), _params(params)))
    return sigs


def prototypes(text: str) -> list[Signature]:
    """File-scope function declarations (the functions the fixture calls)."""
    src = Source(text)
    defined = {s.name for s in definitions(text)}
    sigs = []
    toks, depth, start = src.tokens, 0, 0
    skip_to = -1
    for i, tok in enumerate(toks):
        if i <= skip_to:
            continue
        if depth == 0 and re.match(r'^(DEFINE_|EXTEND_CLASS)', tok.text) and \
                i + 1 < len(toks) and toks[i + 1].text == '(':
            # a file-scope helper definition, not a declaration
            skip_to = src.pairs[i + 1]
            start = skip_to + 1
            continue
        if tok.text == '{':
            depth += 1
        elif tok.text == '}':
            depth -= 1
            if depth == 0:
                start = i + 1
        elif tok.text == ';' and depth == 0:
            decl = toks[start:i]
            start = i + 1
            if len(decl) < 4 or decl[-1].text != ')' or decl[0].text in ('typedef',):
                continue
            open_paren = src.pairs[i - 1]
            name = toks[open_paren - 1].text
            if not re.match(r'^[A-Za-z_]\w*$', name) or name in defined:
                continue
            if any(t.text == '=' for t in decl):
                continue
            head = src.masked[decl[0].start:toks[open_paren - 1].start]
            params = src.text[toks[open_paren].end:toks[i - 1].start]
            sigs.append(Signature(name, _returns(head), _params(params)))
    return sigs


def _stub(sig: Signature) -> str:
    params = ', '.join('%s %s' % (p.type, p.name) for p in sig.params) or 'void'
    kind = _value_kind(sig.returns)
    # Output parameters get a fixed value, so no caller reads garbage.
    outs = ''.join('\t*%s = 7;\n' % p.name for p in sig.params
                   if p.type.endswith('*') and INTEGER_TYPES.match(p.type[:-1].strip())
                   and not p.type.startswith('const'))
    body = outs + {
        'void': '\tkg_stub_void("%s");' % sig.name,
        'bool': '\treturn kg_stub_bool("%s");' % sig.name,
        'int': '\treturn (%s)kg_stub_int("%s");' % (sig.returns, sig.name),
        'ptr': '\treturn (%s)kg_stub_ptr("%s");' % (sig.returns, sig.name),
    }[kind]
    return '%s %s(%s)\n{\n%s\n}\n' % (sig.returns, sig.name, params, body)


def _value_kind(type_: str) -> str:
    t = type_.replace('static ', '').strip()
    if t == 'void':
        return 'void'
    if t == 'bool':
        return 'bool'
    if '*' in t:
        return 'ptr'
    if INTEGER_TYPES.match(t):
        return 'int'
    raise ValueError('the harness cannot make values of type %r' % type_)


def struct_pointer_members(text: str) -> dict[str, list[tuple[str, str]]]:
    """struct name -> [(member, struct type)] for members that point to a
    struct the file defines."""
    masked = Source(text).masked
    found: dict[str, list[tuple[str, str]]] = {}
    for m in re.finditer(r'\bstruct\s+(\w+)\s*\{([^{}]*)\}', masked):
        members = re.findall(r'struct\s+(\w+)\s*\*\s*(\w+)\s*;', m.group(2))
        found[m.group(1)] = [(member, kind) for kind, member in members]
    return {k: [(mem, t) for mem, t in v if t in found] for k, v in found.items()}


def _object(name: str, struct: str, links: dict[str, list[tuple[str, str]]],
            depth: int = 0) -> str:
    """A static, zeroed struct object whose struct pointers point to objects
    of their own (two levels deep), as a driver's would."""
    code = '\tstatic struct %s %s;\n' % (struct, name)
    code += '\tkg_root(&%s, sizeof(%s));\n' % (name, name)
    if depth < 2:
        for member, kind in links.get(struct, []):
            inner = '%s_%s' % (name, member)
            code += _object(inner, kind, links, depth + 1)
            code += '\t%s.%s = &%s;\n' % (name, member, inner)
    return code


def _argument(n: int, param: Param, links: dict[str, list[tuple[str, str]]]
              ) -> tuple[str, str]:
    """(declaration, expression) for one argument of a function under test."""
    t = param.type
    m = re.match(r'^(const\s+)?struct\s+(\w+)\s*\*$', t)
    if m:
        return _object('kg_o%d' % n, m.group(2), links), '&kg_o%d' % n
    m = re.match(r'^(const\s+)?struct\s+(\w+)$', t)
    if m:
        # by value: a zeroed object (a struct fd, say, is then empty)
        return '\tstatic struct %s kg_o%d;\n' % (m.group(2), n), 'kg_o%d' % n
    m = re.match(r'^(const\s+)?(\w+)\s*\*$', t)
    if m and m.group(2) not in ('char', 'void'):
        return '\tstatic %s kg_o%d;\n' % (m.group(2), n), '&kg_o%d' % n
    if re.match(r'^const\s+char\s*\*$', t):
        return '', '"kg"'
    if re.match(r'^(const\s+)?(void|char)\s*\*$', t):
        # writable: a stub stores through every pointer it is given
        return '\tstatic char kg_o%d[64];\n' % n, 'kg_o%d' % n
    if t == 'bool':
        return '', 'kg_arg_bool()'
    if INTEGER_TYPES.match(t):
        if t.startswith('unsigned') or t in ('u8', 'u16', 'u32', 'u64', 'size_t'):
            return '', '(%s)kg_arg_uint()' % t
        return '', '(%s)kg_arg_int()' % t
    raise ValueError('the harness cannot pass an argument of type %r' % t)


def _wrapper(n: int, sig: Signature, links: dict[str, list[tuple[str, str]]]) -> str:
    decls, args = [], []
    for k, param in enumerate(sig.params):
        decl, expr = _argument(k, param, links)
        decls.append(decl)
        if 'kg_arg_' in expr:
            # C leaves the order of argument evaluation open (gcc and clang
            # differ): take the choices one statement at a time.
            decls.append('\t%s kg_a%d = %s;\n' % (param.type, k, expr))
            expr = 'kg_a%d' % k
        args.append(expr)
    call = '%s(%s)' % (sig.name, ', '.join(args))
    kind = _value_kind(sig.returns)
    # What the function returns is the caller's now: no leak. Whatever an
    # argument's object points to is owned by it.
    line = {
        'void': '\t%s;\n\tkg_check_leaks(NULL);' % call,
        'bool': '\tkg_event("=> %%d", (int)%s);\n\tkg_check_leaks(NULL);' % call,
        'int': '\tlong kg_ret = (long)%s;\n\n\tkg_event("=> %%ld", kg_ret);\n'
               '\tkg_check_leaks((const void *)kg_ret);' % call,
        'ptr': '\tconst void *kg_ret = (const void *)%s;\n\n'
               '\tkg_event("=> %%s", IS_ERR_OR_NULL(kg_ret) ? (kg_ret ? "ERR_PTR" : "NULL")'
               ' : kg_name(kg_ret, \'P\'));\n\tkg_check_leaks(kg_ret);' % call,
    }[kind]
    return 'static void kg_call_%d(void)\n{\n%s%s\n}\n' % (n, ''.join(decls), line)


def harness_source(c_file: Path) -> str:
    text = c_file.read_text()
    sigs = definitions(text)
    parts = ['/* generated by tests/kgharness.py */',
             '#include "kgharness.h"',
             '#include "%s"' % c_file.resolve(),
             '#include <linux/err.h>', '']
    parts.extend(_stub(s) for s in prototypes(text))
    links = struct_pointer_members(text)
    parts.extend(_wrapper(n, s, links) for n, s in enumerate(sigs))
    table = ',\n'.join('\t{ "%s", kg_call_%d }' % (s.name, n) for n, s in enumerate(sigs))
    parts.append('static const struct kg_fn kg_fns[] = {\n%s\n};\n' % table)
    parts.append('int main(void)\n{\n\treturn kg_main(kg_fns, %d);\n}\n' % len(sigs))
    return '\n'.join(parts)


@dataclass(frozen=True)
class Build:
    ok: bool
    exe: Path
    log: str


def _flags(cc: str, include: Path | None) -> list[str]:
    """The compile flags; a fixture set's own tree include/ comes first."""
    flags = CFLAGS + (GCC_ONLY if cc == 'gcc' else CLANG_ONLY)
    return (['-I', str(include)] + flags) if include is not None else flags


def build(c_file: Path, workdir: Path, cc: str, coverage: bool = False,
          include: Path | None = None) -> Build:
    workdir.mkdir(parents=True, exist_ok=True)
    main = workdir / 'main.c'
    main.write_text(harness_source(c_file))
    exe = workdir / ('run-' + cc)
    flags = _flags(cc, include)
    if coverage:
        flags = flags + ['--coverage']
    argv = [cc, *flags, '-o', str(exe), str(main), str(HARNESS / 'kgtest.c')]
    res = subprocess.run(argv, cwd=workdir, capture_output=True, text=True, timeout=120)
    return Build(res.returncode == 0, exe, res.stdout + res.stderr)


def compile_only(c_file: Path, cc: str,
                 include: Path | None = None) -> subprocess.CompletedProcess[str]:
    flags = _flags(cc, include)
    return subprocess.run([cc, *flags, '-fsyntax-only', str(c_file)],
                          capture_output=True, text=True, timeout=120)


def traces(exe: Path) -> list[str]:
    res = subprocess.run([str(exe)], capture_output=True, text=True, timeout=300,
                         cwd=exe.parent)
    if res.returncode != 0:
        raise AssertionError('harness %s failed (%d):\n%s%s' % (
            exe, res.returncode, res.stdout[-3000:], res.stderr[-2000:]))
    return sorted(res.stdout.splitlines())


def uncovered_lines(c_file: Path, workdir: Path) -> list[int]:
    """Lines of the fixture's function bodies that no path executed."""
    res = subprocess.run(['gcov', '-t', 'main.c'], cwd=workdir, capture_output=True,
                         text=True, timeout=120)
    text = c_file.read_text()
    src = Source(text)
    bodies = [(src.line(f.body_open), src.line(f.body_close)) for f in src.functions()]
    missed = []
    current = None
    for line in res.stdout.splitlines():
        m = re.match(r'^\s*-:\s*0:Source:(.*)$', line)
        if m:
            current = Path(m.group(1)).name
            continue
        if current != c_file.name:
            continue
        m = re.match(r'^\s*#####:\s*(\d+):', line)
        if m:
            n = int(m.group(1))
            if any(a < n < b for a, b in bodies):
                missed.append(n)
    return missed
