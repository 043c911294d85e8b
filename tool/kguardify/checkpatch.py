# SPDX-License-Identifier: GPL-2.0-only
"""Stage: --check-patch. The written patches -> the tree's scripts/checkpatch.pl."""

from __future__ import annotations

import re
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from kguardify import proc
from kguardify.errors import UsageError

LEVEL = re.compile(r'^\S+:\d+: (ERROR|WARNING|CHECK):', re.M)


@dataclass(frozen=True, slots=True)
class Verdict:
    patch: Path
    lines: tuple[str, ...]       # checkpatch's terse findings

    def count(self, level: str) -> int:
        return sum(1 for line in self.lines
                   if (m := LEVEL.match(line)) is not None and m.group(1) == level)


def script(root: Path) -> Path:
    path = root / 'scripts' / 'checkpatch.pl'
    if not path.is_file():
        raise UsageError('--check-patch: %s has no scripts/checkpatch.pl' % root)
    return path


def check_patches(patches: Sequence[Path], root: Path,
                  cancel: threading.Event | None = None, jobs: int = 1) -> list[Verdict]:
    """checkpatch.pl --terse on each patch but a cover letter, run in the
    tree so that it finds its spelling and const_structs lists; jobs at a
    time (0.3 s a patch, most of it perl starting)."""
    checker = script(root)

    def one(patch: Path) -> Verdict:
        res = proc.run(['perl', str(checker), '--terse', '--show-types', '--no-summary',
                        str(patch.resolve())], cwd=root, timeout=300, cancel=cancel)
        return Verdict(patch, tuple(line for line in res.stdout.splitlines()
                                    if LEVEL.match(line)))

    todo = [p for p in patches if not p.name.startswith('0000-')]
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        return list(pool.map(one, todo))
