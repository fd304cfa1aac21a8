"""Write dist/index.html from index.html, with the game list painted in.

usage: PYTHONPATH=py python tools/site_page.py index.html dist/index.html

The list comes from ``sobremesa.games.listing()`` on CPython at build time, so the landing page
shows the games before Python has started in the browser. Each is a button that opens the new-game
form with that game chosen (enabled by main.py once Python has started). Names are escaped. ``<!--PREVIEW-->``
becomes a picture of a starting board (Salamanca, else the first game with a renderer), drawn by the
same renderer the app uses, so the page has a board to show while Python boots.
"""

from __future__ import annotations

import html
import pathlib
import sys

from sobremesa import render
from sobremesa.core import Session
from sobremesa.games import listing

MARK = "<!--GAMES-->"
PREVIEW = "<!--PREVIEW-->"


def preview(prefer: str = "salamanca") -> str:
    for g in sorted(listing(), key=lambda g: g["name"] != prefer):
        if render.has_renderer(g["name"]):
            players = min(max(3, g["min_players"]), g["max_players"])
            session = Session.new(g["name"], [f"Player {i + 1}" for i in range(players)], seed=1)
            board = render.get(g["name"]).render(session.game.view(session.state, None), [], lambda a: "")
            return (f'<figure class="preview" aria-hidden="true">{board}'
                    f'<figcaption class="muted">{html.escape(g["title"])}: a starting board</figcaption></figure>')
    return ""


def game_items() -> str:
    items = []
    for g in listing():
        players = (f"{g['min_players']}–{g['max_players']} players" if g["min_players"] != g["max_players"]
                   else f"{g['min_players']} players")
        name = html.escape(g["name"])
        items.append(f'<li data-game="{name}"><button type="button" class="game-chip" data-new-game="{name}" '
                     f'disabled><strong>{html.escape(g["title"])}</strong> <span class="muted">{players}</span>'
                     f'</button> <a class="learn-link" href="#learn={name}" data-learn="{name}" '
                     f'aria-label="How to play {html.escape(g["title"])}">How to play</a></li>')
    return "\n        ".join(items)


def main(src: str, dst: str) -> None:
    page = pathlib.Path(src).read_text(encoding="utf-8")
    if MARK not in page:
        sys.exit(f"{src} has no {MARK} marker")
    page = page.replace(MARK, game_items()).replace(PREVIEW, preview())
    pathlib.Path(dst).write_text(page, encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
