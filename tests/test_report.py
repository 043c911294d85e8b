# SPDX-License-Identifier: GPL-2.0-only
"""The report, context, org and json modes and --summary, end to end.

tests/fixtures/report/ is a small kernel tree (with tests/include/ as its
include/ at test time): a guard, a scoped_guard, a decline, a lock and an
allocation released together, nested locks, and a driver under
drivers/net/ that netdev's policy holds back. Its outputs are compared whole
with tests/expected/report/ (`make bless` rewrites them), as are the
verbose reports of the lock and free fixtures. The json is validated against
schema/candidates.schema.json, and the summary's numbers are checked against
what the lock and free fixtures and their expected files say.
"""

from __future__ import annotations

import difflib
import hashlib
import json
import re
import shutil
from pathlib import Path

import jsonschema
import pytest

from conftest import EXPECTED, FIXTURES, ROOT, TESTS, Run, needs_spatch, run_kguardify
from kguardify.output import summary
from kguardify.embedded.cscan import Source

GOLDEN = EXPECTED / 'report'
SCHEMA = json.loads((ROOT / 'schema' / 'candidates.schema.json').read_text())
OUTPUTS = {
    'report.txt': ('--mode', 'report'),
    'report-verbose.txt': ('--mode', 'report', '--verbose'),
    'org-verbose.org': ('--mode', 'org', '--verbose'),
    'context.diff': ('--mode', 'context'),
    'candidates.json': ('--mode', 'json'),
    'report-summary.txt': ('--mode', 'report', '--summary'),
}


def report_tree(parent: Path) -> Path:
    root = parent / 'linux'
    shutil.copytree(FIXTURES / 'report', root)
    shutil.copytree(TESTS / 'include', root / 'include')
    return root


_trees: dict[str, Path] = {}
_runs: dict[tuple[str, tuple[str, ...]], Run] = {}


def tree_for(name: str, session_tmp: Path) -> Path:
    """A copy, made once per session: 'report' (a tree), 'lock', 'free'."""
    if name not in _trees:
        if name == 'report':
            _trees[name] = report_tree(session_tmp / 'report-tree')
        else:
            _trees[name] = session_tmp / ('report-' + name)
            shutil.copytree(FIXTURES / name, _trees[name])
    return _trees[name]


def run_on(name: str, args: tuple[str, ...], session_tmp: Path) -> Run:
    if (name, args) not in _runs:
        root = tree_for(name, session_tmp)
        # a fixture set's copy is no tree: its helpers are those of tests/include
        where = ('drivers',) if name == 'report' else ('--tree', str(TESTS), '.')
        _runs[(name, args)] = run_kguardify(*args, *where, cwd=root)
    return _runs[(name, args)]


def normalised(text: str) -> str:
    """Versions and the time taken vary between machines and runs."""
    text = re.sub(r'^(  "(?:kguardify|spatch)": )"[^"]*"', r'\1"VERSION"', text, flags=re.M)
    text = re.sub(r'"seconds": [0-9.]+', '"seconds": 0', text)
    # the whole field, whatever its width: 12.3 s is one column wider than 9.9 s
    return re.sub(r'^  time taken +[0-9.]+ s$', '  %-28s %9.1f s' % ('time taken', 0.0),
                  text, flags=re.M)


def compare(name: str, actual: str) -> None:
    actual = normalised(actual)
    expected = (GOLDEN / name).read_text()
    assert actual == expected, ''.join(difflib.unified_diff(
        expected.splitlines(True), actual.splitlines(True), 'expected/' + name,
        'actual/' + name))


@needs_spatch()
@pytest.mark.parametrize('name', sorted(OUTPUTS))
def test_the_outputs_on_the_report_tree_are_the_expected_ones(name: str,
                                                             session_tmp: Path) -> None:
    run = run_on('report', OUTPUTS[name], session_tmp)
    assert run.rc == 0, run.stderr
    compare(name, run.stdout)


@needs_spatch()
@pytest.mark.parametrize('idiom', ('lock', 'free', 'iter'))
def test_the_verbose_reports_of_the_fixtures_are_the_expected_ones(
        idiom: str, session_tmp: Path) -> None:
    run = run_on(idiom, ('--mode', 'report', '--verbose'), session_tmp)
    assert run.rc == 0, run.stderr
    compare('%s-verbose.txt' % idiom, run.stdout)


@needs_spatch()
def test_paths_are_relative_to_the_tree_root_wherever_kguardify_runs(
        session_tmp: Path) -> None:
    root = tree_for('report', session_tmp)
    here = run_on('report', OUTPUTS['report.txt'], session_tmp)
    above = run_kguardify('--mode', 'report', 'linux/drivers/gpio', 'linux/drivers/misc',
                          'linux/drivers/net', cwd=root.parent)
    inside = run_kguardify('--mode', 'report', '.', cwd=root / 'drivers' / 'gpio')
    assert above.stdout == here.stdout
    assert inside.stdout == ''.join(line + '\n' for line in here.stdout.splitlines()
                                    if line.startswith('drivers/gpio/'))


