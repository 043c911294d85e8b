# SPDX-License-Identifier: GPL-2.0-only
"""--check-build's pure parts: a build directory's compiler and make
variables from its .config, kbuild's object lists and error output, and the
states and declines made from a file's changes. The builds themselves run
in tests/test_kernel_build.py, on an installed kernel tree."""

from __future__ import annotations

from pathlib import Path

import pytest

from kguardify.checks import kbuild, kbuild_text
from kguardify.output import message
from kguardify.model import FileResult, FunctionChange, SourceFile

GCC_CONFIG = 'CONFIG_CC_IS_GCC=y\nCONFIG_GCC_VERSION=120200\nCONFIG_CLANG_VERSION=0\n'
CLANG_CONFIG = 'CONFIG_CC_IS_CLANG=y\nCONFIG_GCC_VERSION=0\nCONFIG_CLANG_VERSION=140006\n'

ORIGINAL = '''#include <linux/mutex.h>

static int a(struct s *s)
{
	mutex_lock(&s->lock);
	mutex_unlock(&s->lock);
	return 0;
}

static int b(struct s *s)
{
	mutex_lock(&s->lock);
	mutex_unlock(&s->lock);
	return 1;
}
'''
A_OLD = ORIGINAL[ORIGINAL.index('static int a'):ORIGINAL.index('static int b') - 1]
B_OLD = ORIGINAL[ORIGINAL.index('static int b'):]
A_NEW = 'static int a(struct s *s)\n{\n\tguard(mutex)(&s->lock);\n\treturn 0;\n}\n'
B_NEW = 'static int b(struct s *s)\n{\n\tguard(mutex)(&s->lock);\n\treturn 1;\n}\n'
CHANGE_A = FunctionChange('a', 3, 8, ('guard(mutex)',), A_OLD, A_NEW)
CHANGE_B = FunctionChange('b', 10, 15, ('guard(mutex)',), B_OLD, B_NEW)


def test_compiler_version_and_make_variables_come_from_the_config() -> None:
    assert kbuild_text.compiler_of(GCC_CONFIG) == 'gcc'
    assert kbuild_text.version_of(GCC_CONFIG) == '12.2.0'
    assert kbuild_text.make_vars_for(GCC_CONFIG) == (kbuild_text.GCC_FLAGS,)
    assert kbuild_text.compiler_of(CLANG_CONFIG) == 'clang'
    assert kbuild_text.version_of(CLANG_CONFIG) == '14.0.6'
    assert kbuild_text.make_vars_for(CLANG_CONFIG) == ('CC=clang', 'W=1')
    assert kbuild_text.make_vars_for(CLANG_CONFIG + 'CONFIG_LD_IS_LLD=y\n') == \
        ('LLVM=1', 'W=1')
    assert kbuild_text.version_of('CONFIG_CC_IS_GCC=y\n') == ''


def test_labels_name_compiler_version_and_w1() -> None:
    gcc = kbuild_text.BuildDir(Path('/o'), 'gcc', (), '12.2.0')
    clang = kbuild_text.BuildDir(Path('/o'), 'clang', (), '14.0.6')
    assert (gcc.label, clang.label) == ('gcc 12.2.0', 'clang 14.0.6 W=1')
    assert kbuild_text.BuildDir(Path('/o'), 'gcc', ()).label == 'gcc'


def test_open_build_dir_needs_a_prepared_directory(tmp_path: Path) -> None:
    (tmp_path / '.config').write_text(CLANG_CONFIG)
    with pytest.raises(kbuild.UsageError, match='allmodconfig prepare'):
        kbuild.open_build_dir(tmp_path)
    (tmp_path / 'include' / 'generated').mkdir(parents=True)
    (tmp_path / 'include' / 'generated' / 'autoconf.h').write_text('')
    build = kbuild.open_build_dir(tmp_path)
    assert (build.compiler, build.version, build.make_vars) == ('clang', '14.0.6',
                                                                ('CC=clang', 'W=1'))


def test_parse_objects_splits_objects_and_subdirectories() -> None:
    line = 'drivers/gpio/gpiolib.o drivers/gpio/gpio-adnp.o | drivers/gpio/sub/ drivers/x\n'
    assert kbuild_text.parse_objects(line) == (
        frozenset({'drivers/gpio/gpiolib.o', 'drivers/gpio/gpio-adnp.o'}),
        frozenset({'drivers/gpio/sub', 'drivers/x'}))
    assert kbuild_text.parse_objects(' | \n') == (frozenset(), frozenset())


