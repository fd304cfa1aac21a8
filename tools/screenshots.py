"""Screenshots of every game at a phone's, a tablet's and a laptop's size (issue 13).

Builds nothing: serves the dist/ that ``./build.sh build`` made on 127.0.0.1, opens each mode of every game of
``test_fit.MODES`` (a position after a few seeded random moves, past the pass screen) in Debian's Chromium at
390 x 844, 768 x 1024, 1024 x 768 and 1366 x 768, and writes build/screenshots/<mode>-<w>x<h>.png: the window as
the player sees it at the board's initial view, or the whole page with ``--full-page``; also the start page
(start-<w>x<h>.png) and the end screen of a finished 2-player game of each game (<game>-end-<w>x<h>.png). With
``--lang de`` (issue 15) in that language, the files named <mode>-<w>x<h>-de.png; ``--size 390x844`` only that size.

    .venv/bin/python tools/screenshots.py [--full-page] [--out DIR] [--lang LANG] [--size WxH] [GAME ...]
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
    SAVE_PREFIX,
    mid_game,
    open_app,
    open_record,
    screen,
    serve,
)
from playwright.sync_api import Page, sync_playwright  # noqa: E402
from test_fit import MODES  # noqa: E402  (every mode of every game, as the fit test opens them)

from sobremesa.core.fuzz import play_random  # noqa: E402
from sobremesa.core.i18n import LANGUAGES  # noqa: E402
from sobremesa.games import get  # noqa: E402

SIZES = ((390, 844), (768, 1024), (1024, 768), (1366, 768))
ENDS = ("salamanca", "calimala", "salamandra", "santamaria")  # an end screen of each game


def shoot(out: pathlib.Path, names: list[str], full_page: bool, lang: str = "en",
          sizes: tuple[tuple[int, int], ...] = SIZES) -> list[pathlib.Path]:
    """Every chosen game at every size, in ``lang``; returns the files written."""
    tail = "" if lang == "en" else f"-{lang}"
    httpd, url = serve(DIST)
    written = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for width, height in sizes:
                context = browser.new_context(viewport={"width": width, "height": height}, has_touch=width < 1024)
                context.add_init_script(f"localStorage.setItem('sobremesa:lang', '{lang}')")
                page = context.new_page()
                open_app(page, url)
                if not names or "start" in names:
                    written.append(_shot(page, out / f"start-{width}x{height}{tail}.png", full_page))
                for i, (name, game, players, options, moves) in enumerate(MODES):
                    if names and name not in names:
                        continue
                    open_record(page, mid_game(game, players, options, moves), f"{SAVE_PREFIX}1700000000000-shot{i}")
                    if screen(page) == "pass":
                        page.click("#pass-confirm")
                        page.wait_for_selector("body[data-screen='play']")
                    written.append(_shot(page, out / f"{name}-{width}x{height}{tail}.png", full_page))
                for game in ENDS:
                    if names and f"{game}-end" not in names:
                        continue
                    finished = play_random(get(game), 2, seed=2, check=False).record.to_json()
                    open_record(page, finished, f"{SAVE_PREFIX}1700000000000-end-{game}")
                    page.wait_for_selector("body[data-screen='over']")
                    written.append(_shot(page, out / f"{game}-end-{width}x{height}{tail}.png", full_page))
                context.close()
            browser.close()
    finally:
        httpd.shutdown()
        httpd.server_close()
    return written


def _shot(page: Page, path: pathlib.Path, full_page: bool) -> pathlib.Path:
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(path), full_page=full_page)
    return path


CHOICES = ["start", *(m[0] for m in MODES), *(f"{game}-end" for game in ENDS)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help=f"some of: {', '.join(CHOICES)} (default: all)")
    parser.add_argument("--out", type=pathlib.Path, default=ROOT / "build" / "screenshots")
    parser.add_argument("--full-page", action="store_true", help="the whole page, not only the window")
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help="the language of the screens")
    parser.add_argument("--size", choices=[f"{w}x{h}" for w, h in SIZES], help="only this size")
    args = parser.parse_args()
    unknown = set(args.games) - set(CHOICES)
    if unknown:
        parser.error(f"unknown games: {', '.join(sorted(unknown))}")
    if not (DIST / "index.html").exists():
        parser.error("dist/ is missing: run ./build.sh build first")
    args.out.mkdir(parents=True, exist_ok=True)
    sizes = tuple(s for s in SIZES if not args.size or f"{s[0]}x{s[1]}" == args.size)
    for path in shoot(args.out, args.games, args.full_page, args.lang, sizes):
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)


if __name__ == "__main__":
    main()
