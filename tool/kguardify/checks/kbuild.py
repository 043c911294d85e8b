# SPDX-License-Identifier: GPL-2.0-only
"""Stage: --check-build. Converted files -> compiled in real kernel builds.

Every changed file is compiled in each configured build directory given
(`make O=DIR path/file.o`, the compiler the directory was configured with;
clang with W=1, gcc with -Werror=jump-misses-init), at each patch's state
when the series has a patch per function, else at its converted state. A
conversion that does not compile is dropped and becomes a decline carrying
the compiler's first error. An error the unconverted file also has (clang
before 17 misreports some asm-goto functions, W=1 finds old warnings) does
not count against the conversion.

The tree is never written: the builds run in a hard-linked copy of it at a
stable path, where a converted state is written to a new file and renamed
over the link, and the original is linked back afterwards. A file that the
directory's configuration does not build is reported and left unchecked.
"""

from __future__ import annotations

import hashlib
import itertools
import logging
import os
import re
import shutil
import tempfile
import threading
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable, Sequence

from kguardify.embedded import files
from kguardify.support import proc
from kguardify.support.errors import ToolFailed, UsageError
from kguardify.embedded.cscan import ScanError, Source
from kguardify.functions.assemble import add_cleanup_include
from kguardify.model import Decline, FileResult, FunctionChange

logger = logging.getLogger(__name__)

Progress = Callable[[str, int, int], None]

# Make variables the environment must not pass on to our makes: a parent
# make's jobserver and flags, and a user's O= or W= for another build.
MAKE_ENV_DROP = ('MAKEFLAGS', 'MFLAGS', 'MAKELEVEL', 'MAKEOVERRIDES', 'O', 'W', 'KCFLAGS',
                 'KBUILD_OUTPUT', 'CC', 'LLVM', 'C', 'M')
GCC_FLAGS = 'KCFLAGS=-Wjump-misses-init -Werror=jump-misses-init'
# What the snippet prints: the objects a directory's Makefile builds under
# the configuration, then (after '|') the subdirectories it descends into.
OBJECTS_SNIPPET = 'kg-objects:\n\t@echo $(real-obj-y) $(real-obj-m) $(lib-y) $(lib-m) ' \
                  '\\| $(subdir-ym)\n'
DIAG = re.compile(r'^(?P<path>[^\s:][^:]*):(?P<line>\d+):(?:(?P<col>\d+):)? '
                  r'(?P<kind>fatal error|error): (?P<msg>.*)$', re.M)
FAILED_TARGET = re.compile(r'\*\*\* \[[^\]\n]*?(?P<obj>[\w./+-]+\.o)\] Error', re.M)
INCLUDED_C = re.compile(r'^\s*#\s*include\s+"([\w./+-]+\.c)"', re.M)


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
    path: str
    line: int
    message: str


@dataclass(frozen=True, slots=True)
class Check:
    """What --check-build did, for the summary and the messages."""
    build: BuildDir
    compiled: int = 0              # states compiled
    dropped: int = 0               # conversions dropped
    unbuilt: tuple[str, ...] = ()  # files the configuration does not build
    built: tuple[str, ...] = ()    # files compiled
    tolerated: tuple[str, ...] = ()   # files whose errors the original has too


# --- pure helpers --------------------------------------------------------------

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


def kernel_root(path: Path) -> Path | None:
    """The nearest directory above path that is a kernel tree kbuild builds."""
    return files.kernel_root(path, files.BUILDABLE)


# --- the build directory and the shadow tree --------------------------------------

def open_build_dir(path: Path) -> BuildDir:
    config = path / '.config'
    if not config.is_file() or not (path / 'include' / 'generated' / 'autoconf.h').is_file():
        raise UsageError('%s is not a configured and prepared kernel build directory: in '
                         'the tree, run `make O=%s allmodconfig prepare` (with CC=clang '
                         'for a clang build)' % (path, path))
    text = config.read_text(errors='replace')
    return BuildDir(path.resolve(), compiler_of(text), make_vars_for(text), version_of(text))


