# SPDX-License-Identifier: GPL-2.0-only
"""Stage: catalogue. The target tree's headers -> the cleanup helpers it defines.

kguardify never emits a helper the tree does not define, and uses every one
it does. This module reads DEFINE_GUARD, DEFINE_GUARD_COND,
DEFINE_LOCK_GUARD_0/1, DEFINE_LOCK_GUARD_1_COND, DEFINE_FREE, DEFINE_CLASS
and EXTEND_CLASS uses (not their #define templates) from include/ and
arch/*/include/ of a tree, from a file's own directory and from the file
itself, into a table. Definitions may span lines and sit inside #ifdef.

Runs inside spatch (the .cocci files import it): standard library only.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from pathlib import Path

from kguardify.embedded.files import HELPERS, is_root, kernel_root, write_atomically
from kguardify.embedded.cscan import ScanError, Source
from kguardify.embedded.ctext import closing_paren, conditional, split_top
# What else a header defines: imported from here by their users too.
from kguardify.embedded.inlines import accessors as accessors, add_iterator, \
    iterator_macros as iterator_macros, lock_wrappers as lock_wrappers, prototypes, uncomment
# The table's types: imported from here by most of their users.
from kguardify.embedded.helper_table import Catalogue as Catalogue, Helper as Helper

MACROS = ('DEFINE_GUARD', 'DEFINE_GUARD_COND', 'DEFINE_LOCK_GUARD_0', 'DEFINE_LOCK_GUARD_1',
          'DEFINE_LOCK_GUARD_1_COND', 'DEFINE_FREE', 'DEFINE_CLASS', 'EXTEND_CLASS')
MACRO_RE = re.compile(r'\b(%s)\s*\(' % '|'.join(MACROS))


def macro_args(text: str) -> list[str]:
    """A macro's arguments, each on one line."""
    return [' '.join(p.replace('\\\n', ' ').split()) for p in split_top(text)]


def _conditional_lines(text: str) -> list[bool]:
    """For each line: is it inside an #if/#ifdef (other than the include guard)?"""
    depth, flags = 0, []
    guard_seen = False
    for line in text.splitlines():
        word = conditional(line)
        if word in ('if', 'ifdef', 'ifndef'):
            # The first #ifndef of a header is its include guard.
            if word == 'ifndef' and not guard_seen and depth == 0:
                guard_seen = True
                depth += 1
                flags.append(False)
                continue
            depth += 2
        elif word == 'endif':
            depth -= 2 if depth >= 2 else 1
        flags.append(depth >= 2)
    return flags


def parse_text(text: str, where: str) -> list[Helper]:
    """The helper definitions used in one file's text."""
    if 'DEFINE_' not in text and 'EXTEND_CLASS' not in text:
        return []
    try:
        src = Source(text)
    except ScanError:
        return []
    cond = _conditional_lines(text)
    helpers = []
    for m in MACRO_RE.finditer(src.masked):
        open_at = m.end() - 1
        close = closing_paren(src.masked, open_at)
        if close < 0:
            continue
        args = macro_args(uncomment(text[open_at + 1:close]))
        line = src.line(m.start())
        helper = _helper(m.group(1), args, '%s:%d' % (where, line),
                         cond[line - 1] if line - 1 < len(cond) else False)
        if helper is not None:
            helpers.append(helper)
    return helpers


