# SPDX-License-Identifier: GPL-2.0-only
"""pipeline.convert: which files get another spatch pass."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import FIXTURES, needs_spatch
from kguardify import catalogue, pipeline
from kguardify.lockcheck import LOCK_KINDS
from kguardify.model import Decision, Options, SourceFile
from kguardify.rules import cocci_dir, select_rules


def _decision(function: str, form: str) -> Decision:
    return Decision(idiom='lock', function=function, line=1, column=1, helper='mutex',
                    expr='&l', form=form, reason='' if form else 'a reason')


def test_only_a_function_converted_in_part_asks_for_another_pass() -> None:
    whole = [_decision('f', 'guard'), _decision('f', 'scoped')]
    alone = [_decision('g', ''), _decision('g', '')]
    assert not pipeline.needs_another_pass([])
    assert not pipeline.needs_another_pass(whole)
    assert not pipeline.needs_another_pass(alone)
    assert not pipeline.needs_another_pass(whole + alone)
    assert pipeline.needs_another_pass(whole + [_decision('f', '')])


@needs_spatch()
@pytest.mark.parametrize('name,passes,accepted', [
    ('mutex_nested_two_locks.c', 1, ['mutex', 'mutex']),   # nested, whole in one pass
    ('decline_dropped_and_retaken.c', 1, []),              # declined: nothing changed
    ('migrate_around_rcu.c', 2, ['rcu', 'migrate']),       # the outer needs the inner gone
])
def test_passes_over_a_file(name: str, passes: int, accepted: list[str],
                            tmp_path: Path) -> None:
    path = FIXTURES / 'lock' / name
    cat = catalogue.builtin(LOCK_KINDS)
    rule = select_rules(cocci_dir(None), cat)[0]
    src = SourceFile(path, name, path.read_text())
    logs = pipeline.convert([src], [pipeline.local_catalogue('', src)], rule, cat.to_json(),
                            Options(paths=()), tmp_path)
    log = logs[path]
    assert not log.problem
    assert log.passes == passes
    assert [d.helper for d in log.accepted] == accepted


STUBBED = '''#include <linux/mutex.h>

static DEFINE_MUTEX(lock);

#ifdef CONFIG_FOO
static int before(int a)
{
#if A
	return a;
#else
	return -a;
#endif
}
#endif

int kept(int cpu) { return cpu; }

static void after(void)
{
	mutex_lock(&lock);
}
'''


def test_a_stub_keeps_the_lines_and_columns_of_the_kept_functions() -> None:
    stub = pipeline.stub_text(STUBBED, frozenset({'kept'}))
    assert stub == ('#include <linux/mutex.h>\n\nstatic DEFINE_MUTEX(lock);\n\n'
                    '#ifdef CONFIG_FOO\n' + '\n' * 7 + '\n#endif\n\n'
                    'int kept(int cpu) { return cpu; }' + '\n' * 6)
    assert stub.splitlines().index('int kept(int cpu) { return cpu; }') == \
        STUBBED.splitlines().index('int kept(int cpu) { return cpu; }')
    rewritten = stub.replace('return cpu;', 'return cpu + 1;')
    assert pipeline.splice(STUBBED, rewritten, frozenset({'kept'})) == \
        STUBBED.replace('return cpu;', 'return cpu + 1;')
    assert pipeline.splice(STUBBED, stub, frozenset({'kept'})) == STUBBED
    # the rewrite must leave exactly the kept functions
    assert pipeline.splice(STUBBED, stub + 'int more(void) { return 0; }\n',
                           frozenset({'kept'})) is None


@pytest.mark.parametrize('text', [
    STUBBED + 'int kept(void) { return 1; }\n',                  # a kept name twice
    STUBBED.replace('#endif\n}\n#endif', '}\n#endif\n#endif'),   # #if out of a cut body
    STUBBED.replace('{\n#if A', '{\n#else\n#if A'),             # #else out of it
])
def test_no_stub_where_cutting_is_not_safe(text: str) -> None:
    assert pipeline.stub_text(text, frozenset({'kept'})) is None
    assert pipeline.stub_text(STUBBED, frozenset()) is None


def test_the_functions_converted_in_part() -> None:
    assert pipeline.partial_functions([_decision('f', 'guard'), _decision('f', ''),
                                       _decision('g', ''), _decision('h', 'guard')]) \
        == frozenset({'f'})


@needs_spatch()
def test_judging_rewrites_only_the_functions_converted_in_part(tmp_path: Path) -> None:
    """The file of a function converted in part is rewritten with its other
    functions cut out: they keep the judging pass's verdict and their text."""
    path = FIXTURES / 'lock' / 'migrate_around_rcu.c'
    whole = path.read_text() + '''
int counter_get(struct counter *c)
{
	int v;

	mutex_lock(&c->lock);
	v = c->value;
	mutex_unlock(&c->lock);
	return v;
}
'''
    cat = catalogue.builtin(LOCK_KINDS)
    rule = select_rules(cocci_dir(None), cat)[0]
    src = SourceFile(path, path.name, whole)
    logs = {}
    for rewrite in (True, False):
        work = tmp_path / str(rewrite)
        work.mkdir()
        logs[rewrite] = pipeline.convert([src], [pipeline.local_catalogue('', src)], rule,
                                         cat.to_json(), Options(paths=()), work,
                                         rewrite=rewrite)[path]
    full, judged = logs[True], logs[False]
    assert not full.problem and not judged.problem
    assert judged.rewritten and judged.judged == frozenset({'counter_get'})
    assert sorted(d.helper for d in judged.accepted) == \
        sorted(d.helper for d in full.accepted) == ['migrate', 'mutex', 'rcu']
    assert judged.text == full.text.split('\nint counter_get')[0] + \
        '\nint counter_get' + whole.split('\nint counter_get')[1]
