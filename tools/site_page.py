"""Write dist/index.html from index.html, with the game list painted in.

usage: PYTHONPATH=py python tools/site_page.py index.html dist/index.html

The list comes from ``sobremesa.games.listing()`` on CPython at build time, so the landing page
shows the games before Python has started in the browser. Each is a button that opens the new-game
form with that game chosen (enabled by the glue once Python has started). Names are escaped. ``<!--PREVIEW-->``
becomes a picture of a starting board (Salamanca, else the first game with a renderer), drawn by the
same renderer the app uses, so the page has a board to show while Python boots.

Speed (issue 16): ``<!--LISTING-->`` becomes the same listing as JSON (``#game-listing``), which the glue reads
instead of importing every game; ``<!--PRELOAD-->`` becomes preload links for what Python's start waits on (the
runtime, the engine wheel found in dist/pyodide/, pyscript.json and main.py), so their downloads start with
the page instead of one after the other; ``<!--PLUGINS-->`` becomes MicroPython's configuration, which leaves
out the PyScript plugins pyscript.json leaves out (``mpy_config``). Beside the listing, ``#boot-words``: the start
page's words in every language, which boot.mjs shows in the chosen one before Python has started (issue 15), and
``#language-wheels``: the wheel of each language's words on the start page (the engine's holds English alone),
``#table-wheel``: the wheel of the engine's table part (the table, the replay viewer, How to play, the computer
players), which the glue fetches once the start page is usable, ``#game-wheels``: each game's wheel (its rules, its
renderers, its English words), fetched when a page needs that game, and ``#table-words``: the wheel of the games' words
in each language besides English, fetched with the table's part.
"""

from __future__ import annotations

import html
import json
import pathlib
import re
import sys

from pyscript_bootstrap import PLUGINS_OFF, chunks  # tools/, beside this file
from sobremesa import render
from sobremesa.core import Session
from sobremesa.core.i18n import ENGLISH, LANGUAGES, PACKAGE, catalog, say
from sobremesa.games import MODULES as GAMES
from sobremesa.games import listing
from sobremesa.render.screens import game_list_html

MARK = "<!--GAMES-->"
PREVIEW = "<!--PREVIEW-->"
LISTING = "<!--LISTING-->"
PRELOAD = "<!--PRELOAD-->"
PLUGINS = "<!--PLUGINS-->"
MODULES = ("pyodide/pyodide.mjs", "pyodide/pyodide.asm.mjs")
FETCHED = ("pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip", "pyodide/pyodide-lock.json", "pyscript.json",
           "page.py", "main.py")


def wordless(svg: str) -> str:
    """A board drawn for nobody's language (issue 15): without its ``<title>`` hover texts and its ``aria-label``s and
    roles, the renderer's words; what is left to read are the board's coordinates (A–I, 1–8), the same in every
    language. The picture is decorative (``aria-hidden``), so nothing is lost for a screen reader."""
    svg = re.sub(r"<title>[^<]*</title>", "", svg)
    return re.sub(r' (?:aria-label|role)="[^"]*"', "", svg)


def preview(prefer: str = "salamanca") -> str:
    for g in sorted(listing(), key=lambda g: g["name"] != prefer):
        if render.has_renderer(g["name"]):
            players = min(max(3, g["min_players"]), g["max_players"])
            session = Session.new(g["name"], [str(i + 1) for i in range(players)], seed=1)
            board = wordless(render.get(g["name"]).render(session.game.view(session.state, None), [], lambda a: ""))
            args = html.escape(json.dumps({"game": g["title"]}))  # the glue makes the caption in the chosen language
            caption = html.escape(say(ENGLISH, "game.preview", game=g["title"]))
            return (f'<figure class="preview" aria-hidden="true">{board}<figcaption class="muted" '
                    f'data-i18n="game.preview" data-i18n-args="{args}">{caption}</figcaption></figure>')
    return ""


def game_items() -> str:
    """The start page's games in English, disabled until Python has started (the glue paints them again in the chosen
    language)."""
    return game_list_html(listing())


def listing_json() -> str:
    """The games' listing for the glue, safe inside a <script> element."""
    return _json_script("game-listing", listing())


def _json_script(ident: str, data: object) -> str:
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False).replace("<", "\\u003c")
    return f'<script type="application/json" id="{ident}">{text}</script>'


# The words boot.mjs makes itself: the page's title, the loading text and its steps, the saved games waiting.
BOOT_KEYS = {"page.title", "loading.text", "loading.step", "loading.step_seconds", "loading.saves",
             "start.resume_waiting"}


