# SPDX-License-Identifier: GPL-2.0-only
"""message: subject prefixes, subjects and bodies of the series' patches."""

from __future__ import annotations

import pytest

from kguardify.output import message, report
from kguardify.model import FunctionChange

OLD = '''int f(struct s *s)
{
\tint ret;

\tmutex_lock(&s->lock);
\tif (s->a) {
\t\tret = -EINVAL;
\t\tgoto out_unlock;
\t}
\tret = g(s);
\tif (ret)
\t\tgoto out_unlock;
\ts->b = 1;
out_unlock:
\tmutex_unlock(&s->lock);
\treturn ret;
}'''
NEW = '''int f(struct s *s)
{
\tint ret;

\tguard(mutex)(&s->lock);
\tif (s->a)
\t\treturn -EINVAL;
\tret = g(s);
\tif (ret)
\t\treturn ret;
\ts->b = 1;
\treturn ret;
}'''


def change(name: str = 'f', helpers: tuple[str, ...] = ('guard(mutex)',),
           old: str = OLD, new: str = NEW) -> FunctionChange:
    return FunctionChange(name, 1, 17, helpers, old, new)


@pytest.mark.parametrize('subject,prefix', [
    ('gpio: pca953x: Fix the irq mask', 'gpio: pca953x: '),
    ('gpio: pca953x: Fix foo: bar', 'gpio: pca953x: '),
    ('hwmon: (lm75) Add a chip', 'hwmon: (lm75) '),
    ('sched/core: Use guards', 'sched/core: '),
    ('Revert "gpio: pca953x: Fix"', ''),
    ('treewide: Use something', ''),
    ('Fix the build', ''),
])
def test_prefix_of_a_subject(subject: str, prefix: str) -> None:
    assert message.prefix_of(subject) == prefix


def test_vote_takes_the_most_common_prefix_and_newest_on_a_tie() -> None:
    assert message.vote_prefix(['gpio: a: x', 'gpio: b: y', 'gpio: b: z']) == 'gpio: b: '
    assert message.vote_prefix(['gpio: a: x', 'gpio: b: y']) == 'gpio: a: '
    assert message.vote_prefix(['Fix it', 'treewide: Foo']) == ''


@pytest.mark.parametrize('path,prefix', [
    ('drivers/gpio/gpio-foo.c', 'gpio: foo: '),
    ('drivers/iio/adc/ad7091r.c', 'iio: adc: ad7091r: '),
    ('drivers/leds/flash/leds-foo.c', 'leds: flash: foo: '),
    ('drivers/hwmon/lm75.c', 'hwmon: lm75: '),
    ('kernel/sched/core.c', 'sched/core: '),
    ('kernel/fork.c', 'fork: '),
    ('fs/ext4/inode.c', 'ext4: inode: '),
    ('mm/slub.c', 'mm: slub: '),
    ('mutex_goto_out.c', 'mutex_goto_out: '),
    ('examples/gpio-kgdemo/gpio-kgdemo.c', 'gpio-kgdemo: '),
])
def test_path_prefix(path: str, prefix: str) -> None:
    assert message.path_prefix(path) == prefix


def test_common_prefix() -> None:
    assert message.common_prefix(['iio: adc: a: ', 'iio: adc: b: ']) == 'iio: adc: '
    assert message.common_prefix(['a: ', 'b: ']) == ''
    assert message.common_prefix(['hwmon: (lm75) ', 'hwmon: (lm90) ']) == 'hwmon: '


def test_subject_names_the_helpers_in_order_once() -> None:
    two = [change('f', ('guard(mutex)', 'scoped_guard(spinlock)')),
           change('g', ('guard(mutex)',))]
    assert message.subject('gpio: a: ', [two[0]]) == \
        'gpio: a: Use guard(mutex) and scoped_guard(spinlock) in f()'
    assert message.subject('x: ', two) == \
        'x: Use guard(mutex) and scoped_guard(spinlock) in f() and g()'
    assert message.subject('x: ', [change('f', ('__free(kfree)', 'CLASS(fd)'))]) == \
        'x: Use __free(kfree) and CLASS(fd) in f()'


def test_a_long_subject_is_shortened_to_fit() -> None:
    c = change('uart_set_baud', ('guard(mutex)', 'scoped_guard(spinlock_irqsave)'))
    assert message.subject('mutex_then_spinlock_region: ', [c]) == \
        'mutex_then_spinlock_region: Use guards in uart_set_baud()'
    assert message.subject('drivers: a: ', [c]) == \
        'drivers: a: Use guard() and scoped_guard() in uart_set_baud()'
    many = [change('function_%d' % n) for n in range(5)]
    assert message.subject('gpio: a: ', many) == 'gpio: a: Use guard(mutex)'


def test_removed_counts_gotos_labels_and_calls() -> None:
    gone = message.removed(OLD, NEW)
    assert gone == message.Removed(2, ('out_unlock',), (('mutex_lock', 1),
                                                       ('mutex_unlock', 1)))


def test_body_says_what_goes_and_ends_with_the_trailer() -> None:
    text = message.body([change()], path='drivers/gpio/gpio-a.c', adds_include=True,
                        version='9.9', signoff='A B <a@example.com>')
    assert ' '.join(text.split()).startswith(
        'f() ends its critical section by hand, with two gotos to the out_unlock label. '
        'Use guard(mutex) instead, which ends it when its scope ends, so that the gotos '
        'become plain returns. This removes two gotos, the out_unlock label and the '
        'mutex_lock() and mutex_unlock() calls.')
    assert 'Include <linux/cleanup.h>, which defines guard().' in text
    assert 'kguardify 9.9' in text and 'did not compile' in text
    assert text.endswith('\n\nNo functional change intended.\n\n'
                         'Signed-off-by: A B <a@example.com>\n')
    assert max(len(line) for line in text.splitlines()) <= 75
    assert '#' not in text


def test_body_for_a_file_lists_each_function() -> None:
    text = message.body([change('f'), change('g', ('scoped_guard(spinlock)',))],
                        path='a/b.c', adds_include=False, version='1',
                        signoff='A <a@example.com>')
    assert '- f(): guard(mutex); this removes two gotos' in text
    assert '- g(): scoped_guard(spinlock); this removes' in text
    assert 'Include' not in text


def test_file_table_wraps_the_reason_under_its_column() -> None:
    table = report.file_table([('drivers/gpio/gpio-a.c', [
        ('a_set()', 'guard(mutex) [1/2]'),
        ('a_wait()', 'not converted: the lock is dropped and retaken (also taken at '
                     'line 59) because of a long reason'),
    ])])
    assert table == (
        'drivers/gpio/gpio-a.c\n'
        '  a_set()   guard(mutex) [1/2]\n'
        '  a_wait()  not converted: the lock is dropped and retaken (also taken at\n'
        '            line 59) because of a long reason\n')


def test_body_of_a_scoped_loop_says_the_puts_go_and_the_loop_stays() -> None:
    import test_proof
    c = change('f', ('for_each_child_of_node_scoped()',), test_proof.LOOP_OLD,
               test_proof.LOOP_NEW)
    text = ' '.join(message.body([c], path='drivers/of/a.c', adds_include=False,
                                 version='1', signoff='A <a@example.com>').split())
    assert text.startswith(
        'f() puts the cursor of its for_each_child_of_node() loop by hand, calling '
        'of_node_put() in two places. Use for_each_child_of_node_scoped() instead, which '
        'declares the cursor in the loop and puts it whenever it leaves the loop, so that '
        'no exit has to put it. This removes two of_node_put() calls.')
    assert 'every way out of the loop but its end put the cursor' in text
