# SPDX-License-Identifier: GPL-2.0-only
"""Stage: reports. Results -> text: the unified diff, the decline lines, the
table of a cover letter, and the coccicheck-style report, org, context and
json outputs.

The report modes take the results with the path each file is shown under
(relative to its tree's root) and list candidates sorted by path, line and
column, so that two runs over the same tree print the same bytes.
"""

from __future__ import annotations

import difflib
import json
import re
import textwrap
from collections.abc import Sequence

from kguardify.model import Candidate, FileResult
from kguardify.embedded.reportlines import org_line, report_line

Located = Sequence[tuple[str, FileResult]]     # (path as shown, result)


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


# --- the coccicheck-style modes ----------------------------------------------

def sorted_candidates(files: Located) -> list[tuple[str, Candidate]]:
    found = [(path, c) for path, result in files for c in result.candidates]
    return sorted(found, key=lambda pc: (pc[0], pc[1].line, pc[1].column,
                                         pc[1].function, pc[1].idiom, pc[1].expr))


def message(cand: Candidate) -> str:
    """What a report line says: WARNING for a conversion kguardify would
    make, INFO for one it will not."""
    if cand.converts:
        return 'WARNING: %s() can use %s' % (cand.function, cand.helper)
    if cand.held_back:
        return 'INFO: %s() can use %s, not converted: %s' % (cand.function, cand.helper,
                                                            cand.reason)
    return 'INFO: %s() not converted: %s' % (cand.function, cand.reason)


def shown(cand: Candidate, verbose: bool) -> bool:
    """Declined candidates only with --verbose; held back ones always."""
    return verbose or cand.converts or cand.held_back


def report_lines(files: Located, verbose: bool = False) -> str:
    """coccilib.report's form: 'path:line:col-colend: message'."""
    return ''.join(report_line(path, c.line, c.column, c.column_end, message(c))
                   for path, c in sorted_candidates(files) if shown(c, verbose))


def org_lines(files: Located, verbose: bool = False) -> str:
    """coccilib.org.print_safe_todo's form: an org TODO item linking to the place."""
    return ''.join(org_line(path, c.line, c.column, c.column_end, message(c))
                   for path, c in sorted_candidates(files) if shown(c, verbose))


def changed_lines(result: FileResult) -> list[int]:
    """The lines of the original file that the conversion rewrites or removes."""
    marked: list[int] = []
    for change in result.changes:
        old = change.old.splitlines()
        new = change.new.splitlines()
        matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
        for tag, i1, i2, _, _ in matcher.get_opcodes():
            if tag in ('replace', 'delete'):
                marked.extend(change.line + i for i in range(i1, i2))
    return sorted(marked)


def context_diff(files: Located) -> str:
    """As spatch -D context prints its '*' lines: a unified diff whose '-'
    lines are the lines the conversion changes, with diff -p's function
    header on each hunk. It shows where, not what: applying it would only
    delete those lines."""
    parts = []
    for path, result in sorted(files, key=lambda pr: pr[0]):
        marked = set(changed_lines(result))
        if not marked:
            continue
        old = result.source.text.splitlines(keepends=True)
        kept = [line for n, line in enumerate(old, 1) if n not in marked]
        lines = list(difflib.unified_diff(old, kept, 'a/' + path, 'b/' + path))
        parts.append(''.join(_terminated(_with_function(line, old)) for line in lines))
    return ''.join(parts)


def _with_function(line: str, old: list[str]) -> str:
    """diff -p: a hunk header names the last line before the hunk that starts
    with a letter, '_' or '$', cut to 40 characters."""
    m = re.match(r'^@@ -(\d+)(?:,\d+)? \+\d+(?:,\d+)? @@$', line.rstrip('\n'))
    if m is None:
        return line
    for text in reversed(old[:int(m.group(1)) - 1]):
        if re.match(r'[A-Za-z_$]', text):
            return line.rstrip('\n') + ' ' + text.rstrip('\n')[:40] + '\n'
    return line


def candidate_record(path: str, cand: Candidate, idioms: Sequence[str]) -> dict[str, object]:
    return {'file': path, 'function': cand.function, 'line': cand.line,
            'column': cand.column, 'column_end': cand.column_end,
            'lines': [cand.fn_line, cand.fn_end_line], 'idiom': cand.idiom,
            'idioms': list(idioms), 'class': cand.cls or None, 'expr': cand.expr or None,
            'helper': cand.helper or None, 'decision': cand.decision,
            'reason': cand.reason or None}


def json_document(files: Located, versions: dict[str, str],
                  summary: dict[str, object] | None = None) -> str:
    """One JSON document (schema/candidates.schema.json): every candidate,
    the files kguardify could not process, and the summary when asked for."""
    idioms: dict[tuple[str, str], set[str]] = {}
    for path, result in files:
        for c in result.candidates:
            idioms.setdefault((path, c.function), set()).add(c.idiom)
    doc: dict[str, object] = dict(versions)
    doc['candidates'] = [candidate_record(path, c, sorted(idioms[(path, c.function)]))
                         for path, c in sorted_candidates(files)]
    doc['problems'] = [{'file': path, 'problem': result.problem}
                       for path, result in sorted(files, key=lambda pr: pr[0])
                       if result.problem]
    if summary is not None:
        doc['summary'] = summary
    return _layout(doc)


def _layout(doc: dict[str, object]) -> str:
    """Indented at the top, one candidate (or problem) per line: valid
    JSON that also greps and diffs line by line."""
    members = []
    for key, value in doc.items():
        if isinstance(value, list):
            items = ',\n'.join('    ' + json.dumps(item) for item in value)
            text = '[\n%s\n  ]' % items if value else '[]'
        elif isinstance(value, dict):
            text = json.dumps(value, indent=2).replace('\n', '\n  ')
        else:
            text = json.dumps(value)
        members.append('  %s: %s' % (json.dumps(key), text))
    return '{\n%s\n}\n' % ',\n'.join(members)
