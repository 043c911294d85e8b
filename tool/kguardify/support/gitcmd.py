# SPDX-License-Identifier: GPL-2.0-only
"""Support layer: the one git subprocess wrapper, and the few queries
kguardify makes of a user's tree.

Every call goes through proc.run (timeout, own process group), passes cwd=
instead of changing directory, and disables commit signing: an unattended
signing prompt would hang. Inherited GIT_* variables are dropped, so that a
GIT_DIR or GIT_INDEX_FILE set by a hook or a shell does not redirect the
command to another repository; only the variables that say where the user's
configuration lives are kept. Commands on a scratch repository run
`isolated`: without the user's global and system configuration, so that
settings such as diff.noprefix or format.signature cannot change the mails.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from kguardify.support import proc
from kguardify.support.errors import ToolFailed

TIMEOUT = 60.0        # seconds; a git command on a scratch repository takes ms
KEEP = frozenset(('GIT_CONFIG_GLOBAL', 'GIT_CONFIG_SYSTEM', 'GIT_CONFIG_NOSYSTEM'))
BASE_ARGS = ('git', '--no-pager', '-c', 'commit.gpgsign=false', '-c', 'tag.gpgsign=false')


def environment(inherited: Mapping[str, str], *, isolated: bool = False,
                extra: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment for a git child: inherited minus GIT_* (but KEEP),
    C locale, plus extra; isolated ignores global and system config."""
    env = {k: v for k, v in inherited.items()
           if not k.startswith('GIT_') or (k in KEEP and not isolated)}
    env['LC_ALL'] = 'C'
    if isolated:
        env['GIT_CONFIG_GLOBAL'] = os.devnull
        env['GIT_CONFIG_NOSYSTEM'] = '1'
    env.update(extra or {})
    return env


def run(args: list[str], *, cwd: Path, timeout: float = TIMEOUT, isolated: bool = False,
        env: Mapping[str, str] | None = None, stdin: str | None = None) -> proc.Result:
    """git ARGS in cwd; the result whatever the exit status."""
    return proc.run([*BASE_ARGS, *args], cwd=cwd, timeout=timeout, stdin=stdin,
                    env=environment(os.environ, isolated=isolated, extra=env))


def check(args: list[str], *, cwd: Path, timeout: float = TIMEOUT, isolated: bool = False,
          env: Mapping[str, str] | None = None, stdin: str | None = None) -> str:
    """git ARGS in cwd; its stdout, or ToolFailed."""
    result = run(args, cwd=cwd, timeout=timeout, isolated=isolated, env=env, stdin=stdin)
    if result.timed_out:
        raise ToolFailed([*BASE_ARGS, *args], result.rc,
                         'timed out after %g seconds' % timeout)
    if result.rc != 0:
        raise ToolFailed([*BASE_ARGS, *args], result.rc, result.stderr)
    return result.stdout


def toplevel(directory: Path) -> Path | None:
    """The root of the git work tree that holds directory, or None (not a
    work tree, or git refuses it, e.g. for its ownership)."""
    result = run(['rev-parse', '--show-toplevel'], cwd=directory)
    if result.rc != 0 or result.timed_out or not result.stdout.strip():
        return None
    return Path(result.stdout.strip())


def config_value(cwd: Path, key: str) -> str:
    """git config --get KEY as the user's tree sees it, or ''."""
    result = run(['config', '--get', key], cwd=cwd)
    return result.stdout.strip() if result.rc == 0 and not result.timed_out else ''


def log_subjects(top: Path, path: str, count: int) -> list[str]:
    """Subjects of the last `count` non-merge commits that touched path."""
    result = run(['log', '-z', '-n', str(count), '--no-merges', '--format=%s', '--',
                  path], cwd=top)
    if result.rc != 0 or result.timed_out:
        return []
    return [s for s in result.stdout.split('\0') if s.strip()]
