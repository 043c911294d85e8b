# SPDX-License-Identifier: GPL-2.0-only
"""The proof (kguardify/proof/): it accepts every conversion the golden fixtures keep,
and rejects plausible wrong ones, the two that kguardify once kept on Linux
6.1 among them, with a reason that says what differs."""

from __future__ import annotations

from pathlib import Path

import pytest

from kguardify.functions import proof
from kguardify.functions.proof import check, summary, syntax
from kguardify.embedded import catalogue
from kguardify.embedded.cscan import TOKEN_RE, Source
from kguardify.embedded.lockcheck import LOCK_KINDS

TESTS = Path(__file__).resolve().parent
MEANING = proof.meaning(catalogue.builtin(LOCK_KINDS))


def _functions(text: str) -> dict[str, str]:
    src = Source(text)
    return {f.name: text[f.start:f.body_close + 1] for f in src.functions()}


def _fixture_pair(rel: str, name: str, root: Path = TESTS) -> tuple[str, str]:
    """A function of a fixture and of its expected conversion (root: the
    tests, or a tree of tests/trees/ with fixtures of its own)."""
    return (_functions((root / 'fixtures' / rel).read_text())[name],
            _functions((root / 'expected' / rel).read_text())[name])


def _pairs() -> list[tuple[str, str, str, str]]:
    out = []
    for fixture in sorted((TESTS / 'fixtures').glob('*/*.c')):
        expected = TESTS / 'expected' / fixture.relative_to(TESTS / 'fixtures')
        if not expected.exists():
            continue
        old, new = _functions(fixture.read_text()), _functions(expected.read_text())
        for name, text in old.items():
            if name in new and new[name] != text:
                out.append(('%s:%s' % (fixture.relative_to(TESTS / 'fixtures'), name),
                            text, new[name], str(fixture.parent)))
    return out


PAIRS = _pairs()


@pytest.mark.parametrize('name,old,new,where', PAIRS, ids=[p[0] for p in PAIRS])
def test_every_kept_fixture_conversion_is_proved(name: str, old: str, new: str,
                                                 where: str) -> None:
    # As a run reads them: the test tree's headers, then the fixture's own.
    tree = TESTS if 'linux-6.1' not in where else TESTS / 'trees' / 'linux-6.1'
    mean = proof.meaning(catalogue.read_tree(tree).merged(
        catalogue.read_local(TESTS / 'fixtures' / name.split(':')[0])))
    assert proof.prove(old, new, mean) == ''


def test_there_are_kept_conversions_to_prove() -> None:
    assert len(PAIRS) > 80


def test_a_function_is_its_own_conversion() -> None:
    for fixture in sorted((TESTS / 'fixtures').glob('*/*.c')):
        for name, text in _functions(fixture.read_text()).items():
            reason = proof.prove(text, text, MEANING)
            assert reason == '' or 'could not follow' in reason, (fixture, name, reason)


def _check(old: str, new: str) -> str:
    return proof.prove(old, new, MEANING)


# rapl_add_package() of Linux 6.1 as kguardify once converted it: the
# success path still says 'return rp;', and __free frees what it returns.
RAPL_OLD = '''struct pkg *pkg_add(int id)
{
	struct pkg *rp;
	int ret;

	rp = kzalloc(sizeof(*rp), GFP_KERNEL);
	if (!rp)
		return ERR_PTR(-ENOMEM);
	ret = pkg_register(rp);
	if (!ret) {
		list_add(&rp->plist, &pkgs);
		return rp;
	}
	kfree(rp->domains);
	kfree(rp);
	return ERR_PTR(ret);
}'''
RAPL_NEW = '''struct pkg *pkg_add(int id)
{
	int ret;

	struct pkg *rp __free(kfree) = kzalloc(sizeof(*rp), GFP_KERNEL);
	if (!rp)
		return ERR_PTR(-ENOMEM);
	ret = pkg_register(rp);
	if (!ret) {
		list_add(&rp->plist, &pkgs);
		return rp;
	}
	kfree(rp->domains);
	return ERR_PTR(ret);
}'''


def test_a_returned_free_pointer_without_return_ptr_is_rejected() -> None:
    reason = _check(RAPL_OLD, RAPL_NEW)
    assert reason.startswith('the proof found a change of behaviour')
    assert 'kfree(kzalloc()' in reason
    assert _check(RAPL_OLD, RAPL_NEW.replace('return rp;', 'return_ptr(rp);')) == ''


# gpio_chrdev_open() of Linux 6.1 as kguardify once converted it.
CHRDEV_OLD = '''int chrdev_open(struct gdev *gdev, struct file *file)
{
	struct cdata *cdev;
	int ret = -ENOMEM;

	down_read(&gdev->sem);
	cdev = kzalloc(sizeof(*cdev), GFP_KERNEL);
	if (!cdev)
		goto out_unlock;
	ret = notifier_register(&gdev->notifier, &cdev->nb);
	if (ret)
		goto out_free;
	file->private_data = cdev;
	ret = nonseekable_open(file);
	if (ret)
		goto out_unregister;
	up_read(&gdev->sem);
	return ret;

out_unregister:
	notifier_unregister(&gdev->notifier, &cdev->nb);
out_free:
	kfree(cdev);
out_unlock:
	up_read(&gdev->sem);
	return ret;
}'''
CHRDEV_NEW = '''int chrdev_open(struct gdev *gdev, struct file *file)
{
	int ret = -ENOMEM;

	guard(rwsem_read)(&gdev->sem);
	struct cdata *cdev __free(kfree) = kzalloc(sizeof(*cdev), GFP_KERNEL);
	if (!cdev)
		return ret;
	ret = notifier_register(&gdev->notifier, &cdev->nb);
	if (ret)
		return ret;
	file->private_data = no_free_ptr(cdev);
	ret = nonseekable_open(file);
	if (ret)
		goto out_unregister;
	return ret;

out_unregister:
	notifier_unregister(&gdev->notifier, &cdev->nb);
	return ret;
}'''


