# SPDX-License-Identifier: GPL-2.0-only
"""The pipeline: options -> per-file results, stage by stage.

discover -> rules -> spatch passes in a scratch directory -> functions.
Passes repeat over the files that changed, until none does: a nested lock
becomes convertible once the outer one is. The decisions of a file's last
pass describe what is left in it; accepted decisions of every pass describe
what was converted.
"""

from __future__ import annotations

import json
import logging
import re
import shutil
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable

from kguardify import catalogue, discover, policy, spatch
from kguardify.errors import UsageError
from kguardify.functions import assemble
from kguardify.lockcheck import LOCK_KINDS
from kguardify.model import Decision, FileResult, Options, PassLog, SourceFile
from kguardify.rules import Rule, cocci_dir, select_rules, token_pattern

logger = logging.getLogger(__name__)

Progress = Callable[[str, int, int], None]


@dataclass(frozen=True, slots=True)
class Outcome:
    results: list[FileResult]
    catalogue: catalogue.Catalogue
    warnings: tuple[str, ...]
    scanned: int = 0          # C files found under the paths


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
    base = Path.cwd()
    tokens = token_pattern(rules)
    local_tokens: dict[Path, re.Pattern[str] | None] = {}
    sources: list[SourceFile] = []
    results: list[FileResult] = []
    for path in paths:
        read = discover.read_source(path, base)
        if isinstance(read, str):
            name = discover.display_name(path, base)
            results.append(FileResult(SourceFile(path, name, ''), '', (), (), read))
            continue
        if discover.prefilter(read.text, tokens) or _local_match(read, local_tokens):
            sources.append(read)
    logs = convert(sources, rules, cat, options, progress)
    assembled = [assemble(src, logs[src.path], rules) for src in sources]
    results.extend(assembled if options.force_subsystem else
                   apply_policies(assembled, discover.TreeLocator(options.tree)))
    return Outcome(sorted(results, key=lambda r: r.source.name), cat,
                   (warning,) if warning else (), len(paths))


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


def convert(sources: list[SourceFile], rules: list[Rule], cat: catalogue.Catalogue,
            options: Options, progress: Progress | None = None) -> dict[Path, PassLog]:
    """Run the rules over copies of the sources until nothing changes."""
    logs = {src.path: PassLog(src.text) for src in sources}
    if not sources:
        return logs
    scratch = Path(tempfile.mkdtemp(prefix='kguardify-'))
    try:
        names = {}
        local: dict[str, str] = {}
        for n, src in enumerate(sources):
            rel_path = Path('w') / str(n) / src.path.name
            (scratch / rel_path).parent.mkdir(parents=True)
            (scratch / rel_path).write_text(src.text, encoding='utf-8',
                                            errors='surrogateescape')
            names[str(rel_path)] = src.path
            own = catalogue.read_local(src.path)
            if own.helpers:
                local[str(rel_path)] = own.to_json()
        # The embedded checks read the tree's helpers (and each file's own)
        # from here instead of the headers.
        (scratch / 'catalogue.json').write_text(cat.to_json())
        (scratch / 'local.json').write_text(json.dumps(local))
        env = (('KGUARDIFY_CATALOGUE', str(scratch / 'catalogue.json')),
               ('KGUARDIFY_LOCAL', str(scratch / 'local.json')))
        rules = [replace(rule, env=rule.env + env) for rule in rules]
        pending = sorted(names)
        for number in range(1, options.max_passes + 1):
            if not pending:
                break
            pending = _one_pass(rules, pending, names, logs, scratch, options, number,
                                progress)
        for rel in pending:
            log = logs[names[rel]]
            log.problem = log.problem or 'the conversion did not settle after %d passes' \
                % options.max_passes
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return logs


def _one_pass(rules: list[Rule], pending: list[str], names: dict[str, Path],
              logs: dict[Path, PassLog], scratch: Path, options: Options, number: int,
              progress: Progress | None) -> list[str]:
    before = {rel: (scratch / rel).read_text(encoding='utf-8', errors='surrogateescape')
              for rel in pending}
    last: dict[str, list[Decision]] = {rel: [] for rel in pending}
    done = 0

    def tick(count: int) -> None:
        nonlocal done
        done += count
        if progress is not None:
            progress('pass %d' % number, done, len(pending) * len(rules))

    for rule in rules:
        files = [rel for rel in pending if not logs[names[rel]].problem]
        outcome = spatch.run_rule(rule, files, scratch, spatch=options.spatch,
                                  timeout=options.timeout, jobs=options.jobs,
                                  progress=tick)
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
        text = (scratch / rel).read_text(encoding='utf-8', errors='surrogateescape')
        log.accepted.extend(d for d in last[rel] if d.accepted)
        if number == 1:
            log.first = last[rel]
        log.last = last[rel]
        log.text = text
        if text != before[rel]:
            changed.append(rel)
    logger.debug('pass %d: %d of %d files changed', number, len(changed), len(pending))
    return changed
