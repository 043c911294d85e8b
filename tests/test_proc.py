# SPDX-License-Identifier: GPL-2.0-only
"""proc.stream: records in, lines out as they come, and a stop that reaches
everything the child started."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from kguardify.support import proc
from kguardify.support.errors import ToolMissing

ECHO = [sys.executable, '-c', 'import sys\nfor line in sys.stdin: sys.stdout.write(line)']


def test_stream_hands_over_every_line_of_long_records() -> None:
    records = [b'%d %s\n' % (n, b'x' * size) for n, size in
               enumerate((0, 10, 1 << 16, 3 << 20, 5))]
    seen: list[str] = []
    res = proc.stream(ECHO, records=records, on_line=seen.append, timeout=60)
    assert res.rc == 0 and not res.timed_out
    assert seen == [r.decode().rstrip('\n') for r in records]


def test_stream_keeps_stderr_and_the_status() -> None:
    argv = [sys.executable, '-c', 'import sys; print("out"); sys.stderr.write("err\\n"); '
            'sys.exit(3)']
    seen: list[str] = []
    res = proc.stream(argv, records=[], on_line=seen.append, timeout=60)
    assert (res.rc, res.stderr, seen) == (3, 'err\n', ['out'])


def test_a_child_that_stops_reading_does_not_hang_the_feed() -> None:
    argv = [sys.executable, '-c', 'print("bye")']
    seen: list[str] = []
    res = proc.stream(argv, records=(b'x' * (1 << 20) + b'\n' for _ in range(20)),
                      on_line=seen.append, timeout=60)
    assert (res.rc, seen) == (0, ['bye'])


def _sleeper(marker: str) -> list[str]:
    # A parent that ignores nothing and a grandchild in a group of its own,
    # the way GNU parallel runs its jobs; the parent kills that group on TERM.
    code = ('import os, signal, subprocess, sys, time\n'
            'child = subprocess.Popen(["sleep", "77", %r], start_new_session=True)\n'
            'def stop(*_):\n'
            '    os.killpg(child.pid, signal.SIGTERM)\n'
            '    sys.exit(0)\n'
            'signal.signal(signal.SIGTERM, stop)\n'
            'print("started", flush=True)\n'
            'time.sleep(100)\n' % marker)
    return [sys.executable, '-c', code]


def _running(marker: str) -> bool:
    return subprocess.run(['pgrep', '-f', marker], capture_output=True).stdout != b''


def test_a_timeout_stops_the_child_with_term_first(tmp_path: Path) -> None:
    marker = str(tmp_path)
    start = time.monotonic()
    res = proc.stream(_sleeper(marker), records=[], on_line=lambda line: None, timeout=2)
    assert res.timed_out
    assert time.monotonic() - start < 10
    assert not _running(marker)


def test_an_error_while_reading_stops_the_child(tmp_path: Path) -> None:
    marker = str(tmp_path)

    def fail(line: str) -> None:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        proc.stream(_sleeper(marker), records=[], on_line=fail, timeout=60)
    assert not _running(marker)


def test_a_missing_program_says_how_to_install_it() -> None:
    with pytest.raises(ToolMissing, match='apt-get install parallel'):
        proc.stream(['/nonexistent/parallel'], records=[], on_line=print, timeout=5)
