# SPDX-License-Identifier: GPL-2.0-only
"""Stage: series. Per-function changes -> successive file states -> patch
series in git format-patch form, written to the output directory.

State k of a file is the original with its first k converted functions
replaced (in file order), plus #include <linux/cleanup.h> from state 1 on
when kguardify adds it; the last state must be exactly the file kguardify
produced (patchplan.py makes the states, the patches, their grouping into
series and the cover letters' tables, without I/O). The states are
committed in a scratch git repository (one base commit with the original
files, then one commit per patch), and `git format-patch --cover-letter`
writes the mails, so every patch applies with `git am` on top of the ones
before it and leaves complete files.

Dates are the series' base date plus the patch's index (b4's scheme), so a
rerun with the same --date writes the same bytes and sorting by date keeps
the order. The scratch repository ignores the user's git configuration.
This module runs in the driver.
"""

from __future__ import annotations

import logging
import os
import re
import shutil
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from kguardify.embedded.files import SOURCES, kernel_root, write_atomically
from kguardify.output import message, report
from kguardify.output.patchplan import (Patch, Series, group_series, patches_of, table_rows,
                                        unconverted_files)
from kguardify.support import gitcmd
from kguardify.support.errors import UsageError
from kguardify.model import FileResult, Identity, SeriesOptions, Split

logger = logging.getLogger(__name__)

BRANCH = 'kguardify'
HISTORY = 50                      # commits of a file's history that vote on its prefix
PATCH_NAME = re.compile(r'^\d{4}-.*\.patch$')


@dataclass(frozen=True, slots=True)
class Mail:
    """One file of the output: a cover letter (patch None) or a patch."""
    rel: str                               # below the output directory
    text: str
    patch: Patch | None


# --- the user's tree ---------------------------------------------------------

def tree_root(directory: Path) -> tuple[Path | None, bool]:
    """The root that patch paths are relative to, and whether it is a git
    work tree: git's top level, else a kernel source tree above directory."""
    top = gitcmd.toplevel(directory)
    if top is not None:
        return top, True
    return kernel_root(directory, SOURCES), False


def resolve_identities(directory: Path, author: Identity | None,
                       signoff: Identity | None) -> tuple[Identity, Identity]:
    """Author: --from, else git config user.name/user.email as the tree sees
    it, else --signoff. Signed-off-by: --signoff, else the author."""
    if author is None:
        name = gitcmd.config_value(directory, 'user.name')
        email = gitcmd.config_value(directory, 'user.email')
        if name and email:
            author = Identity(name, email)
    author = author or signoff
    if author is None:
        raise UsageError('no identity for the patches: set git config user.name and '
                         'user.email, or pass --from "Name <mail>"')
    return author, signoff or author


def _locate(results: Sequence[FileResult]
            ) -> tuple[Path | None, bool, dict[str, FileResult]]:
    """The common root of the converted files, whether it is a git work tree,
    and the results under their paths relative to it (files elsewhere, which
    can only be unconverted ones, are left out)."""
    converted = [r for r in results if r.changes or r.changed]
    roots = {tree_root(d) for d in {r.source.path.resolve().parent for r in converted}}
    if len(roots) > 1:
        raise UsageError('the files are in different trees (%s); run kguardify once '
                         'per tree' % ', '.join(sorted(str(r or '.') for r, _ in roots)))
    root, is_git = roots.pop() if roots else (None, False)
    if root is not None:
        base = root.resolve()
    else:
        base = Path.cwd().resolve()
        resolved = [r.source.path.resolve() for r in converted]
        if not all(p.is_relative_to(base) for p in resolved):
            base = Path(os.path.commonpath([p.parent for p in resolved]))
    located: dict[str, FileResult] = {}
    for result in results:
        full = result.source.path.resolve()
        if not full.is_relative_to(base):
            continue
        path = full.relative_to(base).as_posix()
        if path in located:
            raise UsageError('%s is named twice' % path)
        located[path] = result
    return root, is_git, located


def prefix_for(path: str, root: Path | None, is_git: bool) -> str:
    if root is not None and is_git:
        voted = message.vote_prefix(gitcmd.log_subjects(root, path, HISTORY))
        if voted:
            return voted
    return message.path_prefix(path)


