# SPDX-License-Identifier: GPL-2.0-only
"""The copy spatch reads: bodies without a candidate's call are blanked at
the same offsets, and put back after the pass."""

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


def test_bodies_without_a_call_are_blanked_at_the_same_offsets() -> None:
    cut = cut_down(TEXT, TOKENS)
    assert cut.blanked == (0, 3)
    assert len(cut.text) == len(TEXT)
    assert cut.text.count('\n') == TEXT.count('\n')
    assert 'return f->a + 1' not in cut.text and 'return helper(f)' not in cut.text
    # the function with the lock and the one with a directive are whole
    for kept in ('\tmutex_lock(&f->l);\n\tf->v = v;\n', '#define TWICE(x) ((x) * 2)\n'):
        assert cut.text.index(kept) == TEXT.index(kept)
    # outside the bodies, nothing changed
    assert cut.text.index('int last(struct foo *f)\n{') == \
        TEXT.index('int last(struct foo *f)\n{')


def test_restore_puts_the_bodies_back_around_a_rewrite() -> None:
    cut = cut_down(TEXT, TOKENS)
    rewritten = cut.text.replace('\tmutex_lock(&f->l);\n\tf->v = v;\n\tmutex_unlock(&f->l);\n',
                                 '\tguard(mutex)(&f->l);\n\tf->v = v;\n')
    assert restore(rewritten, TEXT, cut) == \
        TEXT.replace('\tmutex_lock(&f->l);\n\tf->v = v;\n\tmutex_unlock(&f->l);\n',
                     '\tguard(mutex)(&f->l);\n\tf->v = v;\n')


def test_restore_refuses_what_it_cannot_match() -> None:
    cut = cut_down(TEXT, TOKENS)
    assert restore(cut.text.replace('int last(', 'int other('), TEXT, cut) is None
    filled = cut.text.replace('int last(struct foo *f)\n{\n', 'int last(struct foo *f)\n{\n\tx();\n')
    assert restore(filled, TEXT, cut) is None


def test_nothing_to_blank_or_unreadable_text_is_left_alone() -> None:
    assert cut_down('int f(void)\n{\n\tkfree(p);\n}\n', TOKENS).blanked == ()
    broken = 'int f(void)\n{\n\treturn (1;\n}\n'
    assert cut_down(broken, TOKENS) == (broken, (), (), ())
    assert restore('anything', TEXT, cut_down('', TOKENS)) == 'anything'
