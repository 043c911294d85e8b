# SPDX-License-Identifier: GPL-2.0-only
"""Subsystem policy: where the tree's maintainers discourage the helpers,
kguardify reports but does not convert, unless --force-subsystem."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from conftest import FIXTURES, TESTS, needs_spatch, run_kguardify
from kerneltree import kernel_tree
from kguardify import policy

NETDEV = policy.POLICIES[0]
SECTION = ('Using device-managed and cleanup.h constructs\n'
           '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n\n'
           'Netdev remains skeptical about promises of all "auto-cleanup" APIs.\n')


def _tree(tmp_path: Path, section: bool = True) -> Path:
    """A small kernel tree: the test headers, the netdev document, and the
    same driver under drivers/net/ and drivers/gpio/."""
    root = tmp_path / 'linux'
    shutil.copytree(TESTS / 'include', root / 'include')
    doc = root / NETDEV.document
    doc.parent.mkdir(parents=True)
    doc.write_text('Networking subsystem (netdev)\n\n' + (SECTION if section else ''))
    for sub in ('drivers/net', 'drivers/gpio', 'net/core'):
        (root / sub).mkdir(parents=True)
        shutil.copy(FIXTURES / 'lock' / 'mutex_goto_out.c', root / sub / 'foo.c')
    return root


def test_a_policy_applies_only_where_the_document_says_it(tmp_path: Path) -> None:
    assert policy.active(_tree(tmp_path / 'a')) == (NETDEV,)
    assert policy.active(_tree(tmp_path / 'b', section=False)) == ()
    assert policy.active(tmp_path) == ()


def test_what_the_netdev_document_covers() -> None:
    assert policy.covering((NETDEV,), 'drivers/net/ethernet/foo.c') is NETDEV
    assert policy.covering((NETDEV,), 'net/ipv4/tcp.c') is NETDEV
    assert policy.covering((NETDEV,), 'drivers/network/foo.c') is None
    assert policy.covering((NETDEV,), 'drivers/gpio/gpio-foo.c') is None
    assert 'Documentation/process/maintainer-netdev.rst' in NETDEV.reason


@pytest.mark.parametrize('version,expected', [('6.12', (NETDEV,)), ('6.1', ())])
def test_the_real_trees(version: str, expected: tuple[policy.Policy, ...]) -> None:
    tree = kernel_tree(version)
    if tree is None:
        pytest.skip('linux-source-%s is not installed' % version)
    assert policy.active(tree) == expected


@needs_spatch()
def test_netdev_files_are_reported_but_not_converted(tmp_path: Path) -> None:
    root = _tree(tmp_path)
    run = run_kguardify('--mode', 'diff', 'drivers', 'net', cwd=root)
    assert run.rc == 1, run.stderr
    assert '+++ b/drivers/gpio/foo.c' in run.stdout
    assert 'drivers/net/' not in run.stdout and 'net/core' not in run.stdout
    held = [line for line in run.stderr.splitlines() if NETDEV.document in line]
    assert held == ['drivers/net/foo.c:19: foo_set_mode: ' + NETDEV.reason,
                    'net/core/foo.c:19: foo_set_mode: ' + NETDEV.reason]


@needs_spatch()
def test_force_subsystem_converts_them(tmp_path: Path) -> None:
    root = _tree(tmp_path)
    run = run_kguardify('--mode', 'diff', '--force-subsystem', 'drivers', cwd=root)
    assert '+++ b/drivers/net/foo.c' in run.stdout
    assert '+++ b/drivers/gpio/foo.c' in run.stdout
    assert NETDEV.document not in run.stderr


@needs_spatch()
def test_a_held_back_file_counts_no_removed_lines_in_the_lean_modes(tmp_path: Path) -> None:
    """json's summary (the job sends no texts) counts what diff's does: the
    held-back netdev files remove nothing."""
    root = _tree(tmp_path)
    diff = run_kguardify('--mode', 'diff', '--summary', 'drivers', 'net', cwd=root)
    doc = json.loads(run_kguardify('--mode', 'json', '--summary', 'drivers', 'net',
                                   cwd=root).stdout)
    removed = re.search(r'lines removed\s+(\d+)', diff.stderr)
    assert removed is not None, diff.stderr
    assert doc['summary']['lines_removed'] == int(removed.group(1)) > 0
    assert doc['summary']['functions_converted']['total'] == 1