def test_a_pointer_used_after_no_free_ptr_is_rejected() -> None:
    reason = _check(CHRDEV_OLD, CHRDEV_NEW)
    assert reason == 'the proof found a change of behaviour: the conversion uses cdev ' \
        'after handing it on'


LOCKED_OLD = '''int dev_update(struct dev *d, int v)
{
	int ret;

	mutex_lock(&d->lock);
	ret = dev_write(d, v);
	if (ret)
		goto out;
	d->value = v;
out:
	mutex_unlock(&d->lock);
	dev_notify(d);
	return ret;
}'''

WRONG_CONVERSIONS = {
    # the guard runs to the end: dev_notify() now runs under the lock
    'critical section extended': (LOCKED_OLD, '''int dev_update(struct dev *d, int v)
{
	int ret;

	guard(mutex)(&d->lock);
	ret = dev_write(d, v);
	if (ret) {
		dev_notify(d);
		return ret;
	}
	d->value = v;
	dev_notify(d);
	return ret;
}''', 'the conversion calls dev_notify(d) holding &d->lock'),
    # the test of dev_write()'s result and the store left the section
    'critical section shortened': (LOCKED_OLD, '''int dev_update(struct dev *d, int v)
{
	int ret;

	scoped_guard(mutex, &d->lock) {
		ret = dev_write(d, v);
	}
	if (ret) {
		dev_notify(d);
		return ret;
	}
	d->value = v;
	dev_notify(d);
	return ret;
}''', 'the original tests dev_write() holding &d->lock, the conversion calls '
        'mutex_unlock(&d->lock)'),
    # the read of d->value left the section
    'read moved out of the section': ('''int dev_get(struct dev *d)
{
	int v;

	mutex_lock(&d->lock);
	d->reads++;
	v = d->value;
	mutex_unlock(&d->lock);
	return v;
}''', '''int dev_get(struct dev *d)
{
	int v;

	scoped_guard(mutex, &d->lock)
		d->reads++;
	v = d->value;
	return v;
}''', 'the original reads d->value holding &d->lock'),
    'changed return value': ('''int dev_get(struct dev *d)
{
	int ret;

	mutex_lock(&d->lock);
	ret = dev_read(d);
	mutex_unlock(&d->lock);
	return ret;
}''', '''int dev_get(struct dev *d)
{
	guard(mutex)(&d->lock);
	dev_read(d);
	return 0;
}''', 'the original returns dev_read(), the conversion returns 0'),
    'missed release': ('''int buf_use(int n)
{
	char *buf = kmalloc(n, GFP_KERNEL);
	int ret;

	if (!buf)
		return -ENOMEM;
	ret = fill(buf);
	kfree(buf);
	return ret;
}''', '''int buf_use(int n)
{
	char *buf = kmalloc(n, GFP_KERNEL);

	if (!buf)
		return -ENOMEM;
	return fill(buf);
}''', 'the original calls kfree(kmalloc())'),
    'doubled release': ('''int buf_use(int n)
{
	char *buf = kmalloc(n, GFP_KERNEL);
	int ret;

	if (!buf)
		return -ENOMEM;
	ret = fill(buf);
	kfree(buf);
	return ret;
}''', '''int buf_use(int n)
{
	char *buf __free(kfree) = kmalloc(n, GFP_KERNEL);
	int ret;

	if (!buf)
		return -ENOMEM;
	ret = fill(buf);
	kfree(buf);
	return ret;
}''', 'the conversion uses kmalloc() after releasing it'),
    'release moved out of the section': ('''int buf_lock(struct dev *d)
{
	char *buf = kmalloc(8, GFP_KERNEL);

	if (!buf)
		return -ENOMEM;
	mutex_lock(&d->lock);
	fill(buf);
	kfree(buf);
	mutex_unlock(&d->lock);
	return 0;
}''', '''int buf_lock(struct dev *d)
{
	char *buf __free(kfree) = kmalloc(8, GFP_KERNEL);

	if (!buf)
		return -ENOMEM;
	guard(mutex)(&d->lock);
	fill(buf);
	return 0;
}''', 'the original calls kfree(kmalloc()) holding &d->lock, the conversion calls '
        'mutex_unlock(&d->lock)'),
    'allocation moved into the section': ('''int buf_lock(struct dev *d)
{
	char *buf = kmalloc(8, GFP_KERNEL);

	if (!buf)
		return -ENOMEM;
	mutex_lock(&d->lock);
	fill(buf);
	mutex_unlock(&d->lock);
	kfree(buf);
	return 0;
}''', '''int buf_lock(struct dev *d)
{
	guard(mutex)(&d->lock);
	char *buf __free(kfree) = kmalloc(8, GFP_KERNEL);

	if (!buf)
		return -ENOMEM;
	fill(buf);
	return 0;
}''', 'the original calls kmalloc(8, GFP_KERNEL), the conversion calls mutex_lock(&d->lock)'),
    'releases out of LIFO order': ('''int two(struct dev *d)
{
	mutex_lock(&d->a);
	spin_lock(&d->b);
	work(d);
	mutex_unlock(&d->a);
	spin_unlock(&d->b);
	return 0;
}''', '''int two(struct dev *d)
{
	guard(mutex)(&d->a);
	guard(spinlock)(&d->b);
	work(d);
	return 0;
}''', 'the original calls mutex_unlock(&d->a) holding'),
    # the break bound to the loop, and now ends the scoped_guard only
    'break bound to a scoped_guard': ('''int scan(struct dev *d)
{
	int i;

	for (i = 0; i < d->n; i++) {
		spin_lock(&d->lock);
		if (d->stop) {
			spin_unlock(&d->lock);
			break;
		}
		d->seen++;
		spin_unlock(&d->lock);
	}
	return i;
}''', '''int scan(struct dev *d)
{
	int i;

	for (i = 0; i < d->n; i++) {
		scoped_guard(spinlock, &d->lock) {
			if (d->stop)
				break;
			d->seen++;
		}
	}
	return i;
}''', 'the original returns 0, the conversion tests (0 + 1) < d->n'),
    'lock held on return': ('''int get(struct dev *d)
{
	mutex_lock(&d->lock);
	if (d->dead) {
		mutex_unlock(&d->lock);
		return -ENODEV;
	}
	d->users++;
	mutex_unlock(&d->lock);
	return 0;
}''', '''int get(struct dev *d)
{
	mutex_lock(&d->lock);
	if (d->dead)
		return -ENODEV;
	d->users++;
	mutex_unlock(&d->lock);
	return 0;
}''', 'the conversion returns -ENODEV holding &d->lock'),
}


