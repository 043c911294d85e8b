# SPDX-License-Identifier: GPL-2.0-only
"""The proof: what the walk needs to know of C text and of symbolic values
(declarations, postfix expressions, parentheses, memory reads)."""

from __future__ import annotations

import hashlib
import re

from kguardify.embedded.cscan import Stmt
from kguardify.functions.proof.meaning import IDENT, close_bracket, split_tokens

PURE = frozenset((
    'IS_ERR', 'IS_ERR_OR_NULL', 'PTR_ERR', 'ERR_PTR', 'ERR_CAST', 'PTR_ERR_OR_ZERO',
    'likely', 'unlikely', 'sizeof', 'typeof', '__typeof__', 'offsetof', 'ARRAY_SIZE',
    'BIT', 'BIT_ULL', 'GENMASK', 'GENMASK_ULL', 'container_of', 'min', 'max', 'min_t',
    'max_t', 'clamp', 'clamp_t', 'clamp_val', 'fd_file', 'fd_empty', 'FIELD_GET',
    'FIELD_PREP', 'lower_32_bits', 'upper_32_bits', 'DIV_ROUND_UP', '__stringify',
    'struct_size', 'array_size', 'array3_size', 'size_mul', 'size_add', 'flex_array_size'))
NOT_EVALUATED = frozenset(('sizeof', 'typeof', '__typeof__', 'offsetof',
                           '__builtin_types_compatible_p', 'ARRAY_SIZE'))
HAND_OVERS = {'no_free_ptr': 'NULL', 'return_ptr': 'NULL', 'retain_and_null_ptr': 'NULL',
              'take_fd': '- 1'}
ASSIGN_OPS = frozenset(('=', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '<<=', '>>='))
TYPE_WORDS = frozenset((
    'struct', 'union', 'enum', 'const', 'volatile', 'unsigned', 'signed', 'int', 'char',
    'short', 'long', 'void', 'bool', 'float', 'double', 'static', 'register',
    '__maybe_unused', '__always_unused', '__iomem', '__user', '__percpu', '__rcu',
    '__force', 'u8', 'u16', 'u32', 'u64', 's8', 's16', 's32', 's64', 'size_t', 'ssize_t'))
STATE = '\u00a7'         # a guard's own state (_T->flags, _T->idx): not compared
CONSTANT = re.compile(r'^[A-Z_][A-Z0-9_]*$|^[0-9]')


def merge(cond: str, then: dict[str, str], other: dict[str, str]) -> dict[str, str]:
    """The locals after an if whose arms left them as then and other."""
    merged = dict(then)
    for name in set(then) | set(other):
        a, b = then.get(name, '?' + name), other.get(name, '?' + name)
        if a != b:
            merged[name] = bounded('%s ? %s : %s' % (wrap(cond), wrap(a), wrap(b)))
    return merged


MERGE_LIMIT = 1000      # characters of a merged value before it is named
WORD = re.compile(r'[A-Za-z_$?][\w#]*')


def bounded(value: str) -> str:
    """A merged value, or past MERGE_LIMIT characters its name: a digest of
    its text (equal texts, equal names, on both sides) and the words it
    holds (what was released or handed on is still found in it). A run of
    n flag tests on one local would otherwise make a text of 2**n copies."""
    if len(value) <= MERGE_LIMIT:
        return value
    digest = hashlib.blake2b(value.encode(), digest_size=8).hexdigest()
    return ' '.join(['?merged#' + digest] + sorted(set(WORD.findall(value))))


def wrap(value: str) -> str:
    if ' ' in value and strip_parens(value) == value:
        return '(%s)' % value
    return value


def strip_parens(value: str) -> str:
    while value.startswith('(') and value.endswith(')'):
        inner = value[1:-1]
        depth = 0
        ok = True
        for c in inner:
            depth += c == '('
            depth -= c == ')'
            if depth < 0:
                ok = False
                break
        if not ok:
            break
        value = inner.strip()
    return value


def reads_memory(out: list[str]) -> bool:
    """Does an evaluated operand read memory: through '->', a subscript or
    a unary '*' (not an address computed with '&')?"""
    if not out or out[0] == '&':
        return False
    for k, t in enumerate(out):
        if t == '->' or (t.startswith('[') and k > 0):
            return True
        if t == '*' and k + 1 < len(out) and (k == 0 or is_operator(out[k - 1])):
            return True
    return False


