# SPDX-License-Identifier: GPL-2.0-only
"""lockcheck on its own, with the 'when strict' facts given by hand."""

from __future__ import annotations

import dataclasses

from kguardify.embedded.catalogue import Catalogue, Helper, builtin, lock_wrappers
from kguardify.embedded.cscan import Source, Stmt
from kguardify.embedded.judge import Facts, judge_text as judge
from kguardify.embedded.lockcheck import (LOCK_KINDS, LockKind, exclusive, lock_kinds,
                                          one_after_another, subsystem_kind)
from kguardify.embedded.scope import (Call, Judgement, Tree, pure_expr, split_args, variables_of,
                                      walk)

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


# Linux 6.12's subsystem guards: one lock call and one unlock call on the
# guarded object make a lock kind of the tree's own.
PCM = Helper('DEFINE_LOCK_GUARD_1', 'pcm_stream_lock_irq', 'struct snd_pcm_substream',
             'snd_pcm_stream_lock_irq(_T->lock)', 'snd_pcm_stream_unlock_irq(_T->lock)')
PCM_IRQSAVE = Helper('DEFINE_LOCK_GUARD_1', 'pcm_stream_lock_irqsave',
                     'struct snd_pcm_substream',
                     'snd_pcm_stream_lock_irqsave(_T->lock, _T->flags)',
                     'snd_pcm_stream_unlock_irqrestore(_T->lock, _T->flags)',
                     'unsigned long flags')
DEVICE = Helper('DEFINE_GUARD', 'device', 'struct device *', 'device_lock(_T)',
                'device_unlock(_T)')
CPUS = Helper('DEFINE_LOCK_GUARD_0', 'cpus_read_lock', '', 'cpus_read_lock()',
              'cpus_read_unlock()')


def test_a_subsystem_guard_on_its_own_lock_calls_is_a_lock_kind() -> None:
    assert subsystem_kind(PCM) == LockKind('snd_pcm_stream_lock_irq',
                                           'snd_pcm_stream_unlock_irq',
                                           'pcm_stream_lock_irq', 'e')
    assert subsystem_kind(PCM_IRQSAVE).shape == 'ef'
    assert subsystem_kind(DEVICE) == LockKind('device_lock', 'device_unlock', 'device', 'e')
    assert subsystem_kind(CPUS) == LockKind('cpus_read_lock', 'cpus_read_unlock',
                                            'cpus_read_lock', '0')
    kinds = lock_kinds(Catalogue([PCM, DEVICE, CPUS]))
    assert {'snd_pcm_stream_lock_irq', 'device_lock', 'cpus_read_lock', 'mutex_lock'} <= \
        set(kinds)


def test_other_guards_are_no_lock_kind_of_their_own() -> None:
    wiphy = Helper('DEFINE_GUARD', 'wiphy', 'struct wiphy *', 'mutex_lock(&_T->mtx)',
                   'mutex_unlock(&_T->mtx)')
    task_rq = Helper('DEFINE_LOCK_GUARD_1', 'task_rq_lock', 'struct task_struct',
                     '_T->rq = task_rq_lock(_T->lock, &_T->rf)',
                     'task_rq_unlock(_T->rq, _T->lock, &_T->rf)',
                     'struct rq *rq; struct rq_flags rf')
    mutex = Helper('DEFINE_GUARD', 'mutex', 'struct mutex *', 'mutex_lock(_T)',
                   'mutex_unlock(_T)')
    in_if = dataclasses.replace(DEVICE, conditional=True)
    two = Helper('DEFINE_LOCK_GUARD_0', 'irq_pair', '', 'foo_lock(); bar_lock()',
                 'bar_unlock(); foo_unlock()')
    for helper in (wiphy, task_rq, mutex, in_if, two):
        assert subsystem_kind(helper) is None, helper


def test_a_subsystem_lock_is_judged_with_its_guard() -> None:
    text = '''void f(struct snd_pcm_substream *s)
{
	snd_pcm_stream_lock_irq(s);
	if (s->number)
		goto out;
	s->number = 1;
out:
	snd_pcm_stream_unlock_irq(s);
}
'''
    cat = BUILTIN.merged(Catalogue([PCM]))
    [d] = judge_text(text, {(3, 1): [(8, 1)]}, cat)
    assert (d.reason, d.helper, d.form) == ('', 'pcm_stream_lock_irq', 'guard')
    assert judge_text(text, {(3, 1): [(8, 1)]}) == []     # a tree without that guard


