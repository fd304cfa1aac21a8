"""Screenshots of every game at a phone's, a tablet's and a laptop's size (issue 13).

Builds nothing: serves the dist/ that ``./build.sh build`` made on 127.0.0.1, opens each game of
``e2e_helpers.MID_GAMES`` (a position after a few seeded random moves, past the pass screen) in Debian's
Chromium at 390 x 844, 768 x 1024 and 1366 x 768, and writes build/screenshots/<game>-<w>x<h>.png: the
window as the player sees it at the board's initial view, or the whole page with ``--full-page``.

    .venv/bin/python tools/screenshots.py [--full-page] [--out DIR] [GAME ...]
"""

from __future__ import annotations

import argparse
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "tests" / "e2e")]

from e2e_helpers import (  # noqa: E402  (the browser tests' helpers: one way to serve and open a table)
    CHROMIUM,
    CHROMIUM_ARGS,
    DIST,
    MID_GAMES,
    SAVE_PREFIX,
    mid_game,
    open_app,
    open_record,
    screen,
    serve,
)
from playwright.sync_api import sync_playwright  # noqa: E402

SIZES = ((390, 844), (768, 1024), (1366, 768))


def shoot(out: pathlib.Path, names: list[str], full_page: bool) -> list[pathlib.Path]:
    """Every chosen game at every size; returns the files written."""
    httpd, url = serve(DIST)
    written = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for width, height in SIZES:
                context = browser.new_context(viewport={"width": width, "height": height}, has_touch=width < 1024)
                page = context.new_page()
                open_app(page, url)
                for i, (name, game, players, options, moves) in enumerate(MID_GAMES):
                    if names and name not in names:
                        continue
                    open_record(page, mid_game(game, players, options, moves), f"{SAVE_PREFIX}1700000000000-shot{i}")
                    if screen(page) == "pass":
                        page.click("#pass-confirm")
                        page.wait_for_selector("body[data-screen='play']")
                    page.evaluate("window.scrollTo(0, 0)")
                    path = out / f"{name}-{width}x{height}.png"
                    page.screenshot(path=str(path), full_page=full_page)
                    written.append(path)
                context.close()
            browser.close()
    finally:
        httpd.shutdown()
        httpd.server_close()
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help=f"some of: {', '.join(m[0] for m in MID_GAMES)} (default: all)")
    parser.add_argument("--out", type=pathlib.Path, default=ROOT / "build" / "screenshots")
    parser.add_argument("--full-page", action="store_true", help="the whole page, not only the window")
    args = parser.parse_args()
    unknown = set(args.games) - {m[0] for m in MID_GAMES}
    if unknown:
        parser.error(f"unknown games: {', '.join(sorted(unknown))}")
    if not (DIST / "index.html").exists():
        parser.error("dist/ is missing: run ./build.sh build first")
    args.out.mkdir(parents=True, exist_ok=True)
    for path in shoot(args.out, args.games, args.full_page):
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)


if __name__ == "__main__":
    main()
