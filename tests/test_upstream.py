# SPDX-License-Identifier: GPL-2.0-only
"""bench/upstream: the pairs it mines from two trees, what it calls pure,
the helpers it reads, and its table on two trees of the tests' own."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

from conftest import ROOT, TESTS, needs_spatch, tree_digest

SCRIPT = ROOT / 'bench' / 'upstream'


def _load() -> ModuleType:
    loader = importlib.machinery.SourceFileLoader('upstream', str(SCRIPT))
    spec = importlib.util.spec_from_loader('upstream', loader)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules['upstream'] = module       # dataclasses look their module up
    loader.exec_module(module)
    return module


up = _load()

OLD_SET = '''int kgup_set(struct kgup *k, int value)
{
	int ret = 0;

	mutex_lock(&k->lock);
	ret = kgup_check(k, value);
	if (ret)
		goto unlock;	/* no */
	k->value = value;
unlock:
	mutex_unlock(&k->lock);
	return ret;
}
'''

NEW_SET = '''int kgup_set(struct kgup *k, int value)
{
	int ret = 0;

	guard(mutex)(&k->lock);
	ret = kgup_check(k, value);
	if (ret)
		return ret;
	k->value = value;
	return ret;
}
'''

OLD_COUNT = '''void kgup_count(struct kgup *k)
{
	unsigned long flags;

	spin_lock_irqsave(&k->slock, flags);
	if (k->count < 0) {
		spin_unlock_irqrestore(&k->slock, flags);
		return;
	}
	k->count++;
	spin_unlock_irqrestore(&k->slock, flags);
	k->value = 0;
}
'''

NEW_COUNT = '''void kgup_count(struct kgup *k)
{
	scoped_guard (spinlock_irqsave, &k->slock) {
		if (k->count < 0)
			return;
		k->count++;
	}
	k->value = 0;
}
'''


# Pure pairs ------------------------------------------------------------

def test_a_goto_unlock_turned_guard_is_pure() -> None:
    assert up.is_pure(OLD_SET, NEW_SET)


def test_an_irqsave_section_turned_scoped_guard_is_pure() -> None:
    assert up.is_pure(OLD_COUNT, NEW_COUNT)


def test_a_changed_argument_is_not_pure() -> None:
    assert not up.is_pure(OLD_SET, NEW_SET.replace('kgup_check(k, value)',
                                                   'kgup_check(k, value, 0)'))
    assert not up.is_pure(OLD_COUNT, NEW_COUNT.replace('k->value = 0', 'k->value = 1'))


def test_a_return_rewritten_with_the_conversion_is_not_pure() -> None:
    old = OLD_SET.replace('ret = kgup_check(k, value);\n\tif (ret)\n\t\tgoto unlock;',
                          'if (value < 0) {\n\t\tret = -EINVAL;\n\t\tgoto unlock;\n\t}')
    new = NEW_SET.replace('ret = kgup_check(k, value);\n\tif (ret)\n\t\treturn ret;',
                          'if (value < 0)\n\t\treturn -EINVAL;')
    assert not up.is_pure(old, new)


def test_locking_added_or_dropped_is_not_pure() -> None:
    old = 'int kgup_get(struct kgup *k)\n{\n\treturn k->value;\n}\n'
    new = 'int kgup_get(struct kgup *k)\n{\n\tguard(mutex)(&k->lock);\n\treturn k->value;\n}\n'
    assert not up.is_pure(old, new)
    # The lock the guard takes is not the one the old code took.
    assert not up.is_pure(OLD_SET, NEW_SET.replace('&k->lock', '&k->other'))
    # A lock the new code no longer takes at all.
    both = OLD_SET.replace('\tk->value = value;\n',
                           '\tspin_lock(&k->slock);\n\tk->value = value;\n'
                           '\tspin_unlock(&k->slock);\n')
    assert not up.is_pure(both, NEW_SET)


def _fn(*lines: str) -> str:
    return 'int f(struct kgup *k)\n{\n' + ''.join('\t%s\n' % line for line in lines) + '}\n'


def test_the_same_statements_must_run_under_the_same_locks() -> None:
    old = _fn('mutex_lock(&k->lock);', 'k->value = 1;', 'mutex_unlock(&k->lock);',
              'kgup_done(k);', 'return 0;')
    # A guard would hold the lock over kgup_done() too.
    assert not up.is_pure(old, _fn('guard(mutex)(&k->lock);', 'k->value = 1;',
                                   'kgup_done(k);', 'return 0;'))
    assert up.is_pure(old, _fn('scoped_guard(mutex, &k->lock)', '\tk->value = 1;',
                               'kgup_done(k);', 'return 0;'))
    assert up.is_pure(old, _fn('scoped_guard(mutex, &k->lock) {', '\tk->value = 1;', '}',
                               'kgup_done(k);', 'return 0;'))
    # Over a plain return it does not matter; over a call it does.
    assert up.is_pure(_fn('mutex_lock(&k->lock);', 'k->value = 1;',
                          'mutex_unlock(&k->lock);', 'return -EINVAL;'),
                      _fn('guard(mutex)(&k->lock);', 'k->value = 1;', 'return -EINVAL;'))
    assert not up.is_pure(_fn('mutex_lock(&k->lock);', 'k->value = 1;',
                              'mutex_unlock(&k->lock);', 'return kgup_done(k);'),
                          _fn('guard(mutex)(&k->lock);', 'k->value = 1;',
                              'return kgup_done(k);'))


def test_other_locks_keep_their_place() -> None:
    old = _fn('spin_lock_irqsave(&k->slock, flags);', 'k->value = 1;',
              'spin_unlock_irqrestore(&k->slock, flags);', 'mutex_unlock(&k->lock);')
    assert up.is_pure(old, _fn('scoped_guard(spinlock_irqsave, &k->slock)',
                               '\tk->value = 1;', 'mutex_unlock(&k->lock);'))
    # mutex_unlock() would run with the spinlock held.
    assert not up.is_pure(old, _fn('guard(spinlock_irqsave)(&k->slock);', 'k->value = 1;',
                                   'mutex_unlock(&k->lock);'))
    assert up.helped(up.tokens(_fn('guard(spinlock_irqsave)(&k->slock);', 'k->guard(x);',
                                   'scoped_guard(rcu) {', '}', 'char *p __free(kfree) = 0;'))) \
        == (frozenset({('spinlock_irqsave', '&k->slock'), ('rcu', '')}), frozenset({'p'}))


def test_an_early_exit_runs_without_the_lock() -> None:
    def old(value: str) -> str:
        return _fn('mutex_lock(&k->lock);', 'if (k->count) {', '\tmutex_unlock(&k->lock);',
                   '\treturn %s;' % value, '}', 'k->value = 1;', 'mutex_unlock(&k->lock);',
                   'return 0;')

    def new(value: str) -> str:
        return _fn('scoped_guard(mutex, &k->lock) {', '\tif (k->count)',
                   '\t\treturn %s;' % value, '\tk->value = 1;', '}', 'return 0;')
    assert up.is_pure(old('-EBUSY'), new('-EBUSY'))
    # kgup_done() would now run under the lock.
    assert not up.is_pure(old('kgup_done(k)'), new('kgup_done(k)'))


def test_a_lock_dropped_inside_a_loop_is_not_a_guard() -> None:
    old = _fn('mutex_lock(&k->lock);', 'while (!k->count) {', '\tmutex_unlock(&k->lock);',
              '\tk->count++;', '\tmutex_lock(&k->lock);', '}', 'mutex_unlock(&k->lock);',
              'return 0;')
    assert not up.is_pure(old, _fn('guard(mutex)(&k->lock);', 'while (!k->count)',
                                   '\tk->count++;', 'return 0;'))


def test_locks_are_named_as_their_guards() -> None:
    assert up.is_pure(_fn('rcu_read_lock();', 'k->value = 1;', 'rcu_read_unlock();',
                          'return 0;'),
                      _fn('scoped_guard(rcu)', '\tk->value = 1;', 'return 0;'))
    assert up.is_pure(_fn('unsigned long flags;', '', 'local_irq_save(flags);',
                          'k->value = 1;', 'local_irq_restore(flags);'),
                      _fn('guard(irqsave)();', 'k->value = 1;'))
    assert up.is_pure(_fn('down_read(&k->sem);', 'k->value = 1;', 'up_read(&k->sem);'),
                      _fn('guard(rwsem_read)(&k->sem);', 'k->value = 1;'))
    # Another kind of lock on the same spinlock.
    assert not up.is_pure(_fn('spin_lock(&k->slock);', 'k->value = 1;',
                              'spin_unlock(&k->slock);'),
                          _fn('guard(spinlock_irq)(&k->slock);', 'k->value = 1;'))


def test_a_statement_ends_where_c_says() -> None:
    toks = up.tokens('list_for_each_entry(p, &l, node) if (p->x) a(); else { b(); } c();')
    assert toks[up.statement_end(toks, 0)] == '}'
    toks = up.tokens('do x++; while (x < 3); y();')
    assert up.statement_end(toks, 0) == toks.index(';', toks.index('while'))
    toks = up.tokens('kgup_done(k)->x = 1; y();')
    assert up.statement_end(toks, 0) == toks.index(';')


def test_an_unlock_that_was_the_body_of_an_if_leaves_the_if_its_body() -> None:
    old = ('void f(struct kgup *k)\n{\n\tmutex_lock(&k->lock);\n\tk->value = 0;\n'
           '\tif (k->count)\n\t\tmutex_unlock(&k->lock);\n\tkgup_done(k);\n}\n')
    new = ('void f(struct kgup *k)\n{\n\tscoped_guard(mutex, &k->lock)\n\t\tk->value = 0;\n'
           '\tif (k->count)\n\t\tkgup_done(k);\n}\n')
    assert not up.is_pure(old, new)


def test_free_helpers_are_cleanup_code() -> None:
    old = ('void *f(int n)\n{\n\tchar *buf;\n\n\tbuf = kzalloc(n, GFP_KERNEL);\n'
           '\tif (kgup_fill(buf)) {\n\t\tkfree(buf);\n\t\treturn NULL;\n\t}\n'
           '\treturn buf;\n}\n')
    new = ('void *f(int n)\n{\n\tchar *buf __free(kfree);\n\n\tbuf = kzalloc(n, GFP_KERNEL);\n'
           '\tif (kgup_fill(buf))\n\t\treturn NULL;\n'
           '\treturn_ptr(buf);\n}\n')
    assert up.is_pure(old, new)
    assert not up.is_pure(old, new.replace('__free(kfree)', '__free(kfree) = NULL'))


def test_unbalanced_text_is_never_pure() -> None:
    assert up.without_cleanup(up.tokens('void f(void)\n{\n\tif (x {\n}\n'),
                              frozenset(), frozenset()) is None
    assert not up.is_pure('void f(void)\n{\n\tif (x {\n}\n', 'void f(void)\n{\n\tif (x {\n}\n')


# Helpers and whitespace ------------------------------------------------

def test_helpers_are_read_by_kind() -> None:
    text = '''int f(struct kgup *k, int fd)
{
	struct device_node *np __free(device_node) = NULL;
	char *buf __free( kfree ) = kzalloc(8, GFP_KERNEL);
	/* guard(rcu)() in a comment, and one in a string: */
	const char *s = "scoped_guard(mutex, &k->lock)";
	CLASS(fd, f)(fd);

	guard(mutex)(&k->lock);
	scoped_guard (spinlock_irqsave, &k->slock)
		k->count++;
	for_each_child_of_node_scoped(np, child)
		k->value = no_free_ptr(buf) != NULL;
	k->guard(k);
	return_ptr(np);
}
'''
    assert up.helpers(text) == {'__free(device_node)', '__free(kfree)', 'CLASS(fd)',
                                'guard(mutex)', 'scoped_guard(spinlock_irqsave)',
                                'for_each_child_of_node_scoped', 'no_free_ptr', 'return_ptr'}
    assert up.helpers(OLD_SET) == frozenset()


def test_whitespace_and_comments_do_not_count() -> None:
    a = 'void f(void)\n{\n\tscoped_guard (mutex, &l) {\n\t\tx = 1; /* one */\n\t}\n}\n'
    b = 'void f(void) {\n    scoped_guard(mutex,&l) { x = 1; }\n}'
    assert up.squash(a) == up.squash(b)
    assert up.squash(a) != up.squash(a.replace('x = 1', 'x = 2'))


# Pairs, declines, outcomes --------------------------------------------

def test_pairs_are_functions_defined_once_that_took_up_a_helper() -> None:
    old = ('static int twice;\n' + OLD_SET + OLD_COUNT +
           'int kgup_same(void)\n{\n\treturn 0;\n}\n'
           '#ifdef A\nint kgup_dup(void)\n{\n\treturn 1;\n}\n#else\n'
           'int kgup_dup(void)\n{\n\treturn 2;\n}\n#endif\n')
    new = ('static int twice;\n' + NEW_SET + NEW_COUNT.replace('k->value = 0', 'k->value = 1') +
           'int kgup_same(void)\n{\n\treturn 0;\n}\n'
           '#ifdef A\nint kgup_dup(void)\n{\n\tguard(rcu)();\n\treturn 1;\n}\n#else\n'
           'int kgup_dup(void)\n{\n\tguard(rcu)();\n\treturn 2;\n}\n#endif\n')
    pairs = up.pairs_of('drivers/misc/kgup.c', old, new)
    assert [(p.name, p.pure) for p in pairs] == [('kgup_set', True), ('kgup_count', False)]
    assert pairs[0].old == OLD_SET.rstrip('\n') and pairs[0].new == NEW_SET.rstrip('\n')


def test_decline_lines_give_the_reason_of_each_function() -> None:
    stderr = ('drivers/misc/kgup.c:39: kgup_wait: the lock is dropped and retaken '
              '(also taken at line 43)\n'
              'drivers/misc/kgup.c:50: kgup_wait: buf is reassigned at line 52\n'
              'drivers/misc/kgup.c:58: kgup_grow: buf is reassigned at line 64\n'
              'drivers/misc/kgbad.c: spatch failed: timeout\n')
    reasons, problems = up.declines(stderr)
    assert reasons[('drivers/misc/kgup.c', 'kgup_wait')].startswith('the lock is dropped')
    assert problems == {'drivers/misc/kgbad.c': 'spatch failed: timeout'}
    assert up.reason_class(reasons[('drivers/misc/kgup.c', 'kgup_wait')]) == \
        'the lock is dropped and retaken (also taken at line N)'
    assert up.reason_class(reasons[('drivers/misc/kgup.c', 'kgup_grow')]) == \
        '<name> is reassigned at line N'


def test_an_outcome_says_why_a_pair_was_not_converted() -> None:
    pair = up.Pair('drivers/misc/kgup.c', 'kgup_set', OLD_SET, NEW_SET, True)
    same = up.judge(pair, NEW_SET.replace('\t', '        '), {}, {})
    assert (same.converted, same.same_helpers, same.identical, same.reason) == \
        (True, True, True, '')
    scoped = NEW_SET.replace('guard(mutex)(&k->lock);', 'scoped_guard(mutex, &k->lock) {') \
        .replace('\treturn ret;\n}', '\t}\n\treturn ret;\n}')
    other = up.judge(pair, scoped, {}, {})
    assert (other.converted, other.same_helpers, other.identical) == (True, False, False)
    assert up.judge(pair, OLD_SET, {}, {}).reason == 'not seen'
    assert up.judge(pair, OLD_SET, {}, {'drivers/misc/kgup.c': 'spatch failed'}).reason == \
        'given up on the file: spatch failed'
    assert up.judge(pair, OLD_SET, {('drivers/misc/kgup.c', 'kgup_set'): 'ret is named twice'},
                    {}).reason == '<name> is named twice'
    added = up.Pair('x.c', 'f', 'void f(void)\n{\n\tg();\n}',
                    'void f(void)\n{\n\tguard(rcu)();\n\tg();\n}', False)
    assert up.judge(added, added.old, {}, {}).reason == \
        'not seen: no lock or release statement in the old text'


def test_a_missing_tree_is_an_error(tmp_path: Path) -> None:
    res = subprocess.run([sys.executable, str(SCRIPT), '--old', str(tmp_path / 'no'),
                          '--new', str(tmp_path / 'none')], capture_output=True, text=True,
                         timeout=60)
    assert res.returncode == 2
    assert 'not an unpacked kernel tree' in res.stderr


# The whole run, on trees of the tests' own ------------------------------

HEAD = '''// SPDX-License-Identifier: GPL-2.0-only
#include <linux/errno.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>

struct kgup {
	struct mutex lock;
	spinlock_t slock;
	int value;
	int count;
};

'''

OLD_FILE = HEAD + '''int kgup_set(struct kgup *k, int value)
{
	mutex_lock(&k->lock);
	if (value < 0) {
		mutex_unlock(&k->lock);
		return -EINVAL;
	}
	k->value = value;
	mutex_unlock(&k->lock);
	return 0;
}

int kgup_scale(struct kgup *k, int factor)
{
	mutex_lock(&k->lock);
	if (factor < 0) {
		mutex_unlock(&k->lock);
		return -EINVAL;
	}
	k->value *= factor;
	mutex_unlock(&k->lock);
	return 0;
}

void kgup_wait(struct kgup *k)
{
	mutex_lock(&k->lock);
	while (!k->count) {
		mutex_unlock(&k->lock);
		k->count++;
		mutex_lock(&k->lock);
	}
	mutex_unlock(&k->lock);
}

void kgup_count(struct kgup *k)
{
	unsigned long flags;

	spin_lock_irqsave(&k->slock, flags);
	k->count++;
	spin_unlock_irqrestore(&k->slock, flags);
	k->value = 0;
}

int kgup_get(struct kgup *k)
{
	return k->value;
}
'''

# Upstream's hand conversion: kgup_set as kguardify writes it; kgup_scale
# with an argument changed too; kgup_wait rewritten; kgup_count with
# the braces kguardify drops; kgup_get with locking it did not have.
NEW_FILE = HEAD + '''int kgup_set(struct kgup *k, int value)
{
	guard(mutex)(&k->lock);
	if (value < 0)
		return -EINVAL;
	k->value = value;
	return 0;
}

int kgup_scale(struct kgup *k, int factor)
{
	guard(mutex)(&k->lock);
	if (factor < 0)
		return -EINVAL;
	k->value *= factor + 1;
	return 0;
}

void kgup_wait(struct kgup *k)
{
	guard(mutex)(&k->lock);
	while (!k->count)
		k->count++;
}

void kgup_count(struct kgup *k)
{
	scoped_guard (spinlock_irqsave, &k->slock) {
		k->count++;
	}
	k->value = 0;
}

int kgup_get(struct kgup *k)
{
	guard(mutex)(&k->lock);
	return k->value;
}
'''


def _trees(tmp_path: Path) -> tuple[Path, Path]:
    old, new = tmp_path / 'old', tmp_path / 'new'
    for tree, text in ((old, OLD_FILE), (new, NEW_FILE)):
        shutil.copytree(TESTS / 'include', tree / 'include')
        (tree / 'drivers' / 'misc').mkdir(parents=True)
        (tree / 'drivers' / 'misc' / 'kgup.c').write_text(text)
        # Not a pair: the same text in both trees.
        (tree / 'drivers' / 'misc' / 'kgsame.c').write_text(
            'int kgsame(void)\n{\n\tguard(rcu)();\n\treturn 0;\n}\n')
        # The scanner cannot read it (its brackets do not balance).
        (tree / 'drivers' / 'misc' / 'kgbad.c').write_text(
            'int kgbad(void)\n{\n\t%s\n\tif (x {\n}\n' % (
                'guard(rcu)();' if tree == new else 'rcu_read_lock();'))
    # In one tree only.
    (new / 'drivers' / 'misc' / 'kgnew.c').write_text(NEW_FILE)
    return old, new


def _cells(stdout: str, label: str) -> list[str]:
    rows = [line for line in stdout.splitlines() if line.startswith('| %s |' % label)]
    assert len(rows) == 1, stdout
    return [c.strip() for c in rows[0].strip('|').split('|')]


@needs_spatch()
def test_the_table_counts_agreement_with_upstream(tmp_path: Path) -> None:
    old, new = _trees(tmp_path)
    before = tree_digest(tmp_path)
    res = subprocess.run([sys.executable, str(SCRIPT), '--old', str(old), '--new', str(new),
                          '-j', '1', '--list', 'drivers'],
                         capture_output=True, text=True, timeout=600)
    assert res.returncode == 0, res.stderr
    # pairs, converted, same helpers as upstream, identical
    assert _cells(res.stdout, 'all pairs')[1:5] == \
        ['5', '3 (60.0%)', '3 (60.0%)', '1 (20.0%)'], res.stdout
    assert _cells(res.stdout, 'pure pairs')[1:5] == \
        ['2', '2 (100.0%)', '2 (100.0%)', '1 (50.0%)'], res.stdout
    assert ('3 .c files in both trees (drivers); 2 changed and with a helper in %s; '
            '1 the scanner could not read; 1 with pairs' % new) in res.stdout
    reasons = res.stdout.split('Not converted, by reason (all pairs):\n')[1] \
        .split('\n\n')[0].splitlines()
    assert sorted(line.split(None, 1)[1] for line in reasons) == [
        'not seen: no lock or release statement in the old text',
        'the lock is dropped and retaken (also taken at line N)']
    assert res.stdout.split('Not converted, by reason (pure pairs):\n')[1] \
        .startswith('\nPure pairs not identical to upstream:\n'
                    'drivers/misc/kgup.c:kgup_count: same helpers, other text')
    assert tree_digest(tmp_path) == before


def test_no_pairs_is_an_empty_table(tmp_path: Path) -> None:
    old, new = _trees(tmp_path)
    res = subprocess.run([sys.executable, str(SCRIPT), '--old', str(old), '--new', str(new),
                          '--limit', '0'], capture_output=True, text=True, timeout=120)
    assert res.returncode == 0, res.stderr
    assert _cells(res.stdout, 'all pairs')[1:5] == ['0', '0', '0', '0']
