# SPDX-License-Identifier: GPL-2.0-only
"""The proof harness itself: it must reject conversions that are wrong.

Each mutant is a plausible bad conversion of a fixture; the harness must see
different behaviour, or the compilers must refuse it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import kgharness
from conftest import EXPECTED, FIXTURES


def _traces(path: Path, workdir: Path, cc: str = 'gcc') -> list[str]:
    build = kgharness.build(path, workdir, cc)
    assert build.ok, build.log
    return kgharness.traces(build.exe)


def _mutant(tmp_path: Path, source: Path, old: str, new: str) -> Path:
    text = source.read_text()
    assert old in text
    path = tmp_path / source.name
    path.write_text(text.replace(old, new))
    return path


def test_a_guard_that_swallows_the_work_after_the_unlock_is_caught(tmp_path: Path) -> None:
    # guard() where scoped_guard() belongs: sensor_notify() runs locked.
    good = EXPECTED / 'lock' / 'mutex_region_scoped.c'
    bad = _mutant(tmp_path, good, '''	scoped_guard(mutex, &s->lock) {
		if (value < 0)
			return -EINVAL;
		s->threshold = value;
	}
''', '''	guard(mutex)(&s->lock);
	if (value < 0)
		return -EINVAL;
	s->threshold = value;
''')
    before = _traces(FIXTURES / 'lock' / 'mutex_region_scoped.c', tmp_path / 'before')
    assert _traces(good, tmp_path / 'good') == before
    assert _traces(bad, tmp_path / 'bad') != before


def test_a_return_value_computed_under_the_lock_is_caught(tmp_path: Path) -> None:
    source = FIXTURES / 'lock' / 'decline_return_under_lock.c'
    bad = _mutant(tmp_path, source, '''	mutex_lock(&c->lock);
	if (c->value >= c->limit) {
		mutex_unlock(&c->lock);
		return counter_publish(c, c->limit);
	}
	c->value++;
	mutex_unlock(&c->lock);''', '''	guard(mutex)(&c->lock);
	if (c->value >= c->limit)
		return counter_publish(c, c->limit);
	c->value++;''')
    bad.write_text('#include <linux/cleanup.h>\n' + bad.read_text())
    assert _traces(bad, tmp_path / 'bad') != _traces(source, tmp_path / 'before')


@pytest.mark.parametrize('cc', kgharness.compilers())
def test_a_goto_into_the_guard_scope_does_not_compile(tmp_path: Path, cc: str) -> None:
    # gcc only sees it with -Wjump-misses-init, which the harness passes.
    source = FIXTURES / 'lock' / 'decline_goto_into_scope.c'
    bad = _mutant(tmp_path, source, '''	mutex_lock(&c->lock);
	c->id = id;
	mutex_unlock(&c->lock);
	return 0;''', '''	guard(mutex)(&c->lock);
	c->id = id;
	return 0;''')
    res = kgharness.compile_only(bad, cc)
    assert res.returncode != 0
    assert 'jump' in res.stderr


def test_a_dropped_unlock_is_caught(tmp_path: Path) -> None:
    source = FIXTURES / 'lock' / 'mutex_early_return.c'
    bad = _mutant(tmp_path, source, '''		mutex_unlock(&chip->lock);
		return -EINVAL;''', '''		return -EINVAL;''')
    bad_traces = _traces(bad, tmp_path / 'bad')
    assert bad_traces != _traces(source, tmp_path / 'before')
    assert any('HELD L0' in line for line in bad_traces)
