# SPDX-License-Identifier: GPL-2.0-only
"""In a job, per converted function: keep or revert (assemble), check
(verify), tidy, the candidates it reports, and the independent proof."""
