# SPDX-License-Identifier: GPL-2.0-only
"""Stage support for --check-build: kbuild's texts, pure functions, in the
driver.

A build directory's .config read (its compiler, version and make
variables), make's output read (the objects a directory builds, the targets
that failed, the errors and which are new against the unconverted file),
the states to compile written, a round's verdict on a file (its trial
kept, or changes dropped) and a dropped conversion's decline worded.
Nothing here runs make or touches a file; kbuild.py does, and passes the
texts in.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Sequence

from kguardify.embedded.cscan import ScanError, Source
from kguardify.functions.assemble import add_cleanup_include
from kguardify.model import Decline, FileResult, FunctionChange

GCC_FLAGS = 'KCFLAGS=-Wjump-misses-init -Werror=jump-misses-init'
DIAG = re.compile(r'^(?P<path>[^\s:][^:]*):(?P<line>\d+):(?:(?P<col>\d+):)? '
                  r'(?P<kind>fatal error|error): (?P<msg>.*)$', re.M)
FAILED_TARGET = re.compile(r'\*\*\* \[[^\]\n]*?(?P<obj>[\w./+-]+\.o)\] Error', re.M)


@dataclass(frozen=True, slots=True)
class BuildDir:
    """A configured and prepared kernel build directory (make O=path)."""
    path: Path
    compiler: str                  # 'gcc' or 'clang'
    make_vars: tuple[str, ...]
    version: str = ''              # e.g. '12.2.0', from the configuration

    @property
    def label(self) -> str:
        name = ' '.join(filter(None, (self.compiler, self.version)))
        return name + ' W=1' if self.compiler == 'clang' else name


@dataclass(frozen=True, slots=True)
class Diag:
    """An error make reports: its file, line and message."""
    path: str
    line: int
    message: str


@dataclass(frozen=True, slots=True)
class FileCheck:
    """One file under check in one build directory, between two rounds of
    kbuild.py's check."""
    result: FileResult
    rel: str
    obj: str
    pending: tuple[FunctionChange, ...]
    kept: tuple[FunctionChange, ...] = ()
    dropped: tuple[tuple[FunctionChange, str], ...] = ()
    whole: bool = False                  # try every change at once first

    @property
    def trial(self) -> tuple[FunctionChange, ...]:
        """The changes the next round compiles: those kept, and every
        pending one (whole) or the next."""
        return self.kept + (self.pending if self.whole else self.pending[:1])


# --- a build directory's configuration ---------------------------------------

def compiler_of(config: str) -> str:
    return 'clang' if re.search(r'^CONFIG_CC_IS_CLANG=y$', config, re.M) else 'gcc'


def version_of(config: str) -> str:
    """The compiler's version as the configuration records it (120200 ->
    '12.2.0'), '' when it does not."""
    key = 'CLANG' if compiler_of(config) == 'clang' else 'GCC'
    m = re.search(r'^CONFIG_%s_VERSION=(\d+)$' % key, config, re.M)
    if not m or int(m.group(1)) == 0:
        return ''
    number = int(m.group(1))
    return '%d.%d.%d' % (number // 10000, number // 100 % 100, number % 100)


def make_vars_for(config: str) -> tuple[str, ...]:
    """The make variables that keep a build directory's own configuration:
    a clang directory needs CC=clang (LLVM=1 when it links with lld) on
    every make, or kbuild reconfigures it for gcc."""
    if compiler_of(config) == 'clang':
        llvm = re.search(r'^CONFIG_LD_IS_LLD=y$', config, re.M) is not None
        return ('LLVM=1' if llvm else 'CC=clang', 'W=1')
    return (GCC_FLAGS,)


# --- make's output ------------------------------------------------------------

def parse_objects(output: str) -> tuple[frozenset[str], frozenset[str]]:
    """(objects, subdirectories) from the snippet's line."""
    objs, _, subdirs = output.strip().rpartition('|')
    if not _:
        objs, subdirs = output, ''
    return frozenset(objs.split()), frozenset(s.rstrip('/') for s in subdirs.split())


def failed_objects(output: str) -> frozenset[str]:
    return frozenset(m.group('obj') for m in FAILED_TARGET.finditer(output))


def diagnostics(output: str, rel: str) -> list[Diag]:
    """The errors make's output reports in the source file rel, in order."""
    found = []
    for m in DIAG.finditer(output):
        path = m.group('path')
        if path == rel or path.endswith('/' + rel):
            found.append(Diag(rel, int(m.group('line')), m.group('msg').strip()))
    return found


def all_diagnostics(output: str, rel: str) -> list[Diag]:
    """Every error make's output reports, in order; those in the source file
    rel are named rel, the others as printed (a header)."""
    found = []
    for m in DIAG.finditer(output):
        path = m.group('path')
        if path == rel or path.endswith('/' + rel):
            path = rel
        found.append(Diag(path, int(m.group('line')), m.group('msg').strip()))
    return found


def first_error(output: str) -> str:
    m = DIAG.search(output)
    if m:
        return '%s:%s: %s' % (os.path.basename(m.group('path')), m.group('line'),
                              m.group('msg').strip())
    for line in output.splitlines():
        if 'error' in line.lower():
            return line.strip()
    return 'make failed without a compiler error'


def normalise(message: str) -> str:
    """An error's text without what a line shift changes."""
    return re.sub(r'\d+', 'N', message)


def function_lines(text: str) -> list[tuple[int, int, str]]:
    """(first line, last line, name) of each function definition of text."""
    try:
        src = Source(text)
        return [(src.line(fn.start), src.line(fn.body_close), fn.name)
                for fn in src.functions()]
    except ScanError:
        return []


def new_errors(output: str, baseline: str, rel: str, text: str = '',
               base_text: str = '') -> list[Diag]:
    """The errors of output that the baseline's output does not have. An
    error is its file, for rel the function it is in (text is the compiled
    state, base_text the unconverted file; without them, any function), and
    its message without digits; counted, so one more of an error the file had
    is new. clang 14 misreports 'variable is uninitialized' in some asm-goto
    functions: the same message in a converted function is not excused by
    the misreport in another one."""
    def keys(diags: list[Diag], source: str) -> list[tuple[str, str, str]]:
        spans = function_lines(source) if source else []
        return [(d.path, next((name for first, last, name in spans
                               if first <= d.line <= last), '') if d.path == rel else '',
                 normalise(d.message)) for d in diags]
    old = Counter(keys(all_diagnostics(baseline, rel), base_text))
    diags = all_diagnostics(output, rel)
    new = []
    for diag, key in zip(diags, keys(diags, text)):
        if old[key] > 0:
            old[key] -= 1
        else:
            new.append(diag)
    return new


# --- the states compiled and the declines made ---------------------------------

def state_text(original: str, changes: Sequence[FunctionChange]) -> str:
    """The original file with these function changes applied, and the
    cleanup include if any is (as the series builds its states)."""
    starts = [0]
    for line in original.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))
    pieces, cursor = [], 0
    for change in sorted(changes, key=lambda c: c.line):
        offset = starts[change.line - 1]
        if not original.startswith(change.old, offset) or offset < cursor:
            raise RuntimeError('the text of %s() is not at line %d' % (change.function,
                                                                       change.line))
        pieces += [original[cursor:offset], change.new]
        cursor = offset + len(change.old)
    text = ''.join(pieces) + original[cursor:]
    return add_cleanup_include(text) if changes else text


