# SPDX-License-Identifier: GPL-2.0-only
"""The pipeline: options -> per-file results, stage by stage.

In the driver: discover -> catalogue -> rules -> prefilter -> batches, which
jobs.py hands to GNU parallel. In each job (worker.py): `convert`, spatch
passes over copies of the batch's files, then the functions stage. A file
goes through another pass only if the last one changed it and left a
function converted in part (`needs_another_pass`): the verdict judges every
resource of a function together, nested locks included, so a function the
pass converted whole or left alone has nothing more to give. The decisions
of a file's last pass describe what is left in it; accepted decisions of
every pass describe what was converted.
"""

from __future__ import annotations

import json
import logging
import re
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable

from kguardify import discover, jobs, policy, spatch
from kguardify.embedded import catalogue
from kguardify.errors import UsageError
from kguardify.functions import restore_broken
from kguardify.embedded.lockcheck import LOCK_KINDS
from kguardify.model import Decision, FileResult, Options, PassLog, SourceFile
from kguardify.rules import Rule, cocci_dir, select_rules, token_names, token_pattern

logger = logging.getLogger(__name__)

# progress(stage, files done, files in all, candidates found so far)
Progress = Callable[[str, int, int, int], None]


@dataclass(frozen=True, slots=True)
class Outcome:
    results: list[FileResult]
    catalogue: catalogue.Catalogue
    warnings: tuple[str, ...]
    scanned: int = 0          # C files found under the paths
    stats: jobs.Stats | None = None     # what the jobs cost; None: no job ran
    scan_seconds: float = 0.0           # reading and prefiltering the files


def find_catalogue(options: Options, paths: list[Path]) -> tuple[catalogue.Catalogue, str]:
    try:
        return catalogue.for_paths(paths or list(options.paths), options.tree,
                                   options.cache_dir, LOCK_KINDS)
    except ValueError as exc:
        raise UsageError(str(exc)) from exc


def run(options: Options, progress: Progress | None = None) -> Outcome:
    """Convert every candidate file under options.paths (never writing them)."""
    directory = cocci_dir(options.cocci_dir)
    paths = discover.expand_paths(options.paths)
    if not paths:
        return Outcome([], catalogue.Catalogue(), ())
    cat, warning = find_catalogue(options, paths)
    rules = select_rules(directory, cat)
    started = time.monotonic()
    sources, results = select_sources(paths, rules, options.prefilter, progress)
    helpers = LocalHelpers()
    items = [jobs.Item(src, helpers.json_for(src.path)) for src in sources]
    scan_seconds = time.monotonic() - started
    logger.info('%d of %d files hold a token of the rules (%.1f s)', len(sources),
                len(paths), scan_seconds)
    stats = None
    if items:
        converted, stats = jobs.run(items, rules[0], cat, options, progress)
        results.extend(converted if options.force_subsystem else
                       apply_policies(converted, discover.TreeLocator(options.tree)))
    return Outcome(sorted(results, key=lambda r: r.source.name), cat,
                   (warning,) if warning else (), len(paths), stats, scan_seconds)


def select_sources(paths: list[Path], rules: list[Rule], prefilter: bool = True,
                   progress: Progress | None = None) -> tuple[list[SourceFile],
                                                               list[FileResult]]:
    """The files that reach spatch, and the results of those that cannot be read."""
    base = Path.cwd()
    tokens = token_pattern(rules)
    # None: every file is worth the regex
    named = discover.files_with_names(paths, token_names(rules)) if prefilter else None
    local_tokens: dict[Path, re.Pattern[str] | None] = {}
    sources: list[SourceFile] = []
    results: list[FileResult] = []
    for n, path in enumerate(paths):
        if progress is not None and n % 256 == 0:
            progress('reading', n, len(paths), len(sources))
        read = discover.read_source(path, base)
        if isinstance(read, str):
            name = discover.display_name(path, base)
            results.append(FileResult(SourceFile(path, name, ''), '', (), (), read))
            continue
        if not prefilter or ((named is None or path in named) and
                             discover.prefilter(read.text, tokens)) or \
                _local_match(read, local_tokens):
            sources.append(read)
    if progress is not None:
        progress('reading', len(paths), len(paths), len(sources))
    return sources, results