@pytest.mark.parametrize('name', sorted(WRONG_CONVERSIONS))
def test_wrong_conversions_are_rejected(name: str) -> None:
    old, new, says = WRONG_CONVERSIONS[name]
    reason = _check(old, new)
    assert reason.startswith('the proof found a change of behaviour'), reason
    assert says in reason, reason
    assert _check(old, old) == ''


def test_what_it_cannot_follow_is_named() -> None:
    old = 'int f(struct dev *d)\n{\n\tfoo_lock(d);\n\tfoo_unlock(d);\n\treturn 0;\n}'
    new = 'int f(struct dev *d)\n{\n\tguard(foo)(d);\n\treturn 0;\n}'
    assert _check(old, new) == \
        'the proof could not follow guard(foo), which the tree does not define'


def test_paths_beyond_the_bound_are_declined() -> None:
    # an if whose arm locks is a fork: 2**14 paths
    tests = ''.join('\tif (d->f%d) {\n\t\tmutex_lock(&d->l);\n\t\tx = x + step(d, %d);\n'
                    '\t\tmutex_unlock(&d->l);\n\t}\n' % (n, n) for n in range(14))
    old = 'int f(struct dev *d)\n{\n\tint x = 0;\n\n%s\treturn x;\n}' % tests
    assert 'more paths than it follows' in _check(old, old)


def test_where_the_summarised_walk_runs_out_of_paths_the_full_walk_is_not_run(
        monkeypatch: pytest.MonkeyPatch) -> None:
    tests = ''.join('\tif (d->f%d) {\n\t\tmutex_lock(&d->l);\n\t\tx = x + step(d, %d);\n'
                    '\t\tmutex_unlock(&d->l);\n\t}\n' % (n, n) for n in range(14))
    loop = '\tfor (i = 0; i < 4; i++)\n\t\tx += d->v[i];\n'
    old = 'int f(struct dev *d)\n{\n\tint i, x = 0;\n\n%s%s\treturn x;\n}' % (loop, tests)
    real = check._prove
    assert real(old, old, MEANING, True)[1]       # the loop is summarised
    tries = []

    def counted(a: str, b: str, mean: proof.Meaning, summarise: bool) -> tuple[str, bool]:
        tries.append(summarise)
        return real(a, b, mean, summarise)
    monkeypatch.setattr(check, '_prove', counted)
    assert _check(old, old) == 'the proof could not follow more paths than it follows ' \
        '(4096 walks)'
    assert tries == [True]


MANY_PATHS = 'free/many_paths_loops_summarised.c'


def _many_paths() -> tuple[str, str]:
    return _fixture_pair(MANY_PATHS, 'mix_build')


def test_beyond_the_bound_the_unchanged_loops_are_summarised() -> None:
    """The fixture's loops give more paths than the full walk follows; its
    conversion is proved with those loops one event each."""
    old, new = _many_paths()
    reason, summarised = check._prove(old, new, MEANING, False)
    assert reason == 'the proof could not follow more paths than it follows (4096 walks)'
    assert not summarised
    assert check._prove(old, new, MEANING, True) == ('', True)
    assert _check(old, new) == ''


# Wrong conversions of the fixture: the summarised walk finds each change,
# and the decline gives the full walk's reason.
SUMMARISED_WRONG = {
    # the store of the success path moved before the call that may fail
    'store moved': ('\tret = mix_commit(m, tbl, MIX_N);\n\tif (ret)\n\t\treturn ret;\n'
                    '\tm->total = tbl[0] + a + b + c;\n',
                    '\tm->total = tbl[0] + a + b + c;\n\tret = mix_commit(m, tbl, MIX_N);\n'
                    '\tif (ret)\n\t\treturn ret;\n'),
    # a summarised loop changed: its text differs, so does its event
    'loop changed': ('tbl[i] -= b;', 'tbl[i] += b;'),
    # the table freed before the loops that fill it
    'used after free': ('\tif (!tbl)\n\t\treturn -ENOMEM;\n',
                        '\tif (!tbl)\n\t\treturn -ENOMEM;\n\tkfree(no_free_ptr(tbl));\n'),
    # a lock taken before the allocation, held over the loop after it
    'lock section grown': ('\tint *tbl __free(kfree)',
                           '\tguard(mutex)(&mix_lock);\n\tint *tbl __free(kfree)'),
}


@pytest.mark.parametrize('name', sorted(SUMMARISED_WRONG))
def test_the_second_try_rejects_wrong_conversions(name: str) -> None:
    old, new = _many_paths()
    before, after = SUMMARISED_WRONG[name]
    assert before in new
    wrong = new.replace(before, after)
    reason, summarised = check._prove(old, wrong, MEANING, True)
    assert summarised and reason.startswith('the proof found a change of behaviour'), reason
    assert _check(old, wrong) == check._prove(old, wrong, MEANING, False)[0] != ''


