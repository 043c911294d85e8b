# SPDX-License-Identifier: GPL-2.0-only
"""Stage support for series: the plan of a patch series, pure functions, in
the driver.

A file's successive states (state k: the original with its first k
converted functions replaced, in file order, and the cleanup include from
state 1 on when kguardify adds it), its patches, the patches grouped into
series of at most --max-patches, and each cover letter's table. Nothing
here runs git or writes a file; series.py does, from this plan.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from kguardify.output import message
from kguardify.embedded.ctext import line_starts
from kguardify.functions.assemble import add_cleanup_include
from kguardify.functions.verify import uses_helpers
from kguardify.model import FileResult, FunctionChange, Split


@dataclass(frozen=True, slots=True)
class Patch:
    """One commit of the series: a file from one state to a later one."""
    path: str                              # relative to the tree root, '/'-separated
    prefix: str                            # subject prefix with separator
    changes: tuple[FunctionChange, ...]    # one function, or (--per file) all
    before: str
    after: str
    adds_include: bool
    source: str = ''                       # its FileResult's source.name


@dataclass(frozen=True, slots=True)
class Series:
    """Patches posted together, with their own cover letter and numbering."""
    directory: str                         # below the output directory; '' for it
    patches: tuple[Patch, ...]
    group: str = ''                        # the prefix its patches share, if split
    part: int = 1
    parts: int = 1


# --- successive states ---------------------------------------------------------

def _replaced(text: str, spans: Sequence[tuple[int, int, str]]) -> str:
    pieces, cursor = [], 0
    for start, end, new in spans:
        pieces += [text[cursor:start], new]
        cursor = end
    return ''.join(pieces) + text[cursor:]


def file_states(result: FileResult) -> tuple[list[str], int]:
    """States 0..k of a file, and which state adds the cleanup include (the
    first whose functions use a cleanup.h helper; 0: none does: a scoped
    iterator's header has it). Raises RuntimeError unless the last state
    is result.new_text."""
    text = result.source.text
    starts = line_starts(text)
    spans: list[tuple[int, int, str]] = []
    for change in sorted(result.changes, key=lambda c: c.line):
        offset = starts[change.line - 1] if 0 < change.line <= len(starts) else -1
        if offset < 0 or not text.startswith(change.old, offset):
            raise RuntimeError('%s: the text of %s() is not at line %d of the original'
                               % (result.source.name, change.function, change.line))
        if spans and offset < spans[-1][1]:
            raise RuntimeError('%s: the changes of %s() overlap another function'
                               % (result.source.name, change.function))
        spans.append((offset, offset + len(change.old), change.new))
    states = [text]
    include_at = 0
    for k in range(1, len(spans) + 1):
        state = _replaced(text, spans[:k])
        if include_at or uses_helpers(spans[k - 1][2]):
            added = add_cleanup_include(state)
            include_at = include_at or (k if added != state else 0)
            state = added
        states.append(state)
    if states[-1] != result.new_text:
        raise RuntimeError('%s: the successive states do not end in the converted file; '
                           'a change outside the functions is not in any patch'
                           % result.source.name)
    return states, include_at


def patches_of(result: FileResult, path: str, prefix: str, per: Split) -> list[Patch]:
    """The patches of one file, in file order."""
    states, include_at = file_states(result)
    changes = tuple(sorted(result.changes, key=lambda c: c.line))
    if not changes:
        return []
    name = result.source.name
    if per is Split.FILE:
        return [Patch(path, prefix, changes, states[0], states[-1], include_at > 0, name)]
    return [Patch(path, prefix, (change,), states[k], states[k + 1],
                  include_at == k + 1, name) for k, change in enumerate(changes)]


# --- series ---------------------------------------------------------------------

def split_parts(patches: Sequence[Patch], limit: int) -> list[list[Patch]]:
    """Cut patches into parts of at most limit; a file's patches stay in one
    part when they fit in one."""
    parts: list[list[Patch]] = [[]]
    for _, group in itertools.groupby(patches, key=lambda p: p.path):
        same_file = list(group)
        if parts[-1] and len(parts[-1]) + len(same_file) > limit and \
                len(same_file) <= limit:
            parts.append([])
        for patch in same_file:
            if len(parts[-1]) >= limit:
                parts.append([])
            parts[-1].append(patch)
    return [part for part in parts if part]


def group_series(patches: Sequence[Patch], limit: int) -> list[Series]:
    """One series when the patches fit in limit; else one per subject prefix
    (a driver or subsystem: 'gpio: adnp'), cut into numbered parts when
    still too many."""
    if len(patches) <= limit:
        return [Series('', tuple(patches))]
    by_prefix: dict[str, list[Patch]] = {}
    for patch in patches:
        by_prefix.setdefault(patch.prefix, []).append(patch)
    result = []
    used: set[str] = set()
    for prefix, group in by_prefix.items():
        name = prefix.strip().rstrip(':')
        slug = re.sub(r'[^A-Za-z0-9._-]+', '-', name).strip('-.') or 'other'
        while slug in used:
            slug += '-'
        used.add(slug)
        parts = split_parts(group, limit)
        for number, part in enumerate(parts, 1):
            directory = slug if len(parts) == 1 else '%s/part-%d' % (slug, number)
            result.append(Series(directory, tuple(part), name, number, len(parts)))
    return result


# --- the cover letter's table ---------------------------------------------------

def table_rows(series: Series, results: dict[str, FileResult],
               extra: Sequence[str]) -> list[tuple[str, list[tuple[str, str]]]]:
    """Per file of the series (then the extra, unconverted files): its
    functions, converted ones with their patch number, declined ones with
    the reason."""
    total = len(series.patches)
    numbers: dict[str, list[tuple[int, FunctionChange]]] = {}
    for index, patch in enumerate(series.patches, 1):
        for change in patch.changes:
            numbers.setdefault(patch.path, []).append((index, change))
    files = []
    for path in [*numbers, *extra]:
        result = results[path]
        rows: list[tuple[int, str, str]] = []
        for index, change in numbers.get(path, []):
            rows.append((change.line, message.function_ref(change.function),
                         '%s [%d/%d]' % (message.english_list(change.helpers), index,
                                         total)))
        for decline in result.declines:
            name = '(file)' if decline.function == '-' else \
                message.function_ref(decline.function)
            rows.append((decline.line, name, 'not converted: ' + decline.reason))
        if result.problem:
            rows.append((0, '(file)', 'not converted: ' + result.problem))
        files.append((path, [(name, text) for _, name, text in sorted(
            rows, key=lambda r: r[0])]))
    return files


def unconverted_files(series_list: Sequence[Series], paths: dict[str, FileResult],
                      prefix: Callable[[str], str]) -> dict[int, list[str]]:
    """Which series' cover letter lists a file without patches: the only
    series, or the first one with the file's prefix (none if there is no
    such series; its declines are on stderr all the same)."""
    converted = {p.path for s in series_list for p in s.patches}
    placed: dict[int, list[str]] = {}
    for path, result in paths.items():
        if path in converted or not (result.declines or result.problem):
            continue
        if len(series_list) == 1:
            placed.setdefault(0, []).append(path)
            continue
        name = prefix(path).strip().rstrip(':')
        for index, series in enumerate(series_list):
            if series.group == name:
                placed.setdefault(index, []).append(path)
                break
    return placed
