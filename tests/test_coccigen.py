# SPDX-License-Identifier: GPL-2.0-only
"""The shipped .cocci files are what coccigen makes, and spatch runs them."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from kguardify import coccigen
from conftest import ROOT, needs_spatch


def test_committed_cocci_files_are_up_to_date() -> None:
    for name in coccigen.NAMES:
        expected = coccigen.generate(name, ROOT / 'cocci' / 'src')
        assert (ROOT / 'cocci' / (name + '.cocci')).read_text() == expected, \
            'run: python3 -m kguardify.coccigen (from tool/)'


def test_embedded_modules_round_trip() -> None:
    text = (ROOT / 'cocci' / 'kguardify.cocci').read_text()
    for module in coccigen.MODULES:
        source = (ROOT / 'tool' / 'kguardify' / (module + '.py')).read_text()
        assert coccigen.encode(source) in text.replace("'\n    '", '')


@needs_spatch()
@pytest.mark.parametrize('name', coccigen.NAMES)
def test_the_cocci_file_parses_in_every_mode(tmp_path: Path, name: str) -> None:
    (tmp_path / 'a.c').write_text('void f(void) { mutex_lock(&l); g(); mutex_unlock(&l); }\n'
                                  'int h(void) { char *p = kmalloc(4, 0); kfree(p); '
                                  'return 0; }\n')
    for mode in ('patch', 'report', 'context', 'org'):
        res = subprocess.run(['spatch', '--sp-file', str(ROOT / 'cocci' / (name + '.cocci')),
                              '-D', mode, '--very-quiet', 'a.c'], cwd=tmp_path,
                             capture_output=True, text=True, timeout=120)
        assert res.returncode == 0, (mode, res.stderr)
