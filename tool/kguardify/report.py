# SPDX-License-Identifier: GPL-2.0-only
"""Stage: reports. Results -> text: the unified diff, the decline lines, the
table of a cover letter."""

from __future__ import annotations

import difflib
import textwrap
from collections.abc import Sequence

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


def file_table(files: Sequence[tuple[str, Sequence[tuple[str, str]]]],
               width: int = 75) -> str:
    """Per file its name, then per function 'name()  what happened', the
    second column wrapped to width: the table of a cover letter."""
    names = [name for _, rows in files for name, _ in rows]
    column = min(max((len(n) for n in names), default=0), 28) + 4
    lines = []
    for path, rows in files:
        lines.append(path)
        for name, text in rows:
            lead = '  ' + name
            lead = lead.ljust(column) if len(lead) + 2 <= column else lead + ' '
            lines.extend(textwrap.wrap(text, width=width, initial_indent=lead,
                                       subsequent_indent=' ' * column,
                                       break_long_words=False, break_on_hyphens=False))
        lines.append('')
    return '\n'.join(lines)
