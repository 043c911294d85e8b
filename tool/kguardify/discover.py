# SPDX-License-Identifier: GPL-2.0-only
"""Stage: discovery. Paths -> the C files to look at, read and prefiltered.

A file reaches spatch only if it contains a token of some rule: a regex scan
costs microseconds, a spatch start costs a tenth of a second.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from kguardify.errors import UsageError
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


def prefilter(text: str, tokens: re.Pattern[str]) -> bool:
    """Could any rule match? (A token of some rule occurs in the text.)"""
    return tokens.search(text) is not None
