#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0-only
"""make test-kernel: kguardify on real kernel code, proven in real builds.

For a Debian linux-source tree (unpacked at run time, never committed):
configure allmodconfig and run `make prepare` in a gcc and a clang build
directory, then per subsystem directory run kguardify's series mode with
--check-build for both and --check-patch, and check what it wrote,
independently of it:

  - the series applies with `git am` on a git repository made from the
    tree's files (the subsystem directories, copied, not linked);
  - every file the series changes compiles at the end of the series with
    gcc and with clang W=1 (errors the unconverted file has too aside);
  - the tree's checkpatch.pl finds no error in any patch;
  - every converted function is proved again to behave as the original
    (kguardify/proof/, with the tree's helpers), and the independent scan of
    kgscan.py finds nothing in it;
  - kguardify exits normally and names every file it could not process;
  - the tree is unchanged.

It prints a table (the README's headline result) and exits 1 when a check
fails. The builds and the unpacked tree stay in KGUARDIFY_KERNEL_CACHE
(default /var/tmp/kguardify-kernels) for the next run.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import shutil
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / 'tool'))
sys.path.insert(0, str(HERE))

from kerneltree import CACHE, kernel_tree  # noqa: E402
from kgscan import scan  # noqa: E402
from kguardify.checks import checkpatch, kbuild, kbuild_text  # noqa: E402
from kguardify.functions import proof  # noqa: E402
from kguardify.embedded import catalogue  # noqa: E402
from kguardify.embedded.cscan import ScanError, Source  # noqa: E402

KGUARDIFY = ROOT / 'bin' / 'kguardify'
IDENTITY = 'Kguardify Proof <proof@kguardify.invalid>'
# What CI runs (make test-kernel), and with --full what the README's table
# reports: on 2 cores a subsystem costs its conversion plus four compiles of
# every changed file (kguardify's check and this script's, gcc and clang), so
# CI keeps to drivers/gpio.
DIRS = {'6.12': ('drivers/gpio',), '6.1': ('drivers/gpio',)}
FULL = ('drivers/gpio', 'drivers/hwmon', 'drivers/mfd', 'drivers/iio', 'kernel')
DECLINE = re.compile(r'^(?P<file>\S+\.[ch]):(?P<line>\d+): (?P<fn>\w+): (?P<reason>.*)$')
PROBLEM = re.compile(r'^(?P<file>/\S+\.[ch]): (?P<reason>.*)$')
DROPPED = re.compile(r'^kguardify: (?P<label>.+?) build in \S+: (?P<states>\d+) states '
                     r'compiled, (?P<dropped>\d+) conversions dropped$')
CHECKPATCH = re.compile(r'^kguardify: checkpatch: \d+ patches, \d+ errors, \d+ warnings; '
                        r'(?P<dropped>\d+) conversions dropped for an error$')
UNBUILT = re.compile(r'^kguardify: (?P<label>.+?): not built by that configuration, not '
                     r'compiled: (?P<files>.*)$')


@dataclass
class Row:
    directory: str
    files: int = 0
    converted: int = 0
    declined: int = 0
    dropped: dict[str, int] = field(default_factory=dict)    # by the checks
    unbuilt: int = 0
    problems: int = 0
    patches: int = 0
    applied: bool = False
    failures: dict[str, int] = field(default_factory=dict)   # at the end of the series
    checkpatch_errors: int = 0
    checkpatch_warnings: int = 0
    proved: int = 0               # converted functions the proof accepts again
    proof_declined: int = 0       # functions kguardify's proof declined
    unproved: list[str] = field(default_factory=list)
    removed: int = 0
    added: int = 0
    seconds: float = 0.0
    crashed: str = ''
    reasons: Counter[str] = field(default_factory=Counter)


def log(text: str) -> None:
    sys.stderr.write('test-kernel: %s\n' % text)
    sys.stderr.flush()


def run(argv: list[str], **kw: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(argv, text=True, capture_output=True, **kw)  # type: ignore


def reason_kind(reason: str) -> str:
    """A decline reason without the names and lines of its function."""
    reason = re.sub(r'^[A-Za-z_][\w.>-]* (is|was) ', r'<var> \1 ', reason)
    reason = re.sub(r'defines \w+ more', 'defines <name> more', reason)
    reason = re.sub(r'\bgoto \w+', 'goto <label>', reason)
    reason = re.sub(r'\(label \w+\)', '(label <label>)', reason)
    reason = re.sub(r'ownership of \w+', 'ownership of <var>', reason)
    reason = re.sub(r'(compile with [^:]+):.*', r'\1', reason)
    return re.sub(r'\d+', 'N', reason)


def configure(shadow: Path, build: Path, compiler: str, jobs: int) -> kbuild_text.BuildDir:
    """allmodconfig and prepare in build, from the shadow tree that
    kguardify's --check-build uses, with the variables it passes."""
    stamp = build / '.kguardify-prepared'
    if not stamp.exists():
        shutil.rmtree(build, ignore_errors=True)
        build.mkdir(parents=True)
        cc = ['CC=clang'] if compiler == 'clang' else []
        started = time.monotonic()
        res = run(['make', '-C', str(shadow), 'O=%s' % build, *cc, 'allmodconfig'],
                  env=kbuild.make_env())
        if res.returncode != 0:
            raise SystemExit('test-kernel: allmodconfig failed:\n' + res.stderr[-3000:])
        config = (build / '.config').read_text()
        res = run(['make', '-C', str(shadow), 'O=%s' % build, '-j%d' % jobs,
                   *kbuild_text.make_vars_for(config), 'prepare'], env=kbuild.make_env())
        if res.returncode != 0:
            raise SystemExit('test-kernel: make prepare failed:\n' + res.stderr[-3000:])
        stamp.write_text('')
        log('%s: allmodconfig and prepare in %.0f s' % (compiler,
                                                         time.monotonic() - started))
    return kbuild.open_build_dir(build)


