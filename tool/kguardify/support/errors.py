# SPDX-License-Identifier: GPL-2.0-only
"""Support layer: the errors library code raises; cli.py maps them to exit codes."""

from __future__ import annotations


class KguardifyError(Exception):
    """An error the user can act on (exit status 2)."""


class UsageError(KguardifyError):
    """Bad paths or options."""


class ToolMissing(KguardifyError):
    """A program kguardify needs is not installed."""

    def __init__(self, program: str, package: str) -> None:
        super().__init__('%s not found: install it with `apt-get install %s`'
                         % (program, package))
        self.program = program
        self.package = package


class ToolFailed(KguardifyError):
    """A subprocess failed in a way that stops the run."""

    def __init__(self, argv: list[str], rc: int, stderr: str) -> None:
        tail = '\n'.join(stderr.strip().splitlines()[-10:])
        super().__init__('%s exited with status %d%s' % (
            argv[0], rc, ':\n    ' + tail.replace('\n', '\n    ') if tail else ''))
        self.argv = argv
        self.rc = rc
        self.stderr = stderr


class Interrupted(KguardifyError):
    """The run was cancelled (Ctrl-C) while a child process ran."""
