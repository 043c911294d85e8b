# SPDX-License-Identifier: GPL-2.0-only
"""cscan: masking, functions, the statement tree, break/continue binding."""

from __future__ import annotations

import pytest

from kguardify.cscan import ScanError, Source, binding_target, mask, walk

TEXT = '''#include <linux/x.h>
/* a { comment */
static int __init foo(int a) __must_hold(&l)
{
	char *s = "}";	// and a } comment
	if (a)
		goto out;
	else if (a > 1) {
		a++;
	}
	list_for_each_entry(p, &h, node) {
		if (p)
			break;
	}
	switch (a) {
	case 1:
		continue_here();
		break;
	default:
		return 1;
	}
out:
	return a;
}
SYSCALL_DEFINE2(frob, int, a, int, b)
{
	do { a--; } while (a);
	return 0;
}
'''


def test_mask_keeps_offsets_and_hides_comments_strings_and_directives() -> None:
    masked = mask(TEXT)
    assert len(masked) == len(TEXT)
    assert masked.count('\n') == TEXT.count('\n')
    assert 'comment' not in masked and '#include' not in masked
    assert '"   "' not in masked and '" "' in masked


def test_functions_are_found_with_their_names() -> None:
    src = Source(TEXT)
    names = [f.name for f in src.functions()]
    assert names == ['foo', 'SYSCALL_DEFINE2(frob)']
    foo = src.functions()[0]
    assert src.line(foo.start) == 3
    assert TEXT[foo.body_open] == '{' and TEXT[foo.body_close] == '}'


def test_statement_tree_kinds() -> None:
    src = Source(TEXT)
    body = src.body(src.functions()[0])
    kinds = [k.kind for k in body.kids]
    assert kinds == ['expr', 'if', 'iter', 'switch', 'label', 'return']
    iter_stmt = body.kids[2]
    assert iter_stmt.name == 'list_for_each_entry'
    switch_kinds = [k.kind for k in body.kids[3].kids[0].kids]
    assert switch_kinds == ['case', 'expr', 'break', 'case', 'return']
    assert body.kids[4].name == 'out'


def test_break_binds_to_the_iterator_and_to_the_switch() -> None:
    src = Source(TEXT)
    body = src.body(src.functions()[0])
    targets = [binding_target(parents, 'break').kind
               for stmt, parents in walk(body) if stmt.kind == 'break']
    assert targets == ['iter', 'switch']


def test_do_while_and_syscall_body_parse() -> None:
    src = Source(TEXT)
    body = src.body(src.functions()[1])
    assert [k.kind for k in body.kids] == ['do', 'return']


def test_unbalanced_text_raises() -> None:
    with pytest.raises(ScanError):
        Source('int f(void) { if (x) { }')
