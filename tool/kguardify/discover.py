# SPDX-License-Identifier: GPL-2.0-only
"""Stage: discovery. Paths -> the C files to look at, read and prefiltered.

A file reaches spatch only if it contains a token of some rule: a regex scan
costs microseconds, a spatch start costs a tenth of a second. Python's
regex reads about 70 MB/s for the rules' fifty names, so `grep -F` (Aho-
Corasick, a GB/s) first says which files hold one of the names anywhere;
the regex decides on those only.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from pathlib import Path

from kguardify.support import proc
from kguardify.embedded.catalogue import tree_root
from kguardify.support.errors import ToolMissing, UsageError
from kguardify.model import SourceFile

C_SUFFIXES = ('.c', '.h')
SKIP_DIRS = frozenset(('.git', '.pc', '.tmp_versions'))


def expand_paths(paths: tuple[Path, ...]) -> list[Path]:
    """Every .c and .h file named or found under a directory, sorted, once."""
    found: list[Path] = []
    for path in paths:
        if not path.exists():
            raise UsageError('%s: no such file or directory' % path)
        if path.is_dir():
            found.extend(_walk(path))
        elif path.suffix in C_SUFFIXES:
            found.append(path)
        else:
            raise UsageError('%s: not a C source file (.c or .h)' % path)
    seen: set[Path] = set()
    unique = []
    for path in found:
        key = path.resolve()
        if key not in seen:
            seen.add(key)
            unique.append(path)
    return unique


def _walk(root: Path) -> list[Path]:
    files = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS)
        for name in sorted(filenames):
            if name.endswith(C_SUFFIXES):
                files.append(Path(dirpath) / name)
    return files


def display_name(path: Path, base: Path) -> str:
    """The path as the user should read it: relative to base when inside it."""
    try:
        return str(path.resolve().relative_to(base.resolve()))
    except ValueError:
        return str(path)


def read_source(path: Path, base: Path) -> SourceFile | str:
    """The file, or why it cannot be a C source file."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        return 'cannot read the file: %s' % exc.strerror
    if b'\0' in data:
        return 'not a text file; left alone'
    text = data.decode('utf-8', errors='surrogateescape')
    return SourceFile(path, display_name(path, base), text)


GREP_FILES = 2000       # file names per grep command line


def files_with_names(paths: Sequence[Path], names: Sequence[str],
                     timeout: float = 600.0) -> set[Path] | None:
    """The paths whose bytes hold one of the names anywhere: a superset of
    those the prefilter keeps, since every name is ASCII. None when grep is
    not there; a group of files grep has trouble with is kept whole."""
    if not names:
        return set()
    argv = ['grep', '-F', '-l', '-a', '-Z']
    for name in names:
        argv += ['-e', name]
    env = dict(os.environ, LC_ALL='C')
    found: set[Path] = set()
    for start in range(0, len(paths), GREP_FILES):
        group = list(paths[start:start + GREP_FILES])
        try:
            res = proc.run(argv + ['--'] + [str(p) for p in group], timeout=timeout,
                           env=env)
        except ToolMissing:
            return None
        if res.rc not in (0, 1) or res.timed_out:
            found.update(group)
            continue
        # grep prints the names it was given; proc decodes them leniently
        listed = set(res.stdout.split('\0'))
        found.update(p for p in group if os.fsencode(str(p)).decode('utf-8', 'replace')
                     in listed)
    return found


def prefilter(text: str, tokens: re.Pattern[str]) -> bool:
    """Could any rule match? (A token of some rule occurs in the text.)"""
    return tokens.search(text) is not None


class TreeLocator:
    """Where files sit in their kernel trees: --tree when the file is under
    it, else the nearest directory above with include/linux/cleanup.h
    (looked for once per directory)."""

    def __init__(self, tree: Path | None = None) -> None:
        self.tree = tree.resolve() if tree is not None else None
        self._roots: dict[Path, Path | None] = {}

    def root(self, path: Path) -> Path | None:
        full = path.resolve()
        if self.tree is not None and full.is_relative_to(self.tree):
            return self.tree
        if full.parent not in self._roots:
            self._roots[full.parent] = tree_root(full.parent)
        return self._roots[full.parent]

    def relative(self, path: Path) -> str | None:
        """path relative to its tree's root, '/'-separated; None outside a tree."""
        root = self.root(path)
        return path.resolve().relative_to(root).as_posix() if root is not None else None
