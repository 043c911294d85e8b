# SPDX-License-Identifier: GPL-2.0-only
"""The progress line on stderr: files done of all, what was found, the time
left; nothing for a short run, nothing when stderr is not a terminal."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import FIXTURES, needs_spatch, run_kguardify
from kguardify import cli


def test_progress_line_says_files_candidates_and_time_left() -> None:
    assert cli.progress_line('converting', 120, 1500, 37, 10.0) == \
        'converting: 120/1500 files, 37 candidates, 1:55 left'
    assert cli.progress_line('converting', 1, 3, 1, 7200.0) == \
        'converting: 1/3 files, 1 candidate, 4:00:00 left'
    assert cli.progress_line('converting', 3, 3, 0, 50.0) == \
        'converting: 3/3 files, 0 candidates'
    assert cli.progress_line('reading', 512, 60000, 140, 0.5) == \
        'reading: 512/60000 files, 140 to convert'


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_short_run_shows_nothing_and_a_long_one_redraws_one_line(
        capsys: pytest.CaptureFixture[str]) -> None:
    clock = Clock()
    printer = cli.ProgressPrinter(clock)
    printer('reading', 0, 10, 0)
    clock.now += 1
    printer('reading', 10, 10, 4)
    printer.end()
    assert capsys.readouterr().err == ''

    printer = cli.ProgressPrinter(clock)
    clock.now += 3
    printer('converting', 0, 4, 0)
    clock.now += 0.1
    printer('converting', 1, 4, 2)          # too soon after the last line
    clock.now += 1
    printer('converting', 2, 4, 5)
    printer('converting', 4, 4, 6)          # the last one always shows
    printer.end()
    assert capsys.readouterr().err == (
        '\rkguardify: converting: 0/4 files, 0 candidates\x1b[K'
        '\rkguardify: converting: 2/4 files, 5 candidates, 0:01 left\x1b[K'
        '\rkguardify: converting: 4/4 files, 6 candidates\x1b[K\n')


@needs_spatch()
def test_no_progress_when_stderr_is_not_a_terminal(tmp_path: Path) -> None:
    run = run_kguardify('--mode', 'diff', str(FIXTURES / 'lock' / 'mutex_goto_out.c'),
                        cwd=tmp_path)
    assert 'files' not in run.stderr and '\r' not in run.stderr


def test_a_stage_without_candidates_counts_only_files() -> None:
    assert cli.progress_line('build check (gcc), round 1', 3, 12, None, 6.0) == \
        'build check (gcc), round 1: 3/12 files, 0:18 left'