def boot_words(page: str) -> str:
    """The words of the start page before Python has started, in every language (issue 15), for boot.mjs: the
    templates of every ``data-i18n``, ``data-i18n-label`` and ``data-i18n-title`` key in the page (its game list
    painted in) and ``BOOT_KEYS``."""
    keys = set(re.findall(r'data-i18n(?:-label|-title)?="([^"]+)"', page)) | BOOT_KEYS
    return _json_script("boot-words", {lang: {key: catalog(lang)[key] for key in sorted(keys)} for lang in LANGUAGES})


def _by_language(site: pathlib.Path, part: str) -> dict[str, str]:
    """The wheel ``<package>_<part><lang>`` of each language that has one, by language."""
    return {lang: f"./pyodide/{wheel.name}" for lang in LANGUAGES
            for wheel in (site / "pyodide").glob(f"{PACKAGE}_{part}{lang}-*.whl")}


def language_wheels(site: pathlib.Path) -> str:
    """Where each language's words on the start page are (tools/split_wheel.py: a wheel a language besides English),
    for boot.mjs, which starts fetching the one of the language chosen with the page, and the glue, which adds it to
    the engine."""
    return _json_script("language-wheels", _by_language(site, ""))


def table_words(site: pathlib.Path) -> str:
    """Where each language's words at the table are (tools/split_wheel.py: the games' catalogs, a wheel a language
    besides English), for the glue, which adds the chosen one's with the table's part."""
    return _json_script("table-words", _by_language(site, "table_"))


def table_wheel(site: pathlib.Path) -> str:
    """Where the engine's table part is (tools/split_wheel.py), for the glue."""
    return _json_script("table-wheel", "./pyodide/" + next((site / "pyodide").glob(f"{PACKAGE}_table-*.whl")).name)


def game_wheels(site: pathlib.Path) -> str:
    """Where each game's wheel is (tools/split_wheel.py), for the glue and, through it, the computer players' worker."""
    found = {name: next((site / "pyodide").glob(f"{PACKAGE}_{name}-*.whl")).name for name in GAMES}
    return _json_script("game-wheels", {name: f"./pyodide/{wheel}" for name, wheel in found.items()})


def preloads(site: pathlib.Path) -> str:
    """Preload links for the files Python's start fetches (as the fetches ask for them: same-origin, CORS mode): the
    engine's wheel, not those of the languages (``language_wheels``) nor the notes no page reads; and PyScript's
    chunks the page imports before the runtime starts (``pyscript_bootstrap.CHUNKS``: fetched one after the other
    otherwise, the core chunk once core.js has arrived and been read)."""
    wheels = sorted(p.relative_to(site).as_posix() for p in (site / "pyodide").glob(f"{PACKAGE}-*.whl"))
    modules = [f"pyscript/{name}" for name in chunks(site / "pyscript")] + list(MODULES)
    links = [f'<link rel="modulepreload" href="./{m}">' for m in modules]
    links += [f'<link rel="preload" href="./{f}" as="fetch" crossorigin>' for f in (*FETCHED, *wheels)]
    return "\n  ".join(links)


def mpy_config() -> str:
    """PyScript reads a configuration for each of its script types, Python's (pyscript.json) and MicroPython's, and
    imports every plugin that a type's configuration does not leave out: MicroPython's, which the site never runs,
    leaves out the plugins pyscript.json does (``pyscript_bootstrap.PLUGINS_OFF``), or the page fetches them all the
    same. Its ``<mpy-config>`` boots nothing."""
    plugins = json.dumps({"plugins": [f"!{name}" for name in PLUGINS_OFF]})
    return f"<mpy-config hidden>{html.escape(plugins, quote=False)}</mpy-config>"


def main(src: str, dst: str) -> None:
    page = pathlib.Path(src).read_text(encoding="utf-8")
    for marker in (MARK, LISTING, PRELOAD, PLUGINS):
        if marker not in page:
            sys.exit(f"{src} has no {marker} marker")
    page = page.replace(MARK, game_items()).replace(PREVIEW, preview())
    site = pathlib.Path(dst).parent
    page = page.replace(LISTING, "\n  ".join((listing_json(), boot_words(page), language_wheels(site),
                                                table_wheel(site), game_wheels(site), table_words(site))))
    page = page.replace(PRELOAD, preloads(site)).replace(PLUGINS, mpy_config())
    pathlib.Path(dst).write_text(page, encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