def test_a_loop_that_locks_or_leaves_is_not_summarised() -> None:
    src = Source('void f(struct d *d)\n{\n'
                 '\tfor (i = 0; i < n; i++) {\n\t\tif (x)\n\t\t\tbreak;\n\t\ty++;\n\t}\n'
                 '\tfor (i = 0; i < n; i++)\n\t\tif (x)\n\t\t\treturn 1;\n'
                 '\tswitch (k) {\n\tcase 1:\n\t\tcontinue;\n\t}\n'
                 '\tfor (i = 0; i < n; i++) {\n\t\tmutex_lock(&d->l);\n\t\ty++;\n'
                 '\t\tmutex_unlock(&d->l);\n\t}\n}')
    body = src.body(src.functions()[0])
    loops = [k for k in body.kids if k.kind in summary.SUMMARISED]
    assert [summary.self_contained(k) for k in loops] == [True, False, False, True]
    toks = [m.group() for m in TOKEN_RE.finditer(src.masked, loops[3].start, loops[3].end)]
    assert not summary.summarisable(toks, summary.barred(MEANING))
    assert summary.summarisable(['x', '=', '(', 'y', ')', ';'], summary.barred(MEANING))
    assert not summary.summarisable(['x', '=', '(', '{', 'y', ';', '}', ')', ';'],
                                    summary.barred(MEANING))


def test_what_a_summarised_statement_may_assign() -> None:
    toks = ('for ( i = 0 ; i < n ; i ++ ) { s += t [ i ] ; do_div ( q , 10 ) ; '
            'get ( & r ) ; p [ i ] = & u [ 0 ] ; d -> n = w ; ++ k ; }').split()
    names = {'i', 'n', 's', 't', 'q', 'r', 'p', 'u', 'w', 'k', 'd'}
    assert summary.assigned(toks, names) == ['i', 's', 'q', 'r', 'k']
    assert summary.mentioned(toks, names) == ['i', 'n', 's', 't', 'q', 'r', 'p', 'u', 'd', 'w',
                                              'k']


def test_flag_tests_do_not_multiply_the_paths() -> None:
    tests = ''.join('\tif (test_bit(%d, &d->flags))\n\t\td->out |= %d;\n' % (n, 1 << n)
                    for n in range(20))
    old = 'void f(struct dev *d)\n{\n\tspin_lock(&d->lock);\n%s\tspin_unlock(&d->lock);\n}' \
        % tests
    new = 'void f(struct dev *d)\n{\n\tguard(spinlock)(&d->lock);\n%s}' % tests
    assert _check(old, new) == ''


def test_a_run_of_flag_tests_on_a_local_keeps_its_value_small() -> None:
    """Each test merges the local's two values, 'c ? (v | 1) : v': 40 tests
    made a text of 2**40 copies (a job of 6 GiB on the whole 6.12 tree).
    Past a bound the value is named by a digest and the words it holds."""
    tests = ''.join('\tif (d->f%d)\n\t\tv |= %d;\n' % (n, n + 1) for n in range(40))
    body = '\tint v = 0;\n\tmutex_lock(&d->l);\n%s\td->out = v;\n\tmutex_unlock(&d->l);\n' \
        % tests
    old = 'int f(struct dev *d)\n{\n%s\treturn 0;\n}' % body
    new = old.replace('\tmutex_lock(&d->l);', '\tguard(mutex)(&d->l);').replace(
        '\tmutex_unlock(&d->l);\n', '')
    assert _check(old, new) == ''
    wrong = new.replace('d->out = v;', 'd->out = v + 1;')
    assert _check(old, wrong).startswith('the proof found a change of behaviour: the original '
                                         'stores to d->out')


def test_a_long_merged_value_is_named_by_its_text_and_keeps_its_words() -> None:
    long = ' ? '.join('( d -> f%d ) ? ( $%d | %d ) : $%d' % (n, n, n, n) for n in range(60))
    assert len(long) > syntax.MERGE_LIMIT
    named = syntax.bounded(long)
    assert named == syntax.bounded(long) != syntax.bounded(long.replace('$7 ', '$8 '))
    assert '$7' in named.split() and 'f59' in named.split() and len(named) < len(long)
    assert syntax.bounded('c ? $1 : $2') == 'c ? $1 : $2'


def test_a_read_may_move_into_the_section() -> None:
    """gpio_to_desc() of Linux 6.1: the returned address reads gdev->base
    after the unlock; under a scoped_guard it reads it before. Reading
    under the lock sees what it saw outside: accepted. Moved out of the
    section, the read is a change."""
    old = '''struct desc *to_desc(unsigned int n)
{
	struct gdev *g;

	spin_lock(&devs_lock);
	list_for_each_entry(g, &devs, list) {
		if (g->base <= n) {
			spin_unlock(&devs_lock);
			return &g->descs[n - g->base];
		}
	}
	spin_unlock(&devs_lock);
	return NULL;
}'''
    new = '''struct desc *to_desc(unsigned int n)
{
	struct gdev *g;

	scoped_guard(spinlock, &devs_lock) {
		list_for_each_entry(g, &devs, list) {
			if (g->base <= n)
				return &g->descs[n - g->base];
		}
	}
	return NULL;
}'''
    assert _check(old, new) == ''
    assert _check(new, old) == 'the proof found a change of behaviour: the original reads ' \
        'n - g#2->base holding &devs_lock, the conversion holding no lock'


def test_a_guard_reads_its_lock_once() -> None:
    """kgtwo_bus() of the report fixtures: mutex_lock(t->bus_lock) and
    mutex_unlock(t->bus_lock) read t->bus_lock twice, the guard once; which
    lock it is shows in the locks held, not as reads."""
    old = '''int bus(struct two *t, int len)
{
	int ret;

	mutex_lock(t->bus_lock);
	ret = xfer(t, len);
	mutex_unlock(t->bus_lock);
	return ret;
}'''
    new = '''int bus(struct two *t, int len)
{
	guard(mutex)(t->bus_lock);
	return xfer(t, len);
}'''
    assert _check(old, new) == ''


def test_a_guard_defined_as_a_statement_is_read_as_its_calls() -> None:
    # Linux 6.12's rcu guard: 'do { rcu_read_lock(); __release(RCU); } while (0)'.
    # The proof once read it as a call of 'while' and declined every rcu guard.
    text = (TESTS / 'include' / 'linux' / 'rcupdate.h').read_text()
    mean = proof.meaning(catalogue.Catalogue(catalogue.parse_text(text, 'rcupdate.h')))
    assert mean.locks == {'rcu_read_lock': 'rcu_read_unlock'}
    lock = mean.guards['rcu'][1]
    assert lock.body == (('rcu_read_lock', '(', ')'),)


