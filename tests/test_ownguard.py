# SPDX-License-Identifier: GPL-2.0-only
"""A driver's own guard for a lock it takes directly (iwlwifi's guard(mvm)):
when it is the one to use, and the type of the pointer it takes."""

from __future__ import annotations

from dataclasses import replace

from kguardify.embedded.catalogue import Helper, builtin
from kguardify.embedded.cscan import Source
from kguardify.embedded.lockcheck import LOCK_KINDS, lock_kinds
from kguardify.embedded.ownguard import declared_type, own_guard
from kguardify.embedded.scope import Tree

MVM = Helper('DEFINE_GUARD', 'mvm', 'struct iwl_mvm *', 'mutex_lock(&_T->mutex)',
             'mutex_unlock(&_T->mutex)', '', 'mvm.h:1383')
TEXT = '''int f(struct iwl_mvm *mvm, struct iwl_trans *trans, int n)
{
	struct iwl_mvm *other;
	struct iwl_mvm_sta *sta = NULL;

	return n;
}
'''


def _tree(text: str = TEXT) -> Tree:
    src = Source(text)
    fn = src.functions()[0]
    return Tree(src, fn, src.body(fn))


def test_the_declared_type_of_a_parameter_or_a_local() -> None:
    tree = _tree()
    assert declared_type(tree, 'mvm') == 'structiwl_mvm*'
    assert declared_type(tree, 'other') == 'structiwl_mvm*'
    assert declared_type(tree, 'sta') == 'structiwl_mvm_sta*'
    assert declared_type(tree, 'n') == 'int'
    assert declared_type(tree, 'nothere') == ''
    shadowed = TEXT.replace('struct iwl_mvm *other;', 'struct iwl_mvm *mvm;')
    assert declared_type(_tree(shadowed), 'mvm') == ''       # two: no answer


def test_the_drivers_guard_is_used_for_its_own_type_and_member() -> None:
    cat = builtin(LOCK_KINDS)
    cat = replace(cat, helpers=cat.helpers + [MVM])
    mutex = lock_kinds(cat)['mutex_lock']
    tree = _tree()
    assert own_guard(tree, cat, mutex, '&mvm->mutex') == ('mvm', 'mvm')
    assert own_guard(tree, cat, mutex, '&other->mutex') == ('mvm', 'other')
    assert own_guard(tree, cat, mutex, '&sta->mutex') == ('', '')         # another type
    assert own_guard(tree, cat, mutex, '&mvm->lock') == ('', '')          # another member
    assert own_guard(tree, cat, mutex, '&mvm->sub->mutex') == ('', '')    # not the pointer
    spin = lock_kinds(cat)['spin_lock']
    assert own_guard(tree, cat, spin, '&mvm->mutex') == ('', '')          # another lock call
    twice = replace(cat, helpers=cat.helpers + [replace(MVM, name='mvm2')])
    assert own_guard(tree, twice, mutex, '&mvm->mutex') == ('', '')       # two: none
