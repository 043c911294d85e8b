# SPDX-License-Identifier: GPL-2.0-only
"""Used everywhere: processes (proc), git (gitcmd), kguardify's errors."""
