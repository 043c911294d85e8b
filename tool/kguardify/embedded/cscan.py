# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: a small C scanner (text -> tokens -> functions -> statement trees).

It is not a C parser. It knows what the structural checks need: comments,
strings and preprocessor lines masked out (ctext.py), brackets matched, function bodies
found at file scope, and the statements of a body as a tree (blocks, if/else,
loops and iterator macros, switch, case and ordinary labels, goto, return,
break, continue, expression statements).

It runs inside spatch (the semantic patches import kguardify.embedded), so
it imports the standard library only.
"""

import re
from collections.abc import Iterator
from typing import NamedTuple

from kguardify.embedded.ctext import (CLOSERS, OPENERS, blank_spans, later_branches,
                                      line_of, line_starts, mask)

TOKEN_RE = re.compile(
    r'"[^"\n]*"|\'[^\'\n]*\'|[A-Za-z_]\w*|\.?\d[\w.]*'
    r'|<<=|>>=|\.\.\.|->|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&^|]=|##|\S')

# A goto label alone on its line ('out:', ' Enable_irqs:'), not 'default:': it
# keeps its column inside a new scoped_guard body.
LABEL_LINE = re.compile(r'^[ \t]*(?!default\b)[A-Za-z_]\w*:[ \t]*$')

KEYWORD_STATEMENTS = frozenset(
    ('if', 'else', 'for', 'while', 'do', 'switch', 'case', 'default',
     'goto', 'return', 'break', 'continue'))
LOOP_KINDS = frozenset(('for', 'while', 'do', 'iter'))
# Macros that are always a loop head: their body may start with any token
# ('scoped_guard(mutex, &l) *val = x;' is no multiplication).
SCOPE_MACROS = frozenset(('scoped_guard', 'scoped_cond_guard'))
# Type-ish words that may precede a function name at file scope.
NOT_FUNCTION_NAMES = frozenset(('if', 'for', 'while', 'switch', 'return', 'sizeof',
                                '__attribute__', 'typeof', '__typeof__'))


class ScanError(Exception):
    """The text does not have the shape the scanner understands."""


class Token(NamedTuple):
    text: str
    start: int
    end: int


class Stmt(NamedTuple):
    """One statement. `kids` are nested statements (block items, if/else arms,
    loop or switch bodies). `head` is the span of the controlling parenthesis
    (if/for/while/switch/iterator), of the label name, of the goto target or of
    the returned expression; (-1, -1) when there is none."""
    kind: str
    start: int
    end: int
    kids: tuple['Stmt', ...]
    head: tuple[int, int]
    name: str


# The enclosing statements of a statement, outermost first.
Parents = tuple[Stmt, ...]


class Function(NamedTuple):
    name: str
    start: int        # first character of the definition's first line
    name_start: int
    body_open: int    # offset of '{'
    body_close: int   # offset of the matching '}'


def first_branches(masked: str, skipped: list[tuple[int, int]], error: ScanError
                   ) -> tuple[str, list[Token], dict[int, int]]:
    """masked with the skipped spans blanked, its tokens and bracket pairs;
    error again if that does not balance either."""
    if not skipped:
        raise error
    masked = blank_spans(masked, skipped)
    tokens = tokenize(masked)
    try:
        return masked, tokens, match_brackets(tokens)
    except ScanError:
        raise error from None


def tokenize(masked: str) -> list[Token]:
    # tuple.__new__ straight: a third faster than Token(...) on a large file
    new = tuple.__new__
    return [new(Token, (m.group(), m.start(), m.end())) for m in TOKEN_RE.finditer(masked)]


def match_brackets(tokens: list[Token]) -> dict[int, int]:
    """Map the index of every bracket token to the index of its partner."""
    pairs: dict[int, int] = {}
    stack: list[int] = []
    for i, tok in enumerate(tokens):
        if tok.text in OPENERS:
            stack.append(i)
        elif tok.text in CLOSERS:
            if not stack or OPENERS[tokens[stack[-1]].text] != tok.text:
                raise ScanError('unbalanced %r at offset %d' % (tok.text, tok.start))
            j = stack.pop()
            pairs[i] = j
            pairs[j] = i
    if stack:
        raise ScanError('unclosed %r at offset %d' % (tokens[stack[-1]].text,
                                                      tokens[stack[-1]].start))
    return pairs


class Source:
    """A C file prepared for the checks: masked text, tokens, bracket pairs."""

    def __init__(self, text: str) -> None:
        self.text = text
        directives: list[tuple[int, int]] = []
        self.masked = mask(text, directives)
        self.directives = directives     # the preprocessor lines' spans
        self.tokens = tokenize(self.masked)
        # Text the scan leaves out: the #else and #elif branches, when the
        # brackets balance only branch by branch ('if (a ||' under #ifdef,
        # 'if (b ||' under #else). The functions they touch are not found.
        self.skipped: list[tuple[int, int]] = []
        try:
            self.pairs = match_brackets(self.tokens)
        except ScanError as whole:
            self.skipped = later_branches(text, self.masked, directives)
            self.masked, self.tokens, self.pairs = first_branches(self.masked, self.skipped,
                                                                  whole)
        self.starts = line_starts(text)
        self._index = {tok.start: i for i, tok in enumerate(self.tokens)}

    def token_at(self, offset: int) -> int:
        """Index of the token that starts at offset, or -1."""
        return self._index.get(offset, -1)

    def line(self, offset: int) -> int:
        return line_of(self.starts, offset)

    def functions(self) -> list[Function]:
        """The functions at file scope, but for those split by an #else."""
        return [fn for fn in find_functions(self) if not self.split(fn)]

    def split(self, fn: Function) -> bool:
        """Does text the scan left out (an #else or #elif branch) touch fn?"""
        return any(s <= fn.body_close and fn.start < e for s, e in self.skipped)

    def body(self, fn: Function) -> Stmt:
        return parse_body(self, self.token_at(fn.body_open))


