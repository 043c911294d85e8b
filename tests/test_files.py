# SPDX-License-Identifier: GPL-2.0-only
"""embedded/files.py: the kernel root finder and the atomic writer."""

from __future__ import annotations

import os
from pathlib import Path

from kguardify.embedded.files import BUILDABLE, HELPERS, SOURCES, kernel_root, \
    link_atomically, write_atomically


def test_each_question_finds_its_own_root(tmp_path: Path) -> None:
    (tmp_path / 'include' / 'linux').mkdir(parents=True)
    (tmp_path / 'include' / 'linux' / 'cleanup.h').write_text('')
    (tmp_path / 'drivers' / 'gpio').mkdir(parents=True)
    start = tmp_path / 'drivers' / 'gpio'
    assert kernel_root(start, HELPERS) == tmp_path.resolve()
    assert kernel_root(start, BUILDABLE) is None
    assert kernel_root(start, SOURCES) is None
    for name in ('Kbuild', 'Kconfig', 'MAINTAINERS'):
        (tmp_path / name).write_text('')
    (tmp_path / 'scripts').mkdir()
    (tmp_path / 'scripts' / 'Makefile.build').write_text('')
    assert kernel_root(start, BUILDABLE) == kernel_root(start, SOURCES) == tmp_path.resolve()
    assert kernel_root(Path('/'), HELPERS) is None


def test_the_writer_keeps_a_hard_link_and_the_mode(tmp_path: Path) -> None:
    a = tmp_path / 'a.c'
    a.write_text('old\n')
    os.chmod(a, 0o640)
    os.link(a, tmp_path / 'b.c')
    write_atomically(a, 'new \udc80\n')
    assert a.read_bytes() == b'new \x80\n'
    assert (tmp_path / 'b.c').read_text() == 'old\n'
    assert a.stat().st_mode & 0o7777 == 0o640
    new = tmp_path / 'c.c'
    write_atomically(new, 'x')
    umask = os.umask(0)
    os.umask(umask)
    assert new.stat().st_mode & 0o7777 == 0o666 & ~umask
    assert sorted(p.name for p in tmp_path.iterdir()) == ['a.c', 'b.c', 'c.c']
    link_atomically(tmp_path / 'b.c', new)
    assert new.read_text() == 'old\n' and new.stat().st_ino == (tmp_path / 'b.c').stat().st_ino
    assert sorted(p.name for p in tmp_path.iterdir()) == ['a.c', 'b.c', 'c.c']
