# SPDX-License-Identifier: GPL-2.0-only
"""The pipeline, in the driver: options -> per-file results, stage by stage.

discover -> catalogue -> rules -> prefilter -> batches, which
engine/jobs.py hands to GNU parallel. In each job (engine/worker.py):
engine/passes.py runs spatch passes over copies of the batch's files, then
functions/ keeps, checks, tidies and proves each converted function. Back
here, the subsystems' policies.
"""

from __future__ import annotations

import dataclasses
import logging
import re
import time
from dataclasses import dataclass
from pathlib import Path

from kguardify import discover, policy
from kguardify.engine import jobs, protocol
from kguardify.embedded import catalogue
from kguardify.support.errors import UsageError
from kguardify.embedded.lockcheck import LOCK_KINDS
from kguardify.model import FileResult, Options, SourceFile
from kguardify.engine.rules import (Rule, calls_of, cocci_dir, select_rules, token_names,
                                    token_pattern)

logger = logging.getLogger(__name__)

Progress = jobs.Progress


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
    items = [protocol.Item(src, helpers.json_for(src.path), size) for src, size in sources]
    scan_seconds = time.monotonic() - started
    logger.info('%d of %d files hold a token of the rules (%.1f s)', len(sources),
                len(paths), scan_seconds)
    stats = None
    if items:
        converted, stats = jobs.run(items, rules[0], cat, options, progress,
                                    load=reader(Path.cwd()))
        results.extend(converted if options.force_subsystem else
                       apply_policies(converted, discover.TreeLocator(options.tree)))
    return Outcome(sorted(results, key=lambda r: r.source.name), cat,
                   (warning,) if warning else (), len(paths), stats, scan_seconds)


def reader(base: Path) -> protocol.Loader:
    """Reads a file again, as select_sources read it."""
    def load(src: SourceFile) -> SourceFile | str:
        return discover.read_source(src.path, base)
    return load


def select_sources(paths: list[Path], rules: list[Rule], prefilter: bool = True,
                   progress: Progress | None = None
                   ) -> tuple[list[tuple[SourceFile, int]], list[FileResult]]:
    """The files that reach spatch, each with its size but not its text (it
    is read again when its job is sent, so that the driver's memory does not
    grow with the tree), and the results of those that cannot be read."""
    base = Path.cwd()
    tokens = token_pattern(rules)
    # None: every file is worth the regex
    named = discover.files_with_names(paths, token_names(rules)) if prefilter else None
    local_tokens: dict[Path, re.Pattern[str] | None] = {}
    sources: list[tuple[SourceFile, int]] = []
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
            sources.append((dataclasses.replace(read, text=''), len(read.text)))
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
        cache[directory] = calls_of(frozenset(names)) if names else None
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
            useful = found.helpers or found.iterators or found.accessors
            self.cache[directory] = found.to_json() if useful else ''
        return self.cache[directory]
