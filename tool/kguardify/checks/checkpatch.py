# SPDX-License-Identifier: GPL-2.0-only
"""Stage: --check-patch. The mails of a series -> the tree's scripts/checkpatch.pl.

A patch that checkpatch finds an ERROR in is not sent: its conversions are
dropped and become declines carrying the error, and the series is composed
again without them (a line the conversion only re-indents is still a line of
the patch: 'while (1);' inside a new scoped_guard is TRAILING_STATEMENTS).
Warnings are reported, and the patch stays.
"""

from __future__ import annotations

import re
import shutil
import tempfile
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

from kguardify.support import proc
from kguardify.support.errors import ToolFailed, UsageError
from kguardify.checks.kbuild_text import without
from kguardify.model import FileResult, FunctionChange
from kguardify.output.patchplan import Patch
from kguardify.output.series import Mail

LEVEL = re.compile(r'^\S+:\d+: (ERROR|WARNING|CHECK):', re.M)
# '/tmp/x/0003-a.patch:62: ERROR:TRAILING_STATEMENTS: trailing statements ...'
FINDING = re.compile(r'^(?P<file>\S+?):(?P<line>\d+): (?P<level>ERROR|WARNING|CHECK):'
                     r'(?:(?P<type>[A-Z_0-9]+):)? ?(?P<message>.*)$')


@dataclass(frozen=True, slots=True)
class Verdict:
    patch: Path
    lines: tuple[str, ...]       # checkpatch's terse findings

    def count(self, level: str) -> int:
        return sum(1 for line in self.lines
                   if (m := LEVEL.match(line)) is not None and m.group(1) == level)


@dataclass(frozen=True, slots=True)
class Checked:
    """A series after --check-patch: what is left to write, and its verdicts."""
    results: list[FileResult]       # without the dropped conversions
    mails: list[Mail]               # composed for results
    verdicts: list[Verdict]         # of the patches among mails, in order
    dropped: int                    # conversions dropped for an ERROR

    def count(self, level: str) -> int:
        return sum(v.count(level) for v in self.verdicts)


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
        argv = ['perl', str(checker), '--terse', '--show-types', '--no-summary',
                str(patch.resolve())]
        res = proc.run(argv, cwd=root, timeout=300, cancel=cancel)
        if res.timed_out or res.rc not in (0, 1):      # 1: it found something
            raise ToolFailed(argv[1:], res.rc, res.stderr or res.stdout)
        return Verdict(patch, tuple(line for line in res.stdout.splitlines()
                                    if LEVEL.match(line)))

    todo = [p for p in patches if not p.name.startswith('0000-')]
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        return list(pool.map(one, todo))


def drop_reason(finding: str) -> str:
    """The decline reason for a conversion whose patch has this ERROR line."""
    m = FINDING.match(finding)
    if m is None:
        return 'checkpatch.pl: %s' % finding
    kind = ' (%s)' % m.group('type') if m.group('type') else ''
    return 'checkpatch.pl: ERROR: %s%s' % (m.group('message').strip(), kind)


def failing(mails: Sequence[Mail], verdicts: Sequence[Verdict]
            ) -> dict[str, list[tuple[FunctionChange, str]]]:
    """Per source file (FileResult.source.name), the changes of the patches
    that have an ERROR, each with the first error as its reason. verdicts are
    those of the mails' patches, in order."""
    patches = [patch for _, patch in with_patches(mails)]
    out: dict[str, list[tuple[FunctionChange, str]]] = {}
    for patch, verdict in zip(patches, verdicts):
        errors = [line for line in verdict.lines
                  if (m := LEVEL.match(line)) is not None and m.group(1) == 'ERROR']
        if errors:
            out.setdefault(patch.source, []).extend(
                (change, drop_reason(errors[0])) for change in patch.changes)
    return out


def check_mails(mails: Sequence[Mail], root: Path, jobs: int,
                cancel: threading.Event | None = None) -> list[Verdict]:
    """checkpatch on the patches among mails, written to a scratch directory
    for it; each verdict names its mail's path below the output directory."""
    scratch = Path(tempfile.mkdtemp(prefix='kguardify-checkpatch-'))
    try:
        files = []
        for n, mail in enumerate(m for m in mails if m.patch is not None):
            path = scratch / ('%05d' % n) / Path(mail.rel).name
            path.parent.mkdir()
            path.write_text(mail.text, encoding='utf-8', errors='surrogateescape')
            files.append((path, mail.rel))
        verdicts = check_patches([p for p, _ in files], root, cancel, jobs)
        return [Verdict(Path(rel), tuple(line.replace(str(path.resolve()), rel, 1)
                                         for line in v.lines))
                for v, (path, rel) in zip(verdicts, files)]
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def with_patches(mails: Sequence[Mail]) -> list[tuple[Mail, Patch]]:
    return [(m, m.patch) for m in mails if m.patch is not None]


def _key(patch: Patch) -> tuple[str, tuple[int, ...]]:
    return patch.source, tuple(c.line for c in patch.changes)


def reuse(mails: Sequence[Mail], before: Sequence[Mail], verdicts: Sequence[Verdict],
          again: set[str]) -> tuple[list[Verdict | None], list[Mail]]:
    """For the patches of a recomposed series: the earlier verdict of the same
    patch (its findings renamed to the mail's new name), or None where it must
    be checked again (its file is in again); and the mails to check."""
    old = {_key(patch): (mail.rel, v)
           for (mail, patch), v in zip(with_patches(before), verdicts)}
    out: list[Verdict | None] = []
    todo = []
    for mail, patch in with_patches(mails):
        known = old.get(_key(patch))
        if known is None or patch.source in again:
            out.append(None)
            todo.append(mail)
            continue
        rel, verdict = known
        out.append(Verdict(Path(mail.rel), tuple(line.replace(rel, mail.rel, 1)
                                                 for line in verdict.lines)))
    return out, todo


def check_series(results: Sequence[FileResult], compose: Callable[[Sequence[FileResult]],
                 list[Mail]], root: Path, jobs: int,
                 cancel: threading.Event | None = None) -> Checked:
    """Compose the series, checkpatch it, drop the conversions of patches with
    an ERROR and compose it again without them; the second composition's
    patches of files that lost a conversion are checked again."""
    mails = compose(results)
    verdicts = check_mails(mails, root, jobs, cancel)
    dropped = failing(mails, verdicts)
    if not dropped:
        return Checked(list(results), mails, verdicts, 0)
    kept = [without(r, dropped.get(r.source.name, [])) for r in results]
    again = compose(kept)
    known, todo = reuse(again, mails, verdicts, set(dropped))
    fresh = iter(check_mails(todo, root, jobs, cancel))
    final = [v if v is not None else next(fresh) for v in known]
    return Checked(kept, again, final, sum(len(d) for d in dropped.values()))