def file_scope_openers(src: Source) -> Iterator[int]:
    """The indexes of the brackets at file scope ('(', '[' and '{' not
    inside another pair), in file order."""
    toks, pairs = src.tokens, src.pairs
    i = 0
    while i < len(toks):
        if toks[i].text in OPENERS:
            yield i
            i = pairs[i] + 1
            continue
        i += 1


def find_functions(src: Source) -> list[Function]:
    """Function definitions at file scope, in file order."""
    found = []
    for i in file_scope_openers(src):
        if src.tokens[i].text == '{':
            fn = _function_before(src, i)
            if fn is not None:
                found.append(fn)
    return found


def _function_before(src: Source, brace: int) -> Function | None:
    toks, pairs = src.tokens, src.pairs
    j = brace - 1
    # Skip trailing annotation macros such as __acquires(x) or __must_hold(x).
    while j >= 0 and toks[j].text == ')':
        open_paren = pairs[j]
        k = open_paren - 1
        if k >= 1 and toks[k].text.startswith('__') and toks[k - 1].text == ')':
            j = k - 1
            continue
        break
    if j < 0 or toks[j].text != ')':
        return None
    open_paren = pairs[j]
    k = open_paren - 1
    if k < 0 or not _is_ident(toks[k].text) or toks[k].text in NOT_FUNCTION_NAMES:
        return None
    # '= {' initialisers and 'struct x {' never reach here: they have no ')'.
    name = toks[k].text
    if re.match(r'^(SYSCALL|COMPAT_SYSCALL)_DEFINE\d$', name):
        args = [t.text for t in toks[open_paren + 1:j] if _is_ident(t.text)]
        if args:
            name = '%s(%s)' % (toks[k].text, args[0])
    start = _definition_start(src, k)
    return Function(name, start, toks[k].start, toks[brace].start,
                    toks[pairs[brace]].start)


