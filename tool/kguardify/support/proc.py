# SPDX-License-Identifier: GPL-2.0-only
"""Support layer: the one subprocess primitive.

Every child gets a timeout and its own process group, so that a timeout or
Ctrl-C also stops the workers spatch forks; output is decoded leniently and
the command is logged at DEBUG. `stream` is the variant for GNU parallel:
jobs go in on stdin while results come out, and a stop is a TERM that
parallel answers by killing its jobs (each in a process group of its own)
before a KILL follows.
"""

from __future__ import annotations

import logging
import os
import selectors
import signal
import subprocess
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from kguardify.support.errors import Interrupted, ToolMissing

logger = logging.getLogger(__name__)

POLL = 0.25      # seconds between checks for a cancelled run
GRACE = 3.0      # seconds parallel gets to stop its jobs after a TERM
CHUNK = 1 << 16

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
        cancel: threading.Event | None = None, own_group: bool = True) -> Result:
    """Run argv; never raises for a non-zero exit, only for a missing program
    or, when `cancel` is set meanwhile, Interrupted. With own_group=False
    the child stays in the caller's process group, so that whoever signals
    that group (GNU parallel stopping a job) reaches the child too; it must
    then not fork workers of its own."""
    logger.debug('run: %s (cwd=%s)', ' '.join(argv), cwd)
    child = _start(argv, cwd, env, stdin is not None, own_group)
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
                    _kill(child, own_group)
                    out, err = child.communicate()
                    return Result(-signal.SIGKILL, _decode(out), _decode(err),
                                  timed_out=True)
    except BaseException:
        _kill(child, own_group)
        child.wait()
        raise
    return Result(child.returncode, _decode(out), _decode(err))


def stream(argv: list[str], *, records: Iterable[bytes], on_line: Callable[[str], None],
           timeout: float, cwd: Path | None = None, env: dict[str, str] | None = None,
           grace: float = GRACE) -> Result:
    """Run argv with `records` written to its stdin (then closed), handing
    each line of its stdout to on_line as it comes; stderr is collected.
    On a timeout, Ctrl-C or an exception from on_line the child gets TERM,
    `grace` seconds (its output drained meanwhile) and then KILL."""
    logger.debug('stream: %s (cwd=%s)', ' '.join(argv), cwd)
    child = _start(argv, cwd, env, True, True)
    assert child.stdin is not None and child.stdout is not None and \
        child.stderr is not None
    deadline = time.monotonic() + timeout
    feed = _Feed(iter(records))
    lines = _Lines(on_line)
    err = bytearray()
    os.set_blocking(child.stdin.fileno(), False)
    try:
        with selectors.DefaultSelector() as sel:
            sel.register(child.stdout, selectors.EVENT_READ, lines.add)
            sel.register(child.stderr, selectors.EVENT_READ, err.extend)
            sel.register(child.stdin, selectors.EVENT_WRITE, None)
            while len(sel.get_map()) > 0:
                left = deadline - time.monotonic()
                if left <= 0:
                    _stop(child, grace)
                    return Result(-signal.SIGKILL, '', _decode(bytes(err)), timed_out=True)
                for key, _ in sel.select(min(left, POLL)):
                    if key.data is None:
                        if not feed.write(child.stdin.fileno()):
                            sel.unregister(child.stdin)
                            child.stdin.close()
                        continue
                    data = os.read(key.fd, CHUNK)
                    if not data:
                        sel.unregister(key.fileobj)
                        continue
                    key.data(data)
        lines.flush()
        child.wait(timeout=max(1.0, deadline - time.monotonic()))
    except BaseException:
        _stop(child, grace)
        raise
    return Result(child.returncode, '', _decode(bytes(err)))


class _Feed:
    """The records for a child's stdin, written as far as the pipe takes them."""

    def __init__(self, records: Iterator[bytes]) -> None:
        self.records = records
        self.pending = memoryview(b'')

    def write(self, fd: int) -> bool:
        """Write what the pipe takes; False when everything is written."""
        while True:
            if not self.pending:
                record = next(self.records, None)
                if record is None:
                    return False
                self.pending = memoryview(record)
            try:
                count = os.write(fd, self.pending[:CHUNK])
            except BlockingIOError:
                return True
            except BrokenPipeError:
                return False      # the child is gone: its status says why
            self.pending = self.pending[count:]


class _Lines:
    """Bytes from a pipe -> whole lines, without copying a long line for
    every piece of it."""

    def __init__(self, on_line: Callable[[str], None]) -> None:
        self.on_line = on_line
        self.parts: list[bytes] = []

    def add(self, data: bytes) -> None:
        while True:
            end = data.find(b'\n')
            if end < 0:
                if data:
                    self.parts.append(data)
                return
            self.parts.append(data[:end])
            line, self.parts = b''.join(self.parts), []
            self.on_line(_decode(line))
            data = data[end + 1:]

    def flush(self) -> None:
        if self.parts:
            line, self.parts = b''.join(self.parts), []
            self.on_line(_decode(line))


def _start(argv: list[str], cwd: Path | None, env: dict[str, str] | None,
           stdin: bool, own_group: bool) -> subprocess.Popen[bytes]:
    try:
        return subprocess.Popen(
            argv, cwd=cwd, env=env, stdin=subprocess.PIPE if stdin else subprocess.DEVNULL,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=own_group)
    except FileNotFoundError as exc:
        raise ToolMissing(argv[0], PACKAGES.get(os.path.basename(argv[0]), argv[0])) \
            from exc


def _stop(child: subprocess.Popen[bytes], grace: float) -> None:
    """TERM, then KILL after grace seconds; the output is read and dropped
    meanwhile, so that a child blocked writing to us can exit."""
    if child.poll() is None:
        _signal_group(child, signal.SIGTERM)
        end = time.monotonic() + grace
        pipes = [p for p in (child.stdout, child.stderr) if p is not None]
        if child.stdin is not None:
            child.stdin.close()
        with selectors.DefaultSelector() as sel:
            for pipe in pipes:
                sel.register(pipe, selectors.EVENT_READ)
            while child.poll() is None and time.monotonic() < end:
                for key, _ in sel.select(0.05):
                    if not os.read(key.fd, CHUNK):
                        sel.unregister(key.fileobj)
    _signal_group(child, signal.SIGKILL)
    child.wait()


def _kill(child: subprocess.Popen[bytes], own_group: bool) -> None:
    if own_group:
        _signal_group(child, signal.SIGKILL)
    else:
        child.kill()


def _signal_group(child: subprocess.Popen[bytes], sig: int) -> None:
    try:
        os.killpg(child.pid, sig)
    except ProcessLookupError:
        pass


def _decode(data: bytes) -> str:
    return data.decode('utf-8', errors='replace')
