# SPDX-License-Identifier: GPL-2.0-only
"""Stage: reports. Results -> the numbers of a sweep (--summary): files,
functions converted and declined per idiom and per reason, lines removed.

Reasons are grouped by their text with the numbers and the names in them
replaced ('buf is reassigned at line 23' counts as '<name> is reassigned
at line N'), so that one kind of decline is one row.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from kguardify.model import FileResult

IDIOMS = ('lock', 'free', 'fd', 'iter')
ROW_NAMES = {'lock': 'with locks', 'free': 'with allocations', 'fd': 'with file descriptors',
             'iter': 'with scoped loops', 'total': 'all'}
# (pattern, replacement), in order; the names of the candidate itself are
# replaced before these run.
PATTERNS = (
    (re.compile(r'\bDEFINE_FREE\([^()]*\)'), 'DEFINE_FREE(<name>)'),
    (re.compile(r'\b(?!return_ptr\(|no_free_ptr\()[A-Za-z_]\w*\(\)'), '<function>()'),
    (re.compile(r'\b[A-Za-z_]\w*\([^()]+\)( is still called)'), r'<function>(<name>)\1'),
    (re.compile(r'\bgoto (?!at\b)[A-Za-z_]\w*'), 'goto <label>'),
    (re.compile(r'\blabel (?!or\b)[A-Za-z_]\w*'), 'label <label>'),
    (re.compile(r'\b(the address of|the ownership of) \S+'), r'\1 <name>'),
    (re.compile(r'\b(the struct fd|the fd) [A-Za-z_]\w*'), r'\1 <name>'),
    (re.compile(r'\b(is initialised to) .* (where it is declared)'), r'\1 <value> \2'),
    (re.compile(r'(DEFINE_FREE for <function>\(\) on) .*$'), r'\1 <type>'),
    (re.compile(r'(does not scan): .*$'), r'\1: <error>'),
    (re.compile(r'\b\d+\b'), 'N'),
)


def normalise_reason(reason: str, names: Iterable[str] = (), function: str = '') -> str:
    """The reason with its numbers and names replaced by placeholders."""
    head, sep, rest = reason.partition(' ')
    if head in set(names):
        reason = '<name>' + sep + rest
    if function:
        reason = reason.replace('defines %s more than once' % function,
                                'defines <function> more than once')
    for pattern, replacement in PATTERNS:
        reason = pattern.sub(replacement, reason)
    return reason


@dataclass(frozen=True, slots=True)
class Summary:
    files_scanned: int
    files_with_candidates: int
    files_not_processed: int
    converted: dict[str, int]         # idiom -> functions; 'total'
    declined: dict[str, int]
    reasons: tuple[tuple[str, int], ...]   # most frequent first
    lines_removed: int
    seconds: float


def summarise(results: Sequence[FileResult], scanned: int, seconds: float) -> Summary:
    converted: Counter[str] = Counter()
    declined: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    removed = 0
    for result in results:
        idioms: dict[str, set[str]] = {}
        names: dict[str, set[str]] = {}
        for cand in result.candidates:
            idioms.setdefault(cand.function, set()).add(cand.idiom)
            names.setdefault(cand.function, set()).add(cand.expr)
        for change in result.changes:
            converted['total'] += 1
            converted.update(idioms.get(change.function, ()))
        for decline in result.declines:
            declined['total'] += 1
            declined.update(idioms.get(decline.function, ()))
            reasons[normalise_reason(decline.reason, names.get(decline.function, ()),
                                     decline.function)] += 1
        removed += result.lines_removed
    return Summary(
        files_scanned=scanned,
        files_with_candidates=sum(1 for r in results if r.candidates),
        files_not_processed=sum(1 for r in results if r.problem),
        converted={k: converted[k] for k in IDIOMS + ('total',)},
        declined={k: declined[k] for k in IDIOMS + ('total',)},
        reasons=tuple(sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0]))),
        lines_removed=removed, seconds=seconds)


def render(summary: Summary) -> str:
    """The table printed after a run's output."""
    s = summary
    rows = [('files scanned', s.files_scanned),
            ('files with candidates', s.files_with_candidates)]
    if s.files_not_processed:
        rows.append(('files not processed', s.files_not_processed))
    lines = ['kguardify summary']
    lines.extend('  %-28s %9d' % row for row in rows)
    lines.append('  %-28s %9s %9s' % ('functions', 'converted', 'declined'))
    for key in IDIOMS + ('total',):
        lines.append('    %-26s %9d %9d' % (ROW_NAMES[key], s.converted[key],
                                            s.declined[key]))
    if s.reasons:
        lines.append('  declined, by reason')
        lines.extend('  %6d  %s' % (count, text) for text, count in s.reasons)
    lines.append('  %-28s %9d' % ('lines removed', s.lines_removed))
    lines.append('  %-28s %9.1f s' % ('time taken', s.seconds))
    return '\n'.join(lines) + '\n'


def as_json(summary: Summary) -> dict[str, object]:
    s = summary
    return {'files_scanned': s.files_scanned,
            'files_with_candidates': s.files_with_candidates,
            'files_not_processed': s.files_not_processed,
            'functions_converted': dict(s.converted),
            'functions_declined': dict(s.declined),
            'declined_by_reason': [{'reason': text, 'functions': count}
                                   for text, count in s.reasons],
            'lines_removed': s.lines_removed,
            'seconds': round(s.seconds, 3)}