@needs_spatch()
def test_a_report_is_the_same_from_run_to_run(session_tmp: Path) -> None:
    root = tree_for('report', session_tmp)
    again = run_kguardify('--mode', 'report', '--verbose', '--jobs', '1', 'drivers',
                          cwd=root)
    assert again.stdout == run_on('report', OUTPUTS['report-verbose.txt'],
                                  session_tmp).stdout


@needs_spatch()
def test_report_modes_never_write_the_tree(tmp_path: Path) -> None:
    root = report_tree(tmp_path)

    def digests() -> dict[str, str]:
        return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
                for p in sorted(root.rglob('*')) if p.is_file()}
    before = digests()
    for mode in ('report', 'context', 'org', 'json'):
        run = run_kguardify('--mode', mode, '--summary', '-v', 'drivers', cwd=root)
        assert run.rc == 0, run.stderr
        assert digests() == before, mode


# --- judging only -----------------------------------------------------------

def _candidates(run: Run) -> tuple[list[object], list[object]]:
    doc = json.loads(run.stdout)
    return doc['candidates'], doc['problems']


def _recording_spatch(tmp_path: Path) -> tuple[Path, Path]:
    """A spatch that notes each command line (one per line), then runs."""
    log = tmp_path / 'spatch.log'
    script = tmp_path / 'spatch'
    script.write_text('#!/bin/sh\necho "$*" >> %s\nexec %s "$@"\n'
                      % (log, shutil.which('spatch')))
    script.chmod(0o755)
    return script, log


@needs_spatch()
def test_report_mode_rewrites_to_prove_what_it_reports(tmp_path: Path) -> None:
    """A conversion is reported only once its text is proved, so report
    mode rewrites (copies of) the files as the other modes do: one pass
    over both, a second for the nested rcu section of migrate_around_rcu.c."""
    for name in ('mutex_goto_out.c', 'migrate_around_rcu.c'):
        shutil.copy(FIXTURES / 'lock' / name, tmp_path)
    before = {p.name: p.read_text() for p in tmp_path.glob('*.c')}
    fake, log = _recording_spatch(tmp_path)
    run = run_kguardify('--mode', 'report', '--spatch', str(fake), '-j', '1', '.',
                        cwd=tmp_path)
    runs = [line for line in log.read_text().splitlines() if '--sp-file' in line]
    assert [' -D patch ' in r for r in runs] == [True, True], runs
    assert run.stdout.count('WARNING: ') == 3, run.stdout
    assert {p.name: p.read_text() for p in tmp_path.glob('*.c')} == before


def test_usage_errors_exit_2(tmp_path: Path) -> None:
    assert run_kguardify('--mode', 'report', 'nothere', cwd=tmp_path).rc == 2
    assert run_kguardify('--mode', 'bogus', '.', cwd=tmp_path).rc == 2


# --- json and its schema ------------------------------------------------------

@needs_spatch()
@pytest.mark.parametrize('name', ('report', 'lock', 'free', 'fd', 'iter'))
def test_the_json_follows_the_schema(name: str, session_tmp: Path) -> None:
    run = run_on(name, ('--mode', 'json', '--summary'), session_tmp)
    doc = json.loads(run.stdout)
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    assert _errors(doc) == []


@needs_spatch()
def test_json_and_report_name_the_same_candidates(session_tmp: Path) -> None:
    doc = json.loads(run_on('free', ('--mode', 'json', '--summary'), session_tmp).stdout)
    report = run_on('free', ('--mode', 'report', '--verbose'), session_tmp).stdout
    places = ['%s:%d:%d-%d: %s' % (c['file'], c['line'], c['column'], c['column_end'],
                                   'WARNING' if c['decision'] == 'convert' else 'INFO')
              for c in doc['candidates']]
    assert places == [line.split(': ')[0] + ': ' + line.split(': ')[1]
                      for line in report.splitlines()]


def _errors(doc: object) -> list[str]:
    """What Debian's python3-jsonschema finds wrong with doc."""
    return [e.message for e in jsonschema.Draft202012Validator(SCHEMA).iter_errors(doc)]


def test_the_schema_rejects_what_it_forbids() -> None:
    good = {'file': 'a.c', 'function': 'f', 'line': 3, 'column': 1, 'column_end': 11,
            'lines': [1, 9], 'idiom': 'lock', 'idioms': ['lock'], 'class': 'mutex',
            'expr': '&l', 'helper': 'guard(mutex) for &l', 'decision': 'convert',
            'reason': None}
    doc = {'kguardify': '0', 'spatch': '1.1.1', 'candidates': [good], 'problems': []}
    assert _errors(doc) == []
    bad = [dict(good, decision='maybe'), dict(good, reason='because'),
           dict(good, helper='guard mutex'), dict(good, line=0), dict(good, extra=1),
           dict(good, lines=[1]), {k: v for k, v in good.items() if k != 'file'},
           dict(good, decision='decline', reason=None), dict(good, idioms=[])]
    for cand in bad:
        assert _errors(dict(doc, candidates=[cand])), cand
    assert _errors(dict(doc, summary={}))


