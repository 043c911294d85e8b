# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: build the shipped cocci/*.cocci from cocci/src/*.smpl.

A semantic patch has to stand alone under the kernel's `make coccicheck`, so
the Python checks it calls are embedded into it. The hand-written SmPL lives
in cocci/src/; this module fills in the lock-name regexes and the embedded
modules, and `python3 -m kguardify.coccigen` rewrites cocci/. A test checks
that the committed files are what this module generates.

The modules are embedded zlib-compressed and URL-safe base64-encoded: spatch
1.1.1's SmPL lexer edits script text even inside Python strings (it drops
'// ...' as a comment), and that alphabet has nothing it touches.
"""

import base64
import re
import sys
import zlib
from collections.abc import Iterable, Sequence
from pathlib import Path

from kguardify.classcheck import CLASS_KINDS
from kguardify.lockcheck import LOCK_KINDS

PACKAGE_DIR = Path(__file__).resolve().parent
ROOT = PACKAGE_DIR.parent.parent
# The modules the semantic patches run, in import order.
MODULES = ('cscan', 'catalogue', 'scope', 'lockcheck', 'freecheck', 'classcheck', 'judge',
           'runner')
SETUP = 'from kguardify.runner import Runner\nkg = Runner(idioms=%r)\n'
NAMES = ('guard_lock', 'free_alloc', 'class_fd', 'kguardify')
# What each file's report and org modes list: the idioms its rules match.
IDIOMS = {'guard_lock': ('lock',), 'free_alloc': ('free',), 'class_fd': ('fd',),
          'kguardify': ('lock', 'free', 'fd')}
HEADER = '// Generated from cocci/src/%s.smpl by tool/kguardify/coccigen.py: edit those.\n'


def regex(names: Iterable[str]) -> str:
    return '^(%s)$' % '|'.join(sorted(set(names)))


def placeholders() -> dict[str, str]:
    values: dict[str, str] = {}
    for shape in ('e', 'ef', '0', 'f', 'srcu'):
        values['locks:' + shape] = regex(k[0] for k in LOCK_KINDS if k[3] == shape)
        values['unlocks:' + shape] = regex(k[1] for k in LOCK_KINDS if k[3] == shape)
    values['classes:acquire'] = regex(k.acquire for k in CLASS_KINDS)
    values['classes:release'] = regex(k.release for k in CLASS_KINDS)
    values['locks:all'] = regex(k[0] for k in LOCK_KINDS)
    values['unlocks:all'] = regex(k[1] for k in LOCK_KINDS)
    return values


def embed_block(modules: Sequence[str], setup: str) -> str:
    """An @initialize:python@ rule that defines `modules` from their source."""
    parts = ['@initialize:python@', '@@',
             '# Embedded kguardify modules: %s.' % ', '.join(modules),
             'import base64 as _kg_base64',
             'import sys as _kg_sys',
             'import types as _kg_types',
             'import zlib as _kg_zlib',
             '',
             'def _kg_define(name, encoded):',
             '    source = _kg_zlib.decompress(_kg_base64.urlsafe_b64decode(encoded))',
             '    module = _kg_types.ModuleType(name)',
             '    module.__path__ = []',
             '    _kg_sys.modules[name] = module',
             '    exec(compile(source, name, "exec"), module.__dict__)',
             '    return module',
             '',
             "_kg_define('kguardify', %r)" % encode('')]
    for name in modules:
        source = (PACKAGE_DIR / (name + '.py')).read_text()
        chunks = encode(source)
        lines = ["    '%s'" % chunks[i:i + 72] for i in range(0, len(chunks), 72)]
        parts.append("_kg_define('kguardify.%s', (\n%s))" % (name, '\n'.join(lines)))
    parts.append(setup)
    return '\n'.join(parts)


def encode(source: str) -> str:
    return base64.urlsafe_b64encode(zlib.compress(source.encode(), 9)).decode()


def generate(name: str, src_dir: Path) -> str:
    template = (src_dir / (name + '.smpl')).read_text()
    values = placeholders()
    values['embed'] = embed_block(MODULES, SETUP % (IDIOMS[name],))
    for part in sorted((src_dir / 'parts').glob('*.smpl')):
        values['part:' + part.stem] = part.read_text().rstrip('\n') + '\n'

    def fill(m: re.Match[str]) -> str:
        return values[m.group(1)]

    # Parts hold placeholders of their own: fill until none is left.
    body = template
    for _ in range(3):
        body = re.sub(r'\{\{([a-z0-9:_]+)\}\}', fill, body)
    first, rest = body.split('\n', 1)
    return first + '\n' + HEADER % name + rest


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    check = '--check' in args
    cocci = ROOT / 'cocci'
    stale = []
    for name in NAMES:
        text = generate(name, cocci / 'src')
        path = cocci / (name + '.cocci')
        if path.exists() and path.read_text() == text:
            continue
        stale.append(str(path))
        if not check:
            path.write_text(text)
    if check and stale:
        sys.stderr.write('stale: %s\n' % ', '.join(stale))
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
