# SPDX-License-Identifier: GPL-2.0-only
"""Where a file's kernel tree is, and files written whole or not at all.

One finder of kernel roots, asked three questions by what it looks for
above a path: the helpers (include/linux/cleanup.h: the catalogue, the
locator), a tree kbuild can build in (the build checks), a kernel source
tree (the series' patch paths). One writer: a temporary file in the same
directory renamed over the target, so that a reader never sees half a
file and a hard link to the old file keeps the old text.

Standard library only: the catalogue, which runs inside spatch, uses it.
"""

import os
import secrets
from pathlib import Path

HELPERS = ('include/linux/cleanup.h',)
BUILDABLE = ('scripts/Makefile.build', 'Kbuild')
SOURCES = ('Kbuild', 'Kconfig', 'MAINTAINERS')


def is_root(directory: Path, marks: tuple[str, ...] = HELPERS) -> bool:
    """Does directory hold every one of marks?"""
    return all((directory / mark).exists() for mark in marks)


def kernel_root(path: Path, marks: tuple[str, ...] = HELPERS) -> Path | None:
    """The nearest directory at or above path that holds every one of marks."""
    here = path.resolve()
    for candidate in [here, *here.parents]:
        if is_root(candidate, marks):
            return candidate
    return None


def write_atomically(path: Path, text: str) -> None:
    """Replace (or create) path with text. An existing file keeps its mode;
    a new one gets 0666 less the umask, as any new file does."""
    try:
        mode: int | None = path.stat().st_mode & 0o7777
    except FileNotFoundError:
        mode = None
    tmp = path.parent / ('.%s.%s.kguardify' % (path.name, secrets.token_hex(4)))
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    try:
        with os.fdopen(fd, 'wb') as f:
            f.write(text.encode('utf-8', errors='surrogateescape'))
        if mode is not None:
            os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def link_atomically(source: Path, path: Path) -> None:
    """Replace (or create) path with a hard link to source."""
    tmp = path.parent / ('.%s.%s.kguardify' % (path.name, secrets.token_hex(4)))
    os.link(source, tmp)
    try:
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
