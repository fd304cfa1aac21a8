"""How to play (issue 13): a game's page of rules and examples, as a history entry of its own, and a rule example's
"Play from here", a new local game at the example's step."""

from __future__ import annotations

from typing import Any

from pyodide.ffi import JsException

from sobremesa.app.nav import fragment_for, game_from_fragment, learn_fragment
from sobremesa.app.table import Table
from sobremesa.core import LoadError, i18n
from sobremesa.render.learn import learn_page

from . import table as table_glue  # which imports this module: its names are read when called
from .dom import (
    GAMES,
    app,
    document,
    el,
    landing_url,
    leave_viewer,
    new_key,
    now_iso,
    on,
    reason,
    set_text,
    show,
    window,
    words,
)
from .landing import paint_landing, record_games
from .parts import load_parts


def setup() -> None:
    """The page's Back button (parts.TABLE_GLUE)."""
    on(el("learn-back"), "click", leave_learn)


def open_learn(game: str) -> None:
    """A game's How to play page as a history entry of its own: Back returns where the player was."""
    window.history.pushState(None, "", landing_url() + learn_fragment(game))
    app.learn_pushed = True
    paint_learn(game)


def paint_learn(game: str) -> None:
    """The page, over the start page or a table (which stays as it was, hidden, for Back)."""
    title = next(g["title"] for g in GAMES if g["name"] == game)
    el("learn-body").innerHTML = learn_page(game, title, app.lang)
    leave_viewer()
    show("landing", False)
    show("table", False)
    show("learn", True)
    document.title = words("learn.page_title", game=title)
    document.body.dataset.screen = "learn"
    window.scrollTo(0, 0)
    el("learn-title").focus()


def paint_learn_body() -> None:
    """The page shown, in the language chosen now (``language.on_lang_change``)."""
    game = game_from_fragment(str(window.location.hash), (g["name"] for g in GAMES))
    if game is not None:
        title = next(g["title"] for g in GAMES if g["name"] == game)
        el("learn-body").innerHTML = learn_page(game, title, app.lang)
        document.title = words("learn.page_title", game=title)


def leave_learn(event: Any = None) -> None:
    """The page's Back button: the browser's Back when the app opened the page, else the start page."""
    pushed, app.learn_pushed = app.learn_pushed, False
    if pushed:
        window.history.back()
    else:
        window.history.replaceState(None, "", landing_url())
        paint_landing()


async def play_example(name: str, step: int) -> None:
    """"Play from here" of a rule example: a new local game at that step, from the record the build wrote beside
    the example's drawings; the address becomes the table's, so a reload or Back does not start it again."""
    try:
        response = await window.fetch(f"embed/{name}/record.json")
        if not response.ok:
            raise LoadError(i18n.Message("example.none", name=name))
        from sobremesa.examples import play_from  # only for an example's "Play from here" (TABLE_MODULES)

        text = str(await response.text())
        await load_parts(record_games(text))
        session = play_from(text, step, {"started": now_iso()})
    except (LoadError, JsException) as exc:
        window.history.replaceState(None, "", landing_url())
        paint_landing()
        set_text("notice", words("example.cannot_play", reason=reason(exc)))
        return
    table = Table(session, new_key())
    window.history.replaceState(None, "", landing_url() + fragment_for(table.key))
    table_glue.open_table(table, push=False)
