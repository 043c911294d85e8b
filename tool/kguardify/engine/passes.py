# SPDX-License-Identifier: GPL-2.0-only
"""Stage: engine, in a job. spatch passes over copies of a batch's files.

A file goes through another pass only if the last one changed it and left a
function converted in part (`needs_another_pass`): the verdict judges every
resource of a function together, nested locks included, so a function the
pass converted whole or left alone has nothing more to give. The decisions
of a file's last pass describe what is left in it; accepted decisions of
every pass describe what was converted. A function whose rewrite broke the
C text is put back after each pass (functions.assemble.restore_broken).
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import replace
from pathlib import Path

from kguardify.embedded import catalogue
from kguardify.engine import spatch
from kguardify.engine.cutdown import Cut, cut_down, restore
from kguardify.embedded.lockcheck import lock_kinds
from kguardify.engine.rules import Rule, calls_of, token_pattern
from kguardify.functions.assemble import restore_broken
from kguardify.model import Decision, Options, PassLog, SourceFile

logger = logging.getLogger(__name__)


def local_catalogue(directory_json: str, src: SourceFile) -> catalogue.Catalogue:
    """What catalogue.read_local(file) reads: the directory's headers, then
    the file itself (decoded as read_local decodes it; its own accessors,
    to_foo() of a container_of, whatever it holds)."""
    directory = catalogue.Catalogue.from_json(directory_json) if directory_json \
        else catalogue.Catalogue()
    helpers = directory.helpers
    text = src.text
    if 'DEFINE_' in text or 'EXTEND_CLASS' in text or 'for_each' in text:
        text = text.encode('utf-8', 'surrogateescape').decode('utf-8', 'replace')
        helpers = helpers + catalogue.parse_text(text, src.path.name)
    return catalogue.Catalogue(helpers, 'local', iterators={
        **directory.iterators, **catalogue.iterator_macros(text)},
        accessors=directory.accessors | frozenset(catalogue.accessors(text)))


def convert(sources: list[SourceFile], own_helpers: list[catalogue.Catalogue], rule: Rule,
            catalogue_json: str, options: Options, workdir: Path) -> dict[Path, PassLog]:
    """Run the rule over copies of the sources in workdir until nothing
    changes (own_helpers: each file's local_catalogue)."""
    logs = {src.path: PassLog(src.text) for src in sources}
    names = {}
    local: dict[str, str] = {}
    cuts: dict[str, tuple[str, Cut]] = {}     # the original text, and its cut
    tokens = token_pattern([rule]) if rule.tokens else None
    for n, (src, own) in enumerate(zip(sources, own_helpers)):
        rel_path = Path('w') / str(n) / src.path.name
        (workdir / rel_path).parent.mkdir(parents=True)
        calls = _own_tokens(rule, own) if tokens and own.helpers else tokens
        cut = cut_down(src.text, calls) if calls else Cut(src.text)
        (workdir / rel_path).write_text(cut.text, encoding='utf-8',
                                        errors='surrogateescape')
        names[str(rel_path)] = src.path
        if cut.blanked:
            cuts[str(rel_path)] = (src.text, cut)
        if own.helpers or own.accessors or own.iterators:
            # what the judge reads of the file's own: its helpers, and the
            # accessors a lock may be named through
            local[str(rel_path)] = own.to_json()
    # The embedded checks read the tree's helpers (and each file's own)
    # from here instead of the headers.
    (workdir / 'catalogue.json').write_text(catalogue_json)
    (workdir / 'local.json').write_text(json.dumps(local))
    env = (('KGUARDIFY_CATALOGUE', str(workdir / 'catalogue.json')),
           ('KGUARDIFY_LOCAL', str(workdir / 'local.json')))
    rule = replace(rule, env=rule.env + env)
    pending = sorted(names)
    for number in range(1, options.max_passes + 1):
        if not pending:
            break
        pending = _one_pass(rule, pending, names, logs, workdir, options, number)
    for rel, (original, cut) in cuts.items():
        log = logs[names[rel]]
        if log.problem:
            continue
        text = restore(log.text, original, cut)
        if text is None:
            log.problem = BLANKED
        else:
            log.text = text
    for rel in pending:
        log = logs[names[rel]]
        log.problem = log.problem or 'the conversion did not settle after %d passes' \
            % options.max_passes
    return logs


def _own_tokens(rule: Rule, own: catalogue.Catalogue) -> re.Pattern[str]:
    """The calls that make a candidate in a file with helpers of its own
    (or of its directory's headers): the rule's, its release functions and
    the lock calls of its guards."""
    names = set(rule.tokens) | {h.release_fn for h in own.frees() if h.release_fn}
    names |= set(lock_kinds(own))
    return calls_of(frozenset(names))


BLANKED = ("kguardify could not put back the functions it left out of spatch's copy of "
           "the file, so it is left as it was; this is a bug in kguardify: please report it")


def _one_pass(rule: Rule, pending: list[str], names: dict[str, Path],
              logs: dict[Path, PassLog], workdir: Path, options: Options,
              number: int) -> list[str]:
    before = {rel: (workdir / rel).read_text(encoding='utf-8', errors='surrogateescape')
              for rel in pending}
    last: dict[str, list[Decision]] = {rel: [] for rel in pending}
    files = [rel for rel in pending if not logs[names[rel]].problem]
    outcome = spatch.run_batch(rule, files, workdir, spatch=options.spatch,
                               timeout=options.timeout)
    for rel, message in outcome.failed.items():
        logs[names[rel]].problem = message
    for rel, decisions in outcome.decisions.items():
        if rel in last:
            last[rel].extend(decisions)
    changed = []
    for rel in pending:
        log = logs[names[rel]]
        if log.problem:
            continue
        text = (workdir / rel).read_text(encoding='utf-8', errors='surrogateescape')
        text, broken = restore_broken(before[rel], text)
        if broken:
            # kguardify's own bug: those functions go back, the rest stays
            (workdir / rel).write_text(text, encoding='utf-8', errors='surrogateescape')
            log.broken |= frozenset(broken)
            last[rel] = [d for d in last[rel] if d.function not in broken]
        log.accepted.extend(d for d in last[rel] if d.accepted)
        if number == 1:
            log.first = last[rel]
        log.last = last[rel]
        log.text = text
        log.passes = number
        if text != before[rel] and needs_another_pass(last[rel]):
            changed.append(rel)
    logger.debug('pass %d: %d of %d files changed', number, len(changed), len(pending))
    return changed


def partial_functions(decisions: list[Decision]) -> frozenset[str]:
    """The functions these decisions convert in part."""
    accepted = {d.function for d in decisions if d.accepted}
    return frozenset(d.function for d in decisions if not d.accepted and d.function in accepted)


def needs_another_pass(decisions: list[Decision]) -> bool:
    """Can a pass over the text these decisions changed find more to do?
    Only in a function that it converted in part: there, what a resource
    was judged against has changed. A function that converted whole has no
    resource left; one that it left alone is the same text, judged the same
    way. Measured over the fixtures and drivers/gpio, drivers/mfd,
    drivers/iio and kernel/ of Linux 6.12 (about 1,100 files): a second
    pass over every changed file cost 40 % of the spatch time and changed 4
    files, each in a function the first pass had converted in part (an
    rcu_read_lock() section inside a migrate_disable() one)."""
    return bool(partial_functions(decisions))
