"""Write <pyodide dir>/pyodide-lock.json listing exactly the wheels shipped there (sha256 recomputed).

usage: python tools/vendor_lock.py <upstream pyodide-lock.json> <pyodide dir in dist>

``loadPyodide`` always fetches the lock, so dist/ keeps one; the upstream lock lists 357 packages
that we do not ship (and that Pyodide would try to fetch from a CDN if asked for by name), so the
trimmed lock keeps only the upstream ``info`` and an entry for the engine's wheel (stack.md §4): the wheels of its
languages, its table part and its notes beside it (tools/split_wheel.py) are unpacked by the page and the tests,
never loaded by name.
Standard library only.
"""

from __future__ import annotations

import hashlib
import json
import pathlib
import sys
import zipfile
from email.parser import Parser

ENGINE = "sobremesa"


def wheel_entry(path: pathlib.Path) -> dict:
    with zipfile.ZipFile(path) as z:
        names = z.namelist()
        meta = Parser().parsestr(z.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode())
        tops = {n.split("/")[0] for n in names if not n.split("/")[0].endswith((".dist-info", ".data"))}
    return {"name": meta["Name"], "version": meta["Version"], "file_name": path.name, "install_dir": "site",
            "sha256": hashlib.sha256(path.read_bytes()).hexdigest(), "package_type": "package",
            "imports": sorted(t.removesuffix(".py") for t in tops), "depends": [], "unvendored_tests": False,
            "tool": {}}


def main(upstream: str, outdir: str) -> None:
    out = pathlib.Path(outdir)
    lock = json.loads(pathlib.Path(upstream).read_text(encoding="utf-8"))
    engine = sorted(out.glob(f"{ENGINE}-*.whl"))
    lock["packages"] = {e["name"].lower().replace("_", "-"): e for e in map(wheel_entry, engine)}
    (out / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
