# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: the helper table's types. One definition (Helper) and a
tree's table of them (Catalogue), with the questions the checks ask of it
(the guard of a class, the DEFINE_FREE of a release function…) and its JSON
form, which the driver hands to the jobs and spatch.

catalogue.py reads the table from a tree's headers; both run inside spatch
(the .cocci files import them): standard library only.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, field

CALL_RE = re.compile(r'\b([A-Za-z_]\w*)\s*\(')
# Release functions that accept NULL themselves (their DEFINE_FREE need not test).
NULL_SAFE = frozenset(('kfree', 'kvfree', 'kfree_sensitive', 'vfree', 'free_percpu',
                       'bitmap_free', 'fwnode_handle_put', 'release_firmware',
                       'free_usb_request'))
NOT_RELEASES = frozenset(('IS_ERR_OR_NULL', 'IS_ERR', 'if', 'likely', 'unlikely'))


@dataclass(frozen=True, slots=True)
class Helper:
    """One definition. For guards, acquire/release are the lock and unlock
    expressions; for DEFINE_FREE, release is the free expression; for
    classes, acquire is the constructor expression and release the exit."""
    macro: str
    name: str
    type: str = ''
    acquire: str = ''
    release: str = ''
    args: str = ''          # init args of a class, extra members of a lock guard
    where: str = ''         # file:line
    conditional: bool = False

    @property
    def acquire_fn(self) -> str:
        return first_call(self.acquire)

    @property
    def release_fn(self) -> str:
        return first_call(self.release)

    @property
    def tests_null(self) -> bool:
        return bool(re.search(r'if\s*\(\s*(_T|!IS_ERR_OR_NULL\s*\(\s*_T\s*\))\s*\)',
                              self.release)) or self.release_fn in NULL_SAFE

    @property
    def tests_err(self) -> bool:
        return bool(re.search(r'IS_ERR(_OR_NULL)?\s*\(\s*_T\s*\)', self.release))


@dataclass(slots=True)
class Catalogue:
    helpers: list[Helper] = field(default_factory=list)
    source: str = 'built-in'     # the tree root, or 'built-in'
    macros: frozenset[str] = frozenset()   # no_free_ptr, take_fd… the tree has
    # Iterator macros (names with 'for_each'): name -> (parameters, body),
    # for the proof, which asks which arguments a loop head may assign.
    iterators: dict[str, tuple[tuple[str, ...], str]] = field(default_factory=dict)
    # One-line lock wrappers: 'static inline void wiphy_lock(struct wiphy *wiphy)
    # { mutex_lock(&wiphy->mtx); }' -> {'wiphy_lock': 'mutex_lock(&_T->mtx)'},
    # kept where the call is a guard's lock or unlock.
    wrappers: dict[str, str] = field(default_factory=dict)
    # static inline functions that only compute a pointer from their one
    # argument (EXT4_I(): container_of(inode, ...)), for the proof
    accessors: frozenset[str] = frozenset()

    def guards(self) -> frozenset[str]:
        return frozenset(h.name for h in self.helpers
                         if h.macro in ('DEFINE_GUARD', 'DEFINE_LOCK_GUARD_0',
                                        'DEFINE_LOCK_GUARD_1'))

    def guard_helpers(self) -> list[Helper]:
        return [h for h in self.helpers if h.macro in ('DEFINE_GUARD', 'DEFINE_LOCK_GUARD_0',
                                                       'DEFINE_LOCK_GUARD_1')]

    def guard(self, name: str) -> Helper | None:
        for h in self.helpers:
            if h.name == name and h.macro in ('DEFINE_GUARD', 'DEFINE_LOCK_GUARD_0',
                                               'DEFINE_LOCK_GUARD_1'):
                return h
        return None

    def frees(self) -> list[Helper]:
        return [h for h in self.helpers if h.macro == 'DEFINE_FREE']

    def free_for(self, release_fn: str, ptr_type: str) -> Helper | None:
        """The DEFINE_FREE whose release calls release_fn, preferring one
        declared for ptr_type over a void * one."""
        found = [h for h in self.frees() if h.release_fn == release_fn]
        wanted = normalise_type(ptr_type)
        for h in found:
            if normalise_type(h.type) == wanted:
                return h
        for h in found:
            if normalise_type(h.type) == 'void *':
                return h
        return None

    def classes(self) -> frozenset[str]:
        return frozenset(h.name for h in self.helpers if h.macro == 'DEFINE_CLASS') | \
            frozenset(h.name + h.type for h in self.helpers if h.macro == 'EXTEND_CLASS')

    def has_macro(self, name: str) -> bool:
        """Does the tree define the helper macro (take_fd, retain_and_null_ptr…)?"""
        return name in self.macros

    def merged(self, other: 'Catalogue') -> 'Catalogue':
        seen = {(h.macro, h.name, h.type) for h in self.helpers}
        extra = [h for h in other.helpers if (h.macro, h.name, h.type) not in seen]
        # A file's own iterator of a name wins, as the preprocessor has it.
        return Catalogue(self.helpers + extra, self.source, self.macros | other.macros,
                         {**self.iterators, **other.iterators},
                         {**self.wrappers, **other.wrappers},
                         self.accessors | other.accessors)

    def to_json(self) -> str:
        return json.dumps({'source': self.source, 'macros': sorted(self.macros),
                           'helpers': [asdict(h) for h in self.helpers],
                           'iterators': {k: [list(p), b] for k, (p, b) in
                                         self.iterators.items()},
                           'wrappers': self.wrappers,
                           'accessors': sorted(self.accessors)}, sort_keys=True)

    @staticmethod
    def from_json(text: str) -> 'Catalogue':
        data = json.loads(text)
        return Catalogue([Helper(**h) for h in data['helpers']], data['source'],
                         frozenset(data.get('macros', ())),
                         {k: (tuple(p), b) for k, (p, b) in
                          data.get('iterators', {}).items()},
                         dict(data.get('wrappers', {})),
                         frozenset(data.get('accessors', ())))


def first_call(expr: str) -> str:
    for m in CALL_RE.finditer(expr):
        if m.group(1) not in NOT_RELEASES:
            return m.group(1)
    return ''


def normalise_type(text: str) -> str:
    text = re.sub(r'\b(__percpu|__rcu|__iomem|__user|__force)\b', '', text)
    return re.sub(r'\s*\*\s*', ' *', ' '.join(text.split())).replace('* *', '**').strip()
