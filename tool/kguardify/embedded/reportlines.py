# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: the lines the semantic patches print (report, org, the
KGJSON records the driver reads) and how they name a candidate's helper.
runner.py prints them and re-exports them.

Runs inside spatch (the .cocci files import it): standard library only.
"""

import json

from kguardify.embedded.lockkinds import scoped_macro
from kguardify.embedded.scope import Judgement

JSON_PREFIX = 'KGJSON '


def decision_record(path: str, d: Judgement) -> str:
    return JSON_PREFIX + json.dumps(dict(d._asdict(), file=path), sort_keys=True)


def helper_text(idiom: str, cls: str, expr: str, form: str) -> str:
    """How a report names what replaces the candidate: 'guard(mutex) for
    &l', 'scoped_guard(spinlock, &l)', '__free(kfree) for buf', 'CLASS(fd)
    for f'."""
    if idiom == 'fd':
        return 'CLASS(%s) for %s' % (cls, expr)
    if idiom == 'free':
        return '__free(%s) for %s' % (cls, expr)
    if idiom == 'iter':
        return '%s() for %s' % (cls, expr)
    if form == 'scoped':
        return '%s(%s%s)' % (scoped_macro(cls), cls, ', ' + expr if expr else '')
    return 'guard(%s)%s' % (cls, ' for ' + expr if expr else '')


def report_line(path: str, line: int, col: int, col_end: int, msg: str) -> str:
    """coccilib.report.print_report's line."""
    return '%s:%d:%d-%d: %s\n' % (path, line, col, col_end, msg)


def org_line(path: str, line: int, col: int, col_end: int, msg: str) -> str:
    """coccilib.org.print_safe_todo's line (face ovl-face1, its default)."""
    return '* TODO [[view:%s::face=ovl-face1::linb=%d::colb=%d::cole=%d][%s]]\n' % (
        path, line, col, col_end, msg.replace('[', '@(').replace(']', ')'))


def report_span(line_text: str, col: int, idiom: str, call: str, expr: str
                ) -> tuple[int, int]:
    """The columns a report line names, as spatch would for a position on
    the token: the lock call's name, or the pointer's name in the statement
    that allocates it (col is where that statement starts)."""
    if idiom == 'free' and expr:
        at = line_text.find(expr, col)
        while at >= 0:
            before = line_text[at - 1:at] if at else ''
            after = line_text[at + len(expr):at + len(expr) + 1]
            if not (before.isalnum() or before == '_' or after.isalnum() or after == '_'):
                return at, at + len(expr)
            at = line_text.find(expr, at + 1)
    if idiom in ('lock', 'iter') and line_text.startswith(call, col):
        return col, col + len(call)
    return col, col + 1
