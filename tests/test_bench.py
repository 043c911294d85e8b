# SPDX-License-Identifier: GPL-2.0-only
"""bench/run on a small tree of the fixtures: a row per method, with the
figures in their columns, and kguardify's own account after the table.
(The measurements themselves are the benchmark's, not the tests'.)"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

from conftest import FIXTURES, ROOT, needs_spatch

ROW = re.compile(r'^\| (\S+) \| (\w+) \| (\d+) \| ([\d.]+) \| ([\d.]+) \| ([\d.]+) \| (\d+) '
                 r'\| (\d+) \| (-?\d+) \| (\d+) \| .* \|$')


@needs_spatch()
def test_bench_prints_a_row_per_method_and_kguardifys_account(tmp_path: Path) -> None:
    tree = tmp_path / 'linux'
    shutil.copytree(FIXTURES / 'report', tree)
    (tree / 'include' / 'linux').mkdir(parents=True)
    (tree / 'include' / 'linux' / 'cleanup.h').write_text('/* cleanup.h */\n')
    res = subprocess.run([sys.executable, str(ROOT / 'bench' / 'run'), '--tree', str(tree),
                          '--dir', 'drivers', '--method', 'kguardify,raw,naive,parse', '-j', '2',
                          '--keep', str(tmp_path / 'keep')],
                         capture_output=True, text=True, timeout=600)
    assert res.returncode == 0, res.stderr
    rows = [ROW.match(line) for line in res.stdout.splitlines() if line.startswith('| drivers ')]
    assert [m.group(2) for m in rows if m] == ['kguardify', 'raw', 'naive', 'parse'], \
        res.stdout
    for m in rows:
        assert m is not None
        assert m.group(3) == '3'            # the three .c files under drivers/
        assert m.group(9) == '0'            # rc
        # (parsing three small files may take less than the 0.05 s shown as 0.0)
        assert float(m.group(4)) >= 0 and float(m.group(5)) >= 0
    # kguardify lists a WARNING per candidate it converts (and, -v, an INFO
    # per declined one); the .cocci's report mode its own lines
    assert all(int(m.group(10)) > 0 for m in rows if m)
    assert any(float(m.group(5)) > 0 for m in rows if m)
    # the parse-only limit parsed the files kguardify sends to spatch (all three)
    parsed = (tmp_path / 'keep' / 'drivers.parse.out').read_text()
    assert sum(int(n) for n in re.findall(r'^NB total files = (\d+);', parsed, re.M)) == 3, \
        parsed
    assert re.search(r"^kguardify's wall time over the parse-only limit's:\n"
                     r"- drivers: [\d.]+ \(kguardify [\d.]+ s, parse-only [\d.]+ s\)$",
                     res.stdout, re.M), res.stdout
    account = res.stdout.split('kguardify -v, its own account:\n', 1)[1]
    assert re.match(r'^- drivers: kguardify: 3 files in 2 jobs on \S+: [\d.]+ s wall; CPU ',
                    account), account
    # the CPU column says where it comes from; --keep kept each output
    assert re.search(r'^CPU s: (the method.s cgroup|getrusage)', res.stdout, re.M), res.stdout
    kept = tmp_path / 'keep'
    assert sorted(p.name for p in kept.iterdir()) == [
        'drivers.%s.%s' % (method, stream) for method in ('kguardify', 'naive', 'parse', 'raw')
        for stream in ('err', 'out')]
    # (the tree's cleanup.h defines no helper: every candidate is declined)
    assert 'kgone_set_mode() not converted' in (kept / 'drivers.kguardify.out').read_text()
    assert 'kguardify: 3 files in 2 jobs' in (kept / 'drivers.kguardify.err').read_text()