def definition_first(tokens: list[Token], name_index: int) -> int:
    """The index of a definition's first token: walk back from its name
    over tokens to the previous ';', '}', '{', ')' or file start."""
    k = name_index
    while k > 0 and tokens[k - 1].text not in (';', '}', '{', ')'):
        k -= 1
    return k


def _definition_start(src: Source, name_index: int) -> int:
    """Start of the line where the declaration specifiers of a definition
    begin."""
    off = src.tokens[definition_first(src.tokens, name_index)].start
    return src.text.rfind('\n', 0, off) + 1


def _is_ident(text: str) -> bool:
    return bool(re.match(r'^[A-Za-z_]\w*$', text))


def parse_body(src: Source, brace: int) -> Stmt:
    """The statement tree of the block whose '{' is token `brace`."""
    stmt, _ = _parse_stmt(src, brace)
    return stmt


def _parse_stmt(src: Source, i: int) -> tuple[Stmt, int]:
    """The statement that starts at token i, and the index of the token
    after it. The statements that hold others are parsed here, recursing
    once per level; the others by _parse_leaf."""
    toks, pairs = src.tokens, src.pairs
    if i >= len(toks):
        raise ScanError('statement expected at end of text')
    tok = toks[i]
    t = tok.text
    if t == '{':
        close = pairs[i]
        kids = []
        j = i + 1
        while j < close:
            kid, j = _parse_stmt(src, j)
            kids.append(kid)
        return Stmt('block', tok.start, toks[close].end, tuple(kids), (-1, -1), ''), close + 1
    if t == 'if':
        cond_close = _paren_after(src, i)
        then, j = _parse_stmt(src, cond_close + 1)
        kids = [then]
        if j < len(toks) and toks[j].text == 'else':
            other, j = _parse_stmt(src, j + 1)
            kids.append(other)
        return Stmt('if', tok.start, toks[j - 1].end, tuple(kids),
                    _span(toks, i + 1, cond_close), ''), j
    if t in ('for', 'while', 'switch'):
        cond_close = _paren_after(src, i)
        body, j = _parse_stmt(src, cond_close + 1)
        return Stmt(t, tok.start, toks[j - 1].end, (body,),
                    _span(toks, i + 1, cond_close), ''), j
    if t == 'do':
        body, j = _parse_stmt(src, i + 1)
        if j >= len(toks) or toks[j].text != 'while':
            raise ScanError('do without while at offset %d' % tok.start)
        cond_close = _paren_after(src, j)
        end = _expect(src, cond_close + 1, ';')
        return Stmt('do', tok.start, toks[end].end, (body,),
                    _span(toks, j + 1, cond_close), ''), end + 1
    leaf = _parse_leaf(src, i)
    if leaf is not None:
        return leaf
    if _is_ident(t) and t not in KEYWORD_STATEMENTS and i + 1 < len(toks) \
            and toks[i + 1].text == '(':
        close = pairs[i + 1]
        if close + 1 < len(toks) and toks[close + 1].text != ';' and \
                (t in SCOPE_MACROS or _starts_statement(toks[close + 1].text)):
            body, j = _parse_stmt(src, close + 1)
            return Stmt('iter', tok.start, toks[j - 1].end, (body,),
                        _span(toks, i + 1, close), t), j
    end = _statement_end(src, i)
    return Stmt('expr', tok.start, toks[end].end, (), (-1, -1), ''), end + 1