def shadow_path(cache: Path, root: Path) -> Path:
    digest = hashlib.sha1(str(root.resolve()).encode()).hexdigest()[:12]
    return cache / 'shadow' / digest / 'linux'


def make_shadow(root: Path, dest: Path, cancel: threading.Event | None) -> None:
    """A fresh hard-linked copy of root (without .git) at dest: built next to
    it, then renamed into place, so that dest is always whole."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(dir=dest.parent, prefix='.new-'))
    try:
        entries = sorted(str(p) for p in root.iterdir() if p.name != '.git')
        res = proc.run(['cp', '-al', '--'] + entries + [str(work)], timeout=1800,
                       cancel=cancel)
        if res.rc != 0:
            raise ToolFailed(['cp'], res.rc, res.stderr)
        old = dest.parent / '.old'
        if dest.exists():
            if old.exists():
                shutil.rmtree(old)
            dest.rename(old)
        work.rename(dest)
        shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise


def put(shadow: Path, rel: str, text: str) -> None:
    """Write a state into the shadow tree: a new file renamed over the
    hard link, so that the tree keeps its own."""
    files.write_atomically(shadow / rel, text)


def restore(shadow: Path, root: Path, rel: str) -> None:
    """Link the tree's file back into the shadow tree."""
    files.link_atomically(root / rel, shadow / rel)


def forget_object(build: BuildDir, obj: str) -> None:
    """Remove an object compiled from a state, so that no later build takes
    it for the original's."""
    for path in (build.path / obj, build.path / os.path.dirname(obj) /
                 ('.%s.cmd' % os.path.basename(obj))):
        try:
            path.unlink()
        except FileNotFoundError:
            pass


# --- running make ----------------------------------------------------------------

def make_env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k not in MAKE_ENV_DROP}


def make(build: BuildDir, shadow: Path, targets: Sequence[str], jobs: int,
         cancel: threading.Event | None, timeout: float) -> proc.Result:
    argv = ['make', '-C', str(shadow), 'O=%s' % build.path, '-k', '-j%d' % jobs,
            '--output-sync=target', *build.make_vars, *targets]
    return proc.run(argv, timeout=timeout, env=make_env(), cancel=cancel)


def objects_of(build: BuildDir, shadow: Path, directory: str,
               cache: dict[str, tuple[frozenset[str], frozenset[str]]],
               cancel: threading.Event | None) -> tuple[frozenset[str], frozenset[str]]:
    """What a directory's Makefile builds under the configuration."""
    if directory in cache:
        return cache[directory]
    found: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())
    makefile = shadow / directory / 'Makefile'
    if makefile.is_file() or (shadow / directory / 'Kbuild').is_file():
        with tempfile.NamedTemporaryFile('w', suffix='.mk', prefix='kguardify-') as snip:
            snip.write(OBJECTS_SNIPPET)
            snip.flush()
            res = proc.run(['make', '-s', '--no-print-directory', '-f',
                            str(shadow / 'scripts' / 'Makefile.build'), '-f', snip.name,
                            'obj=%s' % directory, 'srctree=%s' % shadow,
                            'VPATH=%s' % shadow, 'need-builtin=1', 'need-modorder=1',
                            *build.make_vars, 'kg-objects'],
                           cwd=build.path, timeout=120, env=make_env(), cancel=cancel)
            if res.rc == 0:
                found = parse_objects(res.stdout)
            else:
                logger.info('%s: cannot list the objects: %s', directory,
                            res.stderr.strip()[-300:])
    cache[directory] = found
    return found


