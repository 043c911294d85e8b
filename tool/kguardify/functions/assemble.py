# SPDX-License-Identifier: GPL-2.0-only
"""Stage: functions. Original + converted file -> per-function changes and
decline reasons, and the file rebuilt from the functions that passed.

A function is converted whole or not at all: if any candidate in it was
declined, if it already used cleanup helpers, or if the result fails the
checks of verify.py, the function stays as it was.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping
from typing import NamedTuple

from kguardify.functions import candidates, proof, tidy, verify
from kguardify.functions.candidates import shift_lines
from kguardify.embedded.cscan import Function, ScanError, Source, find_functions
from kguardify.embedded.ctext import closing_paren, line_of, line_starts
from kguardify.embedded.lockcheck import ALL_KINDS, LockKind
from kguardify.embedded.scope import normalise, split_args
from kguardify.model import Candidate, Decision, Decline, FileResult, FunctionChange, \
    PassLog, SourceFile

CLEANUP_INCLUDE = '#include <linux/cleanup.h>'
BROKEN = ("kguardify's rewrite of %s() broke the C text, so it is left as it was; "
          "this is a bug in kguardify: please report it")


def assemble(source: SourceFile, log: PassLog, releases: frozenset[str],
             meaning: proof.Meaning, kinds: Mapping[str, LockKind] | None = None
             ) -> FileResult:
    """The file as kguardify leaves it, with what changed and what did not
    (releases: the functions that release a __free candidate in it;
    meaning: what the file's helpers do, for the proof; kinds: the lock
    kinds of its helpers, lock call -> kind, the built-in ones if None)."""
    kinds = kinds or ALL_KINDS
    if log.problem:
        return FileResult(source, source.text, (), (), log.problem)
    try:
        old_src = Source(source.text)
        new_src = old_src if log.text == source.text else Source(log.text)
        old_fns = old_src.functions()
        new_fns = new_src.functions()
    except ScanError as exc:
        return FileResult(source, source.text, (), (),
                          'kguardify cannot read the file as C: %s' % exc)
    if [f.name for f in old_fns] != [f.name for f in new_fns]:
        return _whole_file_declined(source, log, 'the conversion changed the functions '
                                    'of the file', kinds, scanned=(old_src, old_fns))
    clash = verify.name_clash(source.text, old_src.masked)
    if clash:
        return _whole_file_declined(source, log, clash, kinds, old_src, old_fns,
                                    (old_src, old_fns))
    text, changes, declines, found = _assemble_functions(
        source, log, (old_src, old_fns), (new_src, new_fns), releases, meaning, kinds)
    # A scoped iterator's header has cleanup.h already (its __free needs it).
    if any(verify.uses_helpers(c.new) for c in changes):
        text = add_cleanup_include(text)
    split_declines, split_found = _split_functions(source, old_src, log, kinds)
    if split_declines:
        declines = sorted(declines + split_declines, key=lambda d: d.line)
        found += split_found
    return FileResult(source, text, tuple(changes), tuple(declines),
                      candidates=tuple(found))


class _Judged(NamedTuple):
    """What the passes said about one function."""
    accepted: list[Decision]     # accepted, over the passes
    final: list[Decision]        # the last pass's decisions
    first_pass: list[Decision]   # the first pass's decisions (of the original text)
    reasons: list[Decision]      # the declined ones (the first pass's, if original)
    original: bool               # the reasons are the first pass's


def _judged(log: PassLog, name: str) -> _Judged:
    """The passes' decisions about the function name."""
    accepted = [d for d in log.accepted if d.function == name]
    final = [d for d in log.last if d.function == name]
    reasons = [d for d in final if not d.accepted]
    original = False
    if reasons:
        # The function stays as it was: say why in terms of the original
        # text (the first pass) when that pass declined something.
        early = [d for d in log.first if d.function == name and not d.accepted]
        if early:
            reasons, original = early, True
    first_pass = [d for d in log.first if d.function == name]
    return _Judged(accepted, final, first_pass, reasons, original)


