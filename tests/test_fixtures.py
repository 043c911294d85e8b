# SPDX-License-Identifier: GPL-2.0-only
"""Golden fixture pairs: kguardify's output is exactly the expected file, both
compile with gcc and clang, and the explorer sees the same behaviour.

tests/fixtures/<idiom>/<case>.c  -> tests/expected/<idiom>/<case>.c
                                    tests/expected/<idiom>/<case>.err (declines)
A declined case has an expected file equal to its fixture.
`make bless` (tests/bless.py) writes what kguardify produces into
tests/expected/ (then read the diff before committing it).
"""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

import kgharness
from conftest import FIXTURE_SETS, TESTS, converted, needs_spatch, run_kguardify

IDIOMS = tuple(FIXTURE_SETS)
CASES = sorted((idiom, path.name) for idiom in IDIOMS
               for path in FIXTURE_SETS[idiom].fixtures.glob('*.c'))
IDS = ['%s/%s' % case for case in CASES]


def _include(idiom: str) -> Path | None:
    tree = FIXTURE_SETS[idiom].tree
    return None if tree == TESTS else tree / 'include'


def _diff(expected: str, actual: str, name: str) -> str:
    return ''.join(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                        'expected/' + name, 'actual/' + name))


def test_every_fixture_has_an_expected_file() -> None:
    missing = [i for i, (idiom, name) in zip(IDS, CASES)
               if not (FIXTURE_SETS[idiom].expected / name).exists()]
    assert not missing


@needs_spatch()
@pytest.mark.parametrize('idiom,name', CASES, ids=IDS)
def test_output_is_the_expected_file(idiom: str, name: str, session_tmp: Path) -> None:
    result = converted(idiom, session_tmp)
    actual = result.output(name)
    expected = (FIXTURE_SETS[idiom].expected / name).read_text()
    assert actual == expected, _diff(expected, actual, name)


@needs_spatch()
@pytest.mark.parametrize('idiom,name', CASES, ids=IDS)
def test_declines_are_the_expected_ones(idiom: str, name: str, session_tmp: Path) -> None:
    result = converted(idiom, session_tmp)
    err = FIXTURE_SETS[idiom].expected / (name[:-2] + '.err')
    expected = sorted(err.read_text().splitlines()) if err.exists() else []
    assert result.declines(name) == expected


@pytest.mark.parametrize('cc', kgharness.compilers())
@pytest.mark.parametrize('idiom,name', CASES, ids=IDS)
def test_fixture_and_expected_compile(idiom: str, name: str, cc: str) -> None:
    for path in (FIXTURE_SETS[idiom].fixtures / name, FIXTURE_SETS[idiom].expected / name):
        res = kgharness.compile_only(path, cc, _include(idiom))
        assert res.returncode == 0, '%s with %s:\n%s' % (path, cc, res.stderr)


@pytest.mark.parametrize('idiom,name', CASES, ids=IDS)
def test_conversion_keeps_behaviour(idiom: str, name: str, tmp_path: Path) -> None:
    """Same traces on every path, with gcc and clang, and every line of both
    versions executed by some path."""
    before = FIXTURE_SETS[idiom].fixtures / name
    after = FIXTURE_SETS[idiom].expected / name
    traces = {}
    for cc in kgharness.compilers():
        for label, path in (('before', before), ('after', after)):
            build = kgharness.build(path, tmp_path / label / cc, cc, coverage=(cc == 'gcc'),
                                    include=_include(idiom))
            assert build.ok, build.log
            traces[(label, cc)] = kgharness.traces(build.exe)
            if cc == 'gcc':
                missed = kgharness.uncovered_lines(path, build.exe.parent)
                assert not missed, '%s: lines never executed: %s' % (path, missed)
    reference = traces[('before', 'gcc')]
    assert reference, 'no paths ran'
    assert not [t for t in reference if 'ERROR' in t or 'CRASH' in t or 'ABORT' in t
                or 'LEAK' in t], \
        'the fixture itself misbehaves:\n' + '\n'.join(reference)
    for key, lines in traces.items():
        assert lines == reference, '%s differs:\n%s' % (key, '\n'.join(
            difflib.unified_diff(reference, lines, 'before/gcc', '%s/%s' % key, lineterm='')))


@needs_spatch()
@pytest.mark.parametrize('idiom', IDIOMS)
def test_kguardify_on_its_own_output_changes_nothing(idiom: str, tmp_path: Path) -> None:
    work = tmp_path / idiom
    work.mkdir()
    for path in FIXTURE_SETS[idiom].expected.glob('*.c'):
        (work / path.name).write_text(path.read_text())
    run = run_kguardify('--mode', 'diff', '--tree', str(FIXTURE_SETS[idiom].tree), '.',
                        cwd=work)
    assert run.stdout == '', run.stdout
