# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: a guard a driver defines for a lock it takes directly.

DEFINE_GUARD(mvm, struct iwl_mvm *, mutex_lock(&_T->mutex),
mutex_unlock(&_T->mutex)) in iwlwifi's mvm.h makes 'mutex_lock(&mvm->mutex)'
guard(mvm)(mvm), as upstream writes it, where mvm is declared 'struct iwl_mvm
*' in the function (a parameter or a local). The guard is the tree's or the
file's own (its directory's headers, the file itself); the lock and unlock
are the guard's own calls on the same member.

Runs inside spatch (the .cocci files import it): standard library only.
"""

import re

from kguardify.embedded.catalogue import Catalogue
from kguardify.embedded.ctext import closing_paren, split_top
from kguardify.embedded.freecheck import find_declaration
from kguardify.embedded.lockkinds import LockKind
from kguardify.embedded.scope import Tree, normalise

MEMBER_LOCK = re.compile(r'^&([A-Za-z_]\w*)->([A-Za-z_]\w*)$')


def own_guard(tree: Tree, catalogue: Catalogue, kind: LockKind, expr: str) -> tuple[str, str]:
    """(the guard, its argument) for a lock call of kind on expr ('&mvm->mutex',
    normalised), or ('', '') where the driver has no one guard for it."""
    m = MEMBER_LOCK.match(expr)
    if kind.shape != 'e' or m is None:
        return '', ''
    var, member = m.groups()
    found = [h for h in catalogue.guard_helpers()
             if h.macro == 'DEFINE_GUARD' and not h.conditional and h.name != kind.cls and
             normalise(h.acquire) == '%s(&_T->%s)' % (kind.lock, member) and
             normalise(h.release) == '%s(&_T->%s)' % (kind.unlock, member)]
    if len(found) != 1 or declared_type(tree, var) != normalise(found[0].type):
        return '', ''
    return found[0].name, var


def declared_type(tree: Tree, var: str) -> str:
    """The one declared type of var in the function, a parameter or a local
    pointer, normalised ('structiwl_mvm*'); '' if none, or more than one."""
    src, fn = tree.src, tree.fn
    header = src.masked[fn.name_start:fn.body_open]
    types = []
    open_at = header.find('(')
    close = closing_paren(header, open_at) if open_at >= 0 else -1
    for param in split_top(header[open_at + 1:close]) if close > 0 else []:
        m = re.match(r'^(.*[\s*])%s$' % re.escape(var), ' '.join(param.split()))
        if m:
            types.append(normalise(m.group(1)))
    types += [normalise(d.type) for d in find_declaration(tree, var) if d.type]
    return types[0] if len(types) == 1 else ''
