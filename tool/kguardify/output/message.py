# SPDX-License-Identifier: GPL-2.0-only
"""Stage support for series: the words of a patch series, pure functions.

Subject prefixes (voted from a file's history, or derived from its path),
each patch's subject and body, and the cover letter's description. Nothing
here does I/O; series.py passes the facts in.

A prefix is kept with its separator ('gpio: pca953x: ', 'hwmon: (lm75) '),
so that a subject is the prefix followed by the summary.
"""

from __future__ import annotations

import re
import textwrap
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import PurePosixPath

from kguardify.embedded.ctext import mask
from kguardify.model import FunctionChange

WIDTH = 75            # checkpatch: commit log lines, and git log --oneline
SKIPPED_PREFIXES = frozenset(('treewide', 'Revert', 'Merge'))
KERNEL_TOP_DIRS = frozenset((
    'arch', 'block', 'certs', 'crypto', 'drivers', 'fs', 'include', 'init', 'io_uring',
    'ipc', 'kernel', 'lib', 'mm', 'net', 'rust', 'samples', 'security', 'sound', 'virt'))
NOT_CALLS = frozenset(('if', 'for', 'while', 'switch', 'return', 'sizeof', 'typeof',
                       '__typeof__', 'do', 'else', 'case', 'goto', '__attribute__'))
NUMBERS = ('no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine')

# Helper families whose scope is a critical section; for the others the
# words are generic ("releases what it acquires").
SECTION_FAMILIES = frozenset(('guard', 'scoped_guard'))
# What kguardify checked before it converted, per helper family.
SAFETY = {
    'guard': ('that on every path the same function calls run inside the critical '
              'section as before, that nested sections still end in reverse order, '
              'that no goto or case label jumps into the scope of the new guard and '
              'that no break or continue changes its target'),
    '__free': ('that every path releases the pointer where it did before or passes '
               'it on through return_ptr() or no_free_ptr(), that releases still '
               'happen in reverse order of acquisition and that no goto or case '
               'label jumps into the scope of the pointer'),
}
SAFETY['scoped_guard'] = SAFETY['guard']
ITER_SAFETY = ('that every way out of the loop but its end put the cursor just '
               'before it, that nothing else puts, assigns or hands the cursor on, and '
               'that it is used in the loop only')
GENERIC_SAFETY = 'that no goto or case label jumps into the scope of the new %s'


def safety_sentence(families: Sequence[str]) -> str:
    """'kguardify converted the function only after checking ...', one clause
    per helper family."""
    clauses: list[tuple[str, str]] = []
    for name in families:
        clause = SAFETY.get(name, ITER_SAFETY if _is_loop(name)
                            else GENERIC_SAFETY % (name + '()'))
        if clause not in [c for _, c in clauses]:
            clauses.append((name, clause))
    if len(clauses) == 1:
        return 'kguardify converted the function only after checking %s.' % clauses[0][1]
    parts = ['for %s(), %s' % (name, clause) for name, clause in clauses]
    return 'kguardify converted the function only after checking, %s.' % \
        '; and '.join(parts)


# --- prefixes -------------------------------------------------------------

def prefix_of(subject: str) -> str:
    """The subsystem prefix of a commit subject, with its separator, or ''.

    Its leading ': '-separated components that contain no space, so that a
    colon later in the summary does not count ('gpio: pca953x: Fix a: b' ->
    'gpio: pca953x: '); hwmon's '(driver) ' form is kept."""
    parts = subject.split(': ')
    lead = []
    for part in parts[:-1]:
        if not part or re.search(r'\s', part):
            break
        lead.append(part)
    if not lead or lead[0] in SKIPPED_PREFIXES:
        return ''
    prefix = ': '.join(lead) + ': '
    rest = subject[len(prefix):]
    m = re.match(r'\([\w.,-]+\) ', rest)
    return prefix[:-2] + ': ' + m.group() if m else prefix


def vote_prefix(subjects: Sequence[str]) -> str:
    """The most common prefix of subjects (newest first; a tie goes to the
    newer), or ''."""
    counts = Counter(p for p in map(prefix_of, subjects) if p)
    return counts.most_common(1)[0][0] if counts else ''