def _assemble_functions(source: SourceFile, log: PassLog,
                        old_scan: tuple[Source, list[Function]],
                        new_scan: tuple[Source, list[Function]], releases: frozenset[str],
                        meaning: proof.Meaning, kinds: Mapping[str, LockKind]
                        ) -> tuple[str, list[FunctionChange], list[Decline], list[Candidate]]:
    """The file's text with every function that converts in its new form,
    and the changes, the declines and the candidates, function by function
    (old_scan, new_scan: the original and the converted text, scanned, with
    the same functions)."""
    (old_src, old_fns), (new_src, new_fns) = old_scan, new_scan
    twins = _duplicate_names(old_fns)
    pieces = []
    changes = []
    declines = []
    found: list[Candidate] = []
    cursor = 0
    for old_fn, new_fn in zip(old_fns, new_fns):
        old = _text(source.text, old_fn)
        new = _text(log.text, new_fn)
        judged = _judged(log, old_fn.name)
        line = old_src.line(old_fn.start)
        keep_reason, new, reasons = _keep_reason(old_src, old_fn, old, new, judged, log, twins,
                                                 releases, meaning, kinds)
        if reasons:
            decline, declined = _first_decline(source, old_src, old_fn, new_src, new_fn,
                                               judged, kinds)
            declines.append(decline)
            found.extend(declined)
        elif keep_reason:
            declines.append(Decline(source.name, line, old_fn.name, keep_reason))
            found.extend(candidates.declined(old_src, old_fn, judged.first_pass + judged.accepted,
                                             judged.first_pass, keep_reason, False, kinds,
                                             releases=releases))
        if reasons or keep_reason or old == new:
            continue
        found.extend(candidates.converted(old_src, old_fn, judged.accepted, judged.first_pass,
                                          kinds))
        pieces.append(source.text[cursor:old_fn.start])
        pieces.append(new)
        cursor = old_fn.body_close + 1
        changes.append(FunctionChange(old_fn.name, line, old_src.line(old_fn.body_close),
                                      _helpers(judged.accepted), old, new))
    pieces.append(source.text[cursor:])
    return ''.join(pieces), changes, declines, found


def _keep_reason(src: Source, fn: Function, old: str, new: str, judged: _Judged, log: PassLog,
                 twins: set[str], releases: frozenset[str], meaning: proof.Meaning,
                 kinds: Mapping[str, LockKind]) -> tuple[str, str, list[Decision]]:
    """Why the function stays as it was other than a declined candidate
    ('' if it does not, or if a candidate was declined), its converted text
    (tidied once it is to be checked), and the declined candidates to
    report (none when the function's own state is the reason)."""
    reasons = judged.reasons
    if fn.name in log.broken:
        return BROKEN % fn.name, new, []
    if (reasons or old != new) and verify.uses_helpers(old):
        # Said first: spatch 1.1.1 does not even parse some of these.
        return 'the function already uses scope-based cleanup', new, []
    if reasons:
        return '', new, reasons
    if old == new:
        if not judged.final:
            # spatch reported nothing about it: some of these fail to
            # parse because of the helpers they already use
            why = 'the function already uses scope-based cleanup' \
                if verify.uses_helpers(old) else 'spatch could not parse this function'
            if candidates.unjudged(src, fn, why, releases, kinds):
                return why, new, reasons
        elif judged.accepted:
            return 'spatch did not rewrite the function', new, reasons
        return '', new, reasons
    if fn.name in twins:
        return 'the file defines %s more than once' % fn.name, new, reasons
    if not judged.accepted:
        return 'the function changed without an accepted candidate', new, reasons
    new = tidy.tidy_function(old, new)
    reason = verify.check(old, new, judged.accepted, kinds) or proof.prove(old, new, meaning)
    return reason, new, reasons


def _first_decline(source: SourceFile, old_src: Source, old_fn: Function, new_src: Source,
                   new_fn: Function, judged: _Judged,
                   kinds: Mapping[str, LockKind]) -> tuple[Decline, list[Candidate]]:
    """One line per function: the first lock, in the original text; the
    reason's line numbers are those of the last pass's text. And the
    function's candidates, declined with that reason."""
    line = old_src.line(old_fn.start)
    first = min(judged.reasons, key=lambda d: d.line)
    delta = 0 if judged.original else line - new_src.line(new_fn.start)
    decline = Decline(source.name, _lock_line(old_src, old_fn, first, kinds) or line,
                      old_fn.name, shift_lines(first.reason, delta))
    seen = judged.first_pass if judged.original else judged.accepted + judged.reasons
    return decline, candidates.declined(old_src, old_fn, seen, judged.first_pass,
                                        decline.reason, True, kinds, delta)


def _split_functions(source: SourceFile, src: Source, log: PassLog,
                     kinds: Mapping[str, LockKind]
                     ) -> tuple[list[Decline], list[Candidate]]:
    """The functions an #else splits, which stay as they are: the reason the
    verdict gave their candidates, one line each."""
    declines: list[Decline] = []
    found: list[Candidate] = []
    for fn in find_functions(src):
        judged = [d for d in log.first if d.function == fn.name and not d.accepted]
        if not src.split(fn) or not judged:
            continue
        first = min(judged, key=lambda d: d.line)
        declines.append(Decline(source.name, _lock_line(src, fn, first, kinds) or
                                src.line(fn.start), fn.name, first.reason))
        found.extend(candidates.declined(src, fn, judged, judged, first.reason, True, kinds))
    return declines, found


