# SPDX-License-Identifier: GPL-2.0-only
"""In the driver, after the jobs: the build checks (kbuild) and checkpatch."""