MAKE_OUTPUT = '''  CC [M]  drivers/gpio/gpio-a.o
../drivers/gpio/gpio-a.c:12:3: error: cannot jump from this goto statement to its label
../drivers/gpio/gpio-a.c:40: error: expected ';' before 'return'
./include/linux/cleanup.h:90:2: note: jump bypasses variable with __attribute__((cleanup))
drivers/gpio/gpio-ab.c:7:1: error: not ours
make[4]: *** [../scripts/Makefile.build:229: drivers/gpio/gpio-a.o] Error 1
make[4]: *** [scripts/Makefile.build:229: drivers/gpio/gpio-ab.o] Error 1
'''


def test_failed_objects_and_diagnostics_of_make_output() -> None:
    assert kbuild_text.failed_objects(MAKE_OUTPUT) == frozenset({'drivers/gpio/gpio-a.o',
                                                                 'drivers/gpio/gpio-ab.o'})
    assert kbuild_text.diagnostics(MAKE_OUTPUT, 'drivers/gpio/gpio-a.c') == [
        kbuild_text.Diag('drivers/gpio/gpio-a.c', 12,
                         'cannot jump from this goto statement to its label'),
        kbuild_text.Diag('drivers/gpio/gpio-a.c', 40, "expected ';' before 'return'")]
    assert kbuild_text.first_error(MAKE_OUTPUT) == \
        'gpio-a.c:12: cannot jump from this goto statement to its label'
    assert kbuild_text.first_error('make: *** No rule. Error 2\n') == \
        'make: *** No rule. Error 2'
    assert kbuild_text.normalise("unused variable 'x2' [-Werror,-Wunused]") == \
        "unused variable 'xN' [-Werror,-Wunused]"


def test_new_errors_are_told_apart_by_function_count_and_file() -> None:
    """clang 14 misreports 'uninitialized' in an asm-goto function; the same
    message in another function (a real one, made by the conversion) is new,
    so is one more of it in the same function, and so is an error in a header
    the baseline did not have."""
    rel = 'kernel/x.c'
    uninit = "variable 'flags' is uninitialized when used here [-Werror,-Wuninitialized]"

    def out(*errors: tuple[str, int, str]) -> str:
        return ''.join('%s:%d:5: error: %s\n' % e for e in errors) + \
            'make[4]: *** [scripts/Makefile.build:229: kernel/x.o] Error 1\n'
    base = out((rel, 5, uninit))                       # in a(), lines 3-8
    state = kbuild_text.state_text(ORIGINAL, [CHANGE_A, CHANGE_B])
    b_line = state.splitlines().index('static int b(struct s *s)') + 3
    assert kbuild_text.new_errors(out((rel, 6, uninit)), base, rel, state, ORIGINAL) == []
    assert kbuild_text.new_errors(out((rel, 6, uninit), (rel, b_line, uninit)), base, rel,
                                  state, ORIGINAL) == [kbuild_text.Diag(rel, b_line, uninit)]
    assert kbuild_text.new_errors(out((rel, 5, uninit), (rel, 6, uninit)), base, rel,
                                  state, ORIGINAL) == [kbuild_text.Diag(rel, 6, uninit)]
    header = ('./include/linux/y.h', 3, "unknown type name 'z'")
    assert kbuild_text.new_errors(out((rel, 6, uninit), header), base, rel, state,
                                  ORIGINAL) == [kbuild_text.Diag(*header)]
    # without the texts the function is not known: message and count only
    assert kbuild_text.new_errors(out((rel, b_line, uninit)), base, rel) == []


def test_state_text_applies_changes_and_adds_the_include() -> None:
    both = kbuild_text.state_text(ORIGINAL, [CHANGE_B, CHANGE_A])
    assert both.startswith('#include <linux/cleanup.h>\n#include <linux/mutex.h>\n')
    assert A_NEW in both and B_NEW in both and 'mutex_unlock' not in both
    only_b = kbuild_text.state_text(ORIGINAL, [CHANGE_B])
    assert A_OLD in only_b and B_NEW in only_b
    assert kbuild_text.state_text(ORIGINAL, []) == ORIGINAL
    moved = FunctionChange('b', 3, 8, (), B_OLD, B_NEW)
    with pytest.raises(RuntimeError, match='line 3'):
        kbuild_text.state_text(ORIGINAL, [moved])


