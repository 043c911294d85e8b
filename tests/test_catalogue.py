# SPDX-License-Identifier: GPL-2.0-only
"""The helper catalogue: headers in the kernel's forms, the cache, the CLI,
and the real trees of the Debian linux-source packages when installed."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from kguardify.embedded import catalogue
from kguardify.embedded.judge import lock_classes
from kguardify.embedded.lockcheck import LOCK_KINDS, LockKind, lock_kinds
from conftest import ROOT, run_kguardify
from kerneltree import kernel_tree

HEADER = r'''/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_KGDEMO_H
#define _LINUX_KGDEMO_H

/* A template, not a definition: */
#define DEFINE_DEMO_GUARD(name) DEFINE_GUARD(name, struct demo *, demo_lock(_T), demo_unlock(_T))

DEFINE_GUARD(mutex, struct mutex *, mutex_lock(_T), mutex_unlock(_T))
DEFINE_GUARD_COND(mutex, _try, mutex_trylock(_T))

DEFINE_LOCK_GUARD_1(spinlock_irqsave, spinlock_t,
		    spin_lock_irqsave(_T->lock, _T->flags),
		    spin_unlock_irqrestore(_T->lock, _T->flags),
		    unsigned long flags)
DEFINE_LOCK_GUARD_0(rcu,
	do {
		rcu_read_lock();
	} while (0),
	rcu_read_unlock())

#ifdef CONFIG_OF
DEFINE_FREE(device_node, struct device_node *, if (_T) of_node_put(_T))
#endif
DEFINE_FREE(kfree, void *, if (!IS_ERR_OR_NULL(_T)) kfree(_T))
DEFINE_FREE(fwnode_handle, struct fwnode_handle *, fwnode_handle_put(_T))
DEFINE_FREE(put_thing, struct thing *, put_thing(_T)) /* no NULL test */

DEFINE_CLASS(fd, struct fd, fdput(_T), fdget(fd), int fd)
EXTEND_CLASS(fd, _raw, fdget_raw(fd), int fd)
DEFINE_CLASS(get_unused_fd, int, if (_T >= 0) put_unused_fd(_T),
	     get_unused_fd_flags(flags), unsigned flags)
#endif
'''


def _by_name(helpers: list[catalogue.Helper]) -> dict[tuple[str, str], catalogue.Helper]:
    return {(h.macro, h.name): h for h in helpers}


def test_definitions_in_the_kernel_forms() -> None:
    found = _by_name(catalogue.parse_text(HEADER, 'include/linux/kgdemo.h'))
    assert ('DEFINE_GUARD', 'name') not in found and \
        all(h.name != 'demo' for h in found.values())
    mutex = found[('DEFINE_GUARD', 'mutex')]
    assert (mutex.type, mutex.acquire_fn, mutex.release_fn) == \
        ('struct mutex *', 'mutex_lock', 'mutex_unlock')
    assert found[('DEFINE_GUARD_COND', 'mutex')].type == '_try'
    irqsave = found[('DEFINE_LOCK_GUARD_1', 'spinlock_irqsave')]
    assert irqsave.acquire == 'spin_lock_irqsave(_T->lock, _T->flags)'
    assert irqsave.args == 'unsigned long flags'
    assert irqsave.where == 'include/linux/kgdemo.h:11'
    assert found[('DEFINE_LOCK_GUARD_0', 'rcu')].acquire_fn == 'rcu_read_lock'
    node = found[('DEFINE_FREE', 'device_node')]
    assert (node.release_fn, node.conditional, node.tests_null, node.tests_err) == \
        ('of_node_put', True, True, False)
    kfree = found[('DEFINE_FREE', 'kfree')]
    assert (kfree.tests_null, kfree.tests_err, kfree.conditional) == (True, True, False)
    assert found[('DEFINE_FREE', 'fwnode_handle')].tests_null   # NULL-safe put
    assert not found[('DEFINE_FREE', 'put_thing')].tests_null
    fd = found[('DEFINE_CLASS', 'fd')]
    assert (fd.type, fd.acquire, fd.release, fd.args) == ('struct fd', 'fdget(fd)',
                                                          'fdput(_T)', 'int fd')
    assert found[('EXTEND_CLASS', 'fd')].type == '_raw'
    unused = found[('DEFINE_CLASS', 'get_unused_fd')]
    assert unused.release_fn == 'put_unused_fd' and unused.args == 'unsigned flags'


def test_free_for_prefers_the_typed_definition() -> None:
    cat = catalogue.Catalogue(catalogue.parse_text(
        HEADER + 'DEFINE_FREE(node_kfree, struct device_node *, kfree(_T))\n', 'x.h'))
    assert cat.free_for('kfree', 'struct device_node *').name == 'node_kfree'
    assert cat.free_for('kfree', 'u8 *').name == 'kfree'
    assert cat.free_for('vfree', 'u8 *') is None


def _tree(tmp_path: Path) -> Path:
    root = tmp_path / 'linux'
    (root / 'include' / 'linux').mkdir(parents=True)
    (root / 'include' / 'linux' / 'cleanup.h').write_text(
        '#define no_free_ptr(p) (p)\n#define return_ptr(p) return (p)\n')
    (root / 'include' / 'linux' / 'kgdemo.h').write_text(HEADER)
    (root / 'arch' / 'x86' / 'include' / 'asm').mkdir(parents=True)
    (root / 'arch' / 'x86' / 'include' / 'asm' / 'kgarch.h').write_text(
        'DEFINE_FREE(arch_thing, struct arch_thing *, if (_T) arch_put(_T))\n')
    (root / 'drivers' / 'demo').mkdir(parents=True)
    return root


def test_tree_root_headers_and_macros(tmp_path: Path) -> None:
    root = _tree(tmp_path)
    assert catalogue.tree_root(root / 'drivers' / 'demo') == root.resolve()
    cat = catalogue.read_tree(root)
    assert {'mutex', 'spinlock_irqsave', 'rcu'} <= cat.guards()
    assert cat.free_for('arch_put', 'struct arch_thing *') is not None
    assert cat.macros == frozenset({'no_free_ptr', 'return_ptr'})
    assert lock_classes(cat) == frozenset({'mutex', 'spinlock_irqsave', 'rcu'})


def test_a_conditional_guard_is_used_where_the_tree_has_scoped_cond_guard(
        tmp_path: Path) -> None:
    root = _tree(tmp_path)
    assert 'mutex_try' in {h.name + h.type for h in catalogue.read_tree(root).helpers}
    cleanup = root / 'include' / 'linux' / 'cleanup.h'
    cleanup.write_text(cleanup.read_text() + '#define scoped_cond_guard(_name, _fail, '
                       'args...) for (;;)\n')
    cat = catalogue.read_tree(root)
    assert lock_classes(cat) == frozenset({'mutex', 'mutex_try', 'spinlock_irqsave', 'rcu'})
    assert lock_kinds(cat)['mutex_trylock'] == LockKind('mutex_trylock', 'mutex_unlock',
                                                        'mutex_try', 'cn')


def test_the_cache_is_used_and_refreshed(tmp_path: Path) -> None:
    root = _tree(tmp_path)
    cache = tmp_path / 'cache'
    first = catalogue.load(root, cache)
    files = list(cache.iterdir())
    assert len(files) == 1
    header = root / 'include' / 'linux' / 'kgdemo.h'
    assert catalogue.load(root, cache).helpers == first.helpers
    header.write_text(HEADER + 'DEFINE_FREE(extra, struct extra *, if (_T) put_extra(_T))\n')
    os.utime(header, ns=(1, 10 ** 18))
    assert any(h.name == 'extra' for h in catalogue.load(root, cache).helpers)


def test_outside_a_tree_the_builtin_table_applies_with_a_warning(tmp_path: Path) -> None:
    cat, warning = catalogue.for_paths([tmp_path], None, None, LOCK_KINDS)
    assert cat.source == 'built-in' and 'built-in helper table' in warning
    assert 'spinlock_bh' in lock_classes(cat)


def test_list_helpers(tmp_path: Path) -> None:
    root = _tree(tmp_path)
    run = run_kguardify('--list-helpers', str(root / 'drivers' / 'demo'),
                        env={'XDG_CACHE_HOME': str(tmp_path / 'xdg')})
    assert run.rc == 0, run.stderr
    rows = run.stdout.splitlines()
    assert rows[0].split()[:2] == ['macro', 'name']
    assert any(r.split()[:2] == ['DEFINE_FREE', 'device_node'] and 'of_node_put (if)' in r
               for r in rows)
    assert rows[-1].startswith('(12 helpers from ')


def test_a_tree_without_cleanup_h_is_a_usage_error(tmp_path: Path) -> None:
    run = run_kguardify('--tree', str(tmp_path), '--list-helpers')
    assert run.rc == 2 and 'not a kernel tree' in run.stderr


@pytest.mark.skipif(kernel_tree('6.12') is None, reason='linux-source-6.12 not installed')
def test_the_real_6_12_catalogue() -> None:
    tree = kernel_tree('6.12')
    assert tree is not None
    cat = catalogue.read_tree(tree)
    node = cat.free_for('of_node_put', 'struct device_node *')
    assert node is not None and node.name == 'device_node' and \
        node.where == 'include/linux/of.h:138'
    assert cat.free_for('kfree', 'u8 *').tests_err
    assert cat.guard('mutex').acquire == 'mutex_lock(_T)'
    assert {'take_fd', 'retain_and_null_ptr', 'fd_empty'} <= cat.macros
    assert 'fd' in cat.classes()
    assert {'spinlock_bh', 'rwsem_read', 'srcu', 'irqsave', 'migrate'} <= lock_classes(cat)
    # the built-in lock kinds, and the subsystem guards on a lock call of their own
    assert lock_classes(cat) == frozenset(row[2] for row in LOCK_KINDS) | {
        'console_lock', 'cpus_read_lock', 'device', 'local_lock', 'local_lock_irq',
        'local_lock_irqsave', 'local_lock_nested_bh', 'rtnl', 'serio_pause_rx', 'task_lock',
        'pcm_stream_lock', 'pcm_stream_lock_irq', 'pcm_stream_lock_irqsave',
        'wiphy'} | {     # wiphy: a guard whose lock is the wrapper wiphy_lock()
        # the conditional guards of one lock call, for scoped_cond_guard()
        'mutex_try', 'mutex_intr', 'rwsem_read_try', 'rwsem_read_intr', 'rwsem_write_try',
        'spinlock_try', 'spinlock_irq_try', 'spinlock_bh_try', 'raw_spinlock_try',
        'raw_spinlock_irq_try', 'raw_spinlock_bh_try'}
    # iio_device_claim_direct_mode() can fail: its guard is for scoped_cond_guard
    assert 'iio_claim_direct' not in lock_classes(cat)


@pytest.mark.skipif(kernel_tree('6.1') is None, reason='linux-source-6.1 not installed')
def test_the_real_6_1_catalogue_has_less() -> None:
    tree = kernel_tree('6.1')
    assert tree is not None
    cat = catalogue.read_tree(tree)
    assert 'spinlock_bh' not in lock_classes(cat)
    assert 'mutex' in lock_classes(cat)
    assert 'take_fd' not in cat.macros and 'retain_and_null_ptr' not in cat.macros


def test_root_of_the_test_headers_is_a_tree() -> None:
    assert catalogue.tree_root(ROOT / 'tests' / 'fixtures' / 'lock') == ROOT / 'tests'


def test_accessors_are_static_inlines_that_only_compute_a_pointer() -> None:
    text = '''static inline struct chip *to_chip(struct gpio_chip *gc)
{
	return container_of(gc, struct chip, gc);
}
static inline void *dev_get_drvdata(const struct device *dev)
{
	return dev->driver_data;
}
static inline struct foo *foo_get(struct bar *b)
{
	return kref_get(&b->ref), b->foo;
}
static inline struct foo *foo_of(struct bar *b)
{
	return b ? b->foo : NULL;
}
static inline struct foo *other(struct bar *b)
{
	return global_foo;
}
'''
    assert catalogue.accessors(text) == {'to_chip', 'dev_get_drvdata'}
    # the stub of one #if branch, a function that takes a reference in the
    # other (of_node_get() of Linux 6.1 without CONFIG_OF_DYNAMIC): no accessor
    stub = ('#ifdef CONFIG_OF_DYNAMIC\n'
            'extern struct device_node *of_node_get(struct device_node *node);\n'
            '#else\n'
            'static inline struct device_node *of_node_get(struct device_node *node)\n'
            '{\n\treturn node;\n}\n#endif\n')
    assert catalogue.accessors(stub) == set()
    assert catalogue.accessors(stub.replace('extern', '// extern')) == {'of_node_get'}
    assert catalogue.prototypes('extern void *\npage_address(const struct page *page);\n'
                                'int f(void (*cb)(int), int n);\n'
                                '\treturn g(x);\n\tx = h(y);\n') == {'page_address', 'f'}
    cat = catalogue.Catalogue(accessors=frozenset({'to_chip'}))
    assert catalogue.Catalogue.from_json(cat.to_json()).accessors == frozenset({'to_chip'})
    assert cat.merged(catalogue.Catalogue(accessors=frozenset({'b'}))).accessors == \
        frozenset({'to_chip', 'b'})
