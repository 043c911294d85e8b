# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: build the shipped cocci/*.cocci from cocci/src/*.smpl.

The hand-written SmPL lives in cocci/src/; this module fills in the
lock-name regexes and the script rule that imports kguardify's checks, and
`python3 -m kguardify.coccigen` rewrites cocci/. A test checks that the
committed files are what this module generates.

The checks are not copied into the semantic patches: their script rules
import kguardify.embedded from spatch's Python, which must find the
package (installed, or PYTHONPATH=<checkout>/tool, as the driver sets it
for its own spatch runs). Without it spatch stops at once with the reason
and a non-zero exit. spatch 1.1.1 lexes script text as C tokens, so the
Python in the .smpl files keeps to what C's lexer passes whole (no `//` in
strings, no raw regexes).
"""

import re
import sys
from pathlib import Path

from kguardify.embedded.classcheck import CLASS_KINDS
from kguardify.embedded.lockcheck import LOCK_KINDS
from kguardify.engine.rules import lock_placeholders, regex

PACKAGE_DIR = Path(__file__).resolve().parent
ROOT = PACKAGE_DIR.parent.parent
NAMES = ('guard_lock', 'free_alloc', 'class_fd', 'kguardify')
# What each file's report and org modes list: the idioms its rules match.
IDIOMS = {'guard_lock': ('lock',), 'free_alloc': ('free',), 'class_fd': ('fd',),
          'kguardify': ('lock', 'free', 'fd')}
HEADER = '// Generated from cocci/src/%s.smpl by tool/kguardify/coccigen.py: edit those.\n'
MISSING = ('kguardify is not installed (%s): pip install --no-build-isolation <checkout>, '
           'or set PYTHONPATH=<checkout>/tool')


def placeholders() -> dict[str, str]:
    values = lock_placeholders(LOCK_KINDS)
    values['classes:acquire'] = regex(k.acquire for k in CLASS_KINDS)
    values['classes:release'] = regex(k.release for k in CLASS_KINDS)
    return values


def import_block(idioms: tuple[str, ...]) -> str:
    """The @initialize:python@ rule: kguardify's checks, or a clear stop."""
    return '\n'.join([
        '@initialize:python@',
        '@@',
        '# The checks: kguardify.embedded, from spatch\'s own Python.',
        'try:',
        '    from kguardify.embedded.runner import Runner',
        'except ImportError as missing:',
        '    raise SystemExit(%r %% missing)' % MISSING,
        'kg = Runner(idioms=%r)' % (idioms,)])


def generate(name: str, src_dir: Path) -> str:
    template = (src_dir / (name + '.smpl')).read_text()
    values = placeholders()
    values['embed'] = import_block(IDIOMS[name])
    for part in sorted((src_dir / 'parts').glob('*.smpl')):
        values['part:' + part.stem] = part.read_text().rstrip('\n') + '\n'

    def fill(m: re.Match[str]) -> str:
        return values[m.group(1)]

    # Parts hold placeholders of their own: fill until none is left.
    body = template
    for _ in range(3):
        body = re.sub(r'\{\{([a-z0-9:_,]+)\}\}', fill, body)
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
