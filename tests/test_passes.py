# SPDX-License-Identifier: GPL-2.0-only
"""passes.convert: which files get another spatch pass."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import FIXTURES, needs_spatch
from kguardify.engine import passes
from kguardify.embedded import catalogue
from kguardify.embedded.lockcheck import LOCK_KINDS
from kguardify.model import Decision, Options, SourceFile
from kguardify.engine.rules import cocci_dir, select_rules


def _decision(function: str, form: str) -> Decision:
    return Decision(idiom='lock', function=function, line=1, column=1, helper='mutex',
                    expr='&l', form=form, reason='' if form else 'a reason')


def test_only_a_function_converted_in_part_asks_for_another_pass() -> None:
    whole = [_decision('f', 'guard'), _decision('f', 'scoped')]
    alone = [_decision('g', ''), _decision('g', '')]
    assert not passes.needs_another_pass([])
    assert not passes.needs_another_pass(whole)
    assert not passes.needs_another_pass(alone)
    assert not passes.needs_another_pass(whole + alone)
    assert passes.needs_another_pass(whole + [_decision('f', '')])


@needs_spatch()
@pytest.mark.parametrize('name,count,accepted', [
    ('mutex_nested_two_locks.c', 1, ['mutex', 'mutex']),   # nested, whole in one pass
    ('decline_dropped_and_retaken.c', 1, []),              # declined: nothing changed
    ('migrate_around_rcu.c', 2, ['rcu', 'migrate']),       # the outer needs the inner gone
])
def test_passes_over_a_file(name: str, count: int, accepted: list[str],
                            tmp_path: Path) -> None:
    path = FIXTURES / 'lock' / name
    cat = catalogue.builtin(LOCK_KINDS)
    rule = select_rules(cocci_dir(None), cat)[0]
    src = SourceFile(path, name, path.read_text())
    logs = passes.convert([src], [passes.local_catalogue('', src)], rule, cat.to_json(),
                            Options(paths=()), tmp_path)
    log = logs[path]
    assert not log.problem
    assert log.passes == count
    assert [d.helper for d in log.accepted] == accepted


def test_the_functions_converted_in_part() -> None:
    assert passes.partial_functions([_decision('f', 'guard'), _decision('f', ''),
                                       _decision('g', ''), _decision('h', 'guard')]) \
        == frozenset({'f'})


