# SPDX-License-Identifier: GPL-2.0-only
"""series: successive file states, the split into patches and series, and
how the output directory is written."""

from __future__ import annotations

from pathlib import Path

import pytest

from kguardify.output import patchplan, series
from kguardify.embedded.cscan import Source
from kguardify.functions.assemble import add_cleanup_include
from kguardify.model import Decline, FileResult, FunctionChange, SourceFile, Split

ORIGINAL = '''#include <linux/mutex.h>

int a(struct s *s)
{
\tmutex_lock(&s->l);
\ts->a++;
\tmutex_unlock(&s->l);
\treturn 0;
}

int b(struct s *s)
{
\treturn s->b;
}

int c(struct s *s)
{
\tmutex_lock(&s->l);
\ts->c++;
\tmutex_unlock(&s->l);
\treturn 0;
}
'''
CONVERTED = {'a': 'int a(struct s *s)\n{\n\tguard(mutex)(&s->l);\n\ts->a++;\n\treturn 0;\n}',
             'c': 'int c(struct s *s)\n{\n\tguard(mutex)(&s->l);\n\ts->c++;\n\treturn 0;\n}'}


def result_of(text: str = ORIGINAL, name: str = 'x.c') -> FileResult:
    src = Source(text)
    changes = []
    new = text
    for fn in src.functions():
        if fn.name in CONVERTED:
            old = text[fn.start:fn.body_close + 1]
            changes.append(FunctionChange(fn.name, src.line(fn.start),
                                          src.line(fn.body_close), ('guard(mutex)',),
                                          old, CONVERTED[fn.name]))
            new = new.replace(old, CONVERTED[fn.name])
    return FileResult(SourceFile(Path(name), name, text), add_cleanup_include(new),
                      tuple(changes))


def test_states_replace_one_function_at_a_time_and_add_the_include_first() -> None:
    states, adds_include = patchplan.file_states(result_of())
    assert adds_include
    assert len(states) == 3
    assert states[0] == ORIGINAL
    assert states[1].startswith('#include <linux/cleanup.h>\n#include <linux/mutex.h>\n')
    assert CONVERTED['a'] in states[1] and CONVERTED['c'] not in states[1]
    assert states[2] == result_of().new_text


def test_states_must_end_in_the_converted_file() -> None:
    result = result_of()
    tampered = FileResult(result.source, result.new_text + '\n/* more */\n',
                          result.changes)
    with pytest.raises(RuntimeError, match='do not end in the converted file'):
        patchplan.file_states(tampered)


def test_a_change_must_be_where_it_says() -> None:
    result = result_of()
    moved = FunctionChange('a', 2, 8, ('guard(mutex)',), result.changes[0].old,
                           result.changes[0].new)
    with pytest.raises(RuntimeError, match='not at line 2'):
        patchplan.file_states(FileResult(result.source, result.new_text,
                                         (moved, result.changes[1])))


def test_an_include_the_file_has_is_not_added() -> None:
    text = '#include <linux/cleanup.h>\n' + ORIGINAL
    states, adds_include = patchplan.file_states(result_of(text))
    assert not adds_include
    assert states[1].count('cleanup.h') == 1


def test_a_scoped_loop_alone_adds_no_include() -> None:
    # for_each_child_of_node_scoped()'s header includes cleanup.h itself:
    # the include comes with the first patch that uses a cleanup.h helper.
    loop = 'int a(struct s *s)\n{\n\tfor_each_child_of_node_scoped(s->np, c)\n\t\ts->a++;' \
        '\n\treturn 0;\n}'
    result = result_of()
    first = FunctionChange('a', result.changes[0].line, result.changes[0].end_line,
                           ('for_each_child_of_node_scoped()',), result.changes[0].old, loop)
    new = ORIGINAL.replace(first.old, loop).replace(result.changes[1].old,
                                                   result.changes[1].new)
    mixed = FileResult(result.source, add_cleanup_include(new), (first, result.changes[1]))
    states, include_at = patchplan.file_states(mixed)
    assert include_at == 2 and 'cleanup.h' not in states[1] and 'cleanup.h' in states[2]
    per_function = patchplan.patches_of(mixed, 'x.c', 'x: ', Split.FUNCTION)
    assert [p.adds_include for p in per_function] == [False, True]
    alone = FileResult(result.source, ORIGINAL.replace(first.old, loop), (first,))
    assert patchplan.file_states(alone)[1] == 0