# --- the summary -------------------------------------------------------------

def _functions(text: str) -> dict[str, str]:
    src = Source(text)
    return {fn.name: text[fn.start:fn.body_close + 1] for fn in src.functions()}


def fixture_numbers(idiom: str) -> dict[str, object]:
    """What the fixtures and their expected files say, independently of
    kguardify's own bookkeeping."""
    converted = {'lock': 0, 'free': 0, 'fd': 0, 'iter': 0, 'total': 0}
    removed = 0
    for fixture in sorted((FIXTURES / idiom).glob('*.c')):
        before = fixture.read_text()
        after = (EXPECTED / idiom / fixture.name).read_text()
        removed += before.count('\n') - after.count('\n')
        old, new = _functions(before), _functions(after)
        for name, text in new.items():
            if old.get(name) != text:
                converted['total'] += 1
                converted['lock'] += 'guard(' in text
                converted['free'] += '__free(' in text
                converted['fd'] += 'CLASS(' in text
                converted['iter'] += re.search(r'\w_scoped\s*\(', text) is not None
    reasons = [line.split(': ', 2)[2] for err in sorted((EXPECTED / idiom).glob('*.err'))
               for line in err.read_text().splitlines()]
    # a fixture that neither changes nor declines holds no candidate
    quiet = [f for f in (FIXTURES / idiom).glob('*.c')
             if f.read_text() == (EXPECTED / idiom / f.name).read_text() and
             not (EXPECTED / idiom / (f.name[:-2] + '.err')).exists()]
    return {'files': len(list((FIXTURES / idiom).glob('*.c'))), 'converted': converted,
            'with_candidates': len(list((FIXTURES / idiom).glob('*.c'))) - len(quiet),
            'declined': len(reasons), 'reasons': reasons, 'removed': removed}


@needs_spatch()
@pytest.mark.parametrize('idiom', ('lock', 'free', 'fd', 'iter'))
def test_the_summary_counts_what_the_fixtures_hold(idiom: str, session_tmp: Path) -> None:
    summary = json.loads(run_on(idiom, ('--mode', 'json', '--summary'),
                                session_tmp).stdout)['summary']
    want = fixture_numbers(idiom)
    assert summary['files_scanned'] == want['files']
    assert summary['files_with_candidates'] == want['with_candidates']
    assert summary['files_not_processed'] == 0
    assert summary['functions_converted'] == want['converted']
    assert summary['functions_declined']['total'] == want['declined']
    assert summary['functions_declined'][idiom] == want['declined']
    assert summary['lines_removed'] == want['removed']
    rows = {row['reason']: row['functions'] for row in summary['declined_by_reason']}
    assert sum(rows.values()) == want['declined']
    reasons = want['reasons']
    assert isinstance(reasons, list)
    if idiom == 'lock':
        assert rows['a path leaves the function with the lock held'] == \
            reasons.count('a path leaves the function with the lock held') == 2
        assert rows['the lock is dropped and retaken (also taken at line N)'] == \
            sum(r.startswith('the lock is dropped and retaken') for r in reasons) == 3
    elif idiom == 'free':
        assert rows['<name> is reassigned at line N'] == \
            sum(' is reassigned at line ' in r for r in reasons) == 2
        assert rows['<function>() returns an ERR_PTR and DEFINE_FREE(<name>) does not '
                    'test IS_ERR'] == 1
    elif idiom == 'fd':
        assert rows['the fd <name> is stored at line N before <function>()'] == 1
        assert rows['the struct fd <name> is copied or passed by value (line N)'] == \
            sum('is copied or passed by value' in r for r in reasons) == 2
    else:
        assert rows['<name> is used outside its loops (line N)'] == \
            sum('is used outside its loops' in r for r in reasons) == 1


@needs_spatch()
def test_the_summary_goes_after_the_output(session_tmp: Path) -> None:
    root = tree_for('report', session_tmp)
    diff = run_kguardify('--mode', 'diff', '--summary', '-q', 'drivers', cwd=root)
    assert diff.stdout.startswith('--- a/') and 'kguardify summary' not in diff.stdout
    assert diff.stderr.startswith('kguardify summary\n')
    report = run_on('report', OUTPUTS['report-summary.txt'], session_tmp)
    assert report.stdout.index('WARNING') < report.stdout.index('kguardify summary\n')
    assert 'summary' not in json.loads(run_on('report', OUTPUTS['candidates.json'],
                                              session_tmp).stdout)


@pytest.mark.parametrize('seconds', [0.0, 3.2, 12.3, 754.0, 12345.6])
def test_the_time_taken_is_normalised_whatever_its_width(seconds: float) -> None:
    """A run of 10 s or more printed a wider field, and the golden failed
    on a loaded machine."""
    table = summary.render(summary.summarise([], 0, seconds))
    line = [ln for ln in table.splitlines() if 'time taken' in ln][0]
    assert normalised(line) == '  %-28s %9.1f s' % ('time taken', 0.0)
