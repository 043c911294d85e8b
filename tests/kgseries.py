# SPDX-License-Identifier: GPL-2.0-only
"""Helpers for the series tests: git repositories made at test time from the
fixtures, kguardify runs in series mode, applying a series patch by patch,
reading which functions a patch's hunks touch, normalising mails.

git runs with a HOME and global config of the test's own, so the developer's
configuration (identity, signing, aliases) never takes part.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from conftest import Run, run_kguardify
from kguardify.embedded.cscan import Source

IDENTITY = 'Kg Tester <kg.tester@example.com>'
DATE = '2024-05-01T10:00:00+00:00'
CLEANUP_INCLUDE = '#include <linux/cleanup.h>'
WHO = {'GIT_AUTHOR_NAME': 'Kg Fixture', 'GIT_AUTHOR_EMAIL': 'kg.fixture@example.com',
       'GIT_COMMITTER_NAME': 'Kg Fixture',
       'GIT_COMMITTER_EMAIL': 'kg.fixture@example.com'}


def git_env(home: Path) -> dict[str, str]:
    """Variables that give git (and kguardify's git) only home's config."""
    home.mkdir(parents=True, exist_ok=True)
    (home / '.gitconfig').touch()
    return {'HOME': str(home), 'XDG_CONFIG_HOME': str(home / '.config'),
            'GIT_CONFIG_GLOBAL': str(home / '.gitconfig'), 'GIT_CONFIG_NOSYSTEM': '1'}


def git(args: list[str], cwd: Path, env: dict[str, str]) -> str:
    base = {k: v for k, v in os.environ.items() if not k.startswith('GIT_')}
    res = subprocess.run(['git', '-c', 'commit.gpgsign=false', *args], cwd=cwd,
                         env=dict(base, **WHO, **env), capture_output=True, text=True,
                         timeout=120)
    assert res.returncode == 0, 'git %s: %s' % (' '.join(args), res.stderr)
    return res.stdout


def make_repo(source: Path, repo: Path, env: dict[str, str],
              subject: str = 'Add the files') -> Path:
    """A git repository holding a copy of source, in one commit."""
    shutil.copytree(source, repo)
    git(['init', '-q', '-b', 'main', '.'], repo, env)
    git(['add', '-A'], repo, env)
    git(['commit', '-q', '-m', subject], repo, env)
    return repo


def run_series(cwd: Path, out: Path, *args: str, env: dict[str, str]) -> Run:
    return run_kguardify('--from', IDENTITY, '--date', DATE, '-o', str(out), *args,
                         cwd=cwd, env=env)


def listed(run: Run) -> list[Path]:
    """The mails a run wrote, in the order it lists them (-o absolute)."""
    return [Path(line) for line in run.stdout.splitlines()]


def patches(run: Run) -> list[Path]:
    """The listed mails without the cover letters: the order of git am."""
    return [p for p in listed(run) if not p.name.startswith('0000-')]


def touched_files(patch: str) -> list[str]:
    return re.findall(r'^diff --git a/(\S+) b/', patch, re.M)


@dataclass(frozen=True)
class Step:
    """One patch applied with git am: the files it touches, before and after."""
    patch: Path
    before: dict[str, str]
    after: dict[str, str]


def apply_one_by_one(work: Path, series: list[Path], env: dict[str, str]) -> list[Step]:
    steps = []
    for patch in series:
        names = touched_files(patch.read_text())
        before = {n: (work / n).read_text() for n in names}
        git(['am', '-q', str(patch)], work, env)
        after = {n: (work / n).read_text() for n in names}
        steps.append(Step(patch, before, after))
    return steps


def function_at(text: str, line: int) -> str | None:
    src = Source(text)
    for fn in src.functions():
        if src.line(fn.start) <= line <= src.line(fn.body_close):
            return fn.name
    return None


def hunk_functions(patch: str, before: dict[str, str], after: dict[str, str]
                   ) -> set[str]:
    """The functions whose lines a patch removes or adds ('<outside>' for a
    changed line outside every function, other than the cleanup include)."""
    touched: set[str] = set()
    path = ''
    in_hunk = False
    old = new = 0
    for line in patch.splitlines():
        m = re.match(r'^diff --git a/(\S+) b/', line)
        if m:
            path, in_hunk = m.group(1), False
            continue
        m = re.match(r'^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@', line)
        if m and path:
            old, new, in_hunk = int(m.group(1)), int(m.group(2)), True
            continue
        if line == '-- ':
            break
        if not in_hunk:
            continue
        if line.startswith('-'):
            touched.add(function_at(before[path], old) or '<outside>')
            old += 1
        elif line.startswith('+'):
            if line[1:] != CLEANUP_INCLUDE:
                touched.add(function_at(after[path], new) or '<outside>')
            new += 1
        elif line.startswith(' '):
            old += 1
            new += 1
    return touched


def normalise(mail: str) -> str:
    """A mail with what depends on the date, the git version and the
    commit and blob ids replaced."""
    mail = re.sub(r'^From [0-9a-f]{40} ', 'From <commit> ', mail, flags=re.M)
    mail = re.sub(r'^Date: .*$', 'Date: <date>', mail, flags=re.M)
    mail = re.sub(r'^index [0-9a-f]+\.\.[0-9a-f]+', 'index <blob>..<blob>', mail,
                  flags=re.M)
    return re.sub(r'^-- \n.*\n', '-- \n<git version>\n', mail, flags=re.M)


def expected_state(original: str, final: str, k: int) -> str:
    """File state k, from the fixture and its expected output only: the
    expected file with every converted function after the k-th put back."""
    old_src, new_src = Source(original), Source(final)
    old_fns, new_fns = old_src.functions(), new_src.functions()
    assert [f.name for f in old_fns] == [f.name for f in new_fns]
    pieces, cursor, seen = [], 0, 0
    for old_fn, new_fn in zip(old_fns, new_fns):
        old_text = original[old_fn.start:old_fn.body_close + 1]
        new_text = final[new_fn.start:new_fn.body_close + 1]
        if old_text == new_text:
            continue
        seen += 1
        if seen > k:
            pieces += [final[cursor:new_fn.start], old_text]
            cursor = new_fn.body_close + 1
    return ''.join(pieces) + final[cursor:]


@dataclass(frozen=True)
class SeriesRun:
    """kguardify --mode series over a git repository made from a fixture
    directory, and that series applied patch by patch to a clone."""
    repo: Path
    out: Path
    run: Run
    env: dict[str, str]
    work: Path
    steps: tuple[Step, ...]


_runs: dict[tuple[str, ...], SeriesRun] = {}


def series_of(source: Path, tmp_root: Path, *args: str) -> SeriesRun:
    """Once per test session for each source and arguments."""
    key = (str(source), *args)
    if key not in _runs:
        where = tmp_root / ('series-%d' % len(_runs))
        env = git_env(where / 'home')
        repo = make_repo(source, where / 'repo', env)
        run = run_series(repo, where / 'out', *args, '.', env=env)
        assert run.rc == 0, run.stderr
        work = where / 'work'
        git(['clone', '-q', str(repo), str(work)], where, env)
        steps = apply_one_by_one(work, patches(run), env)
        _runs[key] = SeriesRun(repo, where / 'out', run, env, work, tuple(steps))
    return _runs[key]
