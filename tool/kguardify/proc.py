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
from dataclasses import dataclass
from pathlib import Path

from kguardify.errors import ToolMissing

logger = logging.getLogger(__name__)

PACKAGES = {'spatch': 'coccinelle', 'parallel': 'parallel', 'git': 'git',
            'gcc': 'gcc', 'clang': 'clang'}


@dataclass(frozen=True, slots=True)
class Result:
    rc: int
    stdout: str
    stderr: str
    timed_out: bool = False


def run(argv: list[str], *, cwd: Path | None = None, timeout: float,
        env: dict[str, str] | None = None, stdin: str | None = None) -> Result:
    """Run argv; never raises for a non-zero exit, only for a missing program."""
    logger.debug('run: %s (cwd=%s)', ' '.join(argv), cwd)
    try:
        child = subprocess.Popen(
            argv, cwd=cwd, env=env, stdin=subprocess.PIPE if stdin is not None else
            subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            start_new_session=True)
    except FileNotFoundError as exc:
        raise ToolMissing(argv[0], PACKAGES.get(os.path.basename(argv[0]), argv[0])) \
            from exc
    try:
        out, err = child.communicate(stdin.encode() if stdin is not None else None,
                                     timeout=timeout)
    except subprocess.TimeoutExpired:
        _kill_group(child)
        out, err = child.communicate()
        return Result(-signal.SIGKILL, _decode(out), _decode(err), timed_out=True)
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