def path_prefix(path: str) -> str:
    """A prefix from a path relative to the kernel tree root.

    drivers/<sub>/.../<name>.c -> '<sub>: ...: <name>: ' ('<sub>-' or
    '<dir>-' dropped from name: drivers/gpio/gpio-foo.c -> 'gpio: foo: ');
    kernel/<dirs>/<file>.c -> '<dirs>/<file>: ' (kernel/sched/core.c ->
    'sched/core: '); another top-level kernel directory: the directories
    below it joined with '/', then the file (fs/ext4/inode.c -> 'ext4:
    inode: ', mm/slub.c -> 'mm: slub: '); anything else: the file name
    without its extension."""
    parts = PurePosixPath(path).parts
    stem = PurePosixPath(parts[-1]).stem if parts else path
    dirs = [d for d in parts[:-1] if d not in ('.', '..')]
    if not dirs or dirs[0] not in KERNEL_TOP_DIRS:
        return stem + ': '
    top, below = dirs[0], dirs[1:]
    if top == 'drivers' and below:
        name = stem
        for d in (below[-1], below[0]):
            if name.startswith(d + '-') and len(name) > len(d) + 1:
                name = name[len(d) + 1:]
                break
        return ': '.join([*below, name]) + ': '
    if top == 'kernel':
        return '/'.join([*below, stem]) + ': '
    return ': '.join(['/'.join(below) if below else top, stem]) + ': '


def common_prefix(prefixes: Sequence[str]) -> str:
    """The leading components all prefixes share ('gpio: a: ', 'gpio: b: '
    -> 'gpio: '), or ''."""
    split = [p.split(': ')[:-1] for p in prefixes]
    if not split:
        return ''
    shared: list[str] = []
    for parts in zip(*split):
        if len(set(parts)) != 1 or parts[0].startswith('('):
            break
        shared.append(parts[0])
    return ': '.join(shared) + ': ' if shared else ''


# --- what a change removes -------------------------------------------------

@dataclass(frozen=True, slots=True)
class Removed:
    """What the old text of a function has and the new one no longer does."""
    gotos: int
    labels: tuple[str, ...]
    calls: tuple[tuple[str, int], ...]     # (function called, how many calls fewer)


def removed(old: str, new: str) -> Removed:
    old_m, new_m = mask(old), mask(new)
    gotos = len(re.findall(r'\bgoto\b', old_m)) - len(re.findall(r'\bgoto\b', new_m))
    new_labels = set(_labels(new_m))
    labels = tuple(label for label in _labels(old_m) if label not in new_labels)
    new_calls = Counter(_calls(new_m))
    old_calls = Counter(_calls(old_m))
    calls = tuple((name, old_calls[name] - new_calls[name]) for name in old_calls
                  if old_calls[name] > new_calls[name])
    return Removed(max(gotos, 0), labels, calls)


def _labels(masked: str) -> list[str]:
    found = re.findall(r'^[ \t]*([A-Za-z_]\w*)[ \t]*:(?!:)', masked, re.M)
    return list(dict.fromkeys(n for n in found if n != 'default'))


def _calls(masked: str) -> list[str]:
    body = masked[masked.find('{'):] if '{' in masked else masked
    return [m.group(1) for m in re.finditer(r'\b([A-Za-z_]\w*)\s*\(', body)
            if m.group(1) not in NOT_CALLS]


# --- subjects and bodies ---------------------------------------------------

def english_list(items: Sequence[str]) -> str:
    items = list(items)
    if len(items) <= 1:
        return ''.join(items)
    return ', '.join(items[:-1]) + ' and ' + items[-1]


def count(n: int, singular: str, plural: str = '') -> str:
    word = NUMBERS[n] if n < len(NUMBERS) else str(n)
    return '%s %s' % (word, singular if n == 1 else plural or singular + 's')


def function_ref(name: str) -> str:
    """How a function is named in prose: foo() or SYSCALL_DEFINE1(name)."""
    return name if name.endswith(')') else name + '()'


def helpers_of(changes: Sequence[FunctionChange]) -> list[str]:
    return list(dict.fromkeys(h for c in changes for h in c.helpers))


def family(helper: str) -> str:
    return helper.split('(', 1)[0]


def families_of(helpers: Sequence[str]) -> list[str]:
    return list(dict.fromkeys(family(h) + '()' for h in helpers))


def subject(prefix: str, changes: Sequence[FunctionChange], limit: int = WIDTH) -> str:
    """'<prefix>Use guard(mutex) in foo()', shortened step by step to fit
    limit: helper families instead of helpers, then (for several functions)
    no function names, then a generic word; the shortest when none fits."""
    helpers = helpers_of(changes)
    families = families_of(helpers)
    where = ' in ' + english_list([function_ref(c.function) for c in changes])
    generic = 'guards' if _is_section(helpers) else 'cleanup helpers'
    candidates = ['Use %s%s' % (english_list(helpers), where),
                  'Use %s%s' % (english_list(families), where)]
    if len(changes) > 1:
        candidates += ['Use %s' % english_list(helpers), 'Use %s' % english_list(families)]
    candidates.append('Use %s%s' % (generic, where if len(changes) == 1 else ''))
    for text in candidates:
        if len(prefix + text) <= limit:
            return prefix + text
    return prefix + min(candidates, key=len)


