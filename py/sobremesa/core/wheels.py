"""The engine's parts shipped as wheels of their own (tools/split_wheel.py, issue 16): each language's catalogs and
the table's modules, which the page fetches after the start page and unpacks beside the engine."""

from __future__ import annotations

import io
import pathlib
import zipfile

INSTALLED = pathlib.Path(__file__).parent.parent.parent
"""The folder the package is installed in (the wheel's paths start with the package's name)."""


def unpack(wheel: bytes, prefix: str, root: pathlib.Path = INSTALLED) -> None:
    """Write the files of ``wheel`` whose paths start with ``prefix`` (``sobremesa/locale/``, ``sobremesa/``) under
    ``root``, beside the engine's own; a path that climbs out (``..``) is left out."""
    with zipfile.ZipFile(io.BytesIO(wheel)) as archive:
        for name in archive.namelist():
            if name.startswith(prefix) and not name.endswith("/") and ".." not in name:
                (root / name).parent.mkdir(parents=True, exist_ok=True)
                (root / name).write_bytes(archive.read(name))
