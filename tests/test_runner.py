# SPDX-License-Identifier: GPL-2.0-only
"""The Python side of the semantic patches, without spatch."""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path

from kguardify.embedded.runner import Runner


@dataclass
class Pos:
    """What spatch hands a script for a position: numbers as strings."""
    file: str
    line: str
    column: str
    current_element: str = 'f'


def test_the_first_unlocks_of_a_lock_are_merged_across_matches(tmp_path: Path) -> None:
    # Context mode reports one match per unlock; patch mode one with both.
    kg = Runner(environ={}, out=io.StringIO(), cwd=tmp_path)
    lock = [Pos('a.c', '18', '1')]
    kg.lock_matched(lock, [Pos('a.c', '20', '2')])
    kg.lock_matched(lock, [Pos('a.c', '25', '1')])
    kg.lock_matched(lock, [Pos('a.c', '20', '2'), Pos('a.c', '25', '1')])
    assert kg.locks[('a.c', 18, 1)] == [(20, 2), (25, 1)]


def test_report_and_org_lines_are_coccilibs() -> None:
    from kguardify.embedded.reportlines import org_line, report_line, report_span
    assert report_line('a.c', 3, 1, 11, 'WARNING: x') == 'a.c:3:1-11: WARNING: x\n'
    assert org_line('a.c', 3, 1, 11, 'WARNING: f() can use guard(spinlock) for &l[0]') == \
        '* TODO [[view:a.c::face=ovl-face1::linb=3::colb=1::cole=11]' \
        '[WARNING: f() can use guard(spinlock) for &l@(0)]]\n'
    assert report_span('\tmutex_lock(&l);', 1, 'lock', 'mutex_lock', '&l') == (1, 11)
    assert report_span('\tu8 *buf = kmalloc(4, 0);', 1, 'free', 'kmalloc', 'buf') == (5, 8)
    assert report_span('\tb = kmalloc(4, 0);', 1, 'free', 'kmalloc', 'b') == (1, 2)


def test_a_file_that_does_not_scan_is_reported_as_the_texts_not_a_bug(tmp_path: Path) -> None:
    # Brackets that do not balance, whatever the branches: the file is
    # given up on, and the message says it is the text, not kguardify.
    (tmp_path / 'a.c').write_text('#ifdef X\nint f(void) {\n#else\nint f(void) {\n#endif\n'
                                  '\tmutex_lock(&l);\n\tmutex_unlock(&l);\n')
    out = io.StringIO()
    kg = Runner(environ={}, out=out, cwd=tmp_path)
    kg.lock_matched([Pos(str(tmp_path / 'a.c'), '6', '1')], [Pos(str(tmp_path / 'a.c'), '7', '1')])
    kg.verdict('report')
    assert out.getvalue() == ("%s:1:0-1: ERROR: kguardify cannot read the file as C: "
                              "unclosed '{' at offset 41\n" % (tmp_path / 'a.c'))


LOCKED = '''int f(struct foo *o)
{
	mutex_lock(&o->l);
	o->n++;
	mutex_unlock(&o->l);
	return 0;
}
'''

HELD = '''int f(struct foo *o)
{
	mutex_lock(&o->l);
	if (o->n)
		return 1;
	mutex_unlock(&o->l);
	return 0;
}
'''

ALLOCATED = '''int f(void)
{
	char *p;

	p = kmalloc(8, GFP_KERNEL);
	if (!p)
		return -ENOMEM;
	use(p);
	kfree(p);
	return 0;
}
'''


def _gates(tmp_path: Path, text: str, facts: str) -> tuple[bool, bool]:
    """What the patch-mode gates say after the verdict on text: does the
    file convert anything, and an allocation, an fd or a loop?"""
    path = str(tmp_path / 'a.c')
    (tmp_path / 'a.c').write_text(text)
    kg = Runner(environ={}, out=io.StringIO(), cwd=tmp_path)
    if facts == 'seen':
        # the lock call, but no first unlock on every path (spatch's strict
        # match fails on the return that keeps the lock)
        kg.saw([Pos(path, '3', '1')])
    elif facts == 'lock':
        unlock = str(text.count('\n', 0, text.index('\tmutex_unlock')) + 1)
        kg.lock_matched([Pos(path, '3', '1')], [Pos(path, unlock, '1')])
    else:
        kg.free_matched([Pos(path, '5', '1')])
    kg.verdict('patch')
    return kg.rewrites(), kg.converts_owned()


def test_the_patch_mode_gates_end_a_file_with_nothing_of_theirs(tmp_path: Path) -> None:
    # kguardify.smpl's verdict rule declines its match where nothing
    # converts (every later rule is skipped), the owned_gate rule where no
    # allocation, fd or loop does (the rules after it are skipped)
    assert _gates(tmp_path, LOCKED, 'lock') == (True, False)
    assert _gates(tmp_path, HELD, 'seen') == (False, False)
    assert _gates(tmp_path, ALLOCATED, 'free') == (True, True)
