# SPDX-License-Identifier: GPL-2.0-only
"""The copy spatch reads: functions without a candidate's call, file-scope
initialisers and unused #defines are blanked at the same offsets, and put
back after the pass."""

from __future__ import annotations

import re

from kguardify.engine.cutdown import cut_down, restore

TOKENS = re.compile(r'\b(?:mutex_lock|kfree)\s*\(')

TEXT = '''#include <linux/mutex.h>

static int helper(struct foo *f)
{
	return f->a + 1;	/* mutex_lock(&f->l) in a comment is no call */
}

int set(struct foo *f, int v)
{
	mutex_lock(&f->l);
	f->v = v;
	mutex_unlock(&f->l);
	return 0;
}

static void with_define(void)
{
#define TWICE(x) ((x) * 2)
	use(TWICE(1));
}

int last(struct foo *f)
{
	return helper(f);
}
'''


def test_functions_without_a_call_are_blanked_at_the_same_offsets() -> None:
    cut = cut_down(TEXT, TOKENS)
    assert [name for name, _, _ in cut.kept] == ['set', 'with_define']
    assert len(cut.text) == len(TEXT)
    assert cut.text.count('\n') == TEXT.count('\n')
    # helper() and last() go whole, their names and types too
    for gone in ('return f->a + 1', 'return helper(f)', 'helper', 'int last('):
        assert gone not in cut.text
    # the function with the lock and the one with a directive are whole
    for kept in ('\tmutex_lock(&f->l);\n\tf->v = v;\n', '#define TWICE(x) ((x) * 2)\n',
                 '#include <linux/mutex.h>\n'):
        assert cut.text.index(kept) == TEXT.index(kept)


SCOPE = '''#define REG_A 0x10
#define VALUE(f) ((f)->v)
static const int table[] = {
	REG_A, 2, 3,
};

static int twice(void)
{
	return 2;
}

#ifdef CONFIG_PM
static int twice(void)
{
	return 3;
}
#endif

int __attribute__((unused)) after_paren(void)
{
	return 4;
}

int set(struct foo *f)
{
	int v;

	mutex_lock(&f->l);
	v = VALUE(f);
	mutex_unlock(&f->l);
	return v;
}
'''


def test_what_goes_at_file_scope_and_what_stays() -> None:
    cut = cut_down(SCOPE, TOKENS)
    assert [name for name, _, _ in cut.kept] == ['set']
    # an unused #define and an initialiser's contents go; a used macro stays
    assert 'REG_A' not in cut.text
    assert cut.text.index('#define VALUE(f)') == SCOPE.index('#define VALUE(f)')
    assert cut.text.index('static const int table[] = {') == \
        SCOPE.index('static const int table[] = {')
    assert '2, 3' not in cut.text
    # two functions of one name keep their heads (the verdict declines both);
    # so does one whose first token follows a ')'
    assert cut.text.count('static int twice(void)') == 2
    assert 'return 3' not in cut.text
    assert 'int __attribute__((unused)) after_paren(void)' in cut.text
    assert 'return 4' not in cut.text
    rewritten = cut.text.replace('\tmutex_unlock(&f->l);\n', '')
    assert restore(rewritten, SCOPE, cut) == SCOPE.replace('\tmutex_unlock(&f->l);\n', '')


def test_restore_puts_the_bodies_back_around_a_rewrite() -> None:
    cut = cut_down(TEXT, TOKENS)
    rewritten = cut.text.replace('\tmutex_lock(&f->l);\n\tf->v = v;\n\tmutex_unlock(&f->l);\n',
                                 '\tguard(mutex)(&f->l);\n\tf->v = v;\n')
    assert restore(rewritten, TEXT, cut) == \
        TEXT.replace('\tmutex_lock(&f->l);\n\tf->v = v;\n\tmutex_unlock(&f->l);\n',
                     '\tguard(mutex)(&f->l);\n\tf->v = v;\n')


def test_restore_refuses_what_it_cannot_match() -> None:
    cut = cut_down(TEXT, TOKENS)
    assert restore(cut.text.replace('int set(', 'int other('), TEXT, cut) is None
    # anything spatch writes outside the functions left whole
    outside = cut.text.replace('int set(', 'int x;\nint set(')
    assert restore(outside, TEXT, cut) is None
    assert restore(cut.text + 'int x;\n', TEXT, cut) is None


def test_nothing_to_blank_or_unreadable_text_is_left_alone() -> None:
    assert cut_down('int f(void)\n{\n\tkfree(p);\n}\n', TOKENS).blanked == ()
    broken = 'int f(void)\n{\n\treturn (1;\n}\n'
    assert cut_down(broken, TOKENS) == (broken, (), ())
    assert restore('anything', TEXT, cut_down('', TOKENS)) == 'anything'