def changes_at(state: str, changes: Sequence[FunctionChange], line: int
               ) -> list[FunctionChange]:
    """The changes whose new text covers `line` of `state`."""
    hits, cursor = [], 0
    for change in sorted(changes, key=lambda c: c.line):
        offset = state.find(change.new, cursor)
        if offset < 0:
            continue
        first = state.count('\n', 0, offset) + 1
        last = first + change.new.count('\n')
        if first <= line <= last:
            hits.append(change)
        cursor = offset + len(change.new)
    return hits


def change_line(state: str, change: FunctionChange) -> int:
    offset = state.find(change.new)
    return state.count('\n', 0, offset) + 1 if offset >= 0 else 0


def describe(errors: Sequence[Diag], state: str, change: FunctionChange,
             rel: str = '') -> str:
    """The first error, placed by its line in the converted function (the
    converted file is nobody's to look at); errors of other files (rel is
    the converted one's) by their file and line."""
    first = change_line(state, change)
    mine = [d for d in errors if not rel or d.path == rel]
    for d in mine:
        if first and first <= d.line <= first + change.new.count('\n'):
            return '%s (line %d of the converted function)' % (d.message,
                                                               d.line - first + 1)
    if mine:
        return '%s (line %d of the converted file)' % (mine[0].message, mine[0].line)
    d = errors[0]
    return '%s (%s:%d)' % (d.message, os.path.basename(d.path), d.line)


def drop_reason(build: BuildDir, error: str) -> str:
    return 'does not compile with %s: %s' % (build.label, error)


def without(result: FileResult, dropped: Sequence[tuple[FunctionChange, str]]
            ) -> FileResult:
    """result minus the dropped changes, which become declines."""
    if not dropped:
        return result
    gone = {c.line for c, _ in dropped}
    kept = tuple(c for c in result.changes if c.line not in gone)
    declines = result.declines + tuple(
        Decline(result.source.name, c.line, c.function, reason) for c, reason in dropped)
    return replace(result, changes=kept, new_text=state_text(result.source.text, kept),
                   declines=tuple(sorted(declines, key=_decline_line)))


def _decline_line(decline: Decline) -> int:
    return decline.line


# --- a round's verdict on a file -----------------------------------------------

def verdict(f: FileCheck, state: str, output: str | None, baseline: str,
            build: BuildDir) -> tuple[FileCheck, bool]:
    """f after a round that compiled state (output: make's when it failed,
    baseline: the unconverted file's), and whether the errors were excused:
    all of them the unconverted file's too."""
    if output is None:
        return _passed(f), False
    new = new_errors(output, baseline, f.rel, state, f.result.source.text)
    if not new and baseline and all_diagnostics(output, f.rel):
        return _passed(f), True
    if f.whole:
        return _blamed(f, state, new, build), False
    change = f.pending[0]
    error = describe(new, state, change, f.rel) if new else first_error(output)
    return replace(f, pending=f.pending[1:],
                   dropped=f.dropped + ((change, drop_reason(build, error)),)), False


def _passed(f: FileCheck) -> FileCheck:
    """f once its trial compiled: the trial is kept."""
    return replace(f, kept=f.trial, pending=() if f.whole else f.pending[1:])


def _blamed(f: FileCheck, state: str, new: Sequence[Diag], build: BuildDir) -> FileCheck:
    """f once all its changes at once failed: the errors' lines name the
    functions to drop; when they name none, one change at a time."""
    blamed = {c.line: c for d in new if d.path == f.rel
              for c in changes_at(state, f.trial, d.line)}
    if not blamed:
        return replace(f, whole=False)
    return replace(f, pending=tuple(c for c in f.pending if c.line not in blamed),
                   dropped=f.dropped + tuple(
                       (c, drop_reason(build, describe(new, state, c, f.rel)))
                       for c in blamed.values()))