# --- building and writing ------------------------------------------------------

def check_output(output: Path, force: bool) -> None:
    """Refuse an output that is not a directory, or a non-empty one without
    --force (before the conversion runs, so that no time is lost)."""
    if output.exists() and not output.is_dir():
        raise UsageError('%s exists and is not a directory' % output)
    if output.is_dir() and any(output.iterdir()) and not force:
        raise UsageError('%s is not empty; pass --force to replace the series in it'
                         % output)


def compose(results: Sequence[FileResult], options: SeriesOptions,
            version: str) -> list[Mail]:
    """The mails of the series for results, not yet written; none when
    nothing was converted."""
    root, is_git, located = _locate([r for r in results if r.changes or r.declines
                                     or r.problem])
    patches = [patch for path, result in sorted(located.items())
               if result.changes or result.changed
               for patch in patches_of(result, path, prefix_for(path, root, is_git),
                                       options.per)]
    if not patches:
        return []
    series_list = group_series(patches, options.max_patches)
    extra = unconverted_files(series_list, located,
                              lambda path: prefix_for(path, root, is_git))
    covers = []
    for index, one in enumerate(series_list):
        rows = table_rows(one, located, extra.get(index, []))
        declined = any(located[path].declines or located[path].problem for path, _ in rows)
        covers.append((report.file_table(rows), declined))
    compiled = {path: options.compiled[result.source.name]
                for path, result in located.items() if result.source.name in options.compiled}
    return build(series_list, covers, options, version, compiled)


def write_series(results: Sequence[FileResult], options: SeriesOptions,
                 version: str, mails: Sequence[Mail] | None = None) -> list[Path]:
    """Write the series for results (or mails, composed for them already)
    into options.output; the files written, in order. Nothing is written
    when nothing was converted."""
    if mails is None:
        mails = compose(results, options, version)
    if not mails:
        return []
    check_output(options.output, options.force)
    return install([(m.rel, m.text) for m in mails], options.output)


def _git_date(options: SeriesOptions, offset: int) -> str:
    return '%d %s' % (int(options.date.timestamp()) + offset,
                      options.date.strftime('%z') or '+0000')


def _identity_env(who: Identity, date: str) -> dict[str, str]:
    return {'GIT_AUTHOR_NAME': who.name, 'GIT_AUTHOR_EMAIL': who.email,
            'GIT_AUTHOR_DATE': date, 'GIT_COMMITTER_NAME': who.name,
            'GIT_COMMITTER_EMAIL': who.email, 'GIT_COMMITTER_DATE': date}


def _write_file(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode('utf-8', errors='surrogateescape'))


@dataclass(frozen=True, slots=True)
class _Scratch:
    """The scratch repository the series is made in, and what every commit
    of it says: who, when, with which kguardify and which builds."""
    repo: Path
    options: SeriesOptions
    version: str
    compiled: Mapping[str, tuple[str, ...]]

    def git(self, args: list[str], offset: int = 0, stdin: str | None = None) -> str:
        """git in the repository, as the author, dated offset seconds after
        the series' date."""
        return gitcmd.check(args, cwd=self.repo, isolated=True, stdin=stdin,
                            env=_identity_env(self.options.author,
                                              _git_date(self.options, offset)))

    def commit(self, text: str, offset: int) -> None:
        self.git(['commit', '-q', '--no-verify', '--cleanup=whitespace', '-F', '-'],
                 offset, stdin=text)