def digest(tree: Path, dirs: tuple[str, ...]) -> str:
    h = hashlib.sha256()
    for d in dirs:
        for path in sorted((tree / d).rglob('*')):
            if path.is_file():
                h.update(str(path.relative_to(tree)).encode())
                h.update(path.read_bytes())
    return h.hexdigest()


def git(repo: Path, *args: str, stdin: str | None = None) -> str:
    name, mail = IDENTITY[:-1].split(' <')
    env = dict(os.environ, GIT_AUTHOR_NAME=name, GIT_AUTHOR_EMAIL=mail,
               GIT_COMMITTER_NAME=name, GIT_COMMITTER_EMAIL=mail,
               GIT_CONFIG_NOSYSTEM='1', GIT_CONFIG_GLOBAL='/dev/null')
    res = subprocess.run(['git', '-C', str(repo), *args], text=True, capture_output=True,
                         input=stdin, env=env)
    if res.returncode != 0:
        raise RuntimeError('git %s: %s' % (' '.join(args), res.stderr.strip()[-2000:]))
    return res.stdout


def make_repo(tree: Path, repo: Path, dirs: tuple[str, ...]) -> None:
    shutil.rmtree(repo, ignore_errors=True)
    repo.mkdir(parents=True)
    for d in dirs:
        (repo / d).parent.mkdir(parents=True, exist_ok=True)
        shutil.copytree(tree / d, repo / d, symlinks=True)
    git(repo, 'init', '-q', '-b', 'main')
    git(repo, 'add', '-A')
    git(repo, 'commit', '-q', '-m', 'linux-source as Debian ships it')


def natural(path: Path) -> list[object]:
    return [int(t) if t.isdigit() else t for t in re.split(r'(\d+)', str(path))]


def series_patches(out: Path) -> list[Path]:
    return sorted((p for p in out.rglob('[0-9][0-9][0-9][0-9]-*.patch')
                   if not p.name.startswith('0000-')), key=natural)


def convert(tree: Path, directory: str, out: Path, builds: list[kbuild_text.BuildDir],
            xdg: Path, states: str, jobs: int, row: Row) -> None:
    argv = [sys.executable, str(KGUARDIFY), '--force', '-o', str(out),
            '--from', IDENTITY, '--signoff', IDENTITY, '-j', str(jobs),
            '--check-states', states, '--check-patch']
    for build in builds:
        argv += ['--check-build', str(build.path)]
    started = time.monotonic()
    res = run(argv + [str(tree / directory)], env=dict(os.environ, XDG_CACHE_HOME=str(xdg)))
    row.seconds = time.monotonic() - started
    (out.parent / (out.name + '.stderr')).write_text(res.stderr)
    if res.returncode not in (0, 1) or 'internal error' in res.stderr:
        row.crashed = 'exit %d: %s' % (res.returncode, res.stderr.strip()[-500:])
    for line in res.stderr.splitlines():
        if (m := DECLINE.match(line)):
            if 'does not compile with' in m.group('reason') or \
                    m.group('reason').startswith('checkpatch.pl: '):
                continue            # counted from the checks' summaries
            row.declined += 1
            row.proof_declined += m.group('reason').startswith('the proof ')
            row.reasons[reason_kind(m.group('reason'))] += 1
        elif (m := DROPPED.match(line)):
            row.dropped[m.group('label')] = int(m.group('dropped'))
        elif (m := CHECKPATCH.match(line)):
            row.dropped['checkpatch'] = int(m.group('dropped'))
        elif (m := UNBUILT.match(line)):
            row.unbuilt = max(row.unbuilt, len(m.group('files').split()))
        elif (m := PROBLEM.match(line)) and not line.startswith('kguardify:'):
            row.problems += 1
            row.reasons['not processed: ' + reason_kind(m.group('reason'))] += 1