def object_for(build: BuildDir, shadow: Path, rel: str,
               cache: dict[str, tuple[frozenset[str], frozenset[str]]],
               cancel: threading.Event | None) -> str:
    """The object the configuration builds from rel ('' when none): its own
    .o, or the object of a file in its directory that includes it (as
    kernel/sched/build_policy.c includes rt.c). Its directory, and every one
    above, must be descended into."""
    directory = os.path.dirname(rel)
    parts = directory.split('/')
    for depth in range(1, len(parts)):
        parent, child = '/'.join(parts[:depth]), '/'.join(parts[:depth + 1])
        if child not in objects_of(build, shadow, parent, cache, cancel)[1]:
            return ''
    objs = objects_of(build, shadow, directory, cache, cancel)[0]
    own = rel[:-2] + '.o'
    if own in objs:
        return own
    name = os.path.basename(rel)
    for obj in sorted(objs):
        source = shadow / (obj[:-2] + '.c')
        if os.path.dirname(obj) != directory or not source.is_file():
            continue
        try:
            if name in INCLUDED_C.findall(source.read_text(errors='replace')):
                return obj
        except OSError:
            continue
    return ''


# --- the check ---------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class _File:
    """One file under check in one build directory, between two rounds."""
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


@dataclass(frozen=True, slots=True)
class _Make:
    """Where one check compiles: the build directory, the shadow tree, the tree."""
    build: BuildDir
    shadow: Path
    root: Path
    jobs: int
    cancel: threading.Event | None

    def compile(self, states: dict[str, str], objs: dict[str, str]
                ) -> tuple[dict[str, str], int]:
        """compile_states in this build directory."""
        return compile_states(self.build, self.shadow, self.root, states, objs, self.jobs,
                              self.cancel)


def compile_states(build: BuildDir, shadow: Path, root: Path, states: dict[str, str],
             objs: dict[str, str], jobs: int, cancel: threading.Event | None
             ) -> tuple[dict[str, str], int]:
    """Compile each rel's state; {rel: make output} of those that failed."""
    for rel, text in states.items():
        put(shadow, rel, text)
        forget_object(build, objs[rel])
    targets = sorted({objs[rel] for rel in states})
    try:
        res = make(build, shadow, targets, jobs, cancel, 300.0 + 20.0 * len(targets))
    finally:
        for rel in states:
            restore(shadow, root, rel)
            forget_object(build, objs[rel])
    if res.timed_out:
        raise ToolFailed(['make'], res.rc, 'timed out compiling %d objects' % len(targets))
    output = res.stdout + res.stderr
    failed = failed_objects(output)
    if res.rc != 0 and not failed:
        raise ToolFailed(['make', 'O=%s' % build.path], res.rc, output)
    return {rel: output for rel in states if objs[rel] in failed}, len(targets)


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


def check_build(results: Sequence[FileResult], root: Path, builds: Sequence[BuildDir],
                cache: Path, each_state: bool, jobs: int,
                cancel: threading.Event | None = None,
                progress: Progress | None = None) -> tuple[list[FileResult], list[Check]]:
    """Compile the changed files in every build directory; return the results
    without the conversions that do not compile, and what each check did."""
    shadow = shadow_path(cache, root)
    make_shadow(root, shadow, cancel)
    current = list(results)
    checks = []
    for build in builds:
        current, check = _check_one(current, root, shadow, build, each_state, jobs,
                                    cancel, progress)
        checks.append(check)
    return current, checks


def _rel(result: FileResult, root: Path) -> str:
    try:
        return str(result.source.path.resolve().relative_to(root))
    except ValueError:
        raise UsageError('%s is not inside the kernel tree %s' % (result.source.name,
                                                                  root)) from None