def _helper(macro: str, a: list[str], where: str, conditional: bool) -> Helper | None:
    def arg(i: int) -> str:
        return a[i] if i < len(a) else ''
    if not a or not re.match(r'^[A-Za-z_]\w*$', arg(0)) or arg(0).startswith('_'):
        return None   # a template inside another macro (_name, name…)
    if macro == 'DEFINE_GUARD':
        return Helper(macro, arg(0), arg(1), arg(2), arg(3), '', where, conditional)
    if macro in ('DEFINE_GUARD_COND', 'DEFINE_LOCK_GUARD_1_COND'):
        return Helper(macro, arg(0), arg(1), arg(2), '', '', where, conditional)
    if macro == 'DEFINE_LOCK_GUARD_0':
        return Helper(macro, arg(0), '', arg(1), arg(2), ', '.join(a[3:]), where, conditional)
    if macro == 'DEFINE_LOCK_GUARD_1':
        return Helper(macro, arg(0), arg(1), arg(2), arg(3), ', '.join(a[4:]), where,
                      conditional)
    if macro == 'DEFINE_FREE':
        return Helper(macro, arg(0), arg(1), '', arg(2), '', where, conditional)
    if macro == 'DEFINE_CLASS':
        return Helper(macro, arg(0), arg(1), arg(3), arg(2), ', '.join(a[4:]), where,
                      conditional)
    # EXTEND_CLASS(name, ext, init, init_args...): the class is name+ext.
    return Helper(macro, arg(0), arg(1), arg(2), '', ', '.join(a[3:]), where, conditional)


HELPER_MACROS = ('no_free_ptr', 'return_ptr', 'retain_and_null_ptr', 'take_fd',
                 'scoped_guard', 'scoped_cond_guard', 'fd_empty', 'fd_file')


def defined_macros(text: str) -> frozenset[str]:
    """Which of the cleanup helper macros and inlines a header defines."""
    found = set()
    for name in HELPER_MACROS:
        if re.search(r'#\s*define\s+%s\b|\b%s\s*\([^;{]*\)\s*\{' % (name, name), text):
            found.add(name)
    return frozenset(found)


def tree_root(path: Path) -> Path | None:
    """The nearest directory above path that holds include/linux/cleanup.h."""
    return kernel_root(path, HELPERS)


def header_files(root: Path) -> list[Path]:
    dirs = [root / 'include'] + sorted((root / 'arch').glob('*/include'))
    files: list[Path] = []
    for d in dirs:
        for dirpath, dirnames, filenames in os.walk(d):
            dirnames.sort()
            files.extend(Path(dirpath) / n for n in sorted(filenames) if n.endswith('.h'))
    return files


def read_tree(root: Path) -> Catalogue:
    """Every helper the tree's headers define."""
    helpers: list[Helper] = []
    macros: set[str] = set()
    iterators: dict[str, tuple[tuple[str, ...], str]] = {}
    wrappers: dict[str, str] = {}
    pure: set[str] = set()
    declared: set[str] = set()      # a stub in one header, extern in another
    for path in header_files(root):
        try:
            text = path.read_text(errors='replace')
        except OSError:
            continue
        rel = str(path.relative_to(root))
        helpers.extend(parse_text(text, rel))
        for name, definition in iterator_macros(text).items():
            add_iterator(iterators, name, definition)
        for name, call in lock_wrappers(text).items():
            wrappers.setdefault(name, call)
        pure |= accessors(text)
        declared |= prototypes(uncomment(text))
        if rel in ('include/linux/cleanup.h', 'include/linux/file.h'):
            macros |= defined_macros(text)
    guarded = {' '.join(text.split()) for h in helpers
               if h.macro in ('DEFINE_GUARD', 'DEFINE_LOCK_GUARD_1')
               for text in (h.acquire, h.release)}
    return Catalogue(helpers, str(root), frozenset(macros), iterators,
                     {name: call for name, call in wrappers.items() if call in guarded},
                     frozenset(pure - declared))


def read_local(c_file: Path) -> Catalogue:
    """Helpers a driver defines itself: in its directory's headers and in it."""
    helpers: list[Helper] = []
    iterators: dict[str, tuple[tuple[str, ...], str]] = {}
    pure: set[str] = set()
    paths = sorted(c_file.parent.glob('*.h')) + ([c_file] if c_file.is_file() else [])
    for path in paths:
        try:
            text = path.read_text(errors='replace')
        except OSError:
            continue
        helpers.extend(parse_text(text, path.name))
        for name, definition in iterator_macros(text).items():
            add_iterator(iterators, name, definition)
        pure |= accessors(text)
    return Catalogue(helpers, 'local', iterators=iterators, accessors=frozenset(pure))


