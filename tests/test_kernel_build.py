# SPDX-License-Identifier: GPL-2.0-only
"""--check-build in a real kernel build: a conversion that does not compile
is dropped with the compiler's error, the one that does is kept, a file the
configuration does not build is reported, and the tree is not written.
Needs linux-source-6.12 and clang; the build directory is the one
tests/kernel_proof.py (make test-kernel) prepares, made here if missing."""

from __future__ import annotations

import hashlib
import os
import re
import shutil
from pathlib import Path

import pytest

import kernel_proof
from kerneltree import CACHE, kernel_tree
from kguardify.checks import kbuild, kbuild_text
from kguardify.model import FileResult, FunctionChange, SourceFile

AGGREGATOR = 'drivers/gpio/gpio-aggregator.c'
OMAP = 'drivers/gpio/gpio-omap.c'      # ARM only: not built by x86 allmodconfig


def _function(text: str, name: str) -> tuple[int, str]:
    """(first line, text) of the function whose definition starts with name."""
    m = re.search(r'^static [^\n]*\b%s\(.*?^}\n' % name, text, re.M | re.S)
    assert m, name
    return text.count('\n', 0, m.start()) + 1, m.group(0)


def _change(text: str, name: str, edit: str) -> FunctionChange:
    line, old = _function(text, name)
    body = old.index('{\n') + 2
    new = old[:body] + edit + old[body:]
    return FunctionChange(name, line, line + old.count('\n') - 1, ('guard(mutex)',), old, new)


def _digest(directory: Path) -> str:
    h = hashlib.sha256()
    for path in sorted(directory.iterdir()):
        if path.is_file():
            h.update(path.name.encode() + path.read_bytes())
    return h.hexdigest()


@pytest.fixture(scope='module')
def clang_build() -> tuple[Path, Path, kbuild_text.BuildDir]:
    tree = kernel_tree('6.12')
    if tree is None or shutil.which('clang') is None or shutil.which('flex') is None:
        pytest.skip('needs linux-source-6.12, clang and the kernel build dependencies')
    work = CACHE / 'proof-6.12'
    cache = work / 'xdg' / 'kguardify'
    shadow = kbuild.shadow_path(cache, tree)
    if not (shadow / 'Makefile').exists():
        kbuild.make_shadow(tree, shadow, None)
    build = kernel_proof.configure(shadow, work / 'build-clang', 'clang',
                                   len(os.sched_getaffinity(0)))
    return tree, cache, build


def test_a_conversion_that_does_not_compile_is_dropped(
        clang_build: tuple[Path, Path, kbuild_text.BuildDir]) -> None:
    tree, cache, build = clang_build
    text = (tree / AGGREGATOR).read_text()
    good = _change(text, 'gpio_fwd_get_direction', '\t/* kguardify test */\n')
    bad = _change(text, 'gpio_fwd_direction_input',
                  '\tif (offset > 64)\n\t\tgoto skip;\n'
                  '\tunsigned long *mask __free(bitmap) = NULL;\nskip:\n\t;\n')
    omap_text = (tree / OMAP).read_text()
    omap = _change(omap_text, 'omap_gpio_unidle', '\t/* kguardify test */\n')
    results = [
        FileResult(SourceFile(tree / AGGREGATOR, str(tree / AGGREGATOR), text),
                   kbuild_text.state_text(text, [good, bad]), (good, bad)),
        FileResult(SourceFile(tree / OMAP, str(tree / OMAP), omap_text),
                   kbuild_text.state_text(omap_text, [omap]), (omap,))]
    before = _digest(tree / 'drivers' / 'gpio')
    out, checks = kbuild.check_build(results, tree, [build], cache, True, 2)
    assert _digest(tree / 'drivers' / 'gpio') == before
    assert [c.function for c in out[0].changes] == ['gpio_fwd_get_direction']
    assert out[0].new_text == kbuild_text.state_text(text, [good])
    [decline] = out[0].declines
    assert (decline.function, decline.line) == ('gpio_fwd_direction_input', bad.line)
    assert decline.reason == (
        'does not compile with clang %s W=1: cannot jump from this goto statement to its '
        'label (line 4 of the converted function)' % build.version)
    assert out[1] is results[1]
    [check] = checks
    assert (check.dropped, check.built, check.unbuilt) == (1, (str(tree / AGGREGATOR),),
                                                           (str(tree / OMAP),))
    # the good state, the bad one and the original (its baseline)
    assert check.compiled == 3