def _parse_leaf(src: Source, i: int) -> tuple[Stmt, int] | None:
    """A statement that holds no other (case or default label, goto, break,
    continue, return, empty statement, label) at token i, with the index
    of the token after it; None when token i starts another kind."""
    toks, pairs = src.tokens, src.pairs
    tok = toks[i]
    t = tok.text
    if t in ('case', 'default'):
        j = i + 1
        while j < len(toks) and toks[j].text != ':':
            j = pairs.get(j, j) + 1 if toks[j].text in OPENERS else j + 1
        if j >= len(toks):
            raise ScanError('case without colon at offset %d' % tok.start)
        return Stmt('case', tok.start, toks[j].end, (), (-1, -1), t), j + 1
    if t == 'goto':
        end = _expect(src, i + 2, ';')
        return Stmt('goto', tok.start, toks[end].end, (),
                    (toks[i + 1].start, toks[i + 1].end), toks[i + 1].text), end + 1
    if t in ('break', 'continue'):
        end = _expect(src, i + 1, ';')
        return Stmt(t, tok.start, toks[end].end, (), (-1, -1), ''), end + 1
    if t == 'return':
        end = _statement_end(src, i + 1)
        head = _span(toks, i, end) if end > i + 1 else (-1, -1)
        return Stmt('return', tok.start, toks[end].end, (), head, ''), end + 1
    if t == ';':
        return Stmt('empty', tok.start, tok.end, (), (-1, -1), ''), i + 1
    if t == 'else':
        raise ScanError('else without if at offset %d' % tok.start)
    if _is_ident(t) and i + 1 < len(toks) and toks[i + 1].text == ':' \
            and not (i + 2 < len(toks) and toks[i + 2].text == ':'):
        return Stmt('label', tok.start, toks[i + 1].end, (), (tok.start, tok.end), t), i + 2
    return None


def _starts_statement(text: str) -> bool:
    return text == '{' or text in KEYWORD_STATEMENTS or _is_ident(text)


def _paren_after(src: Source, i: int) -> int:
    if i + 1 >= len(src.tokens) or src.tokens[i + 1].text != '(':
        raise ScanError('( expected after %r at offset %d' % (src.tokens[i].text,
                                                               src.tokens[i].start))
    return src.pairs[i + 1]


def _expect(src: Source, i: int, text: str) -> int:
    if i >= len(src.tokens) or src.tokens[i].text != text:
        raise ScanError('%r expected at token %d' % (text, i))
    return i


def _statement_end(src: Source, i: int) -> int:
    """Index of the ';' that ends the expression statement starting at i."""
    toks, pairs = src.tokens, src.pairs
    j = i
    while j < len(toks):
        t = toks[j].text
        if t == ';':
            return j
        if t in OPENERS:
            j = pairs[j] + 1
            continue
        if t == '}':
            break
        j += 1
    raise ScanError('; expected after offset %d' % toks[i].start)


def _span(toks: list[Token], open_index: int, close_index: int) -> tuple[int, int]:
    """Offsets just inside a bracket pair (or after a keyword up to ';')."""
    return (toks[open_index].end, toks[close_index].start)


def walk(stmt: Stmt, parents: Parents = ()) -> Iterator[tuple[Stmt, Parents]]:
    """Yield (statement, parents) for stmt and every statement below it."""
    yield stmt, parents
    for kid in stmt.kids:
        yield from walk(kid, parents + (stmt,))


def innermost(stmt: Stmt, offset: int,
              parents: Parents = ()) -> tuple[Stmt, Parents] | None:
    """The deepest statement that contains offset, with its parents, or None."""
    if not stmt.start <= offset < stmt.end:
        return None
    for kid in stmt.kids:
        found = innermost(kid, offset, parents + (stmt,))
        if found is not None:
            return found
    return stmt, parents


def binding_target(parents: Parents, kind: str) -> Stmt | None:
    """The loop (or, for break, switch) that a break/continue binds to."""
    for p in reversed(parents):
        if p.kind in LOOP_KINDS or (kind == 'break' and p.kind == 'switch'):
            return p
    return None


def function_at(functions: list[Function], offset: int) -> Function | None:
    for fn in functions:
        if fn.body_open <= offset <= fn.body_close:
            return fn
    return None
