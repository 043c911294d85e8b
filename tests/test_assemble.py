# SPDX-License-Identifier: GPL-2.0-only
"""functions/assemble.py: a rewrite that breaks the C text drops only the
functions it broke, and says that this is kguardify's own bug; where the
include goes."""

from __future__ import annotations

from pathlib import Path

from kguardify.functions import proof
from kguardify.embedded import catalogue
from kguardify.functions.assemble import BROKEN, add_cleanup_include, assemble, restore_broken
from kguardify.embedded.lockcheck import LOCK_KINDS
from kguardify.model import Decision, PassLog, SourceFile

BEFORE = '''#include <linux/slab.h>

int send(int n)
{
	struct resp *r;

	r = kzalloc(n, GFP_KERNEL);
	if (!r)
		return -ENOMEM;
	send_one(r);
	kfree(r);
	return 0;
}

int other(struct dev *d)
{
	int ret;

	mutex_lock(&d->lock);
	ret = work(d);
	mutex_unlock(&d->lock);
	return ret;
}
'''

# what core-cdev.c of Linux 6.1 once got: the declarator took the 'r' of kfree
AFTER = BEFORE.replace('''	struct resp *r;

	r = kzalloc(n, GFP_KERNEL);''', '''
	struct resp *ree) = kzalloc(n, GFP_KERNEL);''').replace('''	send_one(r);
	kfree(r);''', '''	send_one(r);''').replace('''	int ret;

	mutex_lock(&d->lock);
	ret = work(d);
	mutex_unlock(&d->lock);
	return ret;''', '''	guard(mutex)(&d->lock);
	return work(d);''')


def test_only_the_function_whose_rewrite_broke_is_put_back() -> None:
    text, broken = restore_broken(BEFORE, AFTER)
    assert broken == ('send',)
    assert text == BEFORE.split('int other')[0] + 'int other' + AFTER.split('int other')[1]


def test_a_text_that_scans_is_kept_as_it_is() -> None:
    fine = AFTER.replace('*ree)', '*r __free(kfree)')
    assert restore_broken(BEFORE, fine) == (fine, ())


def _decision(function: str, idiom: str, helper: str, expr: str, form: str,
              release_fn: str, call: str) -> Decision:
    return Decision(idiom=idiom, function=function, line=1, column=1, helper=helper,
                    expr=expr, form=form, reason='', release_fn=release_fn, call=call)


def test_the_broken_function_is_declined_as_kguardify_s_bug() -> None:
    text, broken = restore_broken(BEFORE, AFTER)
    accepted = [_decision('other', 'lock', 'mutex', '&d->lock', 'guard', 'mutex_unlock',
                          'mutex_lock')]
    log = PassLog(text, accepted=accepted, first=accepted, last=accepted, passes=1,
                  broken=frozenset(broken))
    result = assemble(SourceFile(Path('x.c'), 'x.c', BEFORE), log,
                      frozenset({'kfree'}),
                      proof.meaning(catalogue.builtin(LOCK_KINDS)))
    assert not result.problem
    assert [(d.function, d.reason) for d in result.declines] == [('send', BROKEN % 'send')]
    assert [c.function for c in result.changes] == ['other']
    assert 'guard(mutex)(&d->lock);' in result.new_text
    assert 'kfree(r);' in result.new_text


def test_cleanup_include_goes_in_alphabetical_place() -> None:
    text = '#include <linux/bits.h>\n#include <linux/mutex.h>\n'
    assert add_cleanup_include(text) == \
        '#include <linux/bits.h>\n#include <linux/cleanup.h>\n#include <linux/mutex.h>\n'
    assert add_cleanup_include(add_cleanup_include(text)) == add_cleanup_include(text)
    assert add_cleanup_include('int x;\n') == 'int x;\n'
