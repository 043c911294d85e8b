# SPDX-License-Identifier: GPL-2.0-only
"""python3 -m kguardify"""

import sys

from kguardify.cli import main

sys.exit(main())
