"""The engine's parts shipped as wheels of their own (tools/split_wheel.py, issue 16): each language's catalogs and
the table's modules, which the page fetches after the start page and unpacks beside the engine."""

from __future__ import annotations

import io
import os
import pathlib
import sys
import zipfile
from importlib.machinery import FileFinder

INSTALLED = pathlib.Path(__file__).parent.parent.parent
"""The folder the package is installed in (the wheel's paths start with the package's name)."""


def unpack(wheel: bytes, prefix: str | tuple[str, ...], root: pathlib.Path = INSTALLED) -> None:
    """Write the files of ``wheel`` whose paths start with ``prefix`` (``sobremesa/locale/``, ``sobremesa/``, or one of
    several: the table's part holds the page's glue too, ``glue/``) under ``root``, beside the engine's own, and have
    the import system read its folders again, so that their new modules are found; a path that climbs out (``..``) is
    left out."""
    with zipfile.ZipFile(io.BytesIO(wheel)) as archive:
        files = [info for info in archive.infolist()
                 if info.filename.startswith(prefix) and not info.is_dir() and ".." not in info.filename]
        # each folder made once and each file written with open(): pathlib's steps for every file took twice as
        # long inside Pyodide (the table's 106 files: 45-67 ms against 25-28, in Node under load)
        for folder in sorted({os.path.dirname(info.filename) for info in files}):
            os.makedirs(root / folder, exist_ok=True)
        for info in files:
            with open(root / info.filename, "wb") as out:
                out.write(archive.read(info))
    # the folders' finders only (importlib.invalidate_caches() also imports importlib.metadata, which inside Pyodide
    # compiles a dozen modules of the standard library: a quarter of a second before the first board)
    for finder in list(sys.path_importer_cache.values()):
        if isinstance(finder, FileFinder):
            finder.invalidate_caches()
