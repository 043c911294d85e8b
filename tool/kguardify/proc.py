# SPDX-License-Identifier: GPL-2.0-only
"""Support layer: the one subprocess primitive.

Every child gets a timeout and its own process group, so that a timeout or
Ctrl-C also stops the workers spatch forks; output is decoded leniently and
the command is logged at DEBUG.
"""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from kguardify.errors import Interrupted, ToolMissing

logger = logging.getLogger(__name__)

POLL = 0.25      # seconds between checks for a cancelled run

PACKAGES = {'spatch': 'coccinelle', 'parallel': 'parallel', 'git': 'git',
            'gcc': 'gcc', 'clang': 'clang'}


@dataclass(frozen=True, slots=True)
class Result:
    rc: int
    stdout: str
    stderr: str
    timed_out: bool = False


def run(argv: list[str], *, cwd: Path | None = None, timeout: float,
        env: dict[str, str] | None = None, stdin: str | None = None,
        cancel: threading.Event | None = None) -> Result:
    """Run argv; never raises for a non-zero exit, only for a missing program
    or, when `cancel` is set meanwhile, Interrupted."""
    logger.debug('run: %s (cwd=%s)', ' '.join(argv), cwd)
    try:
        child = subprocess.Popen(
            argv, cwd=cwd, env=env, stdin=subprocess.PIPE if stdin is not None else
            subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            start_new_session=True)
    except FileNotFoundError as exc:
        raise ToolMissing(argv[0], PACKAGES.get(os.path.basename(argv[0]), argv[0])) \
            from exc
    deadline = time.monotonic() + timeout
    data = stdin.encode() if stdin is not None else None
    try:
        while True:
            step = min(POLL, max(0.0, deadline - time.monotonic()))
            try:
                out, err = child.communicate(data, timeout=step)
                break
            except subprocess.TimeoutExpired:
                data = None
                if cancel is not None and cancel.is_set():
                    raise Interrupted('cancelled') from None
                if time.monotonic() >= deadline:
                    _kill_group(child)
                    out, err = child.communicate()
                    return Result(-signal.SIGKILL, _decode(out), _decode(err),
                                  timed_out=True)
    except BaseException:
        _kill_group(child)
        child.wait()
        raise
    return Result(child.returncode, _decode(out), _decode(err))


def _kill_group(child: subprocess.Popen[bytes]) -> None:
    try:
        os.killpg(child.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def _decode(data: bytes) -> str:
    return data.decode('utf-8', errors='replace')