def compile_final(tree: Path, shadow: Path, repo: Path, files: list[str],
                  build: kbuild_text.BuildDir, jobs: int) -> list[str]:
    """The files (of the repository's final state) that do not compile in
    build, with errors the tree's own file does not have."""
    listing: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
    objs = {rel: kbuild.object_for(build, shadow, rel, listing, None) for rel in files}
    objs = {rel: obj for rel, obj in objs.items() if obj}
    if not objs:
        return []
    finals = {rel: (repo / rel).read_text(errors='surrogateescape') for rel in objs}
    failed, _ = kbuild.compile_states(build, shadow, tree, finals, objs, jobs, None)
    if not failed:
        return []
    originals = {rel: (tree / rel).read_text(errors='surrogateescape') for rel in failed}
    base, _ = kbuild.compile_states(build, shadow, tree, originals,
                                    {rel: objs[rel] for rel in failed}, jobs, None)
    bad = []
    for rel, output in failed.items():
        new = kbuild_text.new_errors(output, base.get(rel, ''), rel, finals[rel],
                                     originals[rel])
        if new or not kbuild_text.diagnostics(output, rel):
            log('%s does not compile with %s at the end of the series: %s'
                % (rel, build.label,
                   new[0].message if new else kbuild_text.first_error(output)))
            bad.append(rel)
    return bad


def check_series(tree: Path, shadow: Path, repo: Path, out: Path,
                 builds: list[kbuild_text.BuildDir], jobs: int, row: Row) -> None:
    patches = series_patches(out)
    row.patches = len(patches)
    row.converted = row.patches       # --per function: one function a patch
    if not patches:
        row.applied = True
        return
    start = git(repo, 'rev-parse', 'HEAD').strip()
    try:
        git(repo, 'am', '-q', *[str(p) for p in patches])
        row.applied = True
    except RuntimeError as exc:
        log('%s: git am failed: %s' % (row.directory, exc))
        git(repo, 'am', '--abort')
        return
    files = git(repo, 'diff', '--name-only', start, 'HEAD').split()
    stat = git(repo, 'diff', '--numstat', start, 'HEAD')
    for line in stat.splitlines():
        added, removed, _ = line.split('\t', 2)
        row.added += int(added)
        row.removed += int(removed)
    for build in builds:
        row.failures[build.label] = len(compile_final(tree, shadow, repo,
                                                      [f for f in files if f.endswith('.c')],
                                                      build, jobs))
    # headers too: a static inline function converted in one is a patch
    prove_again(tree, repo, [f for f in files if f.endswith(('.c', '.h'))], row)
    for verdict in checkpatch.check_patches(patches, tree, jobs=jobs):
        row.checkpatch_errors += verdict.count('ERROR')
        row.checkpatch_warnings += verdict.count('WARNING')
        for line in verdict.lines:
            if ': ERROR:' in line:
                log('checkpatch: %s: %s' % (verdict.patch.name, line))


def _functions(text: str) -> dict[str, str]:
    try:
        return {f.name: text[f.start:f.body_close + 1] for f in Source(text).functions()}
    except ScanError:
        return {}


def prove_again(tree: Path, repo: Path, files: list[str], row: Row) -> None:
    """Every function the series changed, proved again with the tree's
    helpers and scanned by kgscan: what passes counts as proved."""
    helpers = catalogue.load(tree, None)
    for rel in files:
        old_text = (tree / rel).read_text(errors='surrogateescape')
        new_text = (repo / rel).read_text(errors='surrogateescape')
        meaning = proof.meaning(helpers.merged(catalogue.read_local(tree / rel)))
        old_fns = _functions(old_text)
        for name, new in _functions(new_text).items():
            old = old_fns.get(name)
            if old is None or old == new:
                continue
            problems = [p for p in [proof.prove(old, new, meaning)] if p] + scan(old, new)
            if problems:
                row.unproved.append('%s: %s(): %s' % (rel, name, problems[0]))
                log('%s: %s() is not proved: %s' % (rel, name, problems[0]))
            else:
                row.proved += 1


