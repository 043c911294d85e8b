# SPDX-License-Identifier: GPL-2.0-only
"""A reallocation's hand-back ('q = krealloc(p, ...); if (!q) goto err; p =
q;'), which a __free pointer may take: the shape, and what is not it."""

from __future__ import annotations

from kguardify.embedded.catalogue import builtin
from kguardify.embedded.cscan import Source, walk
from kguardify.embedded.handback import hand_back
from kguardify.embedded.judge import Facts, judge_text
from kguardify.embedded.lockcheck import LOCK_KINDS
from kguardify.embedded.scope import Tree

GROW = '''int grow(struct card *c, size_t n)
{
	u8 *buf, *tmp;

	buf = kmalloc(16, GFP_KERNEL);
	if (!buf)
		return -ENOMEM;
	tmp = REALLOC(buf, n, GFP_KERNEL);
	if (TEST)
		THEN
	buf = tmp;
	card_read(c, buf, n);
	RELEASE(buf);
	return 0;
}
'''


def _text(realloc: str = 'krealloc', test: str = '!tmp', then: str = 'goto out;',
          release: str = 'kfree') -> str:
    return GROW.replace('REALLOC', realloc).replace('TEST', test).replace(
        'THEN', then).replace('RELEASE', release)


def _hand_back(text: str) -> str:
    src = Source(text)
    fn = src.functions()[0]
    tree = Tree(src, fn, src.body(fn))
    [stmt] = [s for s, _ in walk(tree.body)
              if s.kind == 'expr' and text[s.start:s.end] == 'buf = tmp;']
    return hand_back(tree, stmt, 'buf')


def test_the_hand_back_of_a_reallocation() -> None:
    assert _hand_back(_text()) == 'krealloc'
    assert _hand_back(_text('krealloc_array')) == 'krealloc_array'
    assert _hand_back(_text(test='unlikely(!tmp)', then='{ ret = -ENOMEM; goto out; }')) \
        == 'krealloc'
    assert _hand_back(_text(test='tmp == NULL', then='return -ENOMEM;')) == 'krealloc'


def test_what_is_no_hand_back() -> None:
    assert _hand_back(_text('kmemdup')) == ''               # no reallocation of buf
    assert _hand_back(_text(test='tmp')) == ''              # the test the other way
    assert _hand_back(_text(then='pr_err("no memory");')) == ''   # falls through
    assert _hand_back(_text(then='{ if (n) goto out; }')) == ''   # may fall through


def test_a_reallocation_must_suit_the_release() -> None:
    text = _text('kvrealloc', then='return -ENOMEM;')
    [d] = judge_text(text, Facts({}, {(5, 1)}), builtin(LOCK_KINDS))
    assert d.reason == 'buf is resized by kvrealloc() at line 11 and released by kfree()'
    [d] = judge_text(_text(then='return -ENOMEM;'), Facts({}, {(5, 1)}), builtin(LOCK_KINDS))
    assert d.form == 'free' and d.reason == ''


KEPT = '''int add_fn(struct bus *bus)
{
	struct gadget_fn *fn;
	int ret;

	fn = kzalloc(sizeof(*fn), GFP_KERNEL);
	if (!fn)
		return -ENOMEM;
	ret = bus_register_fn(bus, fn);
	if (TEST)
		goto err_free;
	return 0;
err_free:
	kfree(fn);
	return ret;
}
'''
# where Coccinelle's paths from the allocation first reach a hand-in
KEPT_FACTS = Facts({}, set(), retains={(6, 1): [(9, 1)]})


def test_a_hand_in_is_kept_where_the_tree_has_retain_and_null_ptr() -> None:
    cat = builtin(LOCK_KINDS)
    [d] = judge_text(KEPT.replace('TEST', 'ret'), KEPT_FACTS, cat)
    assert (d.form, d.retains, d.reason) == ('free', ('bus_register_fn',), '')
    [d] = judge_text(KEPT.replace('TEST', 'ret < 0'), KEPT_FACTS, cat)
    assert d.retains == ('bus_register_fn',)
    [d] = judge_text(KEPT.replace('TEST', 'ret > 0'), KEPT_FACTS, cat)
    assert d.reason.startswith('fn is not released on every path')
    cat.macros = cat.macros - {'retain_and_null_ptr'}
    [d] = judge_text(KEPT.replace('TEST', 'ret'), KEPT_FACTS, cat)
    assert d.reason == 'the tree has no retain_and_null_ptr()'


def test_a_hand_in_is_no_release_without_its_facts() -> None:
    [d] = judge_text(KEPT.replace('TEST', 'ret'), Facts({}, set()), builtin(LOCK_KINDS))
    assert d.reason.startswith('fn is not released on every path') and not d.retains