def _is_loop(helper: str) -> bool:
    """A scoped iterator: for_each_child_of_node_scoped()."""
    return family(helper).endswith('_scoped') and 'for_each' in helper


def _removal_items(gone: Removed, helpers: Sequence[str] = ()) -> list[str]:
    """What the change removes (an iterator that becomes its scoped twin
    is renamed, not removed)."""
    twins = {family(h)[:-len('_scoped')] for h in helpers if _is_loop(h)}
    gone = replace(gone, calls=tuple((f, n) for f, n in gone.calls if f not in twins))
    items = []
    if gone.gotos:
        items.append(count(gone.gotos, 'goto'))
    if gone.labels:
        items.append('the %s label%s' % (english_list(gone.labels),
                                         's' if len(gone.labels) > 1 else ''))
    single = [name + '()' for name, n in gone.calls if n == 1]
    if single:
        items.append('the %s call%s' % (english_list(single), 's' if len(single) > 1
                                        else ''))
    items.extend(count(n, '%s() call' % name) for name, n in gone.calls if n > 1)
    return items


def _is_section(helpers: Sequence[str]) -> bool:
    return bool(helpers) and all(family(h) in SECTION_FAMILIES for h in helpers)


def _problem(fn: str, helpers: Sequence[str], gone: Removed) -> str:
    if _is_section(helpers):
        hand = 'ends its critical section%s by hand' % ('s' if len(helpers) > 1 else '')
    elif helpers and all(_is_loop(h) for h in helpers):
        hand = 'puts the cursor of its %s loop%s by hand' % (
            english_list([family(h)[:-len('_scoped')] + '()' for h in helpers]),
            's' if len(helpers) > 1 else '')
    else:
        hand = 'releases what it acquires by hand'
    repeated = [(name, n) for name, n in gone.calls if n > 1]
    if gone.gotos and gone.labels:
        return '%s %s, with %s to the %s label%s.' % (
            fn, hand, count(gone.gotos, 'goto'), english_list(gone.labels),
            's' if len(gone.labels) > 1 else '')
    if repeated:
        return '%s %s, calling %s.' % (fn, hand, english_list(
            ['%s() in %s' % (name, count(n, 'place')) for name, n in repeated]))
    return '%s %s.' % (fn, hand)


def _instead(helpers: Sequence[str], gone: Removed) -> str:
    if helpers and all(_is_loop(h) for h in helpers):
        s = '' if len(helpers) > 1 else 's'
        return ('Use %s instead, which declare%s the cursor in the loop and put%s it '
                'whenever it leaves the loop, so that no exit has to put it.'
                % (english_list(helpers), s, s))
    verb = 'end' if _is_section(helpers) else 'release'
    if len(helpers) == 1:
        what = 'which %ss it when its scope ends' % verb
    else:
        what = 'which %s them when their scopes end' % verb
    if gone.gotos and gone.labels:
        what += ', so that %s' % ('the goto becomes a plain return' if gone.gotos == 1
                                  else 'the gotos become plain returns')
    elif any(n > 1 for _, n in gone.calls):
        what += ', so that no exit path has to repeat the release'
    return 'Use %s instead, %s.' % (english_list(helpers), what)


def body(changes: Sequence[FunctionChange], *, path: str, adds_include: bool,
         version: str, signoff: str, compiled: Sequence[str] = (),
         compiled_each: bool = False) -> str:
    """The commit message body: problem, change, safety, verification,
    'No functional change intended.' and the Signed-off-by trailer."""
    helpers = helpers_of(changes)
    paragraphs = []
    if len(changes) == 1:
        change = changes[0]
        gone = removed(change.old, change.new)
        fn = function_ref(change.function)
        text = _problem(fn, helpers, gone) + ' ' + _instead(helpers, gone)
        items = _removal_items(gone, helpers)
        if items:
            text += ' This removes %s.' % english_list(items)
        paragraphs.append(text)
    else:
        paragraphs.append('Use the scope-based helpers of <linux/cleanup.h> in %s of '
                          '%s, so that what they acquire is released at the end of the '
                          'scope instead of by hand on the exit paths:'
                          % (count(len(changes), 'function'), PurePosixPath(path).name))
        for change in changes:
            items = _removal_items(removed(change.old, change.new), change.helpers)
            paragraphs.append('- %s: %s%s' % (
                function_ref(change.function), english_list(list(change.helpers)),
                '; this removes %s' % english_list(items) if items else ''))
    if adds_include:
        paragraphs.append('Include <linux/cleanup.h>, which defines %s.'
                          % english_list(families_of(helpers)))
    paragraphs.append(safety_sentence(list(dict.fromkeys(family(h) for h in helpers))))
    paragraphs.append(verification(version, compiled, compiled_each))
    paragraphs.append('No functional change intended.')
    return '\n\n'.join(wrap(p) for p in paragraphs) + '\n\nSigned-off-by: %s\n' % signoff


