# SPDX-License-Identifier: GPL-2.0-only
"""The shipped .cocci files are what coccigen makes, the driver's own is
generated from the same sources, and spatch runs them all."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from kguardify.engine.smpl import COMBINED, SHIPPED, generate
from conftest import ROOT, needs_spatch

NAMES = (*SHIPPED, COMBINED)


def cocci(name: str, tmp_path: Path) -> Path:
    """The semantic patch: shipped, or (the driver's) written to tmp_path."""
    if name in SHIPPED:
        return ROOT / 'cocci' / (name + '.cocci')
    path = tmp_path / (name + '.cocci')
    path.write_text(generate(name, ROOT / 'cocci' / 'src'))
    return path


def test_committed_cocci_files_are_up_to_date() -> None:
    assert sorted(p.stem for p in (ROOT / 'cocci').glob('*.cocci')) == sorted(SHIPPED)
    for name in SHIPPED:
        expected = generate(name, ROOT / 'cocci' / 'src')
        assert (ROOT / 'cocci' / (name + '.cocci')).read_text() == expected, \
            'run: python3 -m kguardify.coccigen (from tool/)'


def test_the_cocci_files_carry_no_code_of_their_own(tmp_path: Path) -> None:
    """The checks are imported, not embedded: no encoded module, no exec, and
    each shipped file short enough to read (the driver's, all three idioms
    together, is generated at run time and not shipped)."""
    for name in NAMES:
        text = cocci(name, tmp_path).read_text()
        assert 'exec(' not in text and 'base64' not in text and 'zlib' not in text
        assert 'from kguardify.embedded.runner import Runner' in text
        assert not re.search(r'kg\.\w*role\([^)]*\b\d\)', text), 'roles by name'
        if name in SHIPPED:
            assert len(text.splitlines()) < 400, name


@needs_spatch()
def test_without_kguardify_the_cocci_file_stops_with_the_reason(tmp_path: Path) -> None:
    (tmp_path / 'a.c').write_text('void f(void) { mutex_lock(&l); g(); mutex_unlock(&l); }\n')
    env = {k: v for k, v in os.environ.items() if k != 'PYTHONPATH'}
    for name in NAMES:
        res = subprocess.run(['spatch', '--sp-file', str(cocci(name, tmp_path)),
                              '-D', 'report', '--very-quiet', 'a.c'], cwd=tmp_path, env=env,
                             capture_output=True, text=True, timeout=120)
        assert res.returncode != 0, name
        assert 'kguardify is not installed' in res.stderr, res.stderr
        assert 'PYTHONPATH=<checkout>/tool' in res.stderr
        assert res.stdout == ''


@needs_spatch()
@pytest.mark.parametrize('name', NAMES)
def test_the_cocci_file_parses_in_every_mode(tmp_path: Path, name: str) -> None:
    (tmp_path / 'a.c').write_text('void f(void) { mutex_lock(&l); g(); mutex_unlock(&l); }\n'
                                  'int h(void) { char *p = kmalloc(4, 0); kfree(p); '
                                  'return 0; }\n')
    for mode in ('patch', 'report', 'context', 'org'):
        res = subprocess.run(['spatch', '--sp-file', str(cocci(name, tmp_path)),
                              '-D', mode, '--very-quiet', 'a.c'], cwd=tmp_path,
                             capture_output=True, text=True, timeout=120)
        assert res.returncode == 0, (mode, res.stderr)


def test_a_trees_subsystem_locks_widen_every_lock_rule() -> None:
    """The driver runs its semantic patch with the tree's own lock kinds
    added to each name regex of their shape, and to no other."""
    from kguardify.embedded.lockcheck import COND_KINDS, LOCK_KINDS
    from kguardify.engine.smpl import lock_placeholders
    base = lock_placeholders([*LOCK_KINDS, *COND_KINDS])
    assert len(set(base.values())) == len(base)      # each regex names one shape
    text = generate(COMBINED, ROOT / 'cocci' / 'src')
    wide = generate(COMBINED, ROOT / 'cocci' / 'src',
                    [('device_lock', 'device_unlock', 'device', 'e'),
                     ('cpus_read_lock', 'cpus_read_unlock', 'cpus', '0')])
    # (the locks that can fail have rules of their own: scoped_cond_guard)
    regexes = [r for r in re.findall(r'identifier [LU] =~ "([^"]*)"', wide)
               if r not in (base['locks:c'], base['unlocks:c'])]
    assert regexes and all(('mutex_lock' in r or 'mutex_unlock' in r) ==
                           ('device_lock' in r or 'device_unlock' in r) for r in regexes)
    assert all(('rcu_read_lock' in r or 'rcu_read_unlock' in r) ==
               ('cpus_read_lock' in r or 'cpus_read_unlock' in r) for r in regexes)
    assert generate(COMBINED, ROOT / 'cocci' / 'src', []) == text
    assert len(wide.splitlines()) == len(text.splitlines())    # only the regexes grow
