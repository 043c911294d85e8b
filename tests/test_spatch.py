# SPDX-License-Identifier: GPL-2.0-only
"""engine/spatch.py: batches and what a failing spatch says about its files."""

from __future__ import annotations

from kguardify.engine.spatch import file_exceptions, partition


def test_partition() -> None:
    assert partition([], 4) == []
    assert partition(list(range(5)), 2) == [[0, 1, 2], [3, 4]]
    assert [len(b) for b in partition(list(range(200)), 1, limit=64)] == [50, 50, 50, 50]
    assert sum(partition(list(range(7)), 16), []) == list(range(7))


def test_partition_by_weight_balances_the_batches() -> None:
    sizes = [90, 10, 10, 10, 10, 10, 10, 10, 10, 10]
    batches = partition(sizes, 2, weight=lambda size: size)
    # By count, [90, 10, 10, 10, 10] and five 10s: 130 against 50.
    assert [sum(b) for b in batches] == [90, 90]
    assert sorted(sum(batches, [])) == sorted(sizes)
    names = ['a%d' % n for n in range(200)]
    batches = partition(names, 2, limit=64, weight=len)
    assert len(batches) == 4 and max(map(len, batches)) <= 64
    # Each batch keeps the order the items came in.
    assert all(b == sorted(b, key=names.index) for b in batches)
    assert sorted(sum(batches, [])) == sorted(names)


def test_file_exceptions() -> None:
    err = 'EXN: Coccinelle_modules.Common.Timeout in w/0/a.c\nEXN: Failure("x") in w/1/b.c\n'
    assert file_exceptions(err, ['w/0/a.c', 'w/1/b.c'], 5) == {
        'w/0/a.c': 'spatch timed out on the file (--timeout 5)',
        'w/1/b.c': 'spatch failed on the file: Failure("x")'}
