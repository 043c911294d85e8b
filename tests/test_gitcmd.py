# SPDX-License-Identifier: GPL-2.0-only
"""gitcmd: the one git wrapper. Inherited GIT_* variables never redirect it,
signing is always off, scratch commands ignore the user's configuration."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from kguardify.support import gitcmd
from kguardify.support.errors import ToolFailed


def _repo(path: Path) -> Path:
    path.mkdir()
    subprocess.run(['git', 'init', '-q', str(path)], check=True,
                   env=dict(os.environ, GIT_CONFIG_GLOBAL=os.devnull,
                            GIT_CONFIG_NOSYSTEM='1'))
    return path


def test_environment_drops_git_variables_but_the_config_location() -> None:
    env = gitcmd.environment({'GIT_DIR': '/elsewhere', 'GIT_INDEX_FILE': 'x',
                              'GIT_CONFIG_GLOBAL': '/home/u/.gitconfig', 'PATH': '/bin'})
    assert env == {'GIT_CONFIG_GLOBAL': '/home/u/.gitconfig', 'PATH': '/bin',
                   'LC_ALL': 'C'}


def test_isolated_environment_ignores_global_and_system_config() -> None:
    env = gitcmd.environment({'GIT_CONFIG_GLOBAL': '/home/u/.gitconfig'}, isolated=True,
                             extra={'GIT_AUTHOR_NAME': 'A'})
    assert env == {'GIT_CONFIG_GLOBAL': os.devnull, 'GIT_CONFIG_NOSYSTEM': '1',
                   'LC_ALL': 'C', 'GIT_AUTHOR_NAME': 'A'}


def test_an_inherited_git_dir_does_not_redirect_commands(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    repo = _repo(tmp_path / 'repo')
    monkeypatch.setenv('GIT_DIR', str(tmp_path / 'nowhere'))
    assert gitcmd.toplevel(repo) == repo.resolve()


def test_toplevel_outside_a_work_tree_is_none(tmp_path: Path) -> None:
    assert gitcmd.toplevel(tmp_path) is None


def test_commit_signing_is_always_off(tmp_path: Path,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / 'home'
    home.mkdir()
    (home / '.gitconfig').write_text('[commit]\n\tgpgsign = true\n[gpg]\n\tprogram = false\n')
    monkeypatch.setenv('GIT_CONFIG_GLOBAL', str(home / '.gitconfig'))
    repo = _repo(tmp_path / 'repo')
    (repo / 'f').write_text('x\n')
    who = {'GIT_AUTHOR_NAME': 'A', 'GIT_AUTHOR_EMAIL': 'a@example.com',
           'GIT_COMMITTER_NAME': 'A', 'GIT_COMMITTER_EMAIL': 'a@example.com'}
    gitcmd.check(['add', 'f'], cwd=repo)
    gitcmd.check(['commit', '-q', '-m', 'x'], cwd=repo, env=who)
    assert gitcmd.check(['log', '--format=%s'], cwd=repo) == 'x\n'


def test_check_raises_with_git_s_message(tmp_path: Path) -> None:
    with pytest.raises(ToolFailed) as failed:
        gitcmd.check(['rev-parse', 'HEAD'], cwd=tmp_path)
    assert 'not a git repository' in str(failed.value)


def test_log_subjects_newest_first(tmp_path: Path) -> None:
    repo = _repo(tmp_path / 'repo')
    who = {'GIT_AUTHOR_NAME': 'A', 'GIT_AUTHOR_EMAIL': 'a@example.com',
           'GIT_COMMITTER_NAME': 'A', 'GIT_COMMITTER_EMAIL': 'a@example.com'}
    for n, subject in enumerate(['gpio: a: One', 'gpio: a: Two']):
        (repo / 'a.c').write_text('%d\n' % n)
        gitcmd.check(['add', 'a.c'], cwd=repo, isolated=True)
        gitcmd.check(['commit', '-q', '-m', subject], cwd=repo, isolated=True, env=who)
    assert gitcmd.log_subjects(repo, 'a.c', 50) == ['gpio: a: Two', 'gpio: a: One']
    assert gitcmd.log_subjects(repo, 'b.c', 50) == []