# An iterator macro: the proof gives a fresh value only to the arguments its
# definition may assign (ring_buffer.c's for_each_buffer_cpu(buffer, cpu)
# never assigns buffer), and to all of them when it cannot read it.
ITER_OLD = '''void f(struct foo *foo)
{
	int slot;

	mutex_lock(&foo->lock);
	for_each_foo_slot(foo, slot)
		reset(foo, slot);
	mutex_unlock(&foo->lock);
}'''
ITER_NEW = '''void f(struct foo *foo)
{
	int slot;

	guard(mutex)(&foo->lock);
	for_each_foo_slot(foo, slot)
		reset(foo, slot);
}'''


def _with_iterator(define: str) -> proof.Meaning:
    return proof.meaning(catalogue.builtin(LOCK_KINDS).merged(catalogue.Catalogue(
        iterators=catalogue.iterator_macros(define))))


def test_an_iterator_that_assigns_its_cursor_only_keeps_the_lock() -> None:
    mean = _with_iterator('#define for_each_foo_slot(foo, slot) \\\n'
                          '\tfor ((slot) = 0; (slot) < (foo)->n; (slot)++)\n')
    assert mean.cursors['for_each_foo_slot'] == frozenset({1})
    assert proof.prove(ITER_OLD, ITER_NEW, mean) == ''


def test_an_iterator_that_may_assign_the_locks_owner_is_declined() -> None:
    for define in ('#define for_each_foo_slot(foo, slot) '
                   'for ((slot) = 0; foo; (foo) = (foo)->next)\n',
                   # passed whole to a macro the table does not know
                   '#define for_each_foo_slot(foo, slot) for_each_unknown(foo, slot)\n'):
        reason = proof.prove(ITER_OLD, ITER_NEW, _with_iterator(define))
        assert reason.startswith('the proof found a change of behaviour'), define
    assert proof.prove(ITER_OLD, ITER_NEW, MEANING).startswith(
        'the proof found a change of behaviour')     # no definition at all


def test_iterator_definitions_join_across_ifs() -> None:
    text = ('#if NR_CPUS == 1\n#define for_each_x(cpu, mask) for ((cpu) = 0; (cpu) < 1; '
            '(cpu)++, (void)mask)\n#else\n#define for_each_x(c, m) '
            'for ((c) = 0; (m) = next(m); (c)++)\n#endif\n')
    table = catalogue.iterator_macros(text)
    assert proof.meaning(catalogue.Catalogue(iterators=table)).cursors['for_each_x'] == \
        frozenset({0, 1})


# free_irq() of Linux 6.1: the name read from the action before it is freed
# is a value of its own, returned after the free; the proof once called that
# a use of the freed action, in the original, and declined.
NAME_OLD = '''const void *f(int irq, void *dev_id)
{
	struct irqaction *action;
	const char *devname;

	action = take_action(irq, dev_id);
	if (!action)
		return NULL;
	devname = action->name;
	kfree(action);
	return devname;
}'''
NAME_NEW = '''const void *f(int irq, void *dev_id)
{
	const char *devname;

	struct irqaction *action __free(kfree) = take_action(irq, dev_id);
	if (!action)
		return NULL;
	devname = action->name;
	return devname;
}'''


def test_a_value_read_before_the_free_is_no_use_of_the_pointer() -> None:
    assert _check(NAME_OLD, NAME_NEW) == ''
    # a read through the pointer after the free still is one
    late = NAME_OLD.replace('	devname = action->name;\n	kfree(action);\n',
                            '	kfree(action);\n	devname = action->name;\n')
    assert _check(late, NAME_NEW).startswith(
        'the proof found a change of behaviour: the original uses take_action()')


WIPHY_OLD = '''int f(struct wiphy *wiphy, struct wiphy *other)
{
	wiphy_lock(wiphy);
	if (!wiphy->registered) {
		wiphy_unlock(wiphy);
		return -ENODEV;
	}
	wiphy->n_ifaces++;
	wiphy_unlock(wiphy);
	return 0;
}'''
WIPHY_NEW = '''int f(struct wiphy *wiphy, struct wiphy *other)
{
	guard(wiphy)(wiphy);
	if (!wiphy->registered)
		return -ENODEV;
	wiphy->n_ifaces++;
	return 0;
}'''


def test_a_lock_wrapper_is_read_as_the_call_it_wraps() -> None:
    # 6.12: wiphy_lock(w) is mutex_lock(&w->mtx); guard(wiphy) locks &_T->mtx
    mean = proof.meaning(catalogue.read_tree(TESTS))
    assert set(mean.wrappers) == {'wiphy_lock', 'wiphy_unlock'}
    assert proof.prove(WIPHY_OLD, WIPHY_NEW, mean) == ''
    wrong = WIPHY_NEW.replace('guard(wiphy)(wiphy)', 'guard(wiphy)(other)')
    assert proof.prove(WIPHY_OLD, wrong, mean).startswith('the proof found a change')
    assert proof.prove(WIPHY_OLD, WIPHY_NEW, MEANING).startswith(
        'the proof could not follow guard(wiphy)')


