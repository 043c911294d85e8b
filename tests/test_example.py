# SPDX-License-Identifier: GPL-2.0-only
"""The bundled example: its conversion is the recorded one, it compiles and
it behaves the same before and after."""

from __future__ import annotations

import shutil
from pathlib import Path

import kgharness
from conftest import ROOT, TESTS, needs_spatch, run_kguardify

EXAMPLE = ROOT / 'examples' / 'gpio-kgdemo'
RECORDED = TESTS / 'expected' / 'example'


@needs_spatch()
def test_example_conversion_is_the_recorded_one(tmp_path: Path) -> None:
    run = run_kguardify('--mode', 'diff', 'examples/gpio-kgdemo/', cwd=ROOT)
    assert run.rc == 1
    assert run.stdout == (RECORDED / 'gpio-kgdemo.diff').read_text()
    assert run.stderr == (RECORDED / 'gpio-kgdemo.err').read_text()


@needs_spatch()
def test_example_conversion_keeps_behaviour(tmp_path: Path) -> None:
    work = tmp_path / 'after'
    shutil.copytree(EXAMPLE, work)
    assert run_kguardify('--mode', 'in-place', '.', cwd=work).rc == 0
    traces = {}
    for cc in kgharness.compilers():
        for label, path in (('before', EXAMPLE / 'gpio-kgdemo.c'),
                            ('after', work / 'gpio-kgdemo.c')):
            build = kgharness.build(path, tmp_path / label / cc, cc)
            assert build.ok, build.log
            traces[(label, cc)] = kgharness.traces(build.exe)
    assert len(set(map(tuple, traces.values()))) == 1
