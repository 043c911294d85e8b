# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: write the shipped cocci/*.cocci from cocci/src/*.smpl.

`python3 -m kguardify.coccigen` rewrites guard_lock.cocci, free_alloc.cocci
and class_fd.cocci with engine/smpl.py; `--check` only says which are
stale. A test checks that the committed files are what it generates. The
driver's own semantic patch, the three idioms together, is not shipped: it
is generated from the same sources at run time (engine/rules.py).
"""

import sys
from pathlib import Path

from kguardify.engine.smpl import SHIPPED, generate

ROOT = Path(__file__).resolve().parent.parent.parent


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    check = '--check' in args
    cocci = ROOT / 'cocci'
    stale = []
    for name in SHIPPED:
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