def test_changes_at_finds_the_function_an_error_line_is_in() -> None:
    state = kbuild_text.state_text(ORIGINAL, [CHANGE_A, CHANGE_B])
    lines = state.splitlines()
    a_line = lines.index('\tguard(mutex)(&s->lock);') + 1
    b_line = len(lines) - 2
    assert kbuild_text.changes_at(state, [CHANGE_A, CHANGE_B], a_line) == [CHANGE_A]
    assert kbuild_text.changes_at(state, [CHANGE_A, CHANGE_B], b_line) == [CHANGE_B]
    assert kbuild_text.changes_at(state, [CHANGE_A, CHANGE_B], 1) == []
    error = [kbuild_text.Diag('x.c', b_line, 'boom')]
    assert kbuild_text.describe(error, state, CHANGE_B) == \
        'boom (line 3 of the converted function)'
    assert kbuild_text.describe(error, state, CHANGE_A) == \
        'boom (line %d of the converted file)' % b_line


def test_without_turns_a_dropped_change_into_a_decline() -> None:
    source = SourceFile(Path('/t/drivers/x.c'), 'drivers/x.c', ORIGINAL)
    result = FileResult(source, kbuild_text.state_text(ORIGINAL, [CHANGE_A, CHANGE_B]),
                        (CHANGE_A, CHANGE_B), ())
    gcc = kbuild_text.BuildDir(Path('/o'), 'gcc', (), '12.2.0')
    kept = kbuild_text.without(result, [(CHANGE_A, kbuild_text.drop_reason(gcc, 'boom'))])
    assert kept.changes == (CHANGE_B,)
    assert kept.new_text == kbuild_text.state_text(ORIGINAL, [CHANGE_B])
    assert [(d.function, d.line, d.reason) for d in kept.declines] == [
        ('a', 3, 'does not compile with gcc 12.2.0: boom')]
    assert kbuild_text.without(result, []) is result


def test_compiled_with_collects_the_builds_per_file() -> None:
    gcc = kbuild_text.BuildDir(Path('/o'), 'gcc', (), '12.2.0')
    clang = kbuild_text.BuildDir(Path('/p'), 'clang', (), '14.0.6')
    checks = [kbuild.Check(gcc, built=('a.c', 'b.c')), kbuild.Check(clang, built=('a.c',))]
    assert kbuild.compiled_with(checks) == {'a.c': ('gcc 12.2.0', 'clang 14.0.6 W=1'),
                                            'b.c': ('gcc 12.2.0',)}


def test_the_messages_say_how_the_change_was_compiled() -> None:
    assert message.verification('1.0', (), False).endswith('kguardify did not compile it.')
    assert message.verification('1.0', ('gcc 12', 'clang 14 W=1'), True).endswith(
        'the file was compiled in this state with gcc 12 and clang 14 W=1.')
    assert message.verification('1.0', ('gcc 12',), False).endswith(
        'the file was compiled at the end of the series with gcc 12.')
    assert message.cover_verification({}, 2, True) == 'kguardify did not compile the patches.'
    assert message.cover_verification({'a.c': ('gcc 12',)}, 2, False) == \
        '1 of the 2 changed files were compiled at the end of the series, with gcc 12.'
    assert message.cover_verification({'a.c': ('gcc 12',), 'b.c': ('gcc 12',)}, 2, True) \
        == 'Each changed file was compiled in every state the series gives it, with gcc 12.'


def test_kernel_root_is_the_directory_with_kbuild(tmp_path: Path) -> None:
    (tmp_path / 'scripts').mkdir()
    (tmp_path / 'scripts' / 'Makefile.build').write_text('')
    (tmp_path / 'Kbuild').write_text('')
    (tmp_path / 'drivers' / 'gpio').mkdir(parents=True)
    assert kbuild.kernel_root(tmp_path / 'drivers' / 'gpio') == tmp_path.resolve()
    assert kbuild.kernel_root(Path('/')) is None
