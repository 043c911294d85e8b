# SPDX-License-Identifier: GPL-2.0-only
"""itercheck on its own: which iterators have a scoped twin, and which loops
of them convert (the rewrite and the proof: tests/fixtures/iter)."""

from __future__ import annotations

from kguardify.embedded.catalogue import Catalogue, Helper, iterator_macros
from kguardify.embedded.itercheck import IterPair, scoped_pairs, twinned
from kguardify.embedded.judge import Facts, judge_text
from kguardify.embedded.scope import Judgement

PLAIN = ('#define for_each_child_of_node(parent, child) \\\n'
         '\tfor (child = of_get_next_child(parent, NULL); child != NULL; \\\n'
         '\t     child = of_get_next_child(parent, child))\n')
SCOPED = ('#define for_each_child_of_node_scoped(parent, child) \\\n'
          '\tfor (struct device_node *child __free(device_node) = \\\n'
          '\t     of_get_next_child(parent, NULL); \\\n'
          '\t     child != NULL; \\\n'
          '\t     child = of_get_next_child(parent, child))\n')
FREE = Helper('DEFINE_FREE', 'device_node', 'struct device_node *', '',
              'if (_T) of_node_put(_T)')


def _catalogue(defines: str, frees: tuple[Helper, ...] = (FREE,)) -> Catalogue:
    return Catalogue(list(frees), iterators=iterator_macros(defines))


def test_a_twin_is_read_from_the_two_definitions() -> None:
    pairs = scoped_pairs(_catalogue(PLAIN + SCOPED))
    assert pairs == {'for_each_child_of_node': IterPair(
        'for_each_child_of_node', 'for_each_child_of_node_scoped', 1,
        'struct device_node *', 'device_node', 'of_node_put')}
    assert twinned(_catalogue(PLAIN + SCOPED)) == frozenset({'for_each_child_of_node'})


def test_no_twin_without_the_free_class_or_with_another_loop() -> None:
    assert scoped_pairs(_catalogue(PLAIN + SCOPED, ())) == {}
    other = SCOPED.replace('child = of_get_next_child(parent, child))',
                           'child = of_get_next_available_child(parent, child))')
    assert scoped_pairs(_catalogue(PLAIN + other)) == {}
    assert scoped_pairs(_catalogue(SCOPED)) == {}


def _judge(body: str, decl: str = '\tstruct device_node *child;\n') -> list[Judgement]:
    text = 'int f(struct board *b)\n{\n%s\tint ret = 0;\n\n%s\treturn ret;\n}\n' % (decl, body)
    facts = Facts({}, set(), frozenset({'f'}))
    return [d for d in judge_text(text, facts, _catalogue(PLAIN + SCOPED)) if d.idiom == 'iter']


LOOP = ('\tfor_each_child_of_node(b->np, child) {\n'
        '\t\tret = add(b, child);\n'
        '\t\tif (ret) {\n'
        '\t\t\tof_node_put(child);\n'
        '\t\t\t%s;\n'
        '\t\t}\n'
        '\t}\n')


def test_a_put_before_each_exit_converts() -> None:
    for leave in ('break', 'return ret'):
        [d] = _judge(LOOP % leave)
        assert (d.form, d.helper, d.expr, d.call, d.release_fn, d.reason) == (
            'scoped', 'for_each_child_of_node_scoped', 'child', 'for_each_child_of_node',
            'of_node_put', ''), leave
        assert len(d.releases) == 1


def test_the_ways_a_loop_stays() -> None:
    cases = {
        'goto out': 'goto out at line 10 leaves the loop',
        'continue': 'the put of child at line 9 is not followed by a break or return',
        'return child ? 1 : 0': 'the return at line 10 uses child',
    }
    for leave, why in cases.items():
        [d] = _judge(LOOP % leave)
        assert (d.form, d.reason) == ('', why), leave
    [_, d] = _judge(LOOP % 'break' + LOOP.replace('\t\t\tof_node_put(child);\n', '') % 'break')
    assert d.reason == 'the loop is left at line 16 with child held: its reference is ' \
        'handed on or kept'
    # a loop that puts nothing by hand is no candidate
    assert _judge(LOOP.replace('\t\t\tof_node_put(child);\n', '') % 'break') == []
    [d] = _judge(LOOP % 'break' + '\tuse(child);\n')
    assert d.reason == 'child is used outside its loops (line 13)'
    [d] = _judge(LOOP % 'break', '\tstruct device_node *child = b->np;\n')
    assert d.reason == 'child is initialised where it is declared'
    [d] = _judge(LOOP % 'break', '\tstruct fwnode_handle *child;\n')
    assert d.reason.startswith('child is a struct fwnode_handle *')
    for use in ('child = b->np', '&child', '++child', 'child--'):
        [d] = _judge(LOOP.replace('add(b, child)', 'add(b, %s)' % use) % 'break')
        assert d.reason == 'child is assigned or its address taken in the loop (line 7)', use


def test_the_value_returned_after_the_put_is_computed_before_it() -> None:
    """The scoped loop puts the cursor after the return value is computed."""
    for value, why in (('report(b, ret)', 'the return value at line 10 would be computed '
                        'before the put of child'),
                       ('b->err', 'the return value at line 10 would be computed before '
                        'the put of child'),
                       ('-EINVAL', ''), ('ret', '')):
        [d] = _judge(LOOP % ('return ' + value))
        assert d.reason == why, value


def test_a_member_of_the_cursor_is_no_assignment_of_it() -> None:
    for use in ('&child->flags', '++child->flags', '--child->n[0]', 'child->flags++'):
        [d] = _judge(LOOP.replace('add(b, child)', 'add(b, %s)' % use) % 'break')
        assert (d.form, d.reason) == ('scoped', ''), use


def test_a_break_of_an_inner_switch_is_no_way_out() -> None:
    body = ('\tfor_each_child_of_node(b->np, child) {\n'
            '\t\tswitch (kind(child)) {\n'
            '\t\tcase 1:\n'
            '\t\t\tbreak;\n'
            '\t\tdefault:\n'
            '\t\t\tof_node_put(child);\n'
            '\t\t\treturn -EINVAL;\n'
            '\t\t}\n'
            '\t}\n')
    [d] = _judge(body)
    assert (d.form, d.reason) == ('scoped', '')


def test_the_loops_of_one_cursor_convert_all_or_none() -> None:
    [first, second] = _judge(LOOP % 'break' + LOOP.replace('\t\t\tof_node_put(child);\n', '')
                             % 'break')
    assert first.form == '' and first.reason.startswith('the loop of child at line 13 stays')
    assert second.form == ''
    assert [d.form for d in _judge(LOOP % 'break' + LOOP % 'return ret')] == ['scoped'] * 2


def test_a_preprocessor_conditional_in_the_loop_keeps_it() -> None:
    body = LOOP.replace('\t\tret = add(b, child);\n',
                        '#ifdef CONFIG_BOARD\n\t\tret = add(b, child);\n#endif\n') % 'break'
    [d] = _judge(body)
    assert (d.form, d.reason) == ('', 'a preprocessor conditional at line 7 is inside the loop')