def verification(version: str, compiled: Sequence[str], each: bool) -> str:
    """How a patch was verified: kguardify's rules, and the builds that
    compiled the file (--check-build) at this patch's state or at the end."""
    if not compiled:
        return ('The change was generated by kguardify %s and checked by its rules; '
                'kguardify did not compile it.' % version)
    return ('The change was generated by kguardify %s and checked by its rules; the '
            'file was compiled %s with %s.' % (
                version, 'in this state' if each else 'at the end of the series',
                english_list(list(compiled))))


def wrap(paragraph: str, width: int = WIDTH) -> str:
    """Fill a paragraph to width; a '- ' item gets a hanging indent."""
    indent = '  ' if paragraph.startswith('- ') else ''
    return textwrap.fill(paragraph, width=width, subsequent_indent=indent,
                         break_long_words=False, break_on_hyphens=False)


def commit_message(prefix: str, changes: Sequence[FunctionChange], *, path: str,
                   adds_include: bool, version: str, signoff: str,
                   compiled: Sequence[str] = (), compiled_each: bool = False) -> str:
    return '%s\n\n%s' % (subject(prefix, changes), body(
        changes, path=path, adds_include=adds_include, version=version, signoff=signoff,
        compiled=compiled, compiled_each=compiled_each))


# --- the cover letter -------------------------------------------------------

def cover_verification(compiled: Mapping[str, Sequence[str]] | None, files: int,
                       each: bool) -> str:
    """The cover letter's sentence on --check-build: compiled is, per file of
    the series, the builds that compiled it."""
    compiled = compiled or {}
    builds = list(dict.fromkeys(b for labels in compiled.values() for b in labels))
    if not builds:
        return 'kguardify did not compile the patches.'
    which = 'Each changed file was' if len(compiled) >= files else \
        '%d of the %d changed files were' % (len(compiled), files)
    where = 'in every state the series gives it' if each else 'at the end of the series'
    return '%s compiled %s, with %s.' % (which, where, english_list(builds))


def cover_description(*, prefix: str, changes: Sequence[FunctionChange], files: int,
                      per_file: bool, part: int, parts: int, group: str,
                      version: str, table: str, lists_declines: bool,
                      compiled: Mapping[str, Sequence[str]] | None = None,
                      compiled_each: bool = False) -> str:
    """The cover letter's subject (first paragraph) and text, as
    git format-patch --cover-from-description=subject reads them; the
    shortlog and the diffstat of the series follow from format-patch."""
    title = '%sUse scope-based cleanup helpers' % prefix
    if parts > 1:
        title += ' (part %d of %d)' % (part, parts)
    unwinding = any(removed(c.old, c.new).gotos for c in changes)
    paragraphs = [title, 'This series converts %s in %s from explicit release calls%s to '
                  'the scope-based helpers of <linux/cleanup.h> (%s). Each patch '
                  'converts %s and applies on top of the previous ones; every '
                  'intermediate tree holds complete files, each function in them '
                  'either converted whole or as it was.' % (
                      count(len(changes), 'function'), count(files, 'file'),
                      ' and goto-based unwinding' if unwinding else '',
                      english_list(families_of(helpers_of(changes))),
                      'one file' if per_file else 'one function')]
    if parts > 1:
        paragraphs.append('This is part %d of %d of the %s conversion%s.' % (
            part, parts, group,
            '; it applies on top of part %d' % (part - 1) if part > 1 else ''))
    paragraphs.append('The patches were generated by kguardify %s, which converts a '
                      'function only when its checks show that the helpers keep the '
                      'behaviour. %s' % (version, cover_verification(
                          compiled, files, compiled_each)))
    paragraphs.append('The converted functions, with their patch%s:' % (
        ', and the functions left alone, with the reason' if lists_declines else ''))
    return '\n\n'.join([wrap(p) for p in paragraphs] + [table.rstrip('\n')]) + '\n'