def postfix_end(toks: list[str], i: int) -> int:
    """Where the postfix expression starting at toks[i] ends."""
    n = len(toks)
    if i < n and toks[i] == '(':
        i = close_bracket(toks, i) + 1
    elif i < n:
        i += 1
    while i < n:
        if toks[i] in ('->', '.') and i + 1 < n:
            i += 2
        elif toks[i] in ('[', '('):
            i = close_bracket(toks, i) + 1
        else:
            break
    return i


def unevaluated_end(toks: list[str], i: int) -> int:
    """Where the operand of 'sizeof' at toks[i], written without
    parentheses ('sizeof *p'), ends."""
    end = i + 1
    while end < len(toks) and toks[end] in ('*', '&', '-', '+', '!', '~'):
        end += 1
    return postfix_end(toks, end)


def is_operator(text: str) -> bool:
    return not (IDENT.match(text) or text[:1].isdigit() or text.endswith(')') or
                text.endswith(']') or text.startswith('$'))


def stable(cond: str, local_names: set[str]) -> bool:
    """Is the condition a function of call results, constants and
    parameters only (so that it has the same value wherever it is read)?"""
    for word in cond.replace('(', ' ( ').replace(')', ' ) ').split():
        if word in ('->', '.', '*', '[', ']', '&') or word.startswith('?'):
            return False
        if IDENT.match(word) and not CONSTANT.match(word) and word not in PURE and \
                word != 'NULL' and word not in local_names:
            return False
    return True


def label_index(kids: tuple[Stmt, ...], name: str) -> int | None:
    for i, k in enumerate(kids):
        if k.kind == 'label' and k.name == name:
            return i
    return None


def declaration(toks: list[str]) -> list[tuple[str, list[str], str]] | None:
    """(name, initialiser tokens, __free class) of each declarator, or None
    if the statement is not a declaration."""
    parts = split_tokens(toks)
    if not parts:
        return None
    first = parts[0]
    eq = first.index('=') if '=' in first else len(first)
    head = first[:eq]
    words = [t for t in _drop_groups(head) if t != '*']
    if len(words) < 2 or not all(IDENT.match(w) for w in words):
        return None
    if words[0] in ('return', 'goto', 'case', 'else'):
        return None
    if not (words[0] in TYPE_WORDS or len(words) >= 2):
        return None
    type_len = len(head) - len(_declarator_tokens(head))
    out = []
    for n, part in enumerate(parts):
        d = part[type_len:] if n == 0 else part
        eq = d.index('=') if '=' in d else len(d)
        names = [t for t in _drop_groups(d[:eq]) if IDENT.match(t)]
        if not names:
            return None
        free = ''
        for i, t in enumerate(d[:eq]):
            if t == '__free' and i + 2 < eq:
                free = d[i + 2]
        out.append((names[-1], d[eq + 1:] if eq < len(d) else [], free))
    return out


def _drop_groups(toks: list[str]) -> list[str]:
    """toks without bracketed groups, __free(x) and __attribute__((…))."""
    out = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if t in ('__free', '__attribute__', '__aligned') and i + 1 < len(toks) and \
                toks[i + 1] == '(':
            i = close_bracket(toks, i + 1) + 1
            continue
        if t in ('[', '('):
            i = close_bracket(toks, i) + 1
            continue
        out.append(t)
        i += 1
    return out


def _declarator_tokens(head: list[str]) -> list[str]:
    """The declarator part of a declaration's first part (before '='):
    from the first '*' or from the last name."""
    plain = [i for i, t in enumerate(head) if IDENT.match(t) and t not in (
        '__free', '__attribute__', '__aligned', '__maybe_unused') and
        not _inside_group(head, i)]
    stars = [i for i, t in enumerate(head) if t == '*']
    name_at = plain[-1] if plain else len(head)
    start = name_at
    while start > 0 and head[start - 1] == '*':
        start -= 1
    if stars and stars[0] < start:
        start = min(start, stars[0]) if all(head[k] == '*' for k in range(stars[0], start)) \
            else start
    return head[start:]


def _inside_group(toks: list[str], at: int) -> bool:
    depth = 0
    for t in toks[:at]:
        depth += t in ('(', '[')
        depth -= t in (')', ']')
    return depth > 0