def test_a_define_guard_on_a_member_does_not_hide_which_mutex() -> None:
    # DEFINE_GUARD(wiphy, struct wiphy *, mutex_lock(&_T->mtx), ...) once made
    # the proof take mutex_lock's argument for guard state, so that with
    # Linux 6.12's table any mutex passed for any other.
    wiphy = catalogue.Helper('DEFINE_GUARD', 'wiphy', 'struct wiphy *',
                             'mutex_lock(&_T->mtx)', 'mutex_unlock(&_T->mtx)')
    mean = proof.meaning(catalogue.builtin(LOCK_KINDS).merged(catalogue.Catalogue([wiphy])))
    old = 'int f(struct foo *a, struct foo *b)\n{\n\tmutex_lock(&a->lock);\n\ta->n++;\n' \
          '\tmutex_unlock(&a->lock);\n\treturn 0;\n}'
    new = 'int f(struct foo *a, struct foo *b)\n{\n\tguard(mutex)(&b->lock);\n\ta->n++;\n' \
          '\treturn 0;\n}'
    assert proof.prove(old, new, mean).startswith('the proof found a change of behaviour')
    assert proof.prove(old, new.replace('&b->lock', '&a->lock'), mean) == ''


# for_each_child_of_node() and its scoped twin, as tests/include/linux/of.h
# defines them with DEFINE_FREE(device_node).
OF_MEANING = proof.meaning(catalogue.read_tree(TESTS))
LOOP_OLD = '''int f(struct board *b)
{
	struct device_node *child;

	for_each_child_of_node(b->np, child) {
		if (last(child)) {
			of_node_put(child);
			break;
		}
		if (bad(child)) {
			of_node_put(child);
			return -EINVAL;
		}
	}
	return 0;
}'''
LOOP_NEW = '''int f(struct board *b)
{
	for_each_child_of_node_scoped(b->np, child) {
		if (last(child))
			break;
		if (bad(child))
			return -EINVAL;
	}
	return 0;
}'''


def test_the_twin_iterators_are_read_from_the_tree() -> None:
    assert OF_MEANING.twins['for_each_child_of_node'] == ('for_each_child_of_node', 1, '')
    assert OF_MEANING.twins['for_each_child_of_node_scoped'] == (
        'for_each_child_of_node', 1, 'device_node')
    assert OF_MEANING.twins['device_for_each_child_node_scoped'] == (
        'device_for_each_child_node', 1, 'fwnode_handle')


def test_a_scoped_loop_puts_its_cursor_at_every_way_out() -> None:
    assert proof.prove(LOOP_OLD, LOOP_NEW, OF_MEANING) == ''


def test_wrong_scoped_loops_are_rejected() -> None:
    wrong = {
        # the loop handed the child on: the scoped one puts it as it leaves
        'handed on': (LOOP_OLD.replace('\t\t\tof_node_put(child);\n\t\t\tbreak;',
                                       '\t\t\tb->port = child;\n\t\t\tbreak;'),
                      LOOP_NEW.replace('\t\t\tbreak;', '\t\t\tb->port = child;\n\t\t\tbreak;'
                                       ).replace('if (last(child))', 'if (last(child)) {')
                      .replace('\t\t\tbreak;\n\t\tif', '\t\t\tbreak;\n\t\t}\n\t\tif')),
        # a put kept by hand: put twice
        'put twice': (LOOP_OLD, LOOP_NEW.replace('\t\t\treturn -EINVAL;',
                                                 '\t\t\tof_node_put(child);\n'
                                                 '\t\t\treturn -EINVAL;').replace(
            'if (bad(child))', 'if (bad(child)) {').replace('-EINVAL;\n\t}', '-EINVAL;\n\t\t}\n\t}')),
        # the puts gone but the loop not scoped
        'puts gone': (LOOP_OLD, LOOP_NEW.replace('for_each_child_of_node_scoped',
                                                 'for_each_child_of_node').replace(
            '{\n\tfor', '{\n\tstruct device_node *child;\n\n\tfor')),
    }
    for name, (old, new) in wrong.items():
        assert proof.prove(old, old, OF_MEANING) == '', name
        reason = proof.prove(old, new, OF_MEANING)
        assert reason.startswith('the proof found a change of behaviour'), (name, reason)


def test_a_scoped_twin_that_walks_another_list_is_no_twin() -> None:
    cat = catalogue.read_tree(TESTS)
    table = dict(cat.iterators)
    table.update(catalogue.iterator_macros(
        '#define for_each_child_of_node_scoped(parent, child) \\\n'
        '\tfor (struct device_node *child __free(device_node) = \\\n'
        '\t     of_get_next_child(parent, NULL); child != NULL; \\\n'
        '\t     child = of_get_next_available_child(parent, child))\n'))
    mean = proof.meaning(catalogue.Catalogue(cat.helpers, iterators=table))
    assert 'for_each_child_of_node_scoped' not in mean.twins
    assert proof.prove(LOOP_OLD, LOOP_NEW, mean).startswith(
        'the proof found a change of behaviour')


ACCESSOR_OLD = '''int f(struct gpio_chip *gc, int v)
{
	int ret;

	mutex_lock(&to_chip(gc)->lock);
	ret = hw_set(to_chip(gc), v);
	if (ret)
		goto unlock;
	to_chip(gc)->val = v;
unlock:
	mutex_unlock(&to_chip(gc)->lock);
	return ret;
}'''
ACCESSOR_NEW = '''int f(struct gpio_chip *gc, int v)
{
	int ret;

	guard(mutex)(&to_chip(gc)->lock);
	ret = hw_set(to_chip(gc), v);
	if (ret)
		return ret;
	to_chip(gc)->val = v;
	return ret;
}'''


def test_an_accessor_in_a_lock_expression_is_read_as_a_value() -> None:
    # Unknown, to_chip() may do anything: the unlock's second call of it is
    # one the conversion does not make.
    assert _check(ACCESSOR_OLD, ACCESSOR_NEW).startswith(
        'the proof found a change of behaviour: the original calls to_chip(gc)')
    with_it = proof.meaning(catalogue.builtin(LOCK_KINDS).merged(
        catalogue.Catalogue(accessors=frozenset({'to_chip'}))))
    assert proof.prove(ACCESSOR_OLD, ACCESSOR_NEW, with_it) == ''
    # an accessor is still a read of memory: moved out of the section, seen
    old = 'void g(struct gpio_chip *gc)\n{\n\tmutex_lock(&gc->lock);\n\tuse(to_chip(gc));\n' \
        '\tmutex_unlock(&gc->lock);\n}'
    moved = 'void g(struct gpio_chip *gc)\n{\n\tstruct chip *c = to_chip(gc);\n\n' \
        '\tmutex_lock(&gc->lock);\n\tuse(c);\n\tmutex_unlock(&gc->lock);\n}'
    assert proof.prove(old, moved, with_it).startswith('the proof found a change of behaviour')


