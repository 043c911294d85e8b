# SPDX-License-Identifier: GPL-2.0-only
"""verify's checks, one behaviour each."""

from __future__ import annotations

import pytest

from kguardify.functions import verify
from kguardify.model import Decision


def test_verify_rejects_a_jump_into_a_guard_scope() -> None:
    fn = 'int f(int a)\n{\n\tif (a)\n\t\tgoto out;\n\tguard(mutex)(&l);\n\tg();\nout:\n' \
         '\treturn 0;\n}'
    assert 'jump into the scope' in verify.check(fn, fn, [])


def test_verify_rejects_a_guard_after_a_case_label() -> None:
    fn = 'int f(int a)\n{\n\tswitch (a) {\n\tcase 1:\n\t\tguard(mutex)(&l);\n\t\treturn 1;\n' \
         '\tcase 2:\n\t\treturn 2;\n\t}\n\treturn 0;\n}'
    assert verify.check(fn, fn, []) != ''


def test_verify_rejects_a_leftover_unlock() -> None:
    old = 'void f(void)\n{\n\tmutex_lock(&l);\n\tmutex_unlock(&l);\n}'
    new = 'void f(void)\n{\n\tguard(mutex)(&l);\n\tmutex_unlock(&l);\n}'
    d = Decision('lock', 'f', 3, 1, 'mutex', '&l', 'guard', '')
    assert verify.check(old, new, [d]) == 'mutex_unlock() is still called at line 4'


def test_verify_rejects_break_binding_to_a_new_scoped_guard() -> None:
    old = 'void f(void)\n{\n\tfor (;;) {\n\t\tmutex_lock(&l);\n\t\tbreak;\n\t}\n}'
    new = 'void f(void)\n{\n\tfor (;;) {\n\t\tscoped_guard(mutex, &l) {\n\t\t\tbreak;\n\t\t}\n\t}\n}'
    assert 'scoped_guard' in verify.check(old, new, [])


def test_name_clash() -> None:
    assert verify.name_clash('int x = guard(mutex)(&l);') == ''
    assert 'guard' in verify.name_clash('struct s { int guard; };')
    assert 'defines __free' in verify.name_clash('#define __free(x) x\n')


@pytest.mark.parametrize('use', [
    'scoped_guard (rcu) {', 'scoped_guard (raw_spinlock_irqsave, &p->pi_lock) {',
    'scoped_cond_guard (mutex_intr, return -EINTR, &l) {', 'guard (mutex)(&l);',
    'CLASS (fd, f)(fd);', 'char *p __free (kfree) = NULL;'])
def test_spaced_helper_use_is_no_clash(use: str) -> None:
    body = use + (' }' if use.endswith('{') else '')
    assert verify.name_clash('void f(void)\n{\n\t%s\n}\n' % body) == ''


def test_verify_rejects_a_changed_line_past_100_columns() -> None:
    long_call = 'g(' + ', '.join('arg%d' % n for n in range(14)) + ');'
    old = 'void f(void)\n{\n\tmutex_lock(&l);\n\t%s\n\tmutex_unlock(&l);\n\th();\n}' % long_call
    new = 'void f(void)\n{\n\tscoped_guard(mutex, &l)\n\t\t%s\n\th();\n}' % long_call
    assert len(('\t' + long_call).expandtabs(8)) <= 100 < len(('\t\t' + long_call).expandtabs(8))
    assert 'longer than 100 columns' in verify.check(old, new, [])
    # the same line, unchanged, is the author's business
    assert verify.check(old.replace('h();', long_call), old.replace('h();', long_call), []) == ''
