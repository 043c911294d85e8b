# SPDX-License-Identifier: GPL-2.0-only
"""A PEP 517 build backend for kguardify, standard library only.

The machines kguardify runs on reach no Python package index, and the
setuptools there (65, without the 'wheel' package) cannot build a wheel, so
`pip install --no-build-isolation .` uses this instead. It packs
tool/kguardify/*.py, the console script, the shipped cocci/*.cocci and the
SmPL sources of cocci/src (as data under share/kguardify/cocci).
"""

from __future__ import annotations

import base64
import hashlib
import io
import tarfile
import zipfile
from pathlib import Path

NAME = 'kguardify'
ROOT = Path(__file__).resolve().parent.parent
TAG = 'py3-none-any'


def _version() -> str:
    for line in (ROOT / 'tool' / NAME / '__init__.py').read_text().splitlines():
        if line.startswith('__version__'):
            return line.split('=', 1)[1].strip().strip('\'"')
    raise RuntimeError('no __version__ in tool/kguardify/__init__.py')


def _metadata() -> str:
    readme = (ROOT / 'README.md').read_text() if (ROOT / 'README.md').exists() else ''
    return ('Metadata-Version: 2.1\nName: %s\nVersion: %s\n'
            'Summary: Rewrite goto-unwind Linux kernel C into the scope-based helpers '
            'of include/linux/cleanup.h\nLicense: GPL-2.0-only\n'
            'Requires-Python: >=3.11\nDescription-Content-Type: text/markdown\n\n%s'
            % (NAME, _version(), readme))


def _files() -> list[tuple[str, bytes]]:
    version = _version()
    data = '%s-%s.data/data/share/kguardify/cocci/' % (NAME, version)
    package = ROOT / 'tool' / NAME
    files = [('%s/%s' % (NAME, p.relative_to(package).as_posix()), p.read_bytes())
             for p in sorted(package.rglob('*.py'))]
    files += [(data + p.name, p.read_bytes()) for p in sorted((ROOT / 'cocci').glob('*.cocci'))]
    files += [(data + 'standalone/' + p.name, p.read_bytes())
              for p in sorted((ROOT / 'cocci' / 'standalone').glob('*.cocci'))]
    # the SmPL sources: the driver generates its semantic patch from them
    files += [(data + p.relative_to(ROOT / 'cocci').as_posix(), p.read_bytes())
              for p in sorted((ROOT / 'cocci' / 'src').rglob('*.smpl'))]
    info = '%s-%s.dist-info/' % (NAME, version)
    files += [(info + 'METADATA', _metadata().encode()),
              (info + 'WHEEL', ('Wheel-Version: 1.0\nGenerator: kgbuild\n'
                                'Root-Is-Purelib: true\nTag: %s\n' % TAG).encode()),
              (info + 'entry_points.txt',
               b'[console_scripts]\nkguardify = kguardify.cli:main\n')]
    return files


def _record(files: list[tuple[str, bytes]], record: str) -> bytes:
    lines = []
    for name, content in files:
        digest = base64.urlsafe_b64encode(hashlib.sha256(content).digest()).rstrip(b'=')
        lines.append('%s,sha256=%s,%d' % (name, digest.decode(), len(content)))
    lines.append('%s,,' % record)
    return ('\n'.join(lines) + '\n').encode()


def build_wheel(wheel_directory: str, config_settings: dict[str, str] | None = None,
                metadata_directory: str | None = None) -> str:
    name = '%s-%s-%s.whl' % (NAME, _version(), TAG)
    files = _files()
    record = '%s-%s.dist-info/RECORD' % (NAME, _version())
    with zipfile.ZipFile(Path(wheel_directory) / name, 'w', zipfile.ZIP_DEFLATED) as whl:
        for path, content in files:
            whl.writestr(path, content)
        whl.writestr(record, _record(files, record))
    return name


def build_editable(wheel_directory: str, config_settings: dict[str, str] | None = None,
                   metadata_directory: str | None = None) -> str:
    return build_wheel(wheel_directory, config_settings, metadata_directory)


def build_sdist(sdist_directory: str, config_settings: dict[str, str] | None = None) -> str:
    base = '%s-%s' % (NAME, _version())
    name = base + '.tar.gz'
    with tarfile.open(Path(sdist_directory) / name, 'w:gz') as tar:
        for rel in ('pyproject.toml', 'README.md', 'tool', 'cocci', 'bin'):
            path = ROOT / rel
            if path.exists():
                tar.add(path, arcname='%s/%s' % (base, rel),
                        filter=lambda t: None if '__pycache__' in t.name else t)
        info = tarfile.TarInfo('%s/PKG-INFO' % base)
        meta = _metadata().encode()
        info.size = len(meta)
        tar.addfile(info, io.BytesIO(meta))
    return name


def get_requires_for_build_wheel(config_settings: dict[str, str] | None = None) -> list[str]:
    return []


def get_requires_for_build_sdist(config_settings: dict[str, str] | None = None) -> list[str]:
    return []
