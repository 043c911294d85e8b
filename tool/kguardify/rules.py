# SPDX-License-Identifier: GPL-2.0-only
"""Stage: rules. The catalogue -> which semantic patches run, with what.

Each rule is one cocci/*.cocci file, the tokens a file must contain for the
rule to have anything to do, and the environment that tells the embedded
checks what the target tree defines.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path

from kguardify.errors import KguardifyError
from kguardify.lockcheck import LOCK_KINDS

SOURCE_ROOT = Path(__file__).resolve().parent.parent.parent


@dataclass(frozen=True, slots=True)
class Rule:
    name: str
    path: Path
    tokens: tuple[str, ...]
    env: tuple[tuple[str, str], ...] = ()


def cocci_dir(explicit: Path | None) -> Path:
    """Where the shipped .cocci files are: given, next to the sources, or
    where `pip install` put them."""
    candidates = [explicit] if explicit else [
        SOURCE_ROOT / 'cocci', Path(sys.prefix) / 'share' / 'kguardify' / 'cocci']
    for path in candidates:
        if path is not None and (path / 'guard_lock.cocci').is_file():
            return path
    raise KguardifyError('cannot find the kguardify semantic patches (guard_lock.cocci)'
                         ' in %s' % ', '.join(str(p) for p in candidates if p))


def lock_rule(directory: Path, classes: frozenset[str] | None) -> Rule:
    # Every lock kind, guard or not: a lock the tree has no guard for is
    # still reported as declined, with that reason.
    names = tuple(sorted({row[0] for row in LOCK_KINDS}))
    env: tuple[tuple[str, str], ...] = ()
    if classes is not None:
        env = (('KGUARDIFY_GUARDS', ','.join(sorted(classes))),)
    return Rule('guard_lock', directory / 'guard_lock.cocci', names, env)


def select_rules(directory: Path, classes: frozenset[str] | None) -> list[Rule]:
    return [lock_rule(directory, classes)]


def token_pattern(rules: list[Rule]) -> re.Pattern[str]:
    names = sorted({t for rule in rules for t in rule.tokens})
    return re.compile(r'\b(?:%s)\s*\(' % '|'.join(map(re.escape, names)))
