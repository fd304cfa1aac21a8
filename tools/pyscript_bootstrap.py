"""Take ``import pyscript`` out of the code PyScript runs before a page's (or a worker's) Python (issue 16).

usage: python tools/pyscript_bootstrap.py <dist/pyscript>

PyScript's bundle writes its ``pyscript`` package into the runtime's files and imports it before the first script,
although the site never uses it: the glue takes ``document`` and ``window`` from ``js`` and starts the computer
players' worker itself (``create_named_worker`` in web/glue/bots.py). The import compiled the package's sources and
imported the standard library's ``html`` with its table of entities (about 60 ms of the main thread in Pyodide
under Node, more in the page) between Python being up and the start page. The package stays written: a script that
imports it still can. The two edits are found exactly once each in the pinned bundle, or the build stops.

``--plugins-off`` prints ``PLUGINS_OFF`` for pyscript.json's ``plugins`` (build.sh): PyScript's plugins the site does
not use, which its bundle would otherwise import, each a chunk of its own, once the page's DOM is loaded and before it
starts the runtime. ``CHUNKS``: the bundle's files the page loads before the runtime starts, which
tools/site_page.py preloads with the page.
Standard library only.
"""

from __future__ import annotations

import json
import pathlib
import sys

EDITS = (
    ('ho.push("import pyscript as _pyscript"),', ""),               # the import
    ('["_Path","_path","_os","_pyscript"]', '["_Path","_path","_os"]'),  # and the `del` of its name after it
)

PLUGINS_OFF = ("py-editor", "py-terminal", "py-game", "donkey", "deprecations-manager")
"""Left out (``!name`` in pyscript.json's ``plugins``): the code editor, the terminal, pygame's canvas, the donkey
(a ready-made worker that evaluates code) and the deprecation notices; left in, its error plugin (0.7 KB: a Python
error the glue does not catch is shown on the page). With them out and ``CHUNKS`` preloaded, PyScript starts the
runtime 63 ms sooner after navigation (its "Loading interpreter" at 218 ms against 281, DOMContentLoaded at 163
against 201; 5 cold loads alternating with the build before, a quiet machine, December 4): the start page usable ÷
the floor 1.131 against 1.142, a Santa Maria board 1.336 against 1.395 in the same run, within the runs' spread."""
CHUNKS = ("core-", "error-")
"""The bundle's chunks a page of the site imports before the runtime starts: the core (core.js is a line that
imports it) and the error plugin."""


def chunks(folder: pathlib.Path) -> list[str]:
    """The file names of ``CHUNKS`` in ``folder`` (dist/pyscript), one each, or the build stops."""
    names = [[p.name for p in folder.glob(f"{prefix}*.js")] for prefix in CHUNKS]
    if any(len(found) != 1 for found in names):
        raise SystemExit(f"{folder}: expected one chunk each of {CHUNKS}, found {names}")
    return [found[0] for found in names]


def patch(bundle: str) -> str:
    """The bundle's source without the bootstrap's import; ValueError when an edit is not found exactly once."""
    for name in PLUGINS_OFF:
        if f'()=>import("./{name}-' not in bundle:
            raise ValueError(f"PyScript's bundle has no plugin {name!r} to leave out: another version?")
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
    if sys.argv[1:] == ["--plugins-off"]:
        print(json.dumps([f"!{name}" for name in PLUGINS_OFF]))
    else:
        main(pathlib.Path(sys.argv[1]))