def render(cat: Catalogue) -> str:
    """The table --list-helpers prints."""
    rows = [('macro', 'name', 'type', 'acquire', 'release', 'release fn', 'where')]
    for h in sorted(cat.helpers, key=lambda h: (h.macro, h.name, h.where)):
        rows.append((h.macro, h.name, h.type, h.acquire, h.release,
                     h.release_fn + (' (if)' if h.conditional else ''), h.where))
    widths = [min(40, max(len(r[i]) for r in rows)) for i in range(len(rows[0]) - 1)]
    lines = []
    for r in rows:
        cells = [c[:40].ljust(w) for c, w in zip(r, widths)] + [r[-1]]
        lines.append('  '.join(cells).rstrip())
    lines.append('(%d helpers from %s; macros: %s)' % (len(cat.helpers), cat.source,
                                                       ', '.join(sorted(cat.macros))))
    return '\n'.join(lines) + '\n'


# What Linux 6.12 defines, for runs outside a kernel tree.
BUILTIN_FREES = (
    ('kfree', 'void *', 'if (!IS_ERR_OR_NULL(_T)) kfree(_T)'),
    ('kvfree', 'void *', 'if (!IS_ERR_OR_NULL(_T)) kvfree(_T)'),
    ('device_node', 'struct device_node *', 'if (_T) of_node_put(_T)'),
    ('put_device', 'struct device *', 'if (_T) put_device(_T)'),
    ('pci_dev_put', 'struct pci_dev *', 'if (_T) pci_dev_put(_T)'),
    ('fput', 'struct file *', 'if (!IS_ERR_OR_NULL(_T)) fput(_T)'),
    ('put_task', 'struct task_struct *', 'if (_T) put_task_struct(_T)'),
    ('free_percpu', 'void __percpu *', 'free_percpu(_T)'),
    ('bitmap', 'unsigned long *', 'if (_T) bitmap_free(_T)'),
    ('fwnode_handle', 'struct fwnode_handle *', 'fwnode_handle_put(_T)'),
    ('firmware', 'struct firmware *', 'release_firmware(_T)'),
)


# The conditional guards of Linux 6.12 on one lock call (not the irqsave
# trylocks, whose flags kguardify does not convert).
BUILTIN_CONDS = (
    ('DEFINE_GUARD_COND', 'mutex', '_try', 'mutex_trylock(_T)'),
    ('DEFINE_GUARD_COND', 'mutex', '_intr', 'mutex_lock_interruptible(_T) == 0'),
    ('DEFINE_GUARD_COND', 'rwsem_read', '_try', 'down_read_trylock(_T)'),
    ('DEFINE_GUARD_COND', 'rwsem_read', '_intr', 'down_read_interruptible(_T) == 0'),
    ('DEFINE_GUARD_COND', 'rwsem_write', '_try', 'down_write_trylock(_T)'),
    ('DEFINE_LOCK_GUARD_1_COND', 'raw_spinlock', '_try', 'raw_spin_trylock(_T->lock)'),
    ('DEFINE_LOCK_GUARD_1_COND', 'raw_spinlock_irq', '_try', 'raw_spin_trylock_irq(_T->lock)'),
    ('DEFINE_LOCK_GUARD_1_COND', 'raw_spinlock_bh', '_try', 'raw_spin_trylock_bh(_T->lock)'),
    ('DEFINE_LOCK_GUARD_1_COND', 'spinlock', '_try', 'spin_trylock(_T->lock)'),
    ('DEFINE_LOCK_GUARD_1_COND', 'spinlock_irq', '_try', 'spin_trylock_irq(_T->lock)'),
    ('DEFINE_LOCK_GUARD_1_COND', 'spinlock_bh', '_try', 'spin_trylock_bh(_T->lock)'),
)

BUILTIN_CLASSES = (
    ('fd', 'struct fd', 'fdput(_T)', 'fdget(fd)', 'int fd'),
    ('fd_raw', 'struct fd', 'fdput(_T)', 'fdget_raw(fd)', 'int fd'),
    ('get_unused_fd', 'int', 'if (_T >= 0) put_unused_fd(_T)', 'get_unused_fd_flags(flags)',
     'unsigned flags'),
)


