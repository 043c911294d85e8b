# SPDX-License-Identifier: GPL-2.0-only
"""cscan: masking, functions, the statement tree, break/continue binding."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from conftest import FIXTURES
from kerneltree import kernel_tree
from kguardify.embedded.cscan import ScanError, Source, binding_target, walk
from kguardify.embedded.ctext import mask

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


def reference_mask(text: str) -> str:
    """The first mask(), a character at a time: what the faster one must
    equal, byte for byte."""
    out = list(text)

    def blank(start: int, end: int) -> None:
        for k in range(start, min(end, len(out))):
            if out[k] != '\n':
                out[k] = ' '

    i, n = 0, len(text)
    line_start = True
    while i < n:
        c = text[i]
        if c == '\n':
            line_start = True
            i += 1
            continue
        if line_start and c == '#':
            j = i
            while j < n and text[j] != '\n':
                if text.startswith('/*', j):
                    k = text.find('*/', j + 2)
                    j = n if k < 0 else k + 2
                    continue
                if text[j] == '\\' and j + 1 < n and text[j + 1] == '\n':
                    j += 2
                    continue
                j += 1
            blank(i, j)
            i = j
            continue
        if c in ' \t\r\f\v':
            i += 1
            continue
        line_start = False
        if text.startswith('//', i):
            j = text.find('\n', i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            blank(i, j)
            i = j
        elif c in '"\'':
            j = i + 1
            while j < n and text[j] != c and text[j] != '\n':
                j += 2 if text[j] == '\\' else 1
            blank(i + 1, min(j, n))
            i = j + 1
        else:
            i += 1
    return ''.join(out)


# The pieces the masking rules turn on, for random texts.
PIECES = ('a', ' ', '\t', '\n', '#', '"', "'", '/', '*', '\\', '\r', '//', '/*', '*/',
          '\\\n', 'x;')


def test_mask_equals_the_reference_on_random_texts() -> None:
    rng = random.Random(20261204)
    for _ in range(20000):
        text = ''.join(rng.choice(PIECES) for _ in range(rng.randint(0, 40)))
        assert mask(text) == reference_mask(text), repr(text)


def test_mask_equals_the_reference_on_edge_cases() -> None:
    cases = ['', '#', '"', '\\', '"\\', "'a\n#define X\n", '/* x */ #if\n',
             '/* a\n*/\n#if 0\n', '#define A /* b\n c */ d\nx', '#x \\\ny\nz',
             '  \t#  x\n', 'a # b\n', '"a\\\nb" c', "'\\''", '// c \\\nx']
    for text in cases:
        assert mask(text) == reference_mask(text), repr(text)


def test_mask_equals_the_reference_on_the_fixtures() -> None:
    for path in sorted(FIXTURES.rglob('*.c')):
        text = path.read_text(encoding='utf-8', errors='surrogateescape')
        assert mask(text) == reference_mask(text), path


@pytest.mark.skipif(kernel_tree('6.12') is None, reason='linux-source-6.12 not installed')
def test_mask_equals_the_reference_on_kernel_sources() -> None:
    tree = kernel_tree('6.12')
    assert tree is not None
    paths = sorted((tree / 'drivers' / 'gpio').glob('*.c')) + \
        sorted((tree / 'kernel' / 'sched').glob('*.[ch]'))
    assert len(paths) > 150
    for path in paths:
        text = Path(path).read_text(encoding='utf-8', errors='surrogateescape')
        assert mask(text) == reference_mask(text), path


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


SPLIT = '''int a(int x)
{
	return x;
}

int b(struct s *s)
{
#ifdef CONFIG_FAST
	if (s->fast ||
#elif defined(CONFIG_MID)
	if (s->mid ||
#else
	if (s->slow ||
#endif
	    s->level > 3)
		return 1;
	return 0;
}

#if 0
int c(void) { return 1; }
#else
int c(void) { return 2; }
#endif

int d(int x)
{
#ifdef CONFIG_X
	x++;
#else
	x--;
#endif
	return x;
}
'''


def test_later_branches_are_left_out_only_when_the_whole_does_not_balance() -> None:
    src = Source(SPLIT)
    # b's condition: from its #elif to its #endif.
    assert [SPLIT[s:e].split('\n')[0] for s, e in src.skipped] == ['#elif defined(CONFIG_MID)']
    assert all(SPLIT[e:].startswith('\n') and SPLIT[:e].endswith('#endif')
               for s, e in src.skipped)
    # Only b's: c's and d's branches balance on their own.
    assert [f.name for f in src.functions()] == ['a', 'c', 'c', 'd']
    whole = SPLIT.replace('\tif (s->mid ||\n', '').replace('\tif (s->slow ||\n', '')
    assert Source(whole).skipped == []
    assert [f.name for f in Source(whole).functions()] == ['a', 'b', 'c', 'c', 'd']


def test_text_that_balances_in_no_branch_still_raises() -> None:
    with pytest.raises(ScanError, match="unclosed '{'"):
        Source('#ifdef X\nint f(void) {\n#else\nint f(void) {\n#endif\n')


def test_the_one_bracket_comma_and_conditional_helpers() -> None:
    from kguardify.embedded.ctext import closing_paren, conditional, split_top
    text = 'mutex_lock(&foo(x, y)->lock); f(a, (b, c), d[1, 2]);'
    assert text[:closing_paren(text, 10) + 1] == 'mutex_lock(&foo(x, y)->lock)'
    assert closing_paren('f((a)', 1) == -1
    assert split_top('a, (b, c), d[1, 2], {e, f}') == ['a', ' (b, c)', ' d[1, 2]', ' {e, f}']
    assert split_top('') == ['']
    assert [conditional(line) for line in ('#if X', '  # ifdef Y', '#elif Z', '#else',
                                           '#endif /* X */', '#include <a.h>', 'ifdef',
                                           '#iffy')] == \
        ['if', 'ifdef', 'elif', 'else', 'endif', '', '', '']


def test_a_scoped_guard_without_braces_is_a_loop_whatever_its_body_starts_with() -> None:
    """'scoped_guard(mutex, &l) *val = x;' is a guard and its body, not a
    multiplication; a call followed by '*' still is one."""
    src = Source('int f(int *v)\n{\n\tscoped_guard(mutex, &l)\n\t\t*v = g();\n'
                 '\tscoped_guard(mutex, &l)\n\t\t(*v)++;\n\tfoo(x) * y;\n\treturn 0;\n}\n')
    body = src.body(src.functions()[0])
    assert [(s.kind, s.name) for s in body.kids] == \
        [('iter', 'scoped_guard'), ('iter', 'scoped_guard'), ('expr', ''), ('return', '')]
