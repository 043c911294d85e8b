# SPDX-License-Identifier: GPL-2.0-only
"""Reasons are grouped by their text once numbers and names are replaced."""

from __future__ import annotations

import pytest

from kguardify.output.summary import normalise_reason


@pytest.mark.parametrize('reason,names,function,expected', [
    ('line is reassigned at line 23', ['line'], 'f', '<name> is reassigned at line N'),
    ('a goto at line 17 jumps into the scope of the guard (label err)', ['&c->lock'], 'f',
     'a goto at line N jumps into the scope of the guard (label <label>)'),
    ('goto out reaches the unlock at line 29, and more work follows it', [], 'f',
     'goto <label> reaches the unlock at line N, and more work follows it'),
    ('a label or case would start with a declaration', [], 'f',
     'a label or case would start with a declaration'),
    ('regulator_get() returns an ERR_PTR and DEFINE_FREE(regulator) does not test IS_ERR',
     ['r'], 'f',
     '<function>() returns an ERR_PTR and DEFINE_FREE(<name>) does not test IS_ERR'),
    ('the address of buf is taken at line 20', ['buf'], 'f',
     'the address of <name> is taken at line N'),
    ('the file defines foo_get more than once', [], 'foo_get',
     'the file defines <function> more than once'),
    ('the tree has no return_ptr()', [], 'f', 'the tree has no return_ptr()'),
    ('the struct fd f is copied or passed by value (line 16)', ['fd'], 'f',
     'the struct fd <name> is copied or passed by value (line N)'),
    ('the fd fd is stored at line 15 before fd_install()', ['fd'], 'f',
     'the fd <name> is stored at line N before <function>()'),
    ('the tree has no DEFINE_FREE for vfree() on u8 *', ['p'], 'f',
     'the tree has no DEFINE_FREE for <function>() on <type>'),
    ('the file uses the name guard for something else (line 10)', [], 'f',
     'the file uses the name guard for something else (line N)'),
])
def test_numbers_and_names_are_replaced(reason: str, names: list[str], function: str,
                                        expected: str) -> None:
    assert normalise_reason(reason, names, function) == expected