def builtin(lock_kinds: tuple[tuple[str, str, str, str], ...]) -> Catalogue:
    """The helpers of Linux 6.12 that kguardify knows, without a tree."""
    helpers = []
    for lock, unlock, cls, shape in lock_kinds:
        arg = {'e': '_T', 'ef': '_T->lock, _T->flags', '0': '', 'f': '_T->flags',
               'srcu': '_T->lock'}[shape]
        macro = 'DEFINE_LOCK_GUARD_0' if shape in ('0', 'f') else 'DEFINE_LOCK_GUARD_1'
        acquire, release = '%s(%s)' % (lock, arg), '%s(%s)' % (unlock, arg)
        if shape == 'srcu':     # as srcu.h has it: the index is the guard's
            acquire, release = '_T->idx = ' + acquire, '%s(_T->lock, _T->idx)' % unlock
        helpers.append(Helper(macro, cls, '', acquire, release, '', 'built-in'))
    guards = {h.name for h in helpers}
    for macro, name, ext, test in BUILTIN_CONDS:
        if name in guards:
            helpers.append(Helper(macro, name, ext, test, '', '', 'built-in'))
    for name, type_, free in BUILTIN_FREES:
        helpers.append(Helper('DEFINE_FREE', name, type_, '', free, '', 'built-in'))
    for name, type_, exit_, init, args in BUILTIN_CLASSES:
        helpers.append(Helper('DEFINE_CLASS', name, type_, init, exit_, args, 'built-in'))
    return Catalogue(helpers, 'built-in', frozenset(HELPER_MACROS))


CACHE_FORMAT = 'v5:'        # v2: the iterator macros too; v3: lock wrappers; v4: accessors;
# v5: no accessor the headers also declare


def fingerprint(root: Path) -> str:
    """Changes when any header of the tree changes (count, sizes, times)."""
    count, size, newest = 0, 0, 0
    for path in header_files(root):
        try:
            st = path.stat()
        except OSError:
            continue
        count += 1
        size += st.st_size
        newest = max(newest, st.st_mtime_ns)
    return '%d-%d-%d' % (count, size, newest)


def load(root: Path, cache_dir: Path | None) -> Catalogue:
    """read_tree(root), through a cache file per tree when cache_dir is set."""
    if cache_dir is None:
        return read_tree(root)
    name = hashlib.sha1(str(root.resolve()).encode()).hexdigest()[:16]
    path = cache_dir / ('catalogue-%s.json' % name)
    stamp = CACHE_FORMAT + fingerprint(root)
    try:
        data = json.loads(path.read_text())
        if data.get('fingerprint') == stamp:
            return Catalogue.from_json(json.dumps(data['catalogue']))
    except (OSError, ValueError, KeyError):
        pass
    cat = read_tree(root)
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
        write_atomically(path, json.dumps({'fingerprint': stamp,
                                           'catalogue': json.loads(cat.to_json())}))
    except OSError:
        pass
    return cat


def for_paths(paths: list[Path], tree: Path | None, cache_dir: Path | None,
              lock_kinds: tuple[tuple[str, str, str, str], ...]) -> tuple[Catalogue, str]:
    """The catalogue for a run, and a warning when there is no tree to read."""
    if tree is not None:
        if not is_root(tree):
            raise ValueError('%s: not a kernel tree (no include/linux/cleanup.h)' % tree)
        return load(tree, cache_dir), ''
    roots = {r for r in (tree_root(p) for p in paths) if r is not None}
    if not roots:
        return builtin(lock_kinds), ('not in a kernel tree: using the built-in helper '
                                     'table of Linux 6.12 (--tree DIR names one)')
    root = sorted(roots, key=str)[0]
    warning = ''
    if len(roots) > 1:
        warning = 'the paths are in several trees; reading the helpers of %s' % root
    return load(root, cache_dir), warning
