# SPDX-License-Identifier: GPL-2.0-only
"""Support layer: the data that flows between the stages."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Mapping

from kguardify.embedded.lockkinds import scoped_macro


class Mode(enum.Enum):
    SERIES = 'series'
    DIFF = 'diff'
    IN_PLACE = 'in-place'
    REPORT = 'report'
    CONTEXT = 'context'
    ORG = 'org'
    JSON = 'json'

    @property
    def reports(self) -> bool:
        """A mode that lists candidates and never writes anything."""
        return self in (Mode.REPORT, Mode.CONTEXT, Mode.ORG, Mode.JSON)

    @property
    def lists_only(self) -> bool:
        """A mode whose output needs no converted text: the candidates,
        the declines and the summary's counts (context mode marks lines
        of the texts, so it is not one)."""
        return self in (Mode.REPORT, Mode.ORG, Mode.JSON)



class Split(enum.Enum):
    """How a series cuts the changes into patches."""
    FUNCTION = 'function'
    FILE = 'file'


@dataclass(frozen=True, slots=True)
class Options:
    paths: tuple[Path, ...]
    mode: Mode = Mode.SERIES
    jobs: int = 1
    timeout: float = 120.0       # per file, passed to spatch
    max_passes: int = 4
    spatch: str = 'spatch'
    cocci_dir: Path | None = None
    tree: Path | None = None          # the kernel tree; None: found from the paths
    cache_dir: Path | None = None     # where catalogues are cached; None: no cache
    quiet: bool = False
    force_subsystem: bool = False     # convert where a subsystem policy discourages it
    verbose: bool = False             # report and org modes: declined candidates too
    summary: bool = False             # the numbers of the run at the end
    sshlogins: tuple[str, ...] = ()   # GNU parallel --sshlogin values; () this machine
    prefilter: bool = True            # False: every file goes to spatch (tests)
    batch_size: int = 0               # files per spatch process; 0: the default


@dataclass(frozen=True, slots=True)
class Identity:
    """Who a patch is from or signed off by."""
    name: str
    email: str

    def render(self) -> str:
        return '%s <%s>' % (self.name, self.email)


@dataclass(frozen=True, slots=True)
class SeriesOptions:
    """What --mode series writes, and as whom."""
    output: Path
    author: Identity
    signoff: Identity
    date: datetime                 # the series' base date, timezone-aware
    force: bool = False
    per: Split = Split.FUNCTION
    max_patches: int = 10
    subject_prefix: str = 'PATCH'
    to: tuple[str, ...] = ()
    cc: tuple[str, ...] = ()
    # --check-build: per file (its name), the builds that compiled it, and
    # whether they compiled each patch's state or only the last
    compiled: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    compiled_each: bool = False


@dataclass(frozen=True, slots=True)
class SourceFile:
    """A file to convert: where it is, how to name it, what it holds."""
    path: Path
    name: str
    text: str


@dataclass(frozen=True, slots=True)
class Decision:
    """One candidate as the embedded checks judged it (from a KGJSON line)."""
    idiom: str
    function: str
    line: int
    column: int
    helper: str          # guard class, free class, ...
    expr: str
    form: str            # 'guard', 'scoped', 'free', 'class'; '' when declined
    reason: str
    release_fn: str = ''   # unlock or release function
    call: str = ''         # lock or allocation function

    @property
    def accepted(self) -> bool:
        return bool(self.form)

    @property
    def releases_fns(self) -> tuple[str, ...]:
        return (self.release_fn,) if self.release_fn else ()

    @property
    def helper_name(self) -> str:
        """How a patch subject names the helper: 'guard(mutex)', '__free(kfree)'."""
        if self.idiom == 'free':
            return '__free(%s)' % self.helper
        if self.idiom == 'fd':
            return 'CLASS(%s)' % self.helper
        if self.idiom == 'iter':
            return '%s()' % self.helper
        return '%s(%s)' % (scoped_macro(self.helper) if self.form == 'scoped' else 'guard',
                           self.helper)


@dataclass(frozen=True, slots=True)
class Decline:
    """A function left as it was, with the reason."""
    name: str            # file name as shown to the user
    line: int
    function: str
    reason: str

    def render(self) -> str:
        return '%s:%d: %s: %s' % (self.name, self.line, self.function, self.reason)


@dataclass(frozen=True, slots=True)
class FunctionChange:
    """One converted function."""
    function: str
    line: int                    # first line of the definition, original file
    end_line: int
    helpers: tuple[str, ...]     # e.g. ('guard(mutex)', 'scoped_guard(spinlock)')
    old: str
    new: str


@dataclass(frozen=True, slots=True)
class Candidate:
    """One lock or allocation kguardify judged, placed in the original file
    (what the report, org, context and json modes show)."""
    function: str
    line: int
    column: int                  # 0-based, a tab counts one (spatch's columns)
    column_end: int
    idiom: str                   # 'lock' or 'free'
    cls: str                     # guard class or DEFINE_FREE name; '' if unknown
    expr: str                    # lock expression or the pointer's name
    helper: str                  # 'guard(mutex) for &l'; '' if the checks declined it
    reason: str                  # '' when it converts
    fn_line: int                 # the function's first and last line
    fn_end_line: int

    @property
    def converts(self) -> bool:
        return not self.reason

    @property
    def decision(self) -> str:
        return 'convert' if self.converts else 'decline'

    @property
    def held_back(self) -> bool:
        """It would convert, but a subsystem policy keeps it."""
        return bool(self.helper and self.reason)


@dataclass(frozen=True, slots=True)
class Unkept:
    """What the report, org and json modes need of a converted text that
    the job did not send back (so that the driver's memory does not grow
    with the tree)."""
    changed: bool
    lines_removed: int


@dataclass(frozen=True, slots=True)
class FileResult:
    source: SourceFile
    new_text: str
    changes: tuple[FunctionChange, ...] = ()    # old and new '' when unkept
    declines: tuple[Decline, ...] = ()
    problem: str = ''            # the file could not be processed at all
    candidates: tuple[Candidate, ...] = ()   # in file order
    unkept: Unkept | None = None     # set when the texts were not kept

    @property
    def changed(self) -> bool:
        if self.unkept is not None:
            return self.unkept.changed
        return self.new_text != self.source.text

    @property
    def lines_removed(self) -> int:
        if self.unkept is not None:
            return self.unkept.lines_removed
        if not self.changed:
            return 0
        return self.source.text.count('\n') - self.new_text.count('\n')


@dataclass(slots=True)
class PassLog:
    """What the passes over one file produced (mutable while they run)."""
    text: str
    accepted: list[Decision] = field(default_factory=list)
    first: list[Decision] = field(default_factory=list)   # of the original text
    last: list[Decision] = field(default_factory=list)
    problem: str = ''
    passes: int = 0           # spatch passes run over the file
    # functions whose rewrite broke the C text: put back, kguardify's bug
    broken: frozenset[str] = frozenset()
