# SPDX-License-Identifier: GPL-2.0-only
"""tidy's steps, one behaviour each."""

from __future__ import annotations

from kguardify.functions import tidy


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


OLD_SECTION = ('int f(struct s *s)\n{\n\tint v;\n\n\tmutex_lock(&s->l);\n\tv = s->v;\n'
               '\tmutex_unlock(&s->l);\n\treturn v;\n}\n')


def _scoped(body: str) -> str:
    return ('int f(struct s *s)\n{\n\tint v;\n\n\tscoped_guard(mutex, &s->l) {\n%s\t}\n'
            '\treturn v;\n}\n' % body)


def test_a_new_scoped_guard_around_one_simple_statement_loses_its_braces() -> None:
    assert tidy.unbrace_scoped_guards(OLD_SECTION, _scoped('\t\tv = s->v;\n')) == \
        'int f(struct s *s)\n{\n\tint v;\n\n\tscoped_guard(mutex, &s->l)\n\t\tv = s->v;\n' \
        '\treturn v;\n}\n'


def test_a_scoped_guard_keeps_its_braces_where_one_line_would_not_do() -> None:
    for body in ('\t\tint w = s->v;\n',                      # a declaration
                 '\t\tv = s->v;\n\t\ts->v = 0;\n',           # two statements
                 '\t\tv = f(s->v,\n\t\t      s->w);\n',     # two lines
                 '\t\t/* read it */\n\t\tv = s->v;\n',       # a comment
                 '\t\treturn s->v;\n',                        # not an expression
                 '\t\t*s->p = v;\n',                           # checkpatch: 'a * b'
                 '\t\t(*s->p)++;\n',
                 '\t\tif (v)\n\t\t\tv = s->v;\n'):
        assert tidy.unbrace_scoped_guards(OLD_SECTION, _scoped(body)) == _scoped(body), body
    # a scoped_guard the original already had is not the conversion's
    assert tidy.unbrace_scoped_guards(_scoped('\t\tv = s->v;\n'),
                                      _scoped('\t\tv = s->v;\n')) == _scoped('\t\tv = s->v;\n')
