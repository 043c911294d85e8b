# SPDX-License-Identifier: GPL-2.0-only
"""The package's layout says where its code runs, and the imports keep it so.

kguardify/embedded/ runs inside spatch (the semantic patches import it), so
it imports the standard library and itself only; engine/ and functions/ run
in a GNU parallel job with support/ and model.py, and never import the
driver's code (pipeline, cli, checks/, output/, discover, policy); and no
module imports one that imports it back. No function is over 60 lines and
no module over 400.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from conftest import ROOT

PACKAGE = ROOT / 'tool' / 'kguardify'
JOB = ('kguardify.embedded', 'kguardify.engine', 'kguardify.functions', 'kguardify.support',
       'kguardify.model')
MAX_FUNCTION_LINES = 60     # end_lineno - lineno + 1 of its def (decorators aside)
MAX_MODULE_LINES = 400


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix('').parts)
    return '.'.join(parts[:-1] if parts[-1] == '__init__' else parts)


def imports(path: Path) -> set[str]:
    """Every module a module imports, at top level or inside a function."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
            found |= {node.module + '.' + alias.name for alias in node.names}
    return found


def import_graph() -> dict[str, set[str]]:
    modules = {module_name(p): p for p in PACKAGE.rglob('*.py')}
    return {name: {m for m in imports(path) if m in modules and m != name}
            for name, path in modules.items()}


def reachable(graph: dict[str, set[str]], start: str) -> set[str]:
    seen: set[str] = set()
    todo = [start]
    while todo:
        for nxt in graph[todo.pop()] - seen:
            seen.add(nxt)
            todo.append(nxt)
    return seen


def within(name: str, packages: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(p + '.') for p in packages)


def test_the_embedded_code_imports_the_standard_library_and_itself_only() -> None:
    stdlib = sys.stdlib_module_names
    for path in (PACKAGE / 'embedded').glob('*.py'):
        for name in imports(path):
            top = name.split('.')[0]
            assert top in stdlib or top == '__future__' or \
                within(name, ('kguardify.embedded',)), (path.name, name)


def test_spatchs_python_loads_no_other_kguardify_module() -> None:
    code = ('import sys; import kguardify.embedded.runner; '
            'print(sorted(m for m in sys.modules if m.startswith("kguardify")))')
    res = subprocess.run(['/usr/bin/python3', '-c', code], capture_output=True, text=True,
                         env={'PYTHONPATH': str(PACKAGE.parent)}, timeout=60, check=True)
    loaded = eval(res.stdout)          # a list of strings, printed by us
    assert 'kguardify.embedded.runner' in loaded
    assert all(m == 'kguardify' or within(m, ('kguardify.embedded',)) for m in loaded), loaded


def test_no_import_cycle() -> None:
    graph = import_graph()
    for name in graph:
        assert name not in reachable(graph, name), name


def test_a_job_imports_no_driver_code() -> None:
    graph = import_graph()
    job = reachable(graph, 'kguardify.engine.worker') | {'kguardify.engine.worker'}
    assert 'kguardify.functions.proof' in job and 'kguardify.engine.passes' in job
    assert all(within(m, JOB) for m in job), sorted(m for m in job if not within(m, JOB))



def test_one_kernel_root_finder_and_one_atomic_writer() -> None:
    """No module but embedded/files.py walks up to a kernel root or renames
    a temporary file over another."""
    for path in PACKAGE.rglob('*.py'):
        if path.name == 'files.py':
            continue
        text = path.read_text()
        assert 'os.replace(' not in text, path
        assert '.parents]' not in text and 'in here.parents' not in text, path


def sizes() -> tuple[dict[str, int], dict[str, int]]:
    """The line count of every module of the package, and of every function
    in it (methods and nested functions too): 'path:line name' -> lines."""
    modules: dict[str, int] = {}
    functions: dict[str, int] = {}
    for path in sorted(PACKAGE.rglob('*.py')):
        text = path.read_text()
        name = path.relative_to(PACKAGE).as_posix()
        modules[name] = len(text.splitlines())
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                assert node.end_lineno is not None
                functions['%s:%d %s' % (name, node.lineno, node.name)] = \
                    node.end_lineno - node.lineno + 1
    return modules, functions


def test_no_function_over_60_lines_and_no_module_over_400() -> None:
    modules, functions = sizes()
    assert len(modules) > 40 and len(functions) > 500      # the walk found the package
    long_functions = ['%s (%d lines)' % (name, n) for name, n in sorted(functions.items())
                      if n > MAX_FUNCTION_LINES]
    long_modules = ['%s (%d lines)' % (name, n) for name, n in sorted(modules.items())
                    if n > MAX_MODULE_LINES]
    assert not long_functions and not long_modules, \
        'functions over %d lines: %s; modules over %d lines: %s' % (
            MAX_FUNCTION_LINES, ', '.join(long_functions) or 'none',
            MAX_MODULE_LINES, ', '.join(long_modules) or 'none')
