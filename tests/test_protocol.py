# SPDX-License-Identifier: GPL-2.0-only
"""engine/protocol.py: what goes into and out of a job."""

from __future__ import annotations

import json
from pathlib import Path

from kguardify.engine import protocol
from kguardify.model import Decline, FileResult, FunctionChange, SourceFile


def test_a_result_survives_the_trip_through_json() -> None:
    source = SourceFile(Path('/t/drivers/x.c'), 'drivers/x.c', 'int x;\n\udcff\n')
    result = FileResult(source, 'int y;\n\udcfe\n',
                        (FunctionChange('f', 3, 9, ('guard(mutex)',), 'old', 'new'),),
                        (Decline('drivers/x.c', 12, 'g', 'a reason'),))
    record = json.loads(json.dumps(protocol.encode_result(result)))
    assert protocol.decode_result(source, record) == result
    same = FileResult(source, source.text, (), (), 'spatch timed out')
    record = json.loads(json.dumps(protocol.encode_result(same)))
    assert record['text'] is None
    assert protocol.decode_result(source, record) == same


def test_a_job_line_is_one_line_of_ascii() -> None:
    item = protocol.Item(SourceFile(Path('a/b.c'), 'a/b.c', 'x\n"\u00e9\udc80'), '')
    line = protocol.encode_job(4, '{"k": 1}', [item])
    assert line.count(b'\n') == 1 and line.endswith(b'\n')
    data = json.loads(line)
    assert data['job'] == 4 and data['setup'] == {'k': 1}
    assert data['files'] == [{'name': 'a/b.c', 'file': 'b.c', 'text': 'x\n"\u00e9\udc80',
                              'local': ''}]


def test_a_changed_files_text_is_read_again_and_must_be_what_the_job_converted() -> None:
    """The driver keeps no text: a changed file's original is read again when
    its result comes back, and a file edited meanwhile is left alone."""
    path = Path('/t/drivers/x.c')
    kept = SourceFile(path, 'drivers/x.c', '')
    original = SourceFile(path, 'drivers/x.c', 'int x;\n')
    result = FileResult(original, 'int y;\n',
                        (FunctionChange('f', 1, 1, ('guard(mutex)',), 'old', 'new'),))
    record = json.loads(json.dumps(protocol.encode_result(result)))
    assert protocol.decode_result(kept, record, lambda src: original) == result
    edited = SourceFile(path, 'drivers/x.c', 'int x, z;\n')
    late = protocol.decode_result(kept, record, lambda src: edited)
    assert (late.changed, late.changes, late.problem) == \
        (False, (), protocol.CHANGED_MEANWHILE)
    gone = protocol.decode_result(kept, record, lambda src: 'cannot read the file')
    assert gone.problem == protocol.CHANGED_MEANWHILE and not gone.changed


def test_an_item_without_its_text_is_read_when_its_job_is_encoded() -> None:
    item = protocol.Item(SourceFile(Path('a/b.c'), 'a/b.c', ''), '', size=7)
    full = protocol.loaded(item, lambda src: SourceFile(src.path, src.name, 'int x;\n'))
    assert full.source.text == 'int x;\n' and item.weight == 7
    assert json.loads(protocol.encode_job(0, '{}', [full]))['files'][0]['text'] == 'int x;\n'


def test_a_lean_result_carries_no_text_but_what_the_lists_need() -> None:
    """report, org and json: the job sends no converted text and no function
    texts, only whether the file changed and how many lines went, so that
    the driver's memory does not grow with the tree."""
    path = Path('/t/drivers/x.c')
    kept = SourceFile(path, 'drivers/x.c', '')
    original = SourceFile(path, 'drivers/x.c', 'a\nb\nc\nd\n')
    result = FileResult(original, 'a\nd\n',
                        (FunctionChange('f', 1, 4, ('guard(mutex)',), 'a\nb\nc\nd\n', 'a\nd\n'),),
                        (Decline('drivers/x.c', 12, 'g', 'a reason'),))
    record = json.loads(json.dumps(protocol.encode_result(result, lean=True)))
    assert record['text'] is None and record['unkept'] == [True, 2]
    assert 'b\n' not in json.dumps(record)
    lean = protocol.decode_result(kept, record, lambda src: original)
    assert (lean.changed, lean.lines_removed) == (True, 2) == \
        (result.changed, result.lines_removed)
    assert [(c.function, c.line, c.helpers, c.old, c.new) for c in lean.changes] == \
        [('f', 1, ('guard(mutex)',), '', '')]
    assert lean.declines == result.declines and lean.new_text == ''
    untouched = FileResult(original, original.text, (), result.declines)
    back = protocol.decode_result(kept, json.loads(json.dumps(
        protocol.encode_result(untouched, lean=True))))
    assert (back.changed, back.lines_removed) == (False, 0)