def test_a_guard_on_a_wrapped_lock_takes_the_wrappers_calls() -> None:
    wiphy = Helper('DEFINE_GUARD', 'wiphy', 'struct wiphy *', 'mutex_lock(&_T->mtx)',
                   'mutex_unlock(&_T->mtx)')
    wrappers = {'wiphy_lock': 'mutex_lock(&_T->mtx)', 'wiphy_unlock': 'mutex_unlock(&_T->mtx)'}
    assert lock_kinds(Catalogue([wiphy], wrappers=wrappers))['wiphy_lock'] == \
        LockKind('wiphy_lock', 'wiphy_unlock', 'wiphy', 'e')
    # two wrappers of one call: which one the driver means is not known
    two = dict(wrappers, other_lock='mutex_lock(&_T->mtx)')
    assert 'wiphy_lock' not in lock_kinds(Catalogue([wiphy], wrappers=two))
    text = ('static inline void wiphy_lock(struct wiphy *wiphy)\n\t__acquires(&wiphy->mtx)\n'
            '{\n\tmutex_lock(&wiphy->mtx);\n\t__acquire(&wiphy->mtx);\n}\n'
            'static inline void two(struct wiphy *w) { a(w); b(w); }\n')
    assert lock_wrappers(text) == {'wiphy_lock': 'mutex_lock(&_T->mtx)'}


def _lock_stmts(text: str) -> tuple[Tree, list]:
    src = Source(text)
    fn = src.functions()[0]
    tree = Tree(src, fn, src.body(fn))
    stmts = [s for s, _ in walk(tree.body) if s.kind == 'expr' and
             text[s.start:s.end].startswith('mutex_lock(')]
    return tree, stmts


def _exclusive(text: str) -> bool:
    tree, (a, b) = _lock_stmts(text)
    return exclusive(tree, a, b) and exclusive(tree, b, a)


ARMS = 'void f(struct s *s, int v)\n{\n\t%s\n}\n'


def test_locks_in_the_two_arms_of_an_if_are_exclusive() -> None:
    assert _exclusive(ARMS % 'if (v) { mutex_lock(&s->l); g(); mutex_unlock(&s->l); } '
                      'else if (v > 2) { mutex_lock(&s->l); mutex_unlock(&s->l); }')


def test_locks_in_one_arm_or_one_after_the_other_are_not() -> None:
    assert not _exclusive(ARMS % 'if (v) { mutex_lock(&s->l); mutex_unlock(&s->l); '
                          'mutex_lock(&s->l); mutex_unlock(&s->l); }')
    assert not _exclusive(ARMS % 'mutex_lock(&s->l); while (v--) { mutex_unlock(&s->l); '
                          'mutex_lock(&s->l); } mutex_unlock(&s->l);')


def test_switch_cases_are_exclusive_unless_one_falls_through() -> None:
    assert _exclusive(ARMS % 'switch (v) { case 0: mutex_lock(&s->l); mutex_unlock(&s->l); '
                      'break; case 1: mutex_lock(&s->l); mutex_unlock(&s->l); return; }')
    assert _exclusive(ARMS % 'switch (v) { case 0: { mutex_lock(&s->l); mutex_unlock(&s->l); '
                      'break; } case 1: mutex_lock(&s->l); mutex_unlock(&s->l); }') is False
    assert not _exclusive(ARMS % 'switch (v) { case 0: mutex_lock(&s->l); '
                          'mutex_unlock(&s->l); case 1: mutex_lock(&s->l); '
                          'mutex_unlock(&s->l); }')


def test_sections_one_after_another_are_disjoint_only_if_each_ends_before_the_next() -> None:
    stmt = Stmt('expr', 0, 0, (), (-1, -1), '')
    a, b = Call('mutex_lock', ('&l',), 10, stmt), Call('mutex_lock', ('&l',), 50, stmt)
    assert one_after_another([a, b], {10: [20, 30], 50: [60]})
    # a lock retaken in a loop: the inner lock call reaches an unlock before it
    assert not one_after_another([a, b], {10: [20, 70], 50: [60]})
    assert not one_after_another([a, b], {10: [20], 50: [40]})
    # the first unlocks of a call are not known: no
    assert not one_after_another([a, b], {10: [20]})
