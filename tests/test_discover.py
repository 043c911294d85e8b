# SPDX-License-Identifier: GPL-2.0-only
"""discover: the grep pass of the prefilter finds every file the regex would
keep, whatever the file's name, and says when it cannot."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from kguardify import discover

NAMES = ['kfree', 'mutex_lock', 'spin_lock_irqsave']
TOKENS = re.compile(r'\b(?:%s)\s*\(' % '|'.join(NAMES))


def _tree(tmp_path: Path) -> list[Path]:
    files = {
        'lock.c': 'void f(void)\n{\n\tmutex_lock (&l);\n}\n',
        'free.c': 'void g(char *p)\n{\n\tkfree(\n\t\tp);\n}\n',
        'none.c': 'int h(int a)\n{\n\treturn a;\n}\n',
        'prefix.c': 'void k(void)\n{\n\tmy_mutex_lock(&l);\n}\n',
        'word.c': '/* kfree is not called here */\n',
        '-dash.c': 'void m(void)\n{\n\tspin_lock_irqsave(&l, flags);\n}\n',
    }
    paths = []
    for name, text in files.items():
        (tmp_path / name).write_text(text)
        paths.append(tmp_path / name)
    odd = tmp_path / os.fsdecode(b'caf\xe9.c')         # not UTF-8
    odd.write_bytes(b'void n(void)\n{\n\tkfree(p);\n}\n')
    paths.append(odd)
    return paths


def test_grep_lists_every_file_that_holds_a_name(tmp_path: Path) -> None:
    paths = _tree(tmp_path)
    found = discover.files_with_names(paths, NAMES)
    assert found is not None
    assert {p.name for p in found} == {
        'lock.c', 'free.c', 'prefix.c', 'word.c', '-dash.c', os.fsdecode(b'caf\xe9.c')}


def test_grep_keeps_every_file_the_regex_keeps(tmp_path: Path) -> None:
    paths = _tree(tmp_path)
    found = discover.files_with_names(paths, NAMES)
    assert found is not None
    kept = {p for p in paths
            if TOKENS.search(p.read_bytes().decode('utf-8', 'surrogateescape'))}
    assert kept == {p for p in paths if p.name in ('lock.c', 'free.c', '-dash.c')} | \
        {p for p in paths if p.name.startswith('caf')}
    assert kept <= found


def test_many_files_go_to_grep_in_groups(tmp_path: Path) -> None:
    paths = []
    for n in range(discover.GREP_FILES * 2 + 5):
        path = tmp_path / ('f%d.c' % n)
        path.write_text('kfree(p);\n' if n % 3 == 0 else 'x;\n')
        paths.append(path)
    found = discover.files_with_names(paths, NAMES)
    assert found == {p for n, p in enumerate(paths) if n % 3 == 0}


def test_without_grep_every_file_is_left_to_the_regex(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    paths = _tree(tmp_path)
    empty = tmp_path / 'bin'
    empty.mkdir()
    monkeypatch.setenv('PATH', str(empty))
    assert discover.files_with_names(paths, NAMES) is None


def test_a_file_grep_cannot_read_keeps_its_group(tmp_path: Path) -> None:
    paths = _tree(tmp_path)
    missing = tmp_path / 'gone.c'
    found = discover.files_with_names(paths + [missing], NAMES)
    assert found is not None
    assert set(paths + [missing]) == found