def apply_policies(results: list[FileResult], locator: discover.TreeLocator
                   ) -> list[FileResult]:
    """Hold back the conversions of the files a policy of their tree covers."""
    policies: dict[Path, tuple[policy.Policy, ...]] = {}
    out = []
    for result in results:
        root = locator.root(result.source.path) if result.changes else None
        if root is not None:
            if root not in policies:
                policies[root] = policy.active(root)
            rel = locator.relative(result.source.path) or ''
            found = policy.covering(policies[root], rel)
            if found is not None:
                result = policy.hold_back(result, found.reason)
        out.append(result)
    return out


def _local_match(src: SourceFile, cache: dict[Path, re.Pattern[str] | None]) -> bool:
    """Does the file call a release function that only its own DEFINE_FREEs
    (or its directory's headers') know?"""
    if 'DEFINE_FREE' not in src.text and src.path.parent in cache and \
            cache[src.path.parent] is None:
        return False
    directory = src.path.parent
    if directory not in cache:
        names = {h.release_fn for h in catalogue.read_local(directory / '.none').frees()}
        cache[directory] = re.compile(r'\b(?:%s)\s*\(' % '|'.join(
            map(re.escape, sorted(names)))) if names else None
    own = {h.release_fn for h in catalogue.Catalogue(
        catalogue.parse_text(src.text, src.name)).frees()}
    pattern = cache[directory]
    if pattern is not None and pattern.search(src.text):
        return True
    return any(re.search(r'\b%s\s*\(' % re.escape(n), src.text) for n in own)


class LocalHelpers:
    """The helpers a directory's own headers define, read once per directory
    (a job adds those of the file itself)."""

    def __init__(self) -> None:
        self.cache: dict[Path, str] = {}

    def json_for(self, path: Path) -> str:
        directory = path.parent
        if directory not in self.cache:
            found = catalogue.read_local(directory / '.none')
            self.cache[directory] = found.to_json() if found.helpers else ''
        return self.cache[directory]


def local_catalogue(directory_json: str, src: SourceFile) -> catalogue.Catalogue:
    """What catalogue.read_local(file) reads: the directory's headers, then
    the file itself (decoded as read_local decodes it)."""
    helpers = catalogue.Catalogue.from_json(directory_json).helpers if directory_json \
        else []
    text = src.text
    if 'DEFINE_' in text or 'EXTEND_CLASS' in text:
        text = text.encode('utf-8', 'surrogateescape').decode('utf-8', 'replace')
        helpers = helpers + catalogue.parse_text(text, src.path.name)
    return catalogue.Catalogue(helpers, 'local')


def convert(sources: list[SourceFile], own_helpers: list[catalogue.Catalogue], rule: Rule,
            catalogue_json: str, options: Options, workdir: Path) -> dict[Path, PassLog]:
    """Run the rule over copies of the sources in workdir until nothing
    changes (own_helpers: each file's local_catalogue)."""
    logs = {src.path: PassLog(src.text) for src in sources}
    names = {}
    local: dict[str, str] = {}
    for n, (src, own) in enumerate(zip(sources, own_helpers)):
        rel_path = Path('w') / str(n) / src.path.name
        (workdir / rel_path).parent.mkdir(parents=True)
        (workdir / rel_path).write_text(src.text, encoding='utf-8',
                                        errors='surrogateescape')
        names[str(rel_path)] = src.path
        if own.helpers:
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
    for rel in pending:
        log = logs[names[rel]]
        log.problem = log.problem or 'the conversion did not settle after %d passes' \
            % options.max_passes
    return logs


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
