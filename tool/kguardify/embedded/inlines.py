# SPDX-License-Identifier: GPL-2.0-only
"""Stage: catalogue. What a header defines besides the DEFINE_* helpers:
lock wrappers (a static inline void of one parameter whose body is one
lock call), accessors (a static inline that only computes a pointer from
its parameter), the prototypes that rule an inline out as an accessor,
and the for_each iterator macros.

Runs inside spatch (the .cocci files import it): standard library only.
"""

from __future__ import annotations

import re


def uncomment(text: str) -> str:
    """The text with its comments blanked (a regex: strings are not read)."""
    text = re.sub(r'/\*.*?\*/', ' ', text, flags=re.S)
    return re.sub(r'//[^\n]*', ' ', text)


ITERATOR_DEFINE = re.compile(
    r'^[ \t]*#[ \t]*define[ \t]+(\w*for_each\w*)\(([\w\s,.]*)\)((?:[^\n]*\\\n)*[^\n]*)', re.M)


ITERATOR_ARG = '__kg_arg%d'
# 'static inline void name(type *param) annotations { statements }', one level
WRAPPER_RE = re.compile(
    r'\bstatic\s+(?:__always_inline|inline)\s+void\s+([A-Za-z_]\w*)\s*\('
    r'([^(),;{}]*[\s*])([A-Za-z_]\w*)\s*\)\s*((?:__\w+\s*\([^;{}]*?\)\s*)*)\{([^{}]*)\}')
SPARSE_ONLY = ('__acquire', '__release')
# 'static inline struct foo *name(struct bar *param) { return expr; }'
ACCESSOR_RE = re.compile(
    r'\bstatic\s+(?:(?:__always_inline|inline)\s+)+(?:const\s+)?(?:struct\s+)?\w+\s*\*\s*'
    r'([A-Za-z_]\w*)\s*\(([^(),;{}]*[\s*])([A-Za-z_]\w*)\s*\)\s*\{\s*return\s+([^;{}]*);\s*\}')
PROTOTYPE_RE = re.compile(
    r'^[ \t]*(?:extern\s+)?(?!(?:return|else|case|goto|do|sizeof|typeof)\b)'
    r'(?:(?:const|struct|union|enum|unsigned|signed)\s+)*\w+[\s*]+(?:const\s+)?\**\s*'
    r'([A-Za-z_]\w*)\s*\([^;{}()]*(?:\([^;{}()]*\)[^;{}()]*)*\)\s*;', re.M)
CONTAINER_OF = re.compile(
    r'\bcontainer_of(?:_const)?\s*\(\s*(\w+)\s*,\s*(?:const\s+)?struct\s+\w+\s*,\s*[\w.]+\s*\)')


def lock_wrappers(text: str) -> dict[str, str]:
    """The static inline void functions of one parameter whose body is one
    call, sparse's __acquire/__release aside: name -> that call, its
    parameter written _T."""
    found: dict[str, str] = {}
    if 'static' not in text:
        return found
    for m in WRAPPER_RE.finditer(uncomment(text)):
        statements = [' '.join(st.split()) for st in m.group(5).split(';')]
        calls = [st for st in statements if st and not st.startswith(SPARSE_ONLY)]
        if len(calls) != 1 or not re.match(r'^[A-Za-z_]\w*\s*\(.*\)$', calls[0]):
            continue
        param = m.group(3)
        found.setdefault(m.group(1),
                         re.sub(r'(?<![\w.>])%s(?!\w)' % re.escape(param), '_T', calls[0]))
    return found


def accessors(text: str) -> set[str]:
    """The static inline functions of one pointer that only compute a
    pointer from it: 'return container_of(p, struct T, m);', 'return
    &p->m;', 'return p->m;' (no call, no side effect: the proof may read
    such a call in a lock expression as a value, as it reads p->m). Not
    one the text also declares: that inline is the stub of one #if branch
    ('{ return node; }' for of_node_get() without CONFIG_OF_DYNAMIC), and
    the function of the other takes a reference."""
    found: set[str] = set()
    if 'static' not in text:
        return found
    plain = uncomment(text)
    for m in ACCESSOR_RE.finditer(plain):
        param = m.group(3)
        expr = re.sub(r'[\s()]', '', CONTAINER_OF.sub(r'\1', m.group(4)))
        if re.fullmatch(r'&?%s(?:(?:->|\.)\w+)*' % re.escape(param), expr):
            found.add(m.group(1))
    return found - prototypes(plain) if found else found


def prototypes(text: str) -> set[str]:
    """The functions a text declares without defining them ('extern struct
    device_node *of_node_get(struct device_node *node);')."""
    return {m.group(1) for m in PROTOTYPE_RE.finditer(text)}


def iterator_macros(text: str) -> dict[str, tuple[tuple[str, ...], str]]:
    """The function-like macros whose name has 'for_each' that a file
    defines: name -> (parameters, body), the body on one line without
    comments, its parameters renamed __kg_arg0, __kg_arg1…"""
    found: dict[str, tuple[tuple[str, ...], str]] = {}
    if 'for_each' not in text:
        return found
    for m in ITERATOR_DEFINE.finditer(text):
        params = [p.strip() for p in m.group(2).split(',') if p.strip()]
        # 'cond...' is named cond in the body, '...' __VA_ARGS__
        params = [p[:-3].strip() or '__VA_ARGS__' if p.endswith('...') else p
                  for p in params]
        body = ' '.join(uncomment(m.group(3).replace('\\\n', ' ')).split())
        # parameters by position, so that two definitions (#if/#else) join
        for n, param in enumerate(params):
            body = re.sub(r'(?<!\w)%s(?!\w)' % re.escape(param), ITERATOR_ARG % n, body)
        add_iterator(found, m.group(1),
                     (tuple(ITERATOR_ARG % n for n in range(len(params))), body))
    return found


def add_iterator(table: dict[str, tuple[tuple[str, ...], str]], name: str,
                 definition: tuple[tuple[str, ...], str]) -> None:
    """Another definition of an iterator (under another #if): the proof must
    allow for either, so the bodies join; one of another arity makes the
    macro unknown (an empty body with no parameters)."""
    if name not in table:
        table[name] = definition
        return
    params, body = table[name]
    if params != definition[0]:
        table[name] = ((), '')
    elif definition[1] not in body.split(' ; '):
        table[name] = (params, body + ' ; ' + definition[1])
