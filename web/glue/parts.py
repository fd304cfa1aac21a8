"""The engine's table part and the games' parts (issue 16), and the glue that comes with the table's part.

The start page imports only what it shows: the form, the saved games' keys, the language. The rest of the engine is a
wheel of its own, the table's part (the table, the replay viewer, How to play, the computer players: #table-wheel),
fetched once the start page is usable, and one wheel a game (its rules, its renderers, its English words:
#game-wheels), fetched when a page needs that game (tools/split_wheel.py); each is unpacked beside the engine, and
whatever needs them first waits for them (``with_table_part``). The table's part also holds the glue of the screens
that need it (``TABLE_GLUE``): they are imported with it, and their ``setup`` run.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import json
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from sobremesa.app.form import form_values, new_table
from sobremesa.app.nav import example_from_fragment, game_from_fragment, games_named, is_share_link, key_from_fragment
from sobremesa.core import IllegalAction, LoadError, i18n
from sobremesa.core.wheels import unpack
from sobremesa.games import get as game_engine
from sobremesa.render import get as game_renderer

from .dom import (
    GAME_WHEELS,
    GAMES,
    TABLE_WORDS,
    app,
    document,
    el,
    fetch_wheel,
    reason,
    say_missing,
    set_text,
    spawn,
    stored,
)

TABLE_MODULES = ("sobremesa.app.table", "sobremesa.render.replay", "sobremesa.app.replay", "sobremesa.render.learn",
                 "sobremesa.app.computer")
"""Imported before a table opens. The board in words (``render.describe``, with the standard library's HTML parser)
and the rule examples' records (``examples``) are imported where they are first used: a tenth of a second less before
the first board."""
TABLE_GLUE = ("glue.table", "glue.moves", "glue.preview", "glue.board_text", "glue.share", "glue.replay",
              "glue.learn", "glue.bots")
"""The glue of the table's screens, in the table's part: imported after ``TABLE_MODULES``, each one's ``setup``
(where it has one) run in this order (the table's controls: the board in words, Share, the computer players' pace)."""


@dataclass
class Parts:
    """The tasks that fetch the engine's parts, and whether the table's is ready: its modules and glue imported, the
    glue set up, the games' words had in the language chosen."""

    table: asyncio.Future[None] | None = None
    games: dict[str, asyncio.Future[None]] = field(default_factory=dict)  # by the game's name
    table_ready: bool = False


fetched = Parts()
table_words = {i18n.ENGLISH}  # the languages whose games' words the engine holds (English's: in each game's part)


def load_table_part() -> asyncio.Future[None]:
    """The task that loads the table's part (started once, and again after a failure: offline before the service
    worker stored it)."""
    task = fetched.table = _loading(fetched.table, fetch_table_part)
    return task


def load_game_part(name: str) -> asyncio.Future[None]:
    """The task that loads a game's part (started once, and again after a failure)."""
    task = fetched.games[name] = _loading(fetched.games.get(name), lambda: fetch_part(GAME_WHEELS[name]))
    return task


def _loading(task: asyncio.Future[None] | None, fetch: Callable[[], Awaitable[None]]) -> asyncio.Future[None]:
    """``task``, or a new one that ``fetch``es where there was none or it failed."""
    if task is None or (task.done() and task.exception() is not None):
        return asyncio.ensure_future(fetch())
    return task


def parts_ready(games: Iterable[str]) -> bool:
    """Whether the table's part and the parts of ``games`` are loaded (a name that is no game's needs none: loading
    what names it says so)."""
    return fetched.table_ready and all(game_ready(name) for name in games)


def game_ready(name: str) -> bool:
    task = fetched.games.get(name)
    return name not in GAME_WHEELS or (task is not None and task.done() and task.exception() is None)


async def load_parts(games: Iterable[str]) -> None:
    """The table's part and the parts of ``games``, fetched side by side; LoadError if one cannot be fetched (offline
    before the service worker stored it)."""
    await asyncio.gather(load_table_part(), *(load_game_part(name) for name in games if name in GAME_WHEELS))


async def fetch_part(url: str) -> None:
    """The wheel at ``url`` unpacked beside the engine: its modules (the table's: its glue too) and its words."""
    wheel = await fetch_wheel(url)
    if wheel is None:
        raise LoadError(i18n.Message("loading.table_missing"))
    unpack(wheel, ("sobremesa/", "glue/"))
    i18n.forget_catalogs()  # the English words that came with it


async def fetch_table_part() -> None:
    await fetch_part(json.loads(el("table-wheel").textContent))
    for name in (*TABLE_MODULES, *TABLE_GLUE):
        importlib.import_module(name)
        await asyncio.sleep(0)  # the page's events between two modules
    for name in TABLE_GLUE:
        setup = getattr(importlib.import_module(name), "setup", None)
        if setup is not None:
            setup()
    lang = None
    while lang != app.lang:  # the language chosen meanwhile: its words, before the table's part is said ready
        lang = app.lang
        await load_table_words(lang)
    fetched.table_ready = True
    warm_form_game()


async def load_table_words(lang: str) -> None:
    """The games' words in ``lang``, once the table's part is there: a wheel a language besides English (#table-words,
    tools/split_wheel.py), as the start page shows none of them but the options'. If they cannot be had (offline before
    the service worker stored them), the page's status says so and the games' words are shown in English."""
    if lang in table_words:
        return
    wheel = await fetch_wheel(TABLE_WORDS[lang])
    if wheel is None:
        say_missing(lang, "loading.games_words_missing")
        return
    i18n.add_catalogs(wheel)
    table_words.add(lang)


warmed: set[str] = set()  # the games warm_form_game imported or is importing


def on_start_page() -> bool:
    return document.body.getAttribute("data-screen") == "landing"  # None before the first screen is painted


def warm_form_game() -> None:
    """The engine and the renderer of the game the start page's form shows, fetched and imported in the background
    once the table's part is loaded and again when the form's game changes, so that Start finds them ready (Santa
    Maria's: about 0.2 s of a first board inside Pyodide), then a first screen drawn and thrown away
    (``first_screen``); one step a task, the page answering clicks between them. The games done are listed in
    ``body[data-warmed]``."""
    name = form_values(GAMES, app.form)["game"]
    if not fetched.table_ready or name in warmed or not on_start_page():
        return
    warmed.add(name)

    async def warm() -> None:
        try:
            await load_game_part(name)
        except LoadError:  # offline before the service worker stored it: Start says so
            warmed.discard(name)
            return
        for load in (game_engine, game_renderer, first_screen):
            await asyncio.sleep(0)
            if not on_start_page():  # a table opened meanwhile: its game, not this one
                warmed.discard(name)
                return
            load(name)
        document.body.dataset.warmed = f"{document.body.getAttribute('data-warmed') or ''} {name}".strip()  # tests

    spawn(warm())


def first_screen(name: str) -> None:
    """A screen of a table of the form's game, never shown: the renderer's first drawing fills what it keeps from one
    screen to the next (Santa Maria's colony spaces, the words it escaped), so that Start draws a board as a second
    game does (inside Pyodide, Santa Maria's first screen takes ~76 ms against ~20 for a second game's)."""
    values = form_values(GAMES, app.form)
    if values["game"] != name:
        return
    with contextlib.suppress(LoadError, IllegalAction):  # the form asks for what cannot start: Start will say why
        table = new_table(GAMES, values, 1, "warm")
        if table.needs_pass():  # a game with secrets: its board, not the pass screen before it
            table.confirm_pass()
        table.screen(app.lang)


def with_table_part(then: Callable[..., object], *args: Any, games: Sequence[str] = ()) -> None:
    """``then(*args)`` with the table's part and the parts of ``games``: at once when they are loaded, else once they
    are."""
    if parts_ready(games):
        then(*args)
        return

    async def later() -> None:
        try:
            await load_parts(games)
        except LoadError as exc:  # offline before the service worker stored it: said; the next click tries again
            set_text("notice", reason(exc))
            el("notice").scrollIntoView()  # Start is at the form's end, below a phone's screen
            return
        set_text("notice", "")
        then(*args)

    spawn(later())


def address_games(fragment: str) -> list[str]:
    """The games the address needs (``nav.games_named``)."""
    return games_named(fragment, (g["name"] for g in GAMES), stored)


def needs_table_part(fragment: str) -> bool:
    """Whether the address points to more than the start page (a table, How to play, a share link, an example)."""
    return is_share_link(fragment) or any(found(fragment) is not None for found in (
        example_from_fragment, key_from_fragment, lambda f: game_from_fragment(f, (g["name"] for g in GAMES))))
