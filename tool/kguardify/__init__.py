# SPDX-License-Identifier: GPL-2.0-only
"""kguardify: goto-unwind kernel C -> the scope-based helpers of cleanup.h."""

__version__ = '0.1.0'
