# SPDX-License-Identifier: GPL-2.0-only
"""The pipeline: options -> per-file results, stage by stage.

discover -> rules -> spatch passes in a scratch directory -> functions.
Passes repeat over the files that changed, until none does: a nested lock
becomes convertible once the outer one is. The decisions of a file's last
pass describe what is left in it; accepted decisions of every pass describe
what was converted.
"""

from __future__ import annotations

import logging
import shutil
import tempfile
from pathlib import Path
from typing import Callable

from kguardify import discover, spatch
from kguardify.functions import assemble
from kguardify.model import Decision, FileResult, Options, PassLog, SourceFile
from kguardify.rules import Rule, cocci_dir, select_rules, token_pattern

logger = logging.getLogger(__name__)

Progress = Callable[[str, int, int], None]


def run(options: Options, progress: Progress | None = None) -> list[FileResult]:
    """Convert every candidate file under options.paths (never writing them)."""
    rules = select_rules(cocci_dir(options.cocci_dir), options.guard_classes)
    paths = discover.expand_paths(options.paths)
    base = Path.cwd()
    tokens = token_pattern(rules)
    sources: list[SourceFile] = []
    results: list[FileResult] = []
    for path in paths:
        read = discover.read_source(path, base)
        if isinstance(read, str):
            results.append(FileResult(SourceFile(path, str(path), ''), '', (), (),
                                      read))
            continue
        if discover.prefilter(read.text, tokens):
            sources.append(read)
    logs = convert(sources, rules, options, progress)
    results.extend(assemble(src, logs[src.path], rules) for src in sources)
    return sorted(results, key=lambda r: r.source.name)


def convert(sources: list[SourceFile], rules: list[Rule], options: Options,
            progress: Progress | None = None) -> dict[Path, PassLog]:
    """Run the rules over copies of the sources until nothing changes."""
    logs = {src.path: PassLog(src.text) for src in sources}
    if not sources:
        return logs
    scratch = Path(tempfile.mkdtemp(prefix='kguardify-'))
    try:
        names = {}
        for n, src in enumerate(sources):
            rel_path = Path('w') / str(n) / src.path.name
            (scratch / rel_path).parent.mkdir(parents=True)
            (scratch / rel_path).write_text(src.text, encoding='utf-8',
                                            errors='surrogateescape')
            names[str(rel_path)] = src.path
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
        log.last = last[rel]
        log.text = text
        if text != before[rel]:
            changed.append(rel)
    logger.debug('pass %d: %d of %d files changed', number, len(changed), len(pending))
    return changed
