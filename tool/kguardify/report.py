# SPDX-License-Identifier: GPL-2.0-only
"""Stage: reports. Results -> text: the unified diff, the decline lines."""

from __future__ import annotations

import difflib

from kguardify.model import FileResult


def unified_diff(results: list[FileResult]) -> str:
    """One diff for every changed file, a/ and b/ prefixed for patch -p1."""
    parts = []
    for result in results:
        if not result.changed:
            continue
        old = result.source.text.splitlines(keepends=True)
        new = result.new_text.splitlines(keepends=True)
        lines = difflib.unified_diff(old, new, 'a/' + result.source.name,
                                     'b/' + result.source.name)
        parts.append(''.join(_terminated(line) for line in lines))
    return ''.join(parts)


def _terminated(line: str) -> str:
    return line if line.endswith('\n') else line + '\n\\ No newline at end of file\n'


def decline_lines(results: list[FileResult]) -> list[str]:
    """'file:line: function: reason' for everything left as it was."""
    lines = []
    for result in results:
        for decline in result.declines:
            lines.append(decline.render())
    return lines
