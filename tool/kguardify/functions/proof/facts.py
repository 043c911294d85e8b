# SPDX-License-Identifier: GPL-2.0-only
"""The proof: what a decided condition tells of a value (NULL, an error
pointer, negative), and which conditions that decides."""

from __future__ import annotations

import re

from kguardify.functions.proof.syntax import strip_parens

LIKELY = re.compile(r'^(likely|unlikely)\((.*)\)$')
ERR_TEST = re.compile(r'^(IS_ERR|IS_ERR_OR_NULL|fd_empty)\((.*)\)$')
ZERO_TEST = re.compile(r'^(.*) (==|!=|<|>=) (NULL|0)$')
FILE_OF = re.compile(r'^(.*) \. file$|^fd_file\((.*)\)$')
PLAIN_VALUE = re.compile(r'^[\w$#?]+( (->|\.) \w+)*$')


ZERO_FIRST = re.compile(r'^(NULL|0) (==|!=) (.*)$')
# The kernel's errno constants (include/uapi/asm-generic/errno*.h and
# include/linux/errno.h, an ABI that never changes): all positive, so
# '-EIO' is negative and not zero. A name not listed proves nothing.
ERRNOS = frozenset((
    'E2BIG EACCES EADDRINUSE EADDRNOTAVAIL EADV EAFNOSUPPORT EAGAIN EALREADY '
    'EBADCOOKIE EBADE EBADF EBADFD EBADHANDLE EBADMSG EBADR EBADRQC EBADSLT EBADTYPE '
    'EBFONT EBUSY ECANCELED ECHILD ECHRNG ECOMM ECONNABORTED ECONNREFUSED ECONNRESET '
    'EDEADLK EDEADLOCK EDESTADDRREQ EDOM EDOTDOT EDQUOT EEXIST EFAULT EFBIG '
    'EHOSTDOWN EHOSTUNREACH EHWPOISON EIDRM EILSEQ EINPROGRESS EINTR EINVAL EIO '
    'EIOCBQUEUED EISCONN EISDIR EISNAM EJUKEBOX EKEYEXPIRED EKEYREJECTED EKEYREVOKED '
    'EL2HLT EL2NSYNC EL3HLT EL3RST ELIBACC ELIBBAD ELIBEXEC ELIBMAX ELIBSCN ELNRNG '
    'ELOOP EMEDIUMTYPE EMFILE EMLINK EMSGSIZE EMULTIHOP ENAMETOOLONG ENAVAIL '
    'ENETDOWN ENETRESET ENETUNREACH ENFILE ENOANO ENOBUFS ENOCSI ENODATA ENODEV '
    'ENOENT ENOEXEC ENOGRACE ENOIOCTLCMD ENOKEY ENOLCK ENOLINK ENOMEDIUM ENOMEM '
    'ENOMSG ENONET ENOPARAM ENOPKG ENOPROTOOPT ENOSPC ENOSR ENOSTR ENOSYS ENOTBLK '
    'ENOTCONN ENOTDIR ENOTEMPTY ENOTNAM ENOTRECOVERABLE ENOTSOCK ENOTSUPP ENOTSYNC '
    'ENOTTY ENOTUNIQ ENXIO EOPENSTALE EOPNOTSUPP EOVERFLOW EOWNERDEAD EPERM '
    'EPFNOSUPPORT EPIPE EPROBE_DEFER EPROTO EPROTONOSUPPORT EPROTOTYPE ERANGE '
    'ERECALLCONFLICT EREMCHG EREMOTE EREMOTEIO ERESTART ERESTARTNOHAND '
    'ERESTARTNOINTR ERESTARTSYS ERESTART_RESTARTBLOCK ERFKILL EROFS ESERVERFAULT '
    'ESHUTDOWN ESOCKTNOSUPPORT ESPIPE ESRCH ESRMNT ESTALE ESTRPIPE ETIME ETIMEDOUT '
    'ETOOMANYREFS ETOOSMALL ETXTBSY EUCLEAN EUNATCH EUSERS EWOULDBLOCK EXDEV EXFULL').split())