YODA_OLD = '''struct st *attach(struct cfg *cfg)
{
	struct st *state = NULL;

	state = kzalloc(sizeof(struct st), GFP_KERNEL);
	if (NULL == state)
		return NULL;
	if (setup(state, cfg))
		goto error;
	return state;
error:
	kfree(state);
	return NULL;
}'''
YODA_NEW = '''struct st *attach(struct cfg *cfg)
{
	struct st *state __free(kfree) = kzalloc(sizeof(struct st), GFP_KERNEL);
	if (NULL == state)
		return NULL;
	if (setup(state, cfg))
		return NULL;
	return_ptr(state);
}'''


def test_a_test_written_null_first_tells_the_value_null() -> None:
    """'if (NULL == state) return NULL;': state is NULL there, so its
    __free does nothing (ix2505v_attach() of Linux 6.1)."""
    assert _check(YODA_OLD, YODA_NEW) == ''
    for test in ('0 == state', '!state', 'state == NULL'):
        assert _check(YODA_OLD.replace('NULL == state', test),
                      YODA_NEW.replace('NULL == state', test)) == '', test


SIZEOF_OLD = '''int rate(struct dev *dev)
{
	struct attr *tprops = NULL;
	int ret;

	tprops = kmalloc(sizeof *tprops, GFP_KERNEL);
	if (!tprops)
		return -ENOMEM;
	ret = query(dev, tprops);
	if (ret)
		goto out;
	dev->rate = 1;
out:
	kfree(tprops);
	return ret;
}'''
SIZEOF_NEW = '''int rate(struct dev *dev)
{
	int ret;

	struct attr *tprops __free(kfree) = kmalloc(sizeof *tprops, GFP_KERNEL);
	if (!tprops)
		return -ENOMEM;
	ret = query(dev, tprops);
	if (ret)
		return ret;
	dev->rate = 1;
	return ret;
}'''


def test_the_operand_of_sizeof_is_not_evaluated_without_parentheses_either() -> None:
    """'sizeof *tprops' names the type, not tprops's value (NULL in the
    original, not yet set in the conversion: mthca_update_rate() of 6.1)."""
    assert _check(SIZEOF_OLD, SIZEOF_NEW) == ''
    paren = _check(SIZEOF_OLD.replace('sizeof *tprops', 'sizeof(*tprops)'),
                   SIZEOF_NEW.replace('sizeof *tprops', 'sizeof(*tprops)'))
    assert paren == ''


# scoped_cond_guard(): the two fixtures' functions, and wrong conversions of
# them: another class, another failure, work moved into the section, the
# test's sense turned round, a plain guard for a lock that can fail.
TRY_OLD, TRY_NEW = _fixture_pair('lock/mutex_trylock_scoped_cond_guard.c', 'wdt_ping')
INTR_OLD, INTR_NEW = _fixture_pair('lock/mutex_intr_scoped_cond_guard.c',
                                   'margining_offset_write')
WRONG_COND = {
    'try for intr': (INTR_OLD, INTR_NEW.replace('mutex_intr', 'mutex_try')),
    'another failure': (INTR_OLD, INTR_NEW.replace('return -ERESTARTSYS', 'return -EINTR')),
    'work moved in': (TRY_OLD, TRY_NEW.replace('''			w->pings++;
		}
	}

	wdt_count(w);''', '''			w->pings++;
		}
		wdt_count(w);
	}
''')),
    'test turned round': (TRY_OLD.replace('!mutex_trylock', 'mutex_trylock'), TRY_NEW),
    'a guard that cannot fail': (TRY_OLD, TRY_NEW.replace(
        'scoped_cond_guard(mutex_try, return -EBUSY, ', 'scoped_guard(mutex, ')),
    'no failure path': (INTR_OLD, INTR_NEW.replace('return -ERESTARTSYS', 'return 0')),
}


def test_scoped_cond_guard_conversions_are_proved() -> None:
    assert _check(TRY_OLD, TRY_NEW) == ''
    assert _check(INTR_OLD, INTR_NEW) == ''


@pytest.mark.parametrize('name', sorted(WRONG_COND))
def test_wrong_scoped_cond_guard_conversions_are_rejected(name: str) -> None:
    old, new = WRONG_COND[name]
    assert (old, new) not in ((INTR_OLD, INTR_NEW), (TRY_OLD, TRY_NEW))   # each edit took
    reason = _check(old, new)
    assert reason.startswith('the proof found a change of behaviour'), reason


def test_a_conditional_guard_the_tree_does_not_define_is_not_followed() -> None:
    mean = proof.meaning(catalogue.Catalogue([h for h in catalogue.builtin(LOCK_KINDS).helpers
                                              if h.macro != 'DEFINE_GUARD_COND'], 'built-in'))
    assert 'could not follow' in proof.prove(TRY_OLD, TRY_NEW, mean)


def test_a_reallocation_whose_hand_back_is_lost_is_rejected() -> None:
    old_fn, new_fn = _fixture_pair('free/krealloc_hand_back.c', 'card_verify_fw')
    assert _check(old_fn, new_fn) == ''
    lost = new_fn.replace('\t\tbuf = new_buf;\n', '')
    assert lost != new_fn
    assert _check(old_fn, lost).startswith('the proof found a change of behaviour')


def test_a_hand_in_kept_too_early_or_not_at_all_is_rejected() -> None:
    old_fn, new_fn = _fixture_pair('free/retain_consumed_on_success.c', 'gadget_add_fn')
    assert _check(old_fn, new_fn) == ''
    kept = '\tretain_and_null_ptr(fn);\n'
    assert kept in new_fn
    never = new_fn.replace(kept, '')
    call = '\tret = bus_register_fn'
    early = new_fn.replace(kept, '').replace(call, kept + call)
    for wrong in (never, early):
        assert _check(old_fn, wrong).startswith('the proof found a change of behaviour')


