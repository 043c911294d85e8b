# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: engine, in a job. The copy of a file that spatch reads:
only the functions that can hold a candidate are left whole.

A candidate is a call of a rule's token (a lock, release or acquisition
function) in a function body, and the verdict judges each function on its
own, so a function with no such call gives spatch nothing to do but parse
it and try every rule on it. Blanked (its characters become spaces, its
newlines stay, so every other character keeps its offset, line and column,
and the decisions spatch reports are about the original text):
- such a function, whole; only its body where another function has its
  name (the verdict declines both), where what comes before its first token
  is not a ';' or a '}', or where a preprocessor line is in it;
- what is between the braces of an initialiser at file scope
  ('static const struct iio_chan_spec chans[] = { ... };');
- a #define outside the functions whose name no function left whole uses.
A body that holds a preprocessor directive is kept (a #define there may be
used further on), and so is a function an #else splits. Nothing else
changes: the text around the functions left whole must come back from
spatch as it went in, and `restore` puts the original back there.
Measured on drivers/gpio of Linux 6.12 (117 files, 2,254 functions, 513 of
them kept), blanking the bodies alone: spatch's CPU in patch mode fell by
41 %; on drivers/iio (316 files), blanking the rest as well: 19.95 to 15.6
s user, the same decisions and the same converted functions.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import NamedTuple

from kguardify.embedded.cscan import (Function, ScanError, Source, definition_first,
                                      file_scope_openers, find_functions)
from kguardify.embedded.ctext import blank_spans

DIRECTIVE = re.compile(r'^[ \t]*#', re.M)
DEFINE = re.compile(r'#[ \t]*define[ \t]+(\w+)')
IDENTIFIER = re.compile(r'[A-Za-z_]\w*')


class Cut(NamedTuple):
    text: str                                    # what spatch reads
    kept: tuple[tuple[str, int, int], ...] = ()  # functions left whole: name, start, end
    blanked: tuple[tuple[int, int], ...] = ()    # the spans blanked; none: text is the file


def cut_down(text: str, tokens: re.Pattern[str]) -> Cut:
    """text with what cannot hold a call matching tokens blanked (the text
    itself, with nothing blanked, where the scanner cannot read it)."""
    try:
        src = Source(text)
        fns = find_functions(src)
    except ScanError:
        return Cut(text)
    names = Counter(fn.name for fn in fns)
    kept = []
    spans = []
    for fn in fns:
        lo, hi = fn.body_open + 1, fn.body_close
        if tokens.search(src.masked, lo, hi) or src.split(fn) or \
                DIRECTIVE.search(text, lo, hi):
            kept.append((fn.name, src.tokens[_first(src, fn)].start, fn.body_close + 1))
            continue
        first = _first_token(src, fn) if names[fn.name] == 1 else -1
        spans.append((first, hi + 1) if first >= 0 else (lo, hi))
    spans += _initialisers(src)
    spans += _unused_defines(src, fns, kept)
    if not spans:
        return Cut(text)
    spans.sort()
    return Cut(blank_spans(text, spans), tuple(kept), tuple(spans))


def _first(src: Source, fn: Function) -> int:
    """The index of fn's first token (cscan's definition start)."""
    return definition_first(src.tokens, src.token_at(fn.name_start))


def _first_token(src: Source, fn: Function) -> int:
    """The offset of fn's first token, if the function can go whole: after
    a ';', a '}' or nothing, with no preprocessor line in it; else -1."""
    k = _first(src, fn)
    if k > 0 and src.tokens[k - 1].text not in (';', '}'):
        return -1
    first = src.tokens[k].start
    return -1 if DIRECTIVE.search(src.text, first, fn.body_close) else first


def _initialisers(src: Source) -> list[tuple[int, int]]:
    """What is between the braces of each '= { ... }' at file scope, where
    no preprocessor line is."""
    toks = src.tokens
    found = []
    for i in file_scope_openers(src):
        if toks[i].text == '{' and i > 0 and toks[i - 1].text == '=':
            lo, hi = toks[i].end, toks[src.pairs[i]].start
            if not DIRECTIVE.search(src.text, lo, hi):
                found.append((lo, hi))
    return found


def _unused_defines(src: Source, fns: list[Function],
                    kept: list[tuple[str, int, int]]) -> list[tuple[int, int]]:
    """The #define lines outside every function whose macro no function
    left whole names."""
    used: set[str] = set()
    for _, start, end in kept:
        used.update(IDENTIFIER.findall(src.masked, start, end))
    inside = [(fn.start, fn.body_close) for fn in fns]
    found = []
    for lo, hi in src.directives:
        m = DEFINE.match(src.text, lo)
        if m and m.group(1) not in used and not any(a <= lo <= b for a, b in inside):
            found.append((lo, hi))
    return found


def restore(text: str, original: str, cut: Cut) -> str | None:
    """text, a pass's output of `cut`, the cut-down copy of original, with
    the original put back around the functions left whole; None if those
    are not the functions of text or anything around them changed
    (kguardify's bug)."""
    if not cut.blanked:
        return text
    try:
        src = Source(text)
        fns = find_functions(src)
    except ScanError:
        return None
    whole = [fn for fn in fns if text[fn.body_open + 1:fn.body_close].strip()]
    if [fn.name for fn in whole] != [name for name, _, _ in cut.kept]:
        return None
    pieces = []
    cursor = old = 0
    for fn, (_, start, end) in zip(whole, cut.kept):
        first = src.tokens[_first(src, fn)].start
        if text[cursor:first] != cut.text[old:start]:
            return None
        pieces.append(original[old:start])
        pieces.append(text[first:fn.body_close + 1])
        cursor, old = fn.body_close + 1, end
    if text[cursor:] != cut.text[old:]:
        return None
    pieces.append(original[old:])
    return ''.join(pieces)
