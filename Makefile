# SPDX-License-Identifier: GPL-2.0-only
# The two set-up commands of the README are `make example` and `make test`.

PYTHON ?= /usr/bin/python3
PYTEST_ARGS ?= -q

.PHONY: example test test-kernel test-kernel-full check-static cocci bless deps deps-test deps-kernel

EXAMPLE_OUT ?=
EXAMPLE_FROM ?= Example Developer <developer@example.org>

# Install what is missing, then convert the bundled example into a patch
# series in EXAMPLE_OUT (default: a new temporary directory) and print it.
example: deps
	@out="$(EXAMPLE_OUT)"; [ -n "$$out" ] || out=$$(mktemp -d -t kguardify-example.XXXXXX); \
	bin/kguardify --force -o "$$out" --from "$(EXAMPLE_FROM)" examples/gpio-kgdemo/ && \
	cat "$$out"/*.patch && echo "kguardify: the example series is in $$out" >&2

# Static checks, then the whole test suite.
test: deps-test check-static
	$(PYTHON) -m pytest $(PYTEST_ARGS) tests

# The proof on real kernel code: kguardify's series for drivers/gpio of
# Linux 6.12 and 6.1 applied with git am, compiled with gcc and clang W=1,
# run through checkpatch.pl (test-kernel-full: gpio, hwmon, mfd, iio and
# kernel/ of 6.12, the README's table; too long for CI on 2 cores).
test-kernel: deps-kernel
	$(PYTHON) tests/kernel_proof.py --version 6.12
	$(PYTHON) tests/kernel_proof.py --version 6.1

test-kernel-full: deps-kernel
	$(PYTHON) tests/kernel_proof.py --version 6.12 --full

check-static:
	$(PYTHON) -m mypy --strict tool/kguardify
	pyflakes3 tool tests bin/kguardify
	cd tool && $(PYTHON) -m kguardify.coccigen --check

# Write kguardify's current output over the goldens of tests/expected/
# (then read git diff tests/expected before committing it).
bless: deps-test
	$(PYTHON) tests/bless.py

# Rebuild cocci/*.cocci from cocci/src/*.smpl and the embedded modules.
cocci:
	cd tool && $(PYTHON) -m kguardify.coccigen

deps:
	scripts/install-deps

deps-test:
	scripts/install-deps --test

deps-kernel:
	scripts/install-deps --kernel
