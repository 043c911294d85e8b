# SPDX-License-Identifier: GPL-2.0-only
"""A rewrite never substitutes inside another identifier: renaming the
__free pointers of the golden fixtures to letters of the helpers' own names
(the r and e of kfree, the f of fput) renames them in the output and
changes nothing else. core-cdev.c of Linux 6.1 once got '*ree) = ...' for a
pointer named r."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from conftest import FIXTURE_SETS, needs_spatch, run_kguardify
from kguardify.embedded.ctext import mask

NAMES = ('r', 'e', 'f', 'k', 'ree', 'fre')
FREE_DECL = re.compile(r'\*\s*(\w+)\s+__free\s*\(')


def _renamed(text: str, old: str, new: str) -> str:
    return re.sub(r'(?<![\w.>])%s\b' % re.escape(old), new, text)


def _cases() -> list[tuple[str, str, str]]:
    """(fixture, its __free pointer, a new name the file does not use)."""
    out = []
    fixtures = FIXTURE_SETS['free']
    for path in sorted(fixtures.fixtures.glob('*.c')):
        expected = (fixtures.expected / path.name).read_text()
        pointers = FREE_DECL.findall(mask(expected))
        if path.name.startswith('decline_') or len(pointers) != 1:
            continue
        text = path.read_text()
        # each fixture its own name of the list, in turn
        names = NAMES[len(out) % len(NAMES):] + NAMES[:len(out) % len(NAMES)]
        for name in names:
            if not re.search(r'\b%s\b' % name, text + expected):
                out.append((path.name, pointers[0], name))
                break
    return out


CASES = _cases()


def test_there_are_fixtures_to_rename() -> None:
    assert len(CASES) > 20


@needs_spatch()
def test_a_renamed_pointer_gives_the_renamed_output(tmp_path: Path) -> None:
    fixtures = FIXTURE_SETS['free']
    for name, old, new in CASES:
        (tmp_path / name).write_text(_renamed((fixtures.fixtures / name).read_text(),
                                              old, new))
    shutil.copytree(fixtures.tree / 'include', tmp_path / 'include')
    run = run_kguardify('--mode', 'in-place', '--tree', str(fixtures.tree), '.',
                        cwd=tmp_path)
    assert run.rc in (0, 1), run.stderr
    wrong = []
    for name, old, new in CASES:
        want = _renamed((fixtures.expected / name).read_text(), old, new)
        if (tmp_path / name).read_text() != want:
            wrong.append('%s: %s -> %s' % (name, old, new))
    assert not wrong, run.stderr


@pytest.mark.parametrize('name,old,new', CASES[:3])
def test_renaming_keeps_other_words(name: str, old: str, new: str) -> None:
    text = (FIXTURE_SETS['free'].fixtures / name).read_text()
    assert _renamed(text, old, new).count('kfree') == text.count('kfree')
