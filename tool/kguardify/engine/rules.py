# SPDX-License-Identifier: GPL-2.0-only
"""Stage: rules. The catalogue -> which semantic patch runs, with what.

kguardify runs cocci/kguardify.cocci, which judges a function's locks and
allocations together; guard_lock.cocci and free_alloc.cocci hold the same
rules one idiom at a time for make coccicheck. A file reaches spatch only if
it holds a token of some rule: a lock function or a release function the
catalogue knows.
"""

from __future__ import annotations

import functools
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from kguardify.embedded.catalogue import Catalogue
from kguardify.support.errors import KguardifyError
from kguardify.embedded.classcheck import CLASS_KINDS
from kguardify.embedded.lockcheck import ALL_KINDS, LOCK_KINDS, LockKind, lock_kinds

SOURCE_ROOT = Path(__file__).resolve().parents[3]    # the checkout: tool/kguardify/engine/
COCCI = 'kguardify.cocci'


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
    extra = subsystem_kinds(catalogue)
    tokens = {row[0] for row in LOCK_KINDS} | {k.lock for k in extra}
    tokens |= {h.release_fn for h in catalogue.frees() if h.release_fn}
    tokens |= {k.acquire for k in CLASS_KINDS}
    path = directory / COCCI
    text = widen_locks(path.read_text(), extra) if extra else ''
    return [Rule('kguardify', path, tuple(sorted(tokens)), env, text)]


def subsystem_kinds(catalogue: Catalogue) -> list[LockKind]:
    """The lock kinds of the tree's own guards (snd_pcm_stream_lock_irq,
    device_lock…), beyond the built-in ones."""
    return [k for k in lock_kinds(catalogue).values() if k.lock not in ALL_KINDS]


def regex(names: Iterable[str]) -> str:
    return '^(%s)$' % '|'.join(sorted(set(names)))


def lock_placeholders(kinds: Iterable[tuple[str, str, str, str]]) -> dict[str, str]:
    """The lock and unlock name regexes of the rules, by shape."""
    rows = list(kinds)
    values: dict[str, str] = {}
    for shape in ('e', 'ef', '0', 'f', 'srcu'):
        values['locks:' + shape] = regex(k[0] for k in rows if k[3] == shape)
        values['unlocks:' + shape] = regex(k[1] for k in rows if k[3] == shape)
    # One rule for the lock calls on an expression, with or without flags.
    values['locks:e,ef'] = regex(k[0] for k in rows if k[3] in ('e', 'ef'))
    values['unlocks:e,ef'] = regex(k[1] for k in rows if k[3] in ('e', 'ef'))
    values['locks:all'] = regex(k[0] for k in rows)
    values['unlocks:all'] = regex(k[1] for k in rows)
    return values


def widen_locks(cocci: str, kinds: Iterable[tuple[str, str, str, str]]) -> str:
    """A generated semantic patch whose lock rules also match `kinds` (the
    subsystem guards of the tree a run reads): each built-in name regex is
    replaced, quoted, by the one with the extra names."""
    extra = list(kinds)
    if not extra:
        return cocci
    before, after = lock_placeholders(LOCK_KINDS), lock_placeholders([*LOCK_KINDS, *extra])
    for key, old in before.items():
        cocci = cocci.replace('"%s"' % old, '"%s"' % after[key])
    return cocci


def token_names(rules: list[Rule]) -> list[str]:
    return sorted({t for rule in rules for t in rule.tokens})


def token_pattern(rules: list[Rule]) -> re.Pattern[str]:
    """A call of a token: what a file must hold to reach spatch."""
    return calls_of(frozenset(token_names(rules)))


@functools.lru_cache(maxsize=8)
def calls_of(names: frozenset[str]) -> re.Pattern[str]:
    """A call of one of the functions."""
    return re.compile(r'\b(?:%s)\s*\(' % '|'.join(map(re.escape, sorted(names))))
