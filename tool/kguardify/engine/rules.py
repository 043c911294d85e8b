# SPDX-License-Identifier: GPL-2.0-only
"""Stage: rules. The catalogue -> which semantic patch runs, with what.

kguardify runs cocci/kguardify.cocci, which judges a function's locks and
allocations together; guard_lock.cocci and free_alloc.cocci hold the same
rules one idiom at a time for make coccicheck. A file reaches spatch only if
it holds a token of some rule: a lock function or a release function the
catalogue knows.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path

from kguardify.embedded.catalogue import Catalogue
from kguardify.support.errors import KguardifyError
from kguardify.embedded.classcheck import CLASS_KINDS
from kguardify.embedded.lockcheck import LOCK_KINDS

SOURCE_ROOT = Path(__file__).resolve().parents[3]    # the checkout: tool/kguardify/engine/
COCCI = 'kguardify.cocci'


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
        if path is not None and (path / COCCI).is_file():
            return path
    raise KguardifyError('cannot find the kguardify semantic patches (%s) in %s'
                         % (COCCI, ', '.join(str(p) for p in candidates if p)))


def select_rules(directory: Path, catalogue: Catalogue,
                 env: tuple[tuple[str, str], ...] = ()) -> list[Rule]:
    # Every lock kind, guard or not: a lock the tree has no guard for is
    # still reported as declined, with that reason.
    tokens = {row[0] for row in LOCK_KINDS}
    tokens |= {h.release_fn for h in catalogue.frees() if h.release_fn}
    tokens |= {k.acquire for k in CLASS_KINDS}
    return [Rule('kguardify', directory / COCCI, tuple(sorted(tokens)), env)]


def token_names(rules: list[Rule]) -> list[str]:
    return sorted({t for rule in rules for t in rule.tokens})


def token_pattern(rules: list[Rule]) -> re.Pattern[str]:
    """A call of a token: what a file must hold to reach spatch."""
    return re.compile(r'\b(?:%s)\s*\(' % '|'.join(map(re.escape, token_names(rules))))
