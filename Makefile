# SPDX-License-Identifier: GPL-2.0-only
# The two set-up commands of the README are `make example` and `make test`.

PYTHON ?= /usr/bin/python3
PYTEST_ARGS ?= -q

.PHONY: example test check-static cocci deps deps-test

# Install what is missing, then convert the bundled example (prints a diff;
# kguardify exits 1 when it has changes or declines to show).
example: deps
	bin/kguardify examples/gpio-kgdemo/ || test $$? -eq 1

# Static checks, then the whole test suite.
test: deps-test check-static
	$(PYTHON) -m pytest $(PYTEST_ARGS) tests

check-static:
	$(PYTHON) -m mypy --strict tool/kguardify
	pyflakes3 tool tests bin/kguardify
	cd tool && $(PYTHON) -m kguardify.coccigen --check

# Rebuild cocci/*.cocci from cocci/src/*.smpl and the embedded modules.
cocci:
	cd tool && $(PYTHON) -m kguardify.coccigen

deps:
	scripts/install-deps

deps-test:
	scripts/install-deps --test