def table(rows: list[Row], labels: list[str], version: str) -> str:
    head = ['directory', 'files', 'patches', 'proved', 'declined', 'by the proof',
            'dropped', 'unbuilt', 'unparsed'] + \
        ['fail %s' % lab.split()[0] for lab in labels] + \
        ['checkpatch E/W', 'lines -/+', 'time']
    body = []
    for r in rows:
        body.append([r.directory, str(r.files), str(r.patches), str(r.proved),
                     str(r.declined), str(r.proof_declined),
                     str(sum(r.dropped.values())), str(r.unbuilt), str(r.problems)] +
                    [str(r.failures.get(lab, '-')) for lab in labels] +
                    ['%d/%d' % (r.checkpatch_errors, r.checkpatch_warnings),
                     '-%d/+%d' % (r.removed, r.added), '%.0f s' % r.seconds])
    total = Row('total')
    for r in rows:
        total.files += r.files
        total.patches += r.patches
        total.proved += r.proved
        total.declined += r.declined
        total.proof_declined += r.proof_declined
        total.unbuilt += r.unbuilt
        total.problems += r.problems
        total.checkpatch_errors += r.checkpatch_errors
        total.checkpatch_warnings += r.checkpatch_warnings
        total.removed += r.removed
        total.added += r.added
        total.seconds += r.seconds
        total.reasons.update(r.reasons)
    body.append(['total', str(total.files), str(total.patches), str(total.proved),
                 str(total.declined), str(total.proof_declined),
                 str(sum(sum(r.dropped.values()) for r in rows)), str(total.unbuilt),
                 str(total.problems)] +
                [str(sum(r.failures.get(lab, 0) for r in rows)) for lab in labels] +
                ['%d/%d' % (total.checkpatch_errors, total.checkpatch_warnings),
                 '-%d/+%d' % (total.removed, total.added), '%.0f s' % total.seconds])
    widths = [max(len(line[i]) for line in [head] + body) for i in range(len(head))]

    def fmt(cells: list[str]) -> str:
        return '| ' + ' | '.join(c.ljust(w) if i == 0 else c.rjust(w)
                                 for i, (c, w) in enumerate(zip(cells, widths))) + ' |'
    lines = ['Linux %s, allmodconfig, x86_64' % version, '', fmt(head),
             '|' + '|'.join('-' * (w + 2) for w in widths) + '|']
    lines += [fmt(b) for b in body]
    lines += ['', 'Declined functions by reason:', '']
    for reason, n in total.reasons.most_common():
        lines.append('%6d  %s' % (n, reason))
    return '\n'.join(lines) + '\n'


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    p.add_argument('--version', default='6.12', help='linux-source version (6.12, 6.1)')
    p.add_argument('--dirs', nargs='*', help='subsystem directories (default: drivers/gpio)')
    p.add_argument('--full', action='store_true', help='gpio, hwmon, mfd, iio and kernel/')
    p.add_argument('--states', choices=('each', 'final'), default='final',
                   help="kguardify --check-states (default final: 'each' compiles "
                        'a state per patch, Σ patches compiles)')
    p.add_argument('-j', '--jobs', type=int, default=len(os.sched_getaffinity(0)))
    args = p.parse_args()
    tree = kernel_tree(args.version)
    if tree is None:
        log('linux-source-%s is not installed: scripts/install-deps --kernel' % args.version)
        return 2
    dirs = tuple(args.dirs or (FULL if args.full else DIRS[args.version]))
    work = CACHE / ('proof-%s' % args.version)
    xdg = work / 'xdg'
    shadow = kbuild.shadow_path(xdg / 'kguardify', tree)
    started = time.monotonic()
    kbuild.make_shadow(tree, shadow, None)
    builds = [configure(shadow, work / ('build-%s' % cc), cc, args.jobs)
              for cc in ('gcc', 'clang')]
    before = digest(tree, dirs)
    repo = work / 'repo'
    make_repo(tree, repo, dirs)
    rows = []
    for directory in dirs:
        row = Row(directory, files=sum(1 for _ in (tree / directory).rglob('*.c')))
        out = work / 'series' / directory.replace('/', '-')
        log('%s: converting (%d .c files)' % (directory, row.files))
        convert(tree, directory, out, builds, xdg, args.states, args.jobs, row)
        if not row.crashed:
            check_series(tree, shadow, repo, out, builds, args.jobs, row)
        log('%s: %d patches, %.0f s' % (directory, row.patches, row.seconds))
        rows.append(row)
    print(table(rows, [b.label for b in builds], args.version))
    print('whole run: %.0f s' % (time.monotonic() - started))
    problems = []
    for r in rows:
        if r.crashed:
            problems.append('%s: kguardify crashed: %s' % (r.directory, r.crashed))
        if not r.applied:
            problems.append('%s: the series does not apply with git am' % r.directory)
        if any(r.failures.values()):
            problems.append('%s: files fail to compile at the end of the series'
                            % r.directory)
        if r.checkpatch_errors:
            problems.append('%s: checkpatch errors' % r.directory)
        if r.unproved or r.proved != r.patches:
            problems.append('%s: %d of %d converted functions are not proved again'
                            % (r.directory, r.patches - r.proved, r.patches))
    if digest(tree, dirs) != before:
        problems.append('the kernel tree was modified')
    for problem in problems:
        log('FAILED: ' + problem)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
