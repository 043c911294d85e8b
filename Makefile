# SPDX-License-Identifier: GPL-2.0-only
# The two set-up commands of the README are `make example` and `make test`.

PYTHON ?= /usr/bin/python3
PYTEST_ARGS ?= -q

.PHONY: example test check-static cocci deps deps-test

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