def build(series_list: Sequence[Series], covers: Sequence[tuple[str, bool]],
          options: SeriesOptions, version: str,
          compiled: Mapping[str, tuple[str, ...]] | None = None) -> list[Mail]:
    """The mails of every series (path below the output directory, text),
    made by git in a scratch repository that is removed afterwards. covers:
    per series, the cover letter's table and whether it lists declines.
    compiled: per file path, the builds that compiled it (--check-build)."""
    scratch = Path(tempfile.mkdtemp(prefix='kguardify-series-'))
    try:
        (scratch / 'repo').mkdir()
        repo = _Scratch(scratch / 'repo', options, version, compiled or {})
        _commit_originals(repo, series_list)
        mails = []
        offset = 0
        for series, (table, declined) in zip(series_list, covers):
            mails += _series_mails(repo, series, table, declined, offset,
                                   scratch / 'out' / str(offset))
            offset += len(series.patches) + 1
        return mails
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def _commit_originals(repo: _Scratch, series_list: Sequence[Series]) -> None:
    """The base commit: every file the patches touch, as it was."""
    repo.git(['init', '-q', '-b', BRANCH, '.'])
    seen = set()
    for patch in (p for s in series_list for p in s.patches):
        if patch.path not in seen:
            seen.add(patch.path)
            _write_file(repo.repo / patch.path, patch.before)
    repo.git(['add', '-A'])
    repo.commit('Files as they were before kguardify\n', 0)


def _series_mails(repo: _Scratch, series: Series, table: str, declined: bool,
                  offset: int, out: Path) -> list[Mail]:
    """One series: its patches committed after offset, then its mails from
    git format-patch into out (the cover letter first)."""
    options = repo.options
    start = repo.git(['rev-parse', 'HEAD']).strip()
    for index, patch in enumerate(series.patches, 1):
        _commit_patch(repo, patch, offset + index)
    repo.git(['config', 'branch.%s.description' % BRANCH,
              _description(series, table, declined, options, repo.version, repo.compiled)])
    names = repo.git(['format-patch', '--cover-letter', '--cover-from-description=subject',
                      '--subject-prefix=' + options.subject_prefix,
                      *['--to=' + to for to in options.to],
                      *['--cc=' + cc for cc in options.cc],
                      '-o', str(out), '%s..HEAD' % start], offset).splitlines()
    if len(names) != len(series.patches) + 1:
        raise RuntimeError('git format-patch wrote %d mails for %d commits'
                           % (len(names), len(series.patches)))
    # format-patch names the cover letter first, then the commits
    return [_mail(series, Path(name), of) for name, of in zip(names, (None, *series.patches))]


def _commit_patch(repo: _Scratch, patch: Patch, offset: int) -> None:
    """One patch's commit: the file's later state, with its message."""
    options = repo.options
    _write_file(repo.repo / patch.path, patch.after)
    repo.git(['add', '--', patch.path])
    repo.commit(message.commit_message(
        patch.prefix, patch.changes, path=patch.path,
        adds_include=patch.adds_include, version=repo.version,
        signoff=options.signoff.render(), compiled=repo.compiled.get(patch.path, ()),
        compiled_each=options.compiled_each), offset)


def _mail(series: Series, written: Path, patch: Patch | None) -> Mail:
    """The mail git format-patch wrote, named below the output directory."""
    rel = PurePosixPath(series.directory, written.name).as_posix() \
        if series.directory else written.name
    return Mail(rel, written.read_text(encoding='utf-8', errors='surrogateescape'), patch)


def _description(series: Series, table: str, lists_declines: bool,
                 options: SeriesOptions, version: str,
                 compiled: Mapping[str, tuple[str, ...]]) -> str:
    paths = {p.path for p in series.patches}
    return message.cover_description(
        prefix=message.common_prefix([p.prefix for p in series.patches]),
        changes=[c for p in series.patches for c in p.changes],
        files=len({p.path for p in series.patches}), per_file=options.per is Split.FILE,
        part=series.part, parts=series.parts, group=series.group,
        version=version, table=table, lists_declines=lists_declines,
        compiled={p: c for p, c in compiled.items() if p in paths},
        compiled_each=options.compiled_each)


def install(mails: Sequence[tuple[str, str]], output: Path) -> list[Path]:
    """Write the mails below output, each file atomically; the patches of a
    previous series there (NNNN-*.patch) go first, other files stay."""
    if output.is_dir():
        remove_previous_series(output)
    written = []
    for rel, text in mails:
        path = output / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(path, text)
        written.append(path)
    return written


def remove_previous_series(output: Path) -> None:
    for dirpath, _, filenames in sorted(os.walk(output), reverse=True):
        for name in filenames:
            if PATCH_NAME.match(name):
                os.unlink(os.path.join(dirpath, name))
        if Path(dirpath) != output and not os.listdir(dirpath):
            os.rmdir(dirpath)


