# SPDX-License-Identifier: GPL-2.0-only
"""In the driver, last: the patch series and its messages, the report
modes, the summary."""
