# SPDX-License-Identifier: GPL-2.0-only
"""lockcheck on its own, with the 'when strict' facts given by hand."""

from __future__ import annotations

from kguardify.embedded.catalogue import Catalogue, Helper, builtin
from kguardify.embedded.cscan import Source
from kguardify.embedded.judge import Facts, judge_text as judge
from kguardify.embedded.lockcheck import LOCK_KINDS
from kguardify.embedded.scope import Judgement, pure_expr, split_args, variables_of

BUILTIN = builtin(LOCK_KINDS)


def judge_text(text: str, locks: dict, catalogue: Catalogue = BUILTIN) -> list[Judgement]:
    return judge(text, Facts(locks, set()), catalogue)

FUNC = '''int f(struct foo *p, int v)
{
	int ret;

	mutex_lock(&p->lock);
	if (v) {
		ret = -EINVAL;
		goto out;
	}
	ret = 0;
out:
	mutex_unlock(&p->lock);
	return ret;
}
'''


def test_guard_form_with_a_label() -> None:
    [d] = judge_text(FUNC, {(5, 1): [(12, 1)]})
    assert (d.form, d.helper, d.expr, d.labels, d.reason) == ('guard', 'mutex', '&p->lock',
                                                           (('out', 'return ret'),), '')


def test_without_the_strict_match_it_is_declined() -> None:
    [d] = judge_text(FUNC, {})
    assert d.form == '' and 'lock held' in d.reason


def test_a_tree_without_the_guard_declines() -> None:
    only = Catalogue([Helper('DEFINE_LOCK_GUARD_1', 'spinlock', 'spinlock_t',
                             'spin_lock(_T->lock)', 'spin_unlock(_T->lock)')])
    [d] = judge_text(FUNC, {(5, 1): [(12, 1)]}, only)
    assert d.reason == 'the tree defines no guard for mutex_lock()'


def test_region_form_when_work_follows_the_unlock() -> None:
    text = FUNC.replace('\treturn ret;', '\tnotify(p);\n\treturn ret;')
    text = text.replace('out:\n', '')
    text = text.replace('\t\tgoto out;', '\t\tmutex_unlock(&p->lock);\n\t\treturn ret;')
    [d] = judge_text(text, {(5, 1): [(8, 2), (12, 1)]})
    assert d.form == 'scoped' and d.final > 0 and len(d.releases) == 1


def test_split_args_and_variables() -> None:
    assert split_args('&a->b[i], f(x, y)') == ('&a->b[i]', 'f(x,y)')
    assert variables_of('&dev->priv[idx].lock') == {'dev', 'idx'}


def test_pure_expressions() -> None:
    src = Source('int x = a + ERR_PTR(-EIO) + min(b, c); int y = foo(a); int z = a++;')
    spans = [(src.text.index('a + '), src.text.index(';')),
             (src.text.index('foo'), src.text.index(';', src.text.index('foo'))),
             (src.text.index('a++'), src.text.rindex(';'))]
    assert [pure_expr(src, s) for s in spans] == [True, False, False]
