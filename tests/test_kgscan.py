# SPDX-License-Identifier: GPL-2.0-only
"""kgscan.py, the independent scan of the real-kernel checks: it finds the
conversion bugs seen on Linux 6.1 and nothing in the golden conversions."""

from __future__ import annotations

import pytest

import test_proof as test_prove
from kgscan import scan


@pytest.mark.parametrize('name,old,new,where', test_prove.PAIRS,
                         ids=[p[0] for p in test_prove.PAIRS])
def test_the_golden_conversions_have_no_finding(name: str, old: str, new: str,
                                                where: str) -> None:
    assert scan(old, new) == []


def test_a_free_pointer_returned_plainly_is_found() -> None:
    assert 'rp is returned without return_ptr()' in scan(test_prove.RAPL_OLD,
                                                         test_prove.RAPL_NEW)


def test_a_use_after_no_free_ptr_through_a_goto_is_found() -> None:
    found = scan(test_prove.CHRDEV_OLD, test_prove.CHRDEV_NEW)
    assert 'a goto beside the cleanup helpers' in found
    assert any(f.startswith('cdev is used after no_free_ptr()') for f in found)


def test_a_stored_free_pointer_is_found() -> None:
    old = 'int f(struct s *o)\n{\n\tchar *p = kmalloc(4, GFP_KERNEL);\n\n' \
        '\tif (!p)\n\t\treturn -ENOMEM;\n\to->p = p;\n\treturn 0;\n}'
    new = old.replace('char *p =', 'char *p __free(kfree) =')
    assert scan(old, new) == ['p is stored without no_free_ptr()']
    assert scan(old, new.replace('o->p = p;', 'o->p = no_free_ptr(p);')) == []


def test_a_break_bound_to_a_scoped_guard_is_found() -> None:
    old, new, _ = test_prove.WRONG_CONVERSIONS['break bound to a scoped_guard']
    assert scan(old, new) == ['a break or continue binds to a scoped_guard']


def test_a_scoped_loops_cursor_returned_or_put_by_hand_is_found() -> None:
    old, new = test_prove.LOOP_OLD, test_prove.LOOP_NEW
    assert scan(old, new) == []
    returned = new.replace('return -EINVAL;', 'return child;')
    assert scan(old, returned) == ['child is returned from its scoped loop']
    put = new.replace('\t\t\tbreak;', '\t\t\tof_node_put(child);')
    assert scan(old, put) == ['child is put by hand in its scoped loop']


def test_a_goto_beside_a_scoped_loop_is_found() -> None:
    new = test_prove.LOOP_NEW.replace('return -EINVAL;', 'goto out;').replace(
        '\treturn 0;', '\treturn 0;\nout:\n\treturn -EINVAL;')
    assert scan(test_prove.LOOP_OLD, new) == ['a goto beside the cleanup helpers']