def test_a_struct_tag_named_as_a_local_is_no_read_of_it() -> None:
    # find_port_by_vtermno() of Linux 6.1 (drivers/char/virtio_console.c):
    # the local goes, 'struct port' stays; the proof declined it.
    old = '''struct port *find_port(u32 vtermno)
{
	struct port *port;
	struct console *cons;
	unsigned long flags;

	spin_lock_irqsave(&pdrvdata_lock, flags);
	list_for_each_entry(cons, &pdrvdata.consoles, list) {
		if (cons->vtermno == vtermno) {
			port = container_of(cons, struct port, cons);
			goto out;
		}
	}
	port = NULL;
out:
	spin_unlock_irqrestore(&pdrvdata_lock, flags);
	return port;
}'''
    new = '''struct port *find_port(u32 vtermno)
{
	struct console *cons;

	guard(spinlock_irqsave)(&pdrvdata_lock);
	list_for_each_entry(cons, &pdrvdata.consoles, list) {
		if (cons->vtermno == vtermno)
			return container_of(cons, struct port, cons);
	}
	return NULL;
}'''
    assert _check(old, new) == ''
    assert _check(old, new.replace('return NULL;', 'return cons;')).startswith(
        'the proof found a change of behaviour')


def test_a_put_in_the_non_empty_branch_is_proved_only_where_nothing_follows() -> None:
    # The conversion's if has a simple arm, the original's arm put the fd:
    # the proof forks on the test in both, so the destructor at the return
    # is known to put nothing on the path without a file.
    old_fn, new_fn = _fixture_pair('fd/fdget_put_in_nonempty_branch.c', 'do_fsync_kg')
    assert _check(old_fn, new_fn) == ''
    never = new_fn.replace('CLASS(fd, f)(fd);', 'struct fd f = fdget(fd);')
    assert never != new_fn
    assert _check(old_fn, never).startswith('the proof found a change of behaviour')
    old_fn = _fixture_pair('fd/decline_fdput_branch_then_work.c', 'fsync_audited_kg')[0]
    late = old_fn.replace('struct fd f = fdget(fd);', 'CLASS(fd, f)(fd);').replace(
        '\t\tfdput(f);\n', '')
    assert late.count('CLASS') == 1 and 'fdput' not in late
    assert _check(old_fn, late).startswith('the proof found a change of behaviour')
    # 6.1's 'if (f.file)': a member read, asked at one point of the walk
    tree61 = TESTS / 'trees' / 'linux-6.1'
    old_fn, new_fn = _fixture_pair('fd/old_fdget_put_in_file_branch.c', 'fallocate_kg', tree61)
    assert old_fn != new_fn
    assert proof.prove(old_fn, new_fn, catalogue.read_tree(tree61)) == ''


def test_a_goto_to_a_tested_unlock_becomes_the_return_only_where_the_test_holds() -> None:
    old_fn, new_fn = _fixture_pair('lock/mutex_goto_unlock_then_test_return.c',
                                   'sensor_resume')
    assert _check(old_fn, new_fn) == ''
    untested = new_fn.replace('\t}\n\tif (ret)\n\t\treturn ret;\n', '\t}\n')
    assert untested != new_fn
    assert _check(old_fn, untested).startswith('the proof found a change of behaviour')
    old_fn, new_fn = _fixture_pair('lock/mutex_goto_unlock_then_test_return.c', 'entry_write')
    assert _check(old_fn, new_fn) == ''
    # 'err = -EFOO;' names no errno the proof knows: it cannot tell the test
    unknown = old_fn.replace('-EFAULT', '-EFOO'), new_fn.replace('-EFAULT', '-EFOO')
    assert _check(*unknown).startswith('the proof found a change of behaviour')
    old_fn = _fixture_pair('lock/decline_goto_unlock_test_not_implied.c', 'queue_drain')[0]
    wrong = old_fn.replace('\tmutex_lock(&q->lock);\n', '\tscoped_guard(mutex, &q->lock) {\n') \
        .replace('goto out;', 'return ret;').replace('out:\n\tmutex_unlock(&q->lock);\n', '}\n')
    assert 'scoped_guard' in wrong and 'goto' not in wrong and 'unlock' not in wrong
    assert _check(old_fn, wrong).startswith('the proof found a change of behaviour')


def test_a_simple_if_forks_only_where_the_original_forked_at_that_point() -> None:
    # gsta_set_config() of Linux 6.1 (drivers/gpio/gpio-sta2x11.c): the
    # same test twice, first around simple arms, then around an unlock and
    # return. Forking the first one in the conversion because the original
    # forked on the second declined a right conversion.
    old = '''void set_config(struct chip *chip, unsigned int bit, int cfg)
{
	unsigned long flags;
	u32 val;

	spin_lock_irqsave(&chip->lock, flags);
	val = readl(&chip->afsel);
	if (cfg == 1)
		val |= bit;
	else
		val &= ~bit;
	writel(val, &chip->afsel);
	if (cfg == 1) {
		spin_unlock_irqrestore(&chip->lock, flags);
		return;
	}
	writel(bit, &chip->dirs);
	spin_unlock_irqrestore(&chip->lock, flags);
}'''
    new = '''void set_config(struct chip *chip, unsigned int bit, int cfg)
{
	u32 val;

	guard(spinlock_irqsave)(&chip->lock);
	val = readl(&chip->afsel);
	if (cfg == 1)
		val |= bit;
	else
		val &= ~bit;
	writel(val, &chip->afsel);
	if (cfg == 1)
		return;
	writel(bit, &chip->dirs);
}'''
    assert _check(old, new) == ''
    assert _check(old, new.replace('val |= bit;', 'val |= ~bit;')).startswith(
        'the proof found a change of behaviour')
