# SPDX-License-Identifier: GPL-2.0-only
"""tidy's steps and verify's checks, one behaviour each."""

from __future__ import annotations

import pytest

from kguardify.functions import tidy, verify
from kguardify.functions.assemble import add_cleanup_include
from kguardify.model import Decision
from kguardify.engine.spatch import file_exceptions, partition


def test_fold_returns_only_where_the_conversion_brought_them_together() -> None:
    old = 'int f(void)\n{\n\tint ret;\n\n\tret = g();\n\tif (ret)\n\t\tgoto out;\n' \
          '\tret = 1;\n\treturn ret;\nout:\n\treturn ret;\n}'
    new = 'int f(void)\n{\n\tint ret;\n\n\tret = g();\n\tif (ret)\n\t\treturn ret;\n' \
          '\tret = 1;\n\treturn ret;\n}'
    # 'ret = 1; return ret;' was already adjacent in the original: kept.
    assert tidy.fold_returns(old, new) == new


def test_fold_returns_needs_the_same_type() -> None:
    old = 'long f(void)\n{\n\tint ret;\n\n\tret = g();\n\tgoto out;\nout:\n\treturn ret;\n}'
    new = 'long f(void)\n{\n\tint ret;\n\n\tret = g();\n\treturn ret;\n}'
    assert tidy.fold_returns(old, new) == new
    same = new.replace('\tint ret;', '\tlong ret;')
    assert tidy.fold_returns(old.replace('\tint ret;', '\tlong ret;'), same) == \
        'long f(void)\n{\n\tlong ret;\n\n\treturn g();\n}'


def test_unbrace_keeps_braces_when_another_arm_needs_them() -> None:
    old = 'void f(void)\n{\n\tif (a) {\n\t\tu();\n\t\treturn;\n\t} else {\n\t\tb();\n\t\tc();\n\t}\n}'
    new = 'void f(void)\n{\n\tif (a) {\n\t\treturn;\n\t} else {\n\t\tb();\n\t\tc();\n\t}\n}'
    assert tidy.unbrace_single_statements(old, new) == new


def test_unbrace_all_arms() -> None:
    old = 'void f(void)\n{\n\tif (a) {\n\t\tu();\n\t\treturn;\n\t} else {\n\t\tb();\n\t}\n}'
    new = 'void f(void)\n{\n\tif (a) {\n\t\treturn;\n\t} else {\n\t\tb();\n\t}\n}'
    assert tidy.unbrace_single_statements(old, new) == \
        'void f(void)\n{\n\tif (a)\n\t\treturn;\n\telse\n\t\tb();\n}'


def test_unbrace_keeps_the_braces_of_a_lone_guard() -> None:
    old = 'void f(void)\n{\n\tif (a) {\n\t\trcu_read_lock();\n\t\tg();\n\t}\n}'
    new = 'void f(void)\n{\n\tif (a) {\n\t\tguard(rcu)();\n\t}\n}'
    assert tidy.unbrace_single_statements(old, new) == new


def test_a_struct_tag_is_no_use_of_a_local_of_that_name() -> None:
    old = 'struct pid *f(void)\n{\n\tstruct pid *pid;\n\n\tpid = g();\n\treturn pid;\n}'
    new = 'struct pid *f(void)\n{\n\tstruct pid *pid;\n\n\treturn g();\n}'
    assert tidy.drop_dead_locals(old, new) == 'struct pid *f(void)\n{\n\n\treturn g();\n}'


def test_dead_local_goes_only_if_the_conversion_made_it_dead() -> None:
    old = 'void f(void)\n{\n\tunsigned long flags, x;\n\n\tg(flags);\n}'
    new = 'void f(void)\n{\n\tunsigned long flags, x;\n\n\tg();\n}'
    assert tidy.drop_dead_locals(old, new) == \
        'void f(void)\n{\n\tunsigned long x;\n\n\tg();\n}'


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


def test_cleanup_include_goes_in_alphabetical_place() -> None:
    text = '#include <linux/bits.h>\n#include <linux/mutex.h>\n'
    assert add_cleanup_include(text) == \
        '#include <linux/bits.h>\n#include <linux/cleanup.h>\n#include <linux/mutex.h>\n'
    assert add_cleanup_include(add_cleanup_include(text)) == add_cleanup_include(text)
    assert add_cleanup_include('int x;\n') == 'int x;\n'


def test_partition() -> None:
    assert partition([], 4) == []
    assert partition(list(range(5)), 2) == [[0, 1, 2], [3, 4]]
    assert [len(b) for b in partition(list(range(200)), 1, limit=64)] == [50, 50, 50, 50]
    assert sum(partition(list(range(7)), 16), []) == list(range(7))


