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

This module runs in the driver and runs make; what it reads and writes as
text (the .config, make's errors, the states, a round's verdict on a file
and the declines' words) is in kbuild_text.py.
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
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

from kguardify.embedded import files
from kguardify.support import proc
from kguardify.support.errors import ToolFailed, UsageError
from kguardify.checks.kbuild_text import (BuildDir, FileCheck, compiler_of, failed_objects,
                                          make_vars_for, parse_objects, state_text,
                                          verdict, version_of, without)
from kguardify.model import FileResult, FunctionChange

logger = logging.getLogger(__name__)

Progress = Callable[[str, int, int], None]

# Make variables the environment must not pass on to our makes: a parent
# make's jobserver and flags, and a user's O= or W= for another build.
MAKE_ENV_DROP = ('MAKEFLAGS', 'MFLAGS', 'MAKELEVEL', 'MAKEOVERRIDES', 'O', 'W', 'KCFLAGS',
                 'KBUILD_OUTPUT', 'CC', 'LLVM', 'C', 'M')
# What the snippet prints: the objects a directory's Makefile builds under
# the configuration, then (after '|') the subdirectories it descends into.
OBJECTS_SNIPPET = 'kg-objects:\n\t@echo $(real-obj-y) $(real-obj-m) $(lib-y) $(lib-m) ' \
                  '\\| $(subdir-ym)\n'
INCLUDED_C = re.compile(r'^\s*#\s*include\s+"([\w./+-]+\.c)"', re.M)


@dataclass(frozen=True, slots=True)
class Check:
    """What --check-build did, for the summary and the messages."""
    build: BuildDir
    compiled: int = 0              # states compiled
    dropped: int = 0               # conversions dropped
    unbuilt: tuple[str, ...] = ()  # files the configuration does not build
    built: tuple[str, ...] = ()    # files compiled
    tolerated: tuple[str, ...] = ()   # files whose errors the original has too


# --- the build directory and the shadow tree --------------------------------------

def kernel_root(path: Path) -> Path | None:
    """The nearest directory above path that is a kernel tree kbuild builds."""
    return files.kernel_root(path, files.BUILDABLE)


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
        judged = [verdict(f, states[f.rel], failures.get(f.rel), baselines.get(f.rel, ''),
                          build) if f.pending else (f, False) for f in files]
        files = [f for f, _ in judged]
        tolerated |= {f.result.source.name for f, excused in judged if excused}
        if progress:
            progress(stage, len(states), len(states))
    return _outcome(results, files, build, compiled, unbuilt, tolerated)


def _files_to_check(results: Sequence[FileResult], make: _Make, each_state: bool
                    ) -> tuple[list[FileCheck], list[str]]:
    """The changed files the configuration builds, and the names of those it
    does not."""
    listing: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
    files: list[FileCheck] = []
    unbuilt = []
    for result in results:
        if not result.changes:
            continue
        rel = _rel(result, make.root)
        obj = object_for(make.build, make.shadow, rel, listing, make.cancel)
        if not obj:
            unbuilt.append(result.source.name)
            continue
        pending = tuple(sorted(result.changes, key=_change_line))
        files.append(FileCheck(result, rel, obj, pending, whole=not each_state))
    return files, unbuilt


def _change_line(change: FunctionChange) -> int:
    return change.line


def _baselines(make: _Make, files: Sequence[FileCheck]) -> tuple[dict[str, str], int]:
    """Compile the unconverted files: {rel: make's output, '' where it
    compiled}, and the states compiled."""
    if not files:
        return {}, 0
    failed, count = make.compile({f.rel: f.result.source.text for f in files},
                                 {f.rel: f.obj for f in files})
    return {f.rel: failed.get(f.rel, '') for f in files}, count


def _outcome(results: Sequence[FileResult], files: Sequence[FileCheck], build: BuildDir,
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


