# SPDX-License-Identifier: GPL-2.0-only
"""Stage: rules. The catalogue -> which semantic patch runs, with what.

kguardify runs the semantic patch of cocci/src/kguardify.smpl, generated at
run time (engine/smpl.py), which judges a function's locks, allocations and
file descriptors together; the shipped guard_lock.cocci, free_alloc.cocci and
class_fd.cocci hold the same rules one idiom at a time for make coccicheck.
A file reaches spatch only if
it holds a token of some rule: a lock function or a release function the
catalogue knows (a loop that a scoped twin replaces puts its cursor by
hand, with a release function, so its iterator is no token of its own).
"""

from __future__ import annotations

import functools
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from kguardify.embedded.catalogue import Catalogue
from kguardify.support.errors import KguardifyError
from kguardify.embedded.classcheck import CLASS_KINDS
from kguardify.embedded.lockcheck import ALL_KINDS, LOCK_KINDS, LockKind, lock_kinds
from kguardify.engine.smpl import COMBINED, generate

SOURCE_ROOT = Path(__file__).resolve().parents[3]    # the checkout: tool/kguardify/engine/
SOURCE = Path('src') / (COMBINED + '.smpl')   # under the cocci directory


@dataclass(frozen=True, slots=True)
class Rule:
    name: str
    path: Path
    tokens: tuple[str, ...]
    env: tuple[tuple[str, str], ...] = ()
    text: str = ''      # the semantic patch a job runs ('': the file at path)

    def cocci(self) -> str:
        return self.text or self.path.read_text()


def cocci_dir(explicit: Path | None) -> Path:
    """Where the semantic patches and their sources (src/) are: given, in
    the checkout, or where `pip install` put them."""
    candidates = [explicit] if explicit else [
        SOURCE_ROOT / 'cocci', Path(sys.prefix) / 'share' / 'kguardify' / 'cocci']
    for path in candidates:
        if path is not None and (path / SOURCE).is_file():
            return path
    raise KguardifyError('cannot find the kguardify semantic patches (%s) in %s'
                         % (SOURCE, ', '.join(str(p) for p in candidates if p)))


def select_rules(directory: Path, catalogue: Catalogue,
                 env: tuple[tuple[str, str], ...] = ()) -> list[Rule]:
    # Every lock kind, guard or not: a lock the tree has no guard for is
    # still reported as declined, with that reason.
    extra = subsystem_kinds(catalogue)
    tokens = {row[0] for row in LOCK_KINDS} | {k.lock for k in extra}
    tokens |= {h.release_fn for h in catalogue.frees() if h.release_fn}
    tokens |= {k.acquire for k in CLASS_KINDS}
    text = generate(COMBINED, directory / 'src', extra)
    return [Rule(COMBINED, directory / SOURCE, tuple(sorted(tokens)), env, text)]


def subsystem_kinds(catalogue: Catalogue) -> list[LockKind]:
    """The lock kinds of the tree's own guards (snd_pcm_stream_lock_irq,
    device_lock…), beyond the built-in ones."""
    return [k for k in lock_kinds(catalogue).values() if k.lock not in ALL_KINDS]


def token_names(rules: list[Rule]) -> list[str]:
    return sorted({t for rule in rules for t in rule.tokens})


def token_pattern(rules: list[Rule]) -> re.Pattern[str]:
    """A call of a token: what a file must hold to reach spatch."""
    return calls_of(frozenset(token_names(rules)))


@functools.lru_cache(maxsize=8)
def calls_of(names: frozenset[str]) -> re.Pattern[str]:
    """A call of one of the functions."""
    return re.compile(r'\b(?:%s)\s*\(' % '|'.join(map(re.escape, sorted(names))))
