# SPDX-License-Identifier: GPL-2.0-only
"""--mode series end to end, on git repositories made from the fixtures: the
series applies with git am patch by patch, every intermediate tree is the
expected state and compiles (bisectability), the last one is the in-place
result, each patch touches one function, and the options do what they say.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

import kgharness
import kgseries
from conftest import EXPECTED, FIXTURES, TESTS, converted, needs_spatch, run_kguardify
from kguardify.embedded.cscan import Source

LOCK = FIXTURES / 'lock'
SERIES = FIXTURES / 'series'
# One series for all converted lock fixtures (by default there would be one
# series per file: each file has a prefix of its own), a patch per converted
# function (two_sections_two_locks.c converts two, mutex_driver_own_guard.c
# three).
LOCK_ARGS = ('--max-patches', '100', '--tree', str(TESTS))    # the fixtures' helpers


def _changed_functions(old: str, new: str) -> int:
    before = {f.name: old[f.start:f.body_close] for f in Source(old).functions()}
    return sum(1 for f in Source(new).functions()
               if before.get(f.name) not in (None, new[f.start:f.body_close]))


LOCK_FILES = sum(1 for p in sorted((EXPECTED / 'lock').glob('*.c'))
                 if p.read_text() != (LOCK / p.name).read_text())
LOCK_PATCHES = sum(_changed_functions((LOCK / p.name).read_text(), p.read_text())
                   for p in sorted((EXPECTED / 'lock').glob('*.c')))
# the cover letter lists every declined function: the goldens' decline lines
LOCK_DECLINES = sum(len(p.read_text().splitlines())
                    for p in (EXPECTED / 'lock').glob('*.err'))

GOLDEN = sorted(p.name for p in SERIES.iterdir())
# Every fixture directory with a series: the lock fixtures and the golden ones.
SOURCES = [('lock', LOCK, LOCK_ARGS)] + [('series/' + n, SERIES / n, ()) for n in GOLDEN]
SOURCE_IDS = [s[0] for s in SOURCES]

pytestmark = needs_spatch()


def lock_series(tmp_root: Path) -> kgseries.SeriesRun:
    return kgseries.series_of(LOCK, tmp_root, *LOCK_ARGS)


def _subject(mail: str) -> str:
    """The Subject: header, unfolded."""
    m = re.search(r'^Subject: (.*(?:\n .*)*)', mail, re.M)
    assert m, mail
    return m.group(1).replace('\n', '')


def _count_patches_per_file(steps: tuple[kgseries.Step, ...]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for step in steps:
        for name in step.after:
            counts[name] = counts.get(name, 0) + 1
    return counts


def test_the_lock_series_applies_with_git_am_in_order(session_tmp: Path) -> None:
    result = lock_series(session_tmp)
    assert len(result.steps) == LOCK_PATCHES
    log = kgseries.git(['log', '--format=%s', 'origin/main..HEAD'], result.work,
                       result.env).splitlines()
    assert len(log) == LOCK_PATCHES
    assert result.run.stdout.splitlines()[0].endswith('/0000-cover-letter.patch')


def test_each_intermediate_tree_is_the_expected_state(session_tmp: Path) -> None:
    result = lock_series(session_tmp)
    seen: dict[str, int] = {}
    for step in result.steps:
        for name, text in step.after.items():
            seen[name] = seen.get(name, 0) + 1
            original = (LOCK / name).read_text()
            final = (EXPECTED / 'lock' / name).read_text()
            assert text == kgseries.expected_state(original, final, seen[name]), \
                '%s after %s' % (name, step.patch.name)


@pytest.mark.parametrize('cc', kgharness.compilers())
@pytest.mark.parametrize('label,source,args', SOURCES, ids=SOURCE_IDS)
def test_every_intermediate_state_compiles(label: str, source: Path, args: tuple[str, ...],
                                           cc: str, session_tmp: Path,
                                           tmp_path: Path) -> None:
    result = kgseries.series_of(source, session_tmp, *args)
    for n, step in enumerate(result.steps):
        for name, text in step.after.items():
            path = tmp_path / str(n) / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
            res = kgharness.compile_only(path, cc)
            assert res.returncode == 0, '%s after %s:\n%s' % (name, step.patch.name,
                                                              res.stderr)


@pytest.mark.parametrize('label,source,args', SOURCES, ids=SOURCE_IDS)
def test_the_final_tree_is_the_in_place_result(label: str, source: Path,
                                               args: tuple[str, ...], session_tmp: Path,
                                               tmp_path: Path) -> None:
    result = kgseries.series_of(source, session_tmp, *args)
    in_place = converted('lock', session_tmp).directory if source == LOCK else \
        _in_place(source, tmp_path)
    _same_c_files(result.work, in_place)


@pytest.mark.parametrize('label,source,args', SOURCES, ids=SOURCE_IDS)
def test_no_patch_touches_two_functions(label: str, source: Path, args: tuple[str, ...],
                                        session_tmp: Path) -> None:
    result = kgseries.series_of(source, session_tmp, *args)
    assert result.steps
    for step in result.steps:
        text = step.patch.read_text()
        touched = kgseries.hunk_functions(text, step.before, step.after)
        assert len(touched) == 1 and '<outside>' not in touched, \
            '%s touches %s' % (step.patch.name, touched)
        assert ' in %s' % touched.pop() in _subject(text)


@pytest.mark.parametrize('name,words', [
    ('mutex_then_spinlock_region.c', 'Use guards in uart_set_baud()'),
    ('two_sections_two_locks.c', 'Use scoped_guard() and guard() in link_reset()'),
])
def test_a_function_with_two_helpers_is_one_patch(name: str, words: str,
                                                  session_tmp: Path) -> None:
    result = lock_series(session_tmp)
    steps = [s for s in result.steps if name in s.after]
    assert len(steps) == 1
    assert words in _subject(steps[0].patch.read_text())


def test_the_cover_letter_has_the_table_and_the_diffstat(session_tmp: Path) -> None:
    result = lock_series(session_tmp)
    cover = (result.out / '0000-cover-letter.patch').read_text()
    assert 'Subject: [PATCH 00/%d] Use scope-based cleanup helpers\n' % LOCK_PATCHES \
        in cover
    words = ' '.join(cover.split())
    # the table points at the patch that git am applied to the file
    number = [n for n, step in enumerate(result.steps, 1)
              if 'mutex_then_spinlock_region.c' in step.after]
    assert len(number) == 1
    assert ' mutex_then_spinlock_region.c uart_set_baud() guard(mutex) and ' \
        'scoped_guard(spinlock_irqsave) [%d/%d] ' % (number[0], LOCK_PATCHES) in words
    assert ' decline_dropped_and_retaken.c waiter_wait() not converted: the lock is ' \
        'dropped and retaken (also taken at line 19) ' in words
    assert max(len(line) for line in cover.splitlines()) <= 75
    assert ' %d files changed, ' % LOCK_FILES in cover
    assert cover.count('not converted: ') == LOCK_DECLINES


def _tree_of_three(tmp_path: Path) -> Path:
    """The three golden fixture directories as one tree."""
    tree = tmp_path / 'tree'
    for name in ('gpio_three_and_decline', 'iio_two_files', 'kernel_two_idioms'):
        shutil.copytree(SERIES / name, tree, dirs_exist_ok=True)
    return tree


def _in_place(tree: Path, tmp_path: Path) -> Path:
    copy = tmp_path / 'in-place'
    shutil.copytree(tree, copy)
    assert run_kguardify('--mode', 'in-place', '.', cwd=copy).rc == 0
    return copy


def _same_c_files(a: Path, b: Path) -> None:
    names = sorted(str(p.relative_to(a)) for p in a.rglob('*.c'))
    assert names == sorted(str(p.relative_to(b)) for p in b.rglob('*.c'))
    for name in names:
        assert (a / name).read_text() == (b / name).read_text(), name


def test_max_patches_splits_by_prefix_then_into_parts(tmp_path: Path) -> None:
    env = kgseries.git_env(tmp_path / 'home')
    repo = kgseries.make_repo(_tree_of_three(tmp_path), tmp_path / 'repo', env)
    out = tmp_path / 'out'
    run = kgseries.run_series(repo, out, '--max-patches', '2', '.', env=env)
    assert run.rc == 0, run.stderr
    layout = [str(p.relative_to(out)) for p in kgseries.listed(run)]
    assert [re.sub(r'^(\d{4})-.*', r'\1', p.rsplit('/', 1)[1]) for p in layout] == \
        ['0000', '0001', '0002', '0000', '0001', '0000', '0001', '0000', '0001',
         '0002', '0000', '0001', '0002']
    assert [p.rsplit('/', 1)[0] for p in layout] == \
        ['gpio-kgtrio/part-1'] * 3 + ['gpio-kgtrio/part-2'] * 2 + \
        ['iio-adc-kgadc-buffer'] * 2 + ['iio-adc-kgadc-core'] * 3 + ['kgsched-core'] * 3
    covers = [p for p in kgseries.listed(run) if p.name.startswith('0000-')]
    subjects = [_subject(c.read_text()) for c in covers]
    assert subjects == [
        '[PATCH 0/2] gpio: kgtrio: Use scope-based cleanup helpers (part 1 of 2)',
        '[PATCH 0/1] gpio: kgtrio: Use scope-based cleanup helpers (part 2 of 2)',
        '[PATCH 0/1] iio: adc: kgadc-buffer: Use scope-based cleanup helpers',
        '[PATCH 0/2] iio: adc: kgadc-core: Use scope-based cleanup helpers',
        '[PATCH 0/2] kgsched/core: Use scope-based cleanup helpers']
    second = covers[1].read_text()
    assert 'This is part 2 of 2 of the gpio: kgtrio conversion; it applies on top of\n' \
        'part 1.' in second
    # The table of each part lists the declines of the files it touches.
    for cover in covers[:2]:
        assert 'kgtrio_wait() not converted' in ' '.join(cover.read_text().split())
    work = tmp_path / 'work'
    kgseries.git(['clone', '-q', str(repo), str(work)], tmp_path, env)
    kgseries.apply_one_by_one(work, kgseries.patches(run), env)
    _same_c_files(work, _in_place(_tree_of_three(tmp_path / 'again'), tmp_path))


def test_per_file_gives_one_patch_per_file(tmp_path: Path) -> None:
    env = kgseries.git_env(tmp_path / 'home')
    repo = kgseries.make_repo(SERIES / 'gpio_three_and_decline', tmp_path / 'repo', env)
    run = kgseries.run_series(repo, tmp_path / 'out', '--per', 'file', '.', env=env)
    assert run.rc == 0, run.stderr
    assert [p.name for p in kgseries.listed(run)] == [
        '0000-cover-letter.patch',
        '0001-gpio-kgtrio-Use-guard-mutex-and-scoped_guard-spinloc.patch']
    text = kgseries.patches(run)[0].read_text()
    assert _subject(text) == '[PATCH 1/1] gpio: kgtrio: Use guard(mutex) and ' \
        'scoped_guard(spinlock_irqsave)'
    assert '\n- kgtrio_set(): guard(mutex); this removes one goto' in text
    work = tmp_path / 'work'
    kgseries.git(['clone', '-q', str(repo), str(work)], tmp_path, env)
    kgseries.apply_one_by_one(work, kgseries.patches(run), env)
    _same_c_files(work, _in_place(SERIES / 'gpio_three_and_decline', tmp_path))


def test_per_file_on_the_lock_fixtures(session_tmp: Path) -> None:
    result = kgseries.series_of(LOCK, session_tmp, '--per', 'file', *LOCK_ARGS)
    assert len(result.steps) == LOCK_FILES
    assert set(_count_patches_per_file(result.steps).values()) == {1}
    in_place = converted('lock', session_tmp)
    for path in sorted(LOCK.glob('*.c')):
        assert (result.work / path.name).read_text() == in_place.output(path.name)


def test_a_non_empty_output_directory_is_refused(tmp_path: Path) -> None:
    shutil.copy(LOCK / 'mutex_goto_out.c', tmp_path)
    (tmp_path / 'out').mkdir()
    (tmp_path / 'out' / 'mine.txt').write_text('keep')
    run = kgseries.run_series(tmp_path, tmp_path / 'out', 'mutex_goto_out.c',
                              env=kgseries.git_env(tmp_path / 'home'))
    assert (run.rc, run.stdout) == (2, '')
    assert run.stderr == 'kguardify: %s is not empty; pass --force to replace the ' \
        'series in it\n' % (tmp_path / 'out')
    assert [p.name for p in (tmp_path / 'out').iterdir()] == ['mine.txt']


def test_force_replaces_an_earlier_series_and_keeps_other_files(tmp_path: Path) -> None:
    shutil.copy(LOCK / 'mutex_goto_out.c', tmp_path)
    out = tmp_path / 'out'
    (out / 'gpio' / 'part-3').mkdir(parents=True)
    (out / 'gpio' / 'part-3' / '0001-old.patch').write_text('old')
    (out / '0004-old.patch').write_text('old')
    (out / 'mine.txt').write_text('keep')
    run = kgseries.run_series(tmp_path, out, '--force', 'mutex_goto_out.c',
                              env=kgseries.git_env(tmp_path / 'home'))
    assert run.rc == 0, run.stderr
    assert sorted(p.name for p in out.iterdir()) == [
        '0000-cover-letter.patch', '0001-mutex_goto_out-Use-guard-mutex-in-foo_set_mode.patch',
        'mine.txt']


def test_the_default_output_directory(tmp_path: Path) -> None:
    shutil.copy(LOCK / 'mutex_goto_out.c', tmp_path)
    run = run_kguardify('--from', kgseries.IDENTITY, 'mutex_goto_out.c', cwd=tmp_path,
                        env=kgseries.git_env(tmp_path / 'home'))
    assert run.rc == 0, run.stderr
    assert run.stdout == (
        'kguardify-series/0000-cover-letter.patch\n'
        'kguardify-series/0001-mutex_goto_out-Use-guard-mutex-in-foo_set_mode.patch\n')


def test_same_date_same_bytes(tmp_path: Path) -> None:
    shutil.copytree(SERIES / 'iio_two_files', tmp_path / 'tree')
    env = kgseries.git_env(tmp_path / 'home')
    texts = []
    for name in ('one', 'two'):
        run = kgseries.run_series(tmp_path / 'tree', tmp_path / name, '.', env=env)
        assert run.rc == 0, run.stderr
        texts.append([p.read_bytes() for p in kgseries.listed(run)])
    assert texts[0] == texts[1]
    dates = re.findall(r'^Date: (.*)', b''.join(texts[0]).decode(), re.M)
    assert dates == ['Wed, 1 May 2024 10:00:0%d +0000' % n for n in range(4)]


def test_subject_prefix_to_and_cc(tmp_path: Path) -> None:
    shutil.copy(LOCK / 'mutex_goto_out.c', tmp_path)
    run = kgseries.run_series(tmp_path, tmp_path / 'out', '--subject-prefix', 'PATCH v2',
                              '--to', 'Maintainer <m@example.org>', '--cc',
                              'list@example.org', '--cc', 'other@example.org',
                              'mutex_goto_out.c', env=kgseries.git_env(tmp_path / 'home'))
    assert run.rc == 0, run.stderr
    for mail in kgseries.listed(run):
        text = mail.read_text()
        assert re.search(r'^Subject: \[PATCH v2 [01]/1\] ', text, re.M)
        assert '\nTo: Maintainer <m@example.org>\nCc: list@example.org,\n' \
            '    other@example.org\n' in text


def test_the_prefix_follows_the_file_history(tmp_path: Path) -> None:
    env = kgseries.git_env(tmp_path / 'home')
    src = tmp_path / 'src' / 'drivers' / 'gpio'
    src.mkdir(parents=True)
    shutil.copy(LOCK / 'mutex_goto_out.c', src / 'gpio-foo.c')
    repo = kgseries.make_repo(tmp_path / 'src', tmp_path / 'repo', env,
                              subject='gpio: foo: Add the driver')
    for n, subject in enumerate(['gpio: foo: Fix a thing', 'treewide: Rename things',
                                 'gpio: FOO: Typo']):
        with open(repo / 'drivers' / 'gpio' / 'gpio-foo.c', 'a') as f:
            f.write('/* %d */\n' % n)
        kgseries.git(['commit', '-q', '-am', subject], repo, env)
    run = kgseries.run_series(repo / 'drivers', tmp_path / 'out', 'gpio', env=env)
    assert run.rc == 0, run.stderr
    assert [p.name for p in kgseries.patches(run)] == \
        ['0001-gpio-foo-Use-guard-mutex-in-foo_set_mode.patch']
    text = kgseries.patches(run)[0].read_text()
    assert _subject(text) == '[PATCH 1/1] gpio: foo: Use guard(mutex) in foo_set_mode()'
    assert '\n--- a/drivers/gpio/gpio-foo.c\n' in text


def test_the_identity_comes_from_the_tree_s_git_config(tmp_path: Path) -> None:
    env = kgseries.git_env(tmp_path / 'home')
    shutil.copy(LOCK / 'mutex_goto_out.c', tmp_path / 'm.c')
    kgseries.git(['init', '-q', '.'], tmp_path, env)
    kgseries.git(['config', 'user.name', 'Tree Owner'], tmp_path, env)
    kgseries.git(['config', 'user.email', 'owner@example.org'], tmp_path, env)
    run = run_kguardify('-o', 'out', '--signoff', 'Sign Er <s@example.org>', 'm.c',
                        cwd=tmp_path, env=env)
    assert run.rc == 0, run.stderr
    text = (tmp_path / run.stdout.splitlines()[1]).read_text()
    assert '\nFrom: Tree Owner <owner@example.org>\n' in text
    assert '\nSigned-off-by: Sign Er <s@example.org>\n---\n' in text


def test_no_identity_is_a_usage_error(tmp_path: Path) -> None:
    shutil.copy(LOCK / 'mutex_goto_out.c', tmp_path)
    run = run_kguardify('mutex_goto_out.c', cwd=tmp_path,
                        env=kgseries.git_env(tmp_path / 'home'))
    assert (run.rc, run.stdout) == (2, '')
    assert run.stderr == ('kguardify: no identity for the patches: set git config '
                          'user.name and user.email, or pass --from "Name <mail>"\n')
    assert not (tmp_path / 'kguardify-series').exists()


@pytest.mark.parametrize('args,message', [
    (('--from', 'nobody'), '--from wants "Name <mail>", not \'nobody\''),
    (('--from', kgseries.IDENTITY, '--date', 'yesterday'), '--date: '),
    (('--from', kgseries.IDENTITY, '--max-patches', '0'), '--max-patches must be'),
])
def test_bad_series_options_are_usage_errors(args: tuple[str, ...], message: str,
                                             tmp_path: Path) -> None:
    shutil.copy(LOCK / 'mutex_goto_out.c', tmp_path)
    run = run_kguardify(*args, 'mutex_goto_out.c', cwd=tmp_path,
                        env=kgseries.git_env(tmp_path / 'home'))
    assert run.rc == 2
    assert run.stderr.startswith('kguardify: ' + message)


def test_nothing_to_convert_writes_no_series(tmp_path: Path) -> None:
    shutil.copy(LOCK / 'decline_dropped_and_retaken.c', tmp_path)
    run = kgseries.run_series(tmp_path, tmp_path / 'out', '.',
                              env=kgseries.git_env(tmp_path / 'home'))
    assert (run.rc, run.stdout) == (0, '')
    assert run.stderr.endswith('kguardify: nothing to convert; no series written\n')
    assert not (tmp_path / 'out').exists()
