# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: the locks that can fail, taken with scoped_cond_guard().

'if (mutex_lock_interruptible(&l)) return -EINTR;' (for a trylock, 'if
(!mutex_trylock(&l)) return -EBUSY;') and an unlock in the same block that
work follows become 'scoped_cond_guard(mutex_intr, return -EINTR, &l) { ...
}'. The guard's failure runs the if's return, with nothing held, as the
original did; the section is the scoped_cond_guard's body, which ends where
the unlock was (upstream's form: the function's last return stays after
it). Only this shape: a result kept in a variable ('ret =
mutex_lock_interruptible(&l); if (ret) return ret;') is no candidate.

Runs inside spatch (the .cocci files import it): standard library only.
"""

import re
from dataclasses import replace

from kguardify.embedded.catalogue import Catalogue
from kguardify.embedded.cscan import Stmt, walk
from kguardify.embedded.exits import Exit
from kguardify.embedded.lockkinds import LockKind, is_cond
from kguardify.embedded.scope import Call, Tree, split_args


def fail_text(tree: Tree, stmt: Stmt) -> str:
    """The statement an 'if' runs when the lock fails, as scoped_cond_guard()
    takes it ('return -EINTR', 'return'), or '' when it is no lone return
    (braced or not) of an 'if' without else."""
    if stmt.kind != 'if' or len(stmt.kids) != 1:
        return ''
    then = stmt.kids[0]
    if then.kind == 'block' and len(then.kids) == 1:
        then = then.kids[0]
    if then.kind != 'return':
        return ''
    text = tree.src.text[then.start:then.end].rstrip()
    if not text.endswith(';') or '/*' in text or '//' in text or '#' in text:
        return ''
    return ' '.join(text[:-1].split())


def find_cond_locks(tree: Tree, kinds: dict[str, LockKind]) -> list[Call]:
    """The 'if (F(E)) return R;' ('if (!F(E))' when F fails with 0) of the
    conditional lock kinds: the call, on the if statement."""
    src = tree.src
    toks = src.tokens
    found = []
    for stmt, _ in walk(tree.body):
        if stmt.kind != 'if' or not fail_text(tree, stmt):
            continue
        i = _first_token(tree, stmt.head[0])
        negated = i >= 0 and toks[i].text == '!'
        i += negated
        if i < 0 or i + 1 >= len(toks) or toks[i + 1].text != '(':
            continue
        kind = kinds.get(toks[i].text)
        if kind is None or not is_cond(kind) or negated != (kind.shape == 'cn'):
            continue
        close = src.pairs.get(i + 1, -1)
        if close < 0 or toks[close].end != stmt.head[1]:
            continue
        args = split_args(src.text[toks[i + 1].end:toks[close].start])
        found.append(Call(toks[i].text, args, toks[i].start, stmt))
    return found


def is_cond_test(text: str, start: int, close: int) -> bool:
    """Is the call from start to its ')' at close the whole test of an if
    that returns ('if (!F(E)) return', 'if (F(E)) { return'), in masked
    text? (The driver's view of a candidate, for a function spatch did not
    parse.)"""
    return re.search(r'\bif\s*\(\s*(?:!\s*)?$', text[max(0, start - 40):start]) is not None \
        and re.match(r'\s*\)\s*\{?\s*return\b', text[close + 1:close + 40]) is not None


def _first_token(tree: Tree, head: int) -> int:
    """The first token of an if's condition: the one after its '(', which
    ends where the head starts."""
    paren = tree.src.token_at(head - 1)
    return paren + 1 if paren >= 0 and tree.src.tokens[paren].text == '(' else -1


def cond_region(tree: Tree, exits: list[Exit], block: Stmt) -> list[Exit]:
    """A scoped_cond_guard() ends where the unlock in the lock's own block
    was: that unlock, whatever follows it, ends the region (the other
    unlocks before a return go, the returns stay in the body)."""
    own = [e for e in exits if tree.parent(e.stmt) is block and e.kind in ('return', 'more', 'end')]
    if len(own) != 1:
        return exits
    return [e._replace(kind='more') if e is own[0] else e for e in exits]


def normalised_fail(text: str) -> str:
    """A failure statement as the rules and the judge both can spell it:
    no blanks, braces or ';' ('{ return - EINTR; }' is 'return-EINTR')."""
    return re.sub(r'[\s{};]', '', text)


# Among a semantic patch's idioms: it is the driver's, with the rules the
# shipped files leave out to stay short (scoped_cond_guard(), a hand-in kept
# with retain_and_null_ptr(), a driver's own guard).
DRIVER = 'driver'


def for_idioms(cat: Catalogue, idioms: tuple[str, ...]) -> Catalogue:
    """The table as a file's rules use it: without scoped_cond_guard()
    where they have no rules for it (the driver's have)."""
    if DRIVER in idioms or 'scoped_cond_guard' not in cat.macros:
        return cat
    return replace(cat, macros=cat.macros - {'scoped_cond_guard'})
