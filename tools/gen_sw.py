"""Write dist/sw.js: the service worker that precaches the files of dist/ the site loads.

usage: python tools/gen_sw.py <dist dir> <sw template>

The cache name is a hash of every file's path and bytes, so a new build gets a new cache and the
old one is dropped when the new worker activates. Left out (issue 16): the rule examples' embed pages, which
register no service worker, and PyScript's bundles for features the site does not use (its code editor, terminal,
TOML configuration, zip archives, micropip and MicroPython, and the plugins pyscript.json leaves out), which a page
of the site never requests, and the
engine's notes (tools/split_wheel.py: for the engine tests inside Pyodide). The engine's table part, each game's part
and each language's catalogs are precached: the site works offline, every game in every language.
Standard library only.
"""

from __future__ import annotations

import hashlib
import json
import pathlib
import sys

from pyscript_bootstrap import PLUGINS_OFF  # tools/, beside this file

SKIP = {"sw.js", ".nojekyll"}
EMBEDS = ("embed/", "embed.html", "embed.mjs", "embed.css", "gallery.html")  # the rule examples: not the app's cache
UNUSED = tuple(f"pyscript/{name}" for name in ("codemirror", "xterm", "toml-", "zip-", "pyodide_graph-", "mpy-",
                                               "service-worker.js", *(f"{p}-" for p in PLUGINS_OFF))) + (
    "pyodide/sobremesa_notes-",)


def main(dist_dir: str, template: str) -> None:
    dist = pathlib.Path(dist_dir)
    files = sorted(p for p in dist.rglob("*") if p.is_file() and p.name not in SKIP
                   and not p.relative_to(dist).as_posix().startswith(EMBEDS + UNUSED))
    digest = hashlib.sha256()
    for p in files:
        digest.update(p.relative_to(dist).as_posix().encode())
        digest.update(b"\0")
        digest.update(p.read_bytes())
    urls = ["./"] + ["./" + p.relative_to(dist).as_posix() for p in files]
    text = pathlib.Path(template).read_text(encoding="utf-8")
    text = text.replace("__CACHE__", "sobremesa-" + digest.hexdigest()[:16])
    text = text.replace("__PRECACHE__", json.dumps(urls, indent=1))
    (dist / "sw.js").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