def test_partition_by_weight_balances_the_batches() -> None:
    sizes = [90, 10, 10, 10, 10, 10, 10, 10, 10, 10]
    batches = partition(sizes, 2, weight=lambda size: size)
    # By count, [90, 10, 10, 10, 10] and five 10s: 130 against 50.
    assert [sum(b) for b in batches] == [90, 90]
    assert sorted(sum(batches, [])) == sorted(sizes)
    names = ['a%d' % n for n in range(200)]
    batches = partition(names, 2, limit=64, weight=len)
    assert len(batches) == 4 and max(map(len, batches)) <= 64
    # Each batch keeps the order the items came in.
    assert all(b == sorted(b, key=names.index) for b in batches)
    assert sorted(sum(batches, [])) == sorted(names)


def test_file_exceptions() -> None:
    err = 'EXN: Coccinelle_modules.Common.Timeout in w/0/a.c\nEXN: Failure("x") in w/1/b.c\n'
    assert file_exceptions(err, ['w/0/a.c', 'w/1/b.c'], 5) == {
        'w/0/a.c': 'spatch timed out on the file (--timeout 5)',
        'w/1/b.c': 'spatch failed on the file: Failure("x")'}


def test_reindent_regions_takes_the_original_lines_one_tab_deeper() -> None:
    # spatch re-aligns a continuation line with spaces; the region keeps the
    # author's tabs-then-spaces alignment, one tab deeper.
    old = 'int f(struct s *s)\n{\n\tmutex_lock(&s->l);\n\tret = g(s->a,\n\t        s->b);\n' \
          '\t/* keep */\n\tmutex_unlock(&s->l);\n\th();\n\treturn ret;\n}'
    new = 'int f(struct s *s)\n{\n\tscoped_guard(mutex, &s->l) {\n\t\tret = g(s->a,\n' \
          '\t\t\t\ts->b);\n\t/* keep */\n\t}\n\th();\n\treturn ret;\n}'
    assert tidy.reindent_regions(old, new) == \
        'int f(struct s *s)\n{\n\tscoped_guard(mutex, &s->l) {\n\t\tret = g(s->a,\n' \
        '\t\t        s->b);\n\t\t/* keep */\n\t}\n\th();\n\treturn ret;\n}'


def test_reindent_regions_leaves_a_guard_without_region_alone() -> None:
    old = 'void f(void)\n{\n\tmutex_lock(&l);\n\tg(1,\n\t  2);\n\tmutex_unlock(&l);\n}'
    new = 'void f(void)\n{\n\tguard(mutex)(&l);\n\tg(1,\n\t  2);\n}'
    assert tidy.reindent_regions(old, new) == new


def test_verify_rejects_a_changed_line_past_100_columns() -> None:
    long_call = 'g(' + ', '.join('arg%d' % n for n in range(14)) + ');'
    old = 'void f(void)\n{\n\tmutex_lock(&l);\n\t%s\n\tmutex_unlock(&l);\n\th();\n}' % long_call
    new = 'void f(void)\n{\n\tscoped_guard(mutex, &l)\n\t\t%s\n\th();\n}' % long_call
    assert len(('\t' + long_call).expandtabs(8)) <= 100 < len(('\t\t' + long_call).expandtabs(8))
    assert 'longer than 100 columns' in verify.check(old, new, [])
    # the same line, unchanged, is the author's business
    assert verify.check(old.replace('h();', long_call), old.replace('h();', long_call), []) == ''


def test_lines_the_conversion_writes_are_indented_with_tabs() -> None:
    """checkpatch's CODE_INDENT: kernel/bpf/helpers.c of 6.12 indents
    migrate_disable() with 8 spaces; its scoped_guard line must not."""
    old = ('static void f(void)\n{\n        rcu_read_lock_trace();\n'
           '        migrate_disable();\n\n\tcb(1,\n\t   2);\n\n\tmigrate_enable();\n'
           '\trcu_read_unlock_trace();\n}\n')
    new = ('static void f(void)\n{\n        rcu_read_lock_trace();\n'
           '        scoped_guard(migrate) {\n\t\tcb(1,\n\t\t   2);\n\t}\n'
           '\trcu_read_unlock_trace();\n}\n')
    assert tidy.tabify_new_lines(old, new) == (
        'static void f(void)\n{\n        rcu_read_lock_trace();\n'
        '\tscoped_guard(migrate) {\n\t\tcb(1,\n\t\t   2);\n\t}\n'
        '\trcu_read_unlock_trace();\n}\n')