def _whole_file_declined(source: SourceFile, log: PassLog, reason: str,
                         kinds: Mapping[str, LockKind],
                         src: Source | None = None,
                         fns: list[Function] | None = None,
                         scanned: tuple[Source, list[Function]] | None = None
                         ) -> FileResult:
    """Every function with a candidate is declined for a file-wide reason
    (the decline lines name the functions' lines when src is given; the
    candidates are placed in `scanned`, the original file)."""
    seen = {d.function for d in log.accepted + log.last}
    lines = {f.name: src.line(f.start) for f in fns or [] if src is not None}
    declines = tuple(Decline(source.name, lines.get(fn, 1), fn, reason)
                     for fn in sorted(seen, key=lambda n: (lines.get(n, 1), n))) or \
        (Decline(source.name, 1, '-', reason),)
    found: list[Candidate] = []
    if scanned is not None:
        old_src, old_fns = scanned
        for fn in old_fns:
            first = [d for d in log.first if d.function == fn.name]
            judged = first + [d for d in log.accepted + log.last if d.function == fn.name]
            if judged:
                found.extend(candidates.declined(old_src, fn, judged, first, reason, False, kinds))
    return FileResult(source, source.text, (), declines, candidates=tuple(found))


def _text(text: str, fn: Function) -> str:
    return text[fn.start:fn.body_close + 1]


def _duplicate_names(fns: list[Function]) -> set[str]:
    seen: set[str] = set()
    twins: set[str] = set()
    for fn in fns:
        (twins if fn.name in seen else seen).add(fn.name)
    return twins


def _helpers(accepted: list[Decision]) -> tuple[str, ...]:
    names: list[str] = []
    for d in accepted:
        if d.helper_name not in names:
            names.append(d.helper_name)
    return tuple(names)


def _lock_line(src: Source, fn: Function, d: Decision, by_lock: Mapping[str, LockKind]) -> int:
    """The line of the declined lock call or allocation in the original."""
    body = src.masked[fn.body_open:fn.body_close]
    if d.idiom == 'free':
        m = re.search(r'\b%s\s*=\s*\w+\s*\(' % re.escape(d.expr), body)
        return src.line(fn.body_open + m.start()) if m else 0
    kinds = {k.cls: k for k in by_lock.values()}
    kind = by_lock.get(d.call) or kinds.get(d.helper)
    if kind is None:
        return 0
    for m in re.finditer(r'\b%s\s*\(' % re.escape(kind.lock), body):
        close = closing_paren(body, m.end() - 1)
        args = split_args(body[m.end():close if close >= 0 else len(body)])
        if not d.expr or (args and args[0] == normalise(d.expr).split(',')[0]):
            return src.line(fn.body_open + m.start())
    return 0


def add_cleanup_include(text: str) -> str:
    """Add #include <linux/cleanup.h> among the <linux/...> includes, in
    alphabetical place, unless the file has it."""
    if re.search(r'^#\s*include\s*<linux/cleanup\.h>', text, re.M):
        return text
    includes = list(re.finditer(r'^#include <linux/([^>]+)>[^\n]*\n', text, re.M))
    if not includes:
        return text
    for m in includes:
        if m.group(1) > 'cleanup.h':
            return text[:m.start()] + CLEANUP_INCLUDE + '\n' + text[m.start():]
    last = includes[-1]
    return text[:last.end()] + CLEANUP_INCLUDE + '\n' + text[last.end():]


def restore_broken(before: str, after: str) -> tuple[str, tuple[str, ...]]:
    """after (a rewrite of before) with every function whose rewritten text
    no longer scans put back as it was in before, and the names of those
    functions (pure). A text that scans, or a before that does not, is
    returned as it is."""
    try:
        Source(after)
        return after, ()
    except ScanError:
        pass
    try:
        old_fns = Source(before).functions()
    except ScanError:
        return after, ()
    old_lines, new_lines = before.split('\n'), after.split('\n')
    opcodes = difflib.SequenceMatcher(None, old_lines, new_lines,
                                      autojunk=False).get_opcodes()
    starts = line_starts(before)
    edits = []
    broken = []
    for fn in old_fns:
        first = line_of(starts, fn.start) - 1
        last = line_of(starts, fn.body_close) - 1
        lo, hi = _mapped(opcodes, first, True), _mapped(opcodes, last, False)
        new = '\n'.join(new_lines[lo:hi + 1])
        old = '\n'.join(old_lines[first:last + 1])
        if new != old and not _scans_as(new, fn.name):
            edits.append((lo, hi, old_lines[first:last + 1]))
            broken.append(fn.name)
    for lo, hi, lines in sorted(edits, reverse=True):
        new_lines[lo:hi + 1] = lines
    return '\n'.join(new_lines), tuple(broken)


def _mapped(opcodes: list[tuple[str, int, int, int, int]], line: int, start: bool) -> int:
    """The line of the new text that line of the old one became; for a line
    the rewrite changed, the start (or end) of what replaced its hunk."""
    for tag, i1, i2, j1, j2 in opcodes:
        if i1 <= line < i2:
            if tag == 'equal':
                return j1 + line - i1
            return j1 if start else max(j1, j2 - 1)
    return line


def _scans_as(text: str, name: str) -> bool:
    """Does text hold exactly the function name, with a body that scans?"""
    try:
        src = Source(text)
        fns = src.functions()
        if [f.name for f in fns] != [name]:
            return False
        src.body(fns[0])
    except ScanError:
        return False
    return True
