# SPDX-License-Identifier: GPL-2.0-only
"""The code that runs inside spatch.

spatch's Python runs these modules from the semantic patches' script rules
(`from kguardify.embedded.runner import Runner` in cocci/*.cocci), so they
import the standard library and each other only (tests/test_layout.py
checks it); the driver and the jobs use them too (the C scanner, the
helper table).
"""
