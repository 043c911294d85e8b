# SPDX-License-Identifier: GPL-2.0-only
"""The Python side of the semantic patches, without spatch."""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path

from kguardify.runner import Runner


@dataclass
class Pos:
    """What spatch hands a script for a position: numbers as strings."""
    file: str
    line: str
    column: str
    current_element: str = 'f'


def test_the_first_unlocks_of_a_lock_are_merged_across_matches(tmp_path: Path) -> None:
    # Context mode reports one match per unlock; patch mode one with both.
    kg = Runner(environ={}, out=io.StringIO(), cwd=tmp_path)
    lock = [Pos('a.c', '18', '1')]
    kg.lock_matched(lock, [Pos('a.c', '20', '2')])
    kg.lock_matched(lock, [Pos('a.c', '25', '1')])
    kg.lock_matched(lock, [Pos('a.c', '20', '2'), Pos('a.c', '25', '1')])
    assert kg.locks[('a.c', 18, 1)] == [(20, 2), (25, 1)]
