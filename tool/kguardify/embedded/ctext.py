# SPDX-License-Identifier: GPL-2.0-only
"""C text below the tokens, beside cscan: comments, literals and
preprocessor lines masked out, the branches of a conditional, a call's
closing parenthesis, top-level commas, lines and offsets. Every question
of that kind in kguardify is answered here or in cscan.

Runs inside spatch: standard library only.
"""

import re

OPENERS = {'(': ')', '[': ']', '{': '}'}
CLOSERS = frozenset(')]}')
# What the masking scanner stops at: everything else is ordinary code.
MASK_STOPS = re.compile(r'[\n#"\'/]')
DIRECTIVE_STOPS = re.compile(r'[\n/\\]')
NOT_NEWLINE = re.compile(r'[^\n]')
BLANKS = ' \t\r\f\v'


def mask(text: str, directives: list[tuple[int, int]] | None = None) -> str:
    """Blank out comments, literal contents and preprocessor lines, keeping
    every offset and newline in place. A '#' starts a directive when only
    blanks precede it on its line; a directive runs on over backslash-newlines
    and over the comments in it. A literal ends at its quote or at the end of
    the line (an unterminated one swallows the newline, so a '#' that starts
    the next line is ordinary code). The directives' spans are appended to
    `directives` when it is given."""
    pieces: list[str] = []
    done = 0                  # text[:done] is in pieces
    i, n = 0, len(text)
    line_start = True

    def blank(start: int, end: int) -> None:
        nonlocal done
        end = min(end, n)
        pieces.append(text[done:start])
        pieces.append(NOT_NEWLINE.sub(' ', text[start:end]))
        done = end

    while i < n:
        m = MASK_STOPS.search(text, i)
        k = m.start() if m else n
        if line_start and k > i and text[i:k].strip(BLANKS):
            line_start = False
        if k >= n:
            break
        c = text[k]
        i = k + 1
        if c == '\n':
            line_start = True
        elif c == '#':
            if line_start:
                j = _directive_end(text, k)
                if directives is not None:
                    directives.append((k, j))
                blank(k, j)
                i = j
        elif c == '/':
            line_start = False
            if text.startswith('//', k):
                j = text.find('\n', k)
                j = n if j < 0 else j
                blank(k, j)
                i = j
            elif text.startswith('/*', k):
                j = text.find('*/', k + 2)
                j = n if j < 0 else j + 2
                blank(k, j)
                i = j
        else:
            line_start = False
            j = _literal_end(text, k)
            blank(k + 1, j)
            i = j + 1
    pieces.append(text[done:])
    return ''.join(pieces)


def _directive_end(text: str, i: int) -> int:
    """Where the directive at i ends: its newline, or the end of the text."""
    n = len(text)
    j = i
    while j < n:
        m = DIRECTIVE_STOPS.search(text, j)
        if m is None:
            return n
        j = m.start()
        c = text[j]
        if c == '\n':
            return j
        if c == '/' and text.startswith('/*', j):
            k = text.find('*/', j + 2)
            j = n if k < 0 else k + 2
        elif c == '\\' and text.startswith('\n', j + 1):
            j += 2
        else:
            j += 1
    return j


def _literal_end(text: str, i: int) -> int:
    """Where the literal whose quote is at i ends: its closing quote, the
    newline that ends it unclosed, or past the end of the text."""
    quote = text[i]
    n = len(text)
    j = i + 1
    while j < n:
        c = text[j]
        if c == quote or c == '\n':
            return j
        j += 2 if c == '\\' else 1
    return j


CONDITIONAL = re.compile(r'[ \t]*#\s*(if|ifdef|ifndef|elif|else|endif)\b')


def conditional(line: str) -> str:
    """'if', 'ifdef', 'ifndef', 'elif', 'else' or 'endif' for a line that is
    that preprocessor conditional; '' for any other line."""
    m = CONDITIONAL.match(line)
    return m.group(1) if m else ''


def closing_paren(masked: str, open_at: int) -> int:
    """The offset of the ')' that closes the '(' at open_at in masked text,
    or -1."""
    depth = 0
    for i in range(open_at, len(masked)):
        if masked[i] == '(':
            depth += 1
        elif masked[i] == ')':
            depth -= 1
            if depth == 0:
                return i
    return -1


def split_top(text: str) -> list[str]:
    """text split at its top-level commas (not inside brackets), as it is."""
    parts: list[str] = []
    depth = 0
    start = 0
    for i, c in enumerate(text):
        if c in OPENERS:
            depth += 1
        elif c in CLOSERS:
            depth -= 1
        elif c == ',' and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return parts


def later_branches(text: str, masked: str,
                   directives: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The spans of the #elif and #else branches, from the first of them to
    the #endif, of every conditional whose first branch does not balance its
    brackets on its own (what a compiler that takes the first branch never
    reads, where it matters), outermost only."""
    spans: list[tuple[int, int]] = []
    stack: list[list[int]] = []     # per open group: end of its #if, start of its #else or -1
    for start, end in directives:
        word = conditional(text[start:end])
        if not word:
            continue
        if word.startswith('if'):
            stack.append([end, -1])
        elif not stack:
            continue                       # an #else or #endif of no #if here
        elif word in ('elif', 'else'):
            if stack[-1][1] < 0:
                stack[-1][1] = start
        else:
            first_end, later = stack.pop()
            if later >= 0 and not balanced(masked[first_end:later]):
                spans = [(s, e) for s, e in spans if not later <= s < end]
                spans.append((later, end))
    return sorted(spans)


def balanced(masked: str) -> bool:
    """Does every bracket of masked text close within it?"""
    depth = 0
    for c in masked:
        if c in OPENERS:
            depth += 1
        elif c in CLOSERS:
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def blank_spans(masked: str, spans: list[tuple[int, int]]) -> str:
    pieces, done = [], 0
    for start, end in spans:
        pieces += [masked[done:start], NOT_NEWLINE.sub(' ', masked[start:end])]
        done = end
    return ''.join(pieces) + masked[done:]


def line_starts(text: str) -> list[int]:
    starts = [0]
    for m in re.finditer('\n', text):
        starts.append(m.end())
    return starts


def offset_of(starts: list[int], line: int, column: int) -> int:
    """Offset of a 1-based line and 0-based column (spatch's convention)."""
    return starts[line - 1] + column


def line_of(starts: list[int], offset: int) -> int:
    lo, hi = 0, len(starts) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if starts[mid] <= offset:
            lo = mid
        else:
            hi = mid - 1
    return lo + 1


def spaced(text: str) -> str:
    """Tokens separated by single spaces, for simple statement patterns."""
    return ' '.join(re.findall(r'[A-Za-z_]\w*|->|==|!=|<=|>=|\S', text))
