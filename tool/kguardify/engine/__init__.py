# SPDX-License-Identifier: GPL-2.0-only
"""Runs spatch: the driver's side of the jobs (jobs), what they say to each
other (protocol), and in a job (worker, passes, spatch, rules)."""
