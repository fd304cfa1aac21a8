"""Take ``import pyscript`` out of the code PyScript runs before a page's (or a worker's) Python (issue 16).

usage: python tools/pyscript_bootstrap.py <dist/pyscript>

PyScript's bundle writes its ``pyscript`` package into the runtime's files and imports it before the first script,
although the site never uses it: the glue takes ``document`` and ``window`` from ``js`` and starts the computer
players' worker itself (``create_named_worker`` in web/main.py). The import compiled the package's sources and
imported the standard library's ``html`` with its table of entities (about 60 ms of the main thread in Pyodide
under Node, more in the page) between Python being up and the start page. The package stays written: a script that
imports it still can. The two edits are found exactly once each in the pinned bundle, or the build stops.
Standard library only.
"""

from __future__ import annotations

import pathlib
import sys

EDITS = (
    ('ho.push("import pyscript as _pyscript"),', ""),               # the import
    ('["_Path","_path","_os","_pyscript"]', '["_Path","_path","_os"]'),  # and the `del` of its name after it
)


def patch(bundle: str) -> str:
    """The bundle's source without the bootstrap's import; ValueError when an edit is not found exactly once."""
    for old, new in EDITS:
        if bundle.count(old) != 1:
            raise ValueError(f"PyScript's bundle has {bundle.count(old)} of {old!r} (expected 1): another version?")
        bundle = bundle.replace(old, new)
    return bundle


def main(folder: pathlib.Path) -> None:
    found = [p for p in sorted(folder.glob("core-*.js")) if 'ho.push("import pyscript' in p.read_text()]
    if len(found) != 1:
        raise SystemExit(f"{folder}: expected one PyScript core chunk with the bootstrap, found {len(found)}")
    found[0].write_text(patch(found[0].read_text()))


if __name__ == "__main__":
    main(pathlib.Path(sys.argv[1]))
