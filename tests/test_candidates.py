# SPDX-License-Identifier: GPL-2.0-only
"""The candidates of a file agree with its converted and declined functions,
and each names the call or pointer it is about."""

from __future__ import annotations

import pytest

from conftest import FIXTURES, TESTS, needs_spatch
from kguardify import pipeline
from kguardify.functions import candidates
from kguardify.embedded.cscan import Source
from kguardify.embedded.catalogue import read_local, read_tree
from kguardify.embedded.lockcheck import ALL_KINDS, lock_kinds
from kguardify.model import Decision, FileResult, Options

_results: dict[str, list[FileResult]] = {}


def results(idiom: str) -> list[FileResult]:
    if idiom not in _results:
        _results[idiom] = pipeline.run(Options(paths=(FIXTURES / idiom,), jobs=2)).results
    return _results[idiom]


@needs_spatch()
@pytest.mark.parametrize('idiom', ('lock', 'free'))
def test_every_function_kguardify_names_has_candidates_that_agree(idiom: str) -> None:
    for result in results(idiom):
        converted = {c.function for c in result.changes}
        declined = {d.function for d in result.declines}
        by_function: dict[str, set[str]] = {}
        for cand in result.candidates:
            by_function.setdefault(cand.function, set()).add(cand.decision)
        assert set(by_function) == converted | declined, result.source.name
        for name in converted:
            assert by_function[name] == {'convert'}, (result.source.name, name)
        for decline in result.declines:
            assert by_function[decline.function] == {'decline'}, decline.render()
            assert decline.reason in {c.reason for c in result.candidates
                                      if c.function == decline.function}, decline.render()


@needs_spatch()
@pytest.mark.parametrize('idiom', ('lock', 'free'))
def test_a_candidate_names_its_call_or_pointer(idiom: str) -> None:
    kinds = lock_kinds(read_tree(TESTS))    # the fixtures' tree: tests/include
    for result in results(idiom):
        lines = result.source.path.read_text().split('\n')
        for cand in result.candidates:
            token = lines[cand.line - 1][cand.column:cand.column_end]
            if cand.idiom == 'free':
                assert token == cand.expr, cand
            else:
                # the lock's own class, or a guard the file defines for it
                assert cand.cls in (kinds[token].cls,
                                    *read_local(result.source.path).guards()), cand


@needs_spatch()
def test_converted_candidates_say_which_helper() -> None:
    found = {(r.source.path.name, c.function): c.helper for r in results('lock')
             for c in r.candidates}
    assert found[('mutex_goto_out.c', 'foo_set_mode')] == 'guard(mutex) for &foo->lock'
    assert found[('mutex_region_scoped.c', 'sensor_set_threshold')] == \
        'scoped_guard(mutex, &s->lock)'
    assert found[('decline_dropped_and_retaken.c', 'waiter_wait')] == ''


def test_a_later_pass_decision_is_found_in_the_original_function() -> None:
    text = ('int f(struct s *s)\n{\n\tmutex_lock(&s->a);\n\tmutex_lock(&s->b->l);\n'
            '\tmutex_unlock(&s->b->l);\n\tmutex_unlock(&s->a);\n\treturn 0;\n}\n')
    src = Source(text)
    fn = src.functions()[0]
    d = Decision('lock', 'f', 2, 1, 'mutex', '&s->b->l', 'guard', '', 'mutex_unlock',
                 'mutex_lock')
    cand = candidates.place(src, fn, d, False, '', ALL_KINDS)
    assert (cand.line, cand.column, cand.column_end) == (4, 1, 11)
    assert cand.helper == 'guard(mutex) for &s->b->l'
    assert (cand.fn_line, cand.fn_end_line) == (1, 8)