def _check_one(results: list[FileResult], root: Path, shadow: Path, build: BuildDir,
               each_state: bool, jobs: int, cancel: threading.Event | None,
               progress: Progress | None) -> tuple[list[FileResult], Check]:
    """One build directory's check: rounds of compiles until every change of
    every file it builds is kept or dropped."""
    make = _Make(build, shadow, root, jobs, cancel)
    files, unbuilt = _files_to_check(results, make, each_state)
    compiled = 0
    tolerated: set[str] = set()
    baselines: dict[str, str] = {}
    for round_no in itertools.count(1):
        active = [f for f in files if f.pending]
        if not active:
            break
        states = {f.rel: state_text(f.result.source.text, f.trial) for f in active}
        stage = 'build check (%s), round %d' % (build.label, round_no)
        if progress:
            progress(stage, 0, len(states))
        failures, count = make.compile(states, {f.rel: f.obj for f in active})
        base, base_count = _baselines(make, [f for f in active if f.rel in failures
                                             and f.rel not in baselines])
        baselines.update(base)
        compiled += count + base_count
        judged = [_judged(f, states[f.rel], failures.get(f.rel), baselines.get(f.rel, ''),
                          build) if f.pending else (f, False) for f in files]
        files = [f for f, _ in judged]
        tolerated |= {f.result.source.name for f, excused in judged if excused}
        if progress:
            progress(stage, len(states), len(states))
    return _outcome(results, files, build, compiled, unbuilt, tolerated)


def _files_to_check(results: Sequence[FileResult], make: _Make, each_state: bool
                    ) -> tuple[list[_File], list[str]]:
    """The changed files the configuration builds, and the names of those it
    does not."""
    listing: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
    files: list[_File] = []
    unbuilt = []
    for result in results:
        if not result.changes:
            continue
        rel = _rel(result, make.root)
        obj = object_for(make.build, make.shadow, rel, listing, make.cancel)
        if not obj:
            unbuilt.append(result.source.name)
            continue
        files.append(_File(result, rel, obj, tuple(sorted(result.changes, key=_change_line)),
                           whole=not each_state))
    return files, unbuilt


def _change_line(change: FunctionChange) -> int:
    return change.line


def _baselines(make: _Make, files: Sequence[_File]) -> tuple[dict[str, str], int]:
    """Compile the unconverted files: {rel: make's output, '' where it
    compiled}, and the states compiled."""
    if not files:
        return {}, 0
    failed, count = make.compile({f.rel: f.result.source.text for f in files},
                                 {f.rel: f.obj for f in files})
    return {f.rel: failed.get(f.rel, '') for f in files}, count


def _judged(f: _File, state: str, output: str | None, baseline: str, build: BuildDir
            ) -> tuple[_File, bool]:
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


def _passed(f: _File) -> _File:
    """f once its trial compiled: the trial is kept."""
    return replace(f, kept=f.trial, pending=() if f.whole else f.pending[1:])


def _blamed(f: _File, state: str, new: Sequence[Diag], build: BuildDir) -> _File:
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


def _outcome(results: Sequence[FileResult], files: Sequence[_File], build: BuildDir,
             compiled: int, unbuilt: Sequence[str], tolerated: set[str]
             ) -> tuple[list[FileResult], Check]:
    """The results without the dropped changes, and what the check did."""
    dropped_of = {f.result.source.name: f.dropped for f in files}
    out = [without(r, dropped_of.get(r.source.name, ())) for r in results]
    dropped = sum(len(f.dropped) for f in files)
    return out, Check(build, compiled, dropped, unbuilt=tuple(unbuilt),
                      built=tuple(f.result.source.name for f in files),
                      tolerated=tuple(sorted(tolerated)))


def compiled_with(checks: Sequence[Check]) -> dict[str, tuple[str, ...]]:
    """Per file, the builds that compiled it (for the commit messages)."""
    labels: dict[str, tuple[str, ...]] = {}
    for check in checks:
        for name in check.built:
            labels[name] = labels.get(name, ()) + (check.build.label,)
    return labels


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


def change_line(state: str, change: FunctionChange) -> int:
    offset = state.find(change.new)
    return state.count('\n', 0, offset) + 1 if offset >= 0 else 0