NEG_ERRNO = re.compile(r'^- ([A-Z][A-Z0-9_]*)$')


def _atom(text: str) -> str:
    """The value, without its outer parentheses; a comparison with NULL or
    0 written constant first ('NULL == p') turned round."""
    value = strip_parens(text.strip())
    m = ZERO_FIRST.match(value)
    return '%s %s %s' % (m.group(3), m.group(2), m.group(1)) if m else value


def known_outcome(cond: str, facts: dict[str, set[str]]) -> bool | None:
    c = _atom(cond)
    if c in ('0', 'false', 'NULL'):
        return False
    if c in ('1', 'true'):
        return True
    if c.startswith('! '):
        inner = known_outcome(c[2:], facts)
        return None if inner is None else not inner
    m = LIKELY.match(c)
    if m:
        return known_outcome(m.group(2), facts)
    m = ERR_TEST.match(c)
    if m:
        f = _facts_of(m.group(2), facts)
        if m.group(1) == 'IS_ERR':
            return True if 'err' in f else False if f & {'noterr', 'null'} else None
        if m.group(1) == 'fd_empty':
            return True if 'null' in f else False if 'nonnull' in f else None
        return True if f & {'err', 'null'} else \
            False if {'nonnull', 'noterr'} <= f else None
    m = ZERO_TEST.match(c)
    if m:
        f = _facts_of(m.group(1), facts)
        op = m.group(2)
        if op in ('<', '>='):
            if m.group(1) == '- 1' or 'neg' in f:
                return op == '<'
            return op == '>=' if 'nonneg' in f else None
        is_null = True if 'null' in f or m.group(1) in ('NULL', '0') else \
            False if 'nonnull' in f else None
        return None if is_null is None else is_null == (op == '==')
    f = _facts_of(c, facts)
    if c in ('NULL', '0') or 'null' in f:
        return False
    if 'nonnull' in f:
        return True
    return None


def _facts_of(value: str, facts: dict[str, set[str]]) -> set[str]:
    v = _atom(value)
    if v == 'NULL':
        return {'null', 'noterr'}
    m = NEG_ERRNO.match(v)
    if m and m.group(1) in ERRNOS:
        return {'neg', 'nonnull'}
    return facts.get(v, set())


def learn_from(cond: str, outcome: bool, facts: dict[str, set[str]]) -> None:
    c = _atom(cond)

    def add(value: str, *props: str) -> None:
        v = _atom(value)
        facts.setdefault(v, set()).update(props)
        m = FILE_OF.match(v)
        if m and 'null' in props:
            facts.setdefault(_atom(m.group(1) or m.group(2)), set()).add('null')
    if c.startswith('! '):
        learn_from(c[2:], not outcome, facts)
        return
    m = LIKELY.match(c)
    if m:
        learn_from(m.group(2), outcome, facts)
        return
    if outcome and ' && ' in c and '||' not in c:
        for part in c.split(' && '):
            learn_from(part, True, facts)
        return
    if not outcome and ' || ' in c and '&&' not in c:
        for part in c.split(' || '):
            learn_from(part, False, facts)
        return
    m = ERR_TEST.match(c)
    if m:
        if m.group(1) == 'IS_ERR':
            add(m.group(2), 'err', 'nonnull') if outcome else add(m.group(2), 'noterr')
        elif m.group(1) == 'fd_empty':
            add(m.group(2), 'null' if outcome else 'nonnull')
        elif not outcome:
            add(m.group(2), 'nonnull', 'noterr')
        return
    m = ZERO_TEST.match(c)
    if m:
        op = m.group(2)
        if op in ('<', '>='):
            add(m.group(1), 'neg' if outcome == (op == '<') else 'nonneg')
        else:
            add(m.group(1), 'null' if outcome == (op == '==') else 'nonnull')
        return
    if ' ' not in c or c.startswith('$') or PLAIN_VALUE.match(c):
        add(c, 'nonnull' if outcome else 'null')