def test_patches_per_function_and_per_file() -> None:
    result = result_of()
    per_function = patchplan.patches_of(result, 'x.c', 'x: ', Split.FUNCTION)
    assert [(p.changes[0].function, p.adds_include) for p in per_function] == \
        [('a', True), ('c', False)]
    assert per_function[0].after == per_function[1].before
    per_file = patchplan.patches_of(result, 'x.c', 'x: ', Split.FILE)
    assert len(per_file) == 1
    assert (per_file[0].before, per_file[0].after) == (ORIGINAL, result.new_text)


def _patches(spec: str) -> list[patchplan.Patch]:
    """'gpio-a/a:2 gpio-a/b:1 iio-c/c:3' -> patches of files a, b and c,
    with the prefixes 'gpio: a: ' (a, b) and 'iio: c: ' (c), and those counts."""
    out = []
    for item in spec.split():
        where, n = item.split(':')
        prefix, name = where.split('/')
        out += [patchplan.Patch(name + '.c', prefix.replace('-', ': ') + ': ', (), '', '',
                                False)] * int(n)
    return out


def test_one_series_when_everything_fits() -> None:
    groups = patchplan.group_series(_patches('gpio-a/a:2 iio-c/c:3'), 5)
    assert [(g.directory, len(g.patches)) for g in groups] == [('', 5)]


def test_too_many_patches_go_by_prefix_then_parts() -> None:
    groups = patchplan.group_series(_patches('gpio-a/a:2 gpio-a/b:1 iio-c/c:1 iio-c/d:3'), 3)
    assert [(g.directory, g.group, [p.path for p in g.patches], g.part, g.parts)
            for g in groups] == [
        ('gpio-a', 'gpio: a', ['a.c', 'a.c', 'b.c'], 1, 1),
        ('iio-c/part-1', 'iio: c', ['c.c'], 1, 2),
        ('iio-c/part-2', 'iio: c', ['d.c', 'd.c', 'd.c'], 2, 2)]


def test_a_file_larger_than_a_part_is_cut() -> None:
    parts = patchplan.split_parts(_patches('gpio-a/a:5'), 2)
    assert [len(p) for p in parts] == [2, 2, 1]


def test_table_rows_number_the_patches_and_give_reasons() -> None:
    result = result_of()
    declined = FileResult(result.source, result.new_text, result.changes,
                          (Decline('x.c', 11, 'b', 'the lock is dropped and retaken'),))
    patches = patchplan.patches_of(declined, 'x.c', 'x: ', Split.FUNCTION)
    rows = patchplan.table_rows(patchplan.Series('', tuple(patches)), {'x.c': declined}, [])
    assert rows == [('x.c', [('a()', 'guard(mutex) [1/2]'),
                             ('b()', 'not converted: the lock is dropped and retaken'),
                             ('c()', 'guard(mutex) [2/2]')])]


def test_output_refused_when_not_empty_unless_forced(tmp_path: Path) -> None:
    series.check_output(tmp_path / 'new', False)
    (tmp_path / 'old').mkdir()
    series.check_output(tmp_path / 'old', False)
    (tmp_path / 'old' / 'x').write_text('')
    with pytest.raises(series.UsageError, match='not empty; pass --force'):
        series.check_output(tmp_path / 'old', False)
    series.check_output(tmp_path / 'old', True)
    with pytest.raises(series.UsageError, match='not a directory'):
        series.check_output(tmp_path / 'old' / 'x', True)


def test_install_replaces_an_earlier_series_and_keeps_other_files(tmp_path: Path) -> None:
    out = tmp_path / 'out'
    (out / 'gpio' / 'part-2').mkdir(parents=True)
    (out / 'gpio' / 'part-2' / '0001-old.patch').write_text('old')
    (out / '0007-old.patch').write_text('old')
    (out / 'notes.txt').write_text('mine')
    written = series.install([('0000-cover-letter.patch', 'c'), ('0001-x.patch', 'x')], out)
    assert written == [out / '0000-cover-letter.patch', out / '0001-x.patch']
    assert sorted(p.name for p in out.iterdir()) == \
        ['0000-cover-letter.patch', '0001-x.patch', 'notes.txt']
    assert (out / 'notes.txt').read_text() == 'mine'
    (tmp_path / 'plain').write_text('')
    assert (out / '0001-x.patch').stat().st_mode == (tmp_path / 'plain').stat().st_mode
