"""Write dist/sw.js: the service worker that precaches every file of dist/.

usage: python tools/gen_sw.py <dist dir> <sw template>

The cache name is a hash of every file's path and bytes, so a new build gets a new cache and the
old one is dropped when the new worker activates. Standard library only.
"""

from __future__ import annotations

import hashlib
import json
import pathlib
import sys

SKIP = {"sw.js", ".nojekyll"}
EMBEDS = ("embed/", "embed.html", "embed.mjs", "embed.css", "gallery.html")  # the rule examples: not the app's cache


def main(dist_dir: str, template: str) -> None:
    dist = pathlib.Path(dist_dir)
    files = sorted(p for p in dist.rglob("*") if p.is_file() and p.name not in SKIP
                   and not p.relative_to(dist).as_posix().startswith(EMBEDS))
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
