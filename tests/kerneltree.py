# SPDX-License-Identifier: GPL-2.0-only
"""Real kernel trees for the tests that need one, at test time only.

Debian's linux-source-<version> package installs a tarball under /usr/src;
the first test that asks for a tree unpacks it once into a cache outside the
repository (KGUARDIFY_KERNEL_CACHE, default /var/tmp/kguardify-kernels).
Nothing of the kernel is ever committed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

CACHE = Path(os.environ.get('KGUARDIFY_KERNEL_CACHE', '/var/tmp/kguardify-kernels'))


def tarball(version: str) -> Path | None:
    path = Path('/usr/src/linux-source-%s.tar.xz' % version)
    return path if path.exists() else None


def kernel_tree(version: str = '6.12') -> Path | None:
    """An unpacked linux-source tree, or None when the package is absent."""
    source = tarball(version)
    if source is None:
        return None
    dest = CACHE / ('linux-source-%s' % version)
    if (dest / 'Makefile').exists() and (dest / 'include' / 'linux' / 'cleanup.h').exists():
        return dest
    CACHE.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(dir=CACHE, prefix='.unpack-'))
    try:
        subprocess.run(['tar', '-xf', str(source), '-C', str(work)], check=True,
                       timeout=1800)
        unpacked = work / ('linux-source-%s' % version)
        if dest.exists():
            shutil.rmtree(dest)
        unpacked.rename(dest)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return dest
