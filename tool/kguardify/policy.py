# SPDX-License-Identifier: GPL-2.0-only
"""Stage support: subsystem policy. Results -> results that convert nothing
where the tree's maintainers discourage the helpers.

A policy is data: a document of the tree, the heading in it that says so,
and the directories the document covers. It applies only where the tree's
copy of the document has that heading (Linux 6.1's maintainer-netdev.rst
has no such section; 6.12's has). A file it covers is still judged and
reported: its conversions become declines whose reason names the document.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from kguardify.model import Decline, FileResult, Unkept


@dataclass(frozen=True, slots=True)
class Policy:
    subsystem: str
    document: str                # relative to the tree root
    section: str                 # the heading that discourages the helpers
    paths: tuple[str, ...]       # what the document covers, '/'-terminated

    @property
    def reason(self) -> str:
        return '%s discourages the cleanup helpers (%s); --force-subsystem converts ' \
            'it' % (self.subsystem, self.document)


POLICIES = (
    # "This includes anything found under net/ (i.e. core code like IPv6) and
    # drivers/net (i.e. hardware specific drivers)", from the document.
    Policy('netdev', 'Documentation/process/maintainer-netdev.rst',
           'Using device-managed and cleanup.h constructs', ('net/', 'drivers/net/')),
)


def active(root: Path, table: tuple[Policy, ...] = POLICIES) -> tuple[Policy, ...]:
    """The policies of the table that the tree's own documents state."""
    found = []
    for policy in table:
        try:
            text = (root / policy.document).read_text(encoding='utf-8', errors='replace')
        except OSError:
            continue
        if any(line.strip() == policy.section for line in text.splitlines()):
            found.append(policy)
    return tuple(found)


def covering(policies: tuple[Policy, ...], path: str) -> Policy | None:
    """The policy covering path ('/'-separated, relative to the tree root)."""
    for policy in policies:
        if path.startswith(policy.paths):
            return policy
    return None


def hold_back(result: FileResult, reason: str) -> FileResult:
    """The result with every conversion turned into a decline for reason:
    the file stays as it was; the candidates keep the helper they would
    use, so that the reports still show them (held back)."""
    if not result.changes:
        return result
    converted = {c.function for c in result.changes}
    lines: dict[str, int] = {}
    for cand in result.candidates:
        if cand.function in converted:
            lines.setdefault(cand.function, cand.line)
    declines = list(result.declines) + [
        Decline(result.source.name, lines.get(c.function, c.line), c.function, reason)
        for c in result.changes]
    declines.sort(key=lambda d: d.line)
    cands = tuple(replace(c, reason=reason) if c.function in converted
                  else c for c in result.candidates)
    return replace(result, new_text=result.source.text, changes=(),
                   declines=tuple(declines), candidates=cands,
                   unkept=None if result.unkept is None else Unkept(False, 0))
