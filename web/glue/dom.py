"""The page and the glue's state, shared by its modules: the data blocks the build wrote into the page, the app's
state (``app``), and small helpers over the DOM and localStorage. Text from players (names, error messages) is set
with textContent or escaped by the renderer."""

from __future__ import annotations

import asyncio
import json
import random
import sys
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from js import document, window
from pyodide.ffi import JsException, create_proxy, to_js

from sobremesa.app.form import form_values
from sobremesa.app.saves import SAVE_PREFIX
from sobremesa.core import i18n
from sobremesa.games import listed

if TYPE_CHECKING:  # the table's part: not imported by the start page (parts.TABLE_MODULES)
    from sobremesa.app.digest import Shown
    from sobremesa.app.replay import Replay
    from sobremesa.app.table import Table
    from sobremesa.core import Action


def read_listing() -> list[dict[str, Any]]:
    """The games' listing, written into the page at build time (tools/site_page.py): no game is imported to list
    them (issue 16). The data block is then removed: the page holds only what the screen shows."""
    node = document.getElementById("game-listing")
    games = json.loads(node.textContent)
    node.remove()
    return games


GAMES = read_listing()
LISTED = listed(GAMES)  # the games' titles and rules versions, as the resume list reads them
LANGUAGE_WHEELS = json.loads(document.getElementById("language-wheels").textContent)  # language.load_language
TABLE_WORDS = json.loads(document.getElementById("table-words").textContent)  # language.load_table_words
GAME_WHEELS = json.loads(document.getElementById("game-wheels").textContent)  # parts.load_game_part
storage = window.localStorage
LANG_KEY = "sobremesa:lang"  # the language chosen on the start page (issue 15)


@dataclass
class App:
    """What the page's screens share: the form's values, the language, the table or share link shown and what was
    painted of it (each screen's module reads and writes its own fields)."""

    form: dict[str, Any]  # the new-game form's values (landing.read_form, app.form.form_values)
    lang: str = i18n.ENGLISH  # the language of the app's words (language.setup_language)
    notice: str = ""  # what could not be loaded (language.load_language): the start page says it once
    table: Table | None = None  # the table shown (table.open_table), None on the other screens
    replay: Replay | None = None  # the share link shown (replay.open_replay)
    replay_timer: int | None = None  # the viewer's Play: its interval (replay.replay_play)
    replay_tick: Any = None  # the proxy the interval calls, made once (replay.replay_play)
    learn_pushed: bool = False  # How to play was opened as a history entry of its own (learn.open_learn)
    renders: int = 0  # the table's paints (body[data-renders], for tests)
    log: list[str] = field(default_factory=list)  # the lines #log shows
    rounds: dict[int, str] = field(default_factory=dict)  # the headings of #log's lines, by index
    digest: list[str] = field(default_factory=list)  # the lines #digest-list shows
    markup: dict[str, str] = field(default_factory=dict)  # per element id: the markup put in it last (table.put_markup)
    shown: dict[str, Shown] = field(default_factory=dict)  # the same, as digest.edits reads it (table.put_patched)
    legal: list[Action] | None = None  # the table's legal moves, listed once for the previews of a screen
    previews: dict[str, list[tuple[str, str]]] = field(default_factory=dict)  # a target's previews, by its moves
    previewed: Any = None  # the target whose preview is shown (a DOM node)
    chooser_for: Any = None  # the target whose moves the chooser lists (a DOM node)


app = App(form=form_values(GAMES))
_proxies: list[Any] = []  # keep event handlers alive
_tasks: set[asyncio.Future[Any]] = set()  # keep running tasks alive until they finish


def el(id_: str) -> Any:
    return document.getElementById(id_)


def words(key: str, **args: i18n.Arg) -> str:
    """The app's words in the language chosen (core.i18n)."""
    return i18n.say(app.lang, key, **args)


def reason(exc: Exception) -> str:
    """Why something was refused, in the language chosen (an engine's message, else the error's own text)."""
    return i18n.text(i18n.reason(exc), app.lang)


def show(id_: str, visible: bool) -> None:
    el(id_).hidden = not visible


def stored(key: str) -> str | None:
    """The text localStorage keeps under ``key``, or None: a key with nothing stored reads as a JS null, which
    Pyodide gives as ``jsnull``, not None."""
    text = storage.getItem(key)
    return text if isinstance(text, str) else None


def set_text(id_: str, text: str) -> None:
    node = el(id_)
    node.textContent = text
    node.hidden = not text


def on(node: Any, event: str, handler: Callable[..., object]) -> None:
    proxy = create_proxy(handler)
    _proxies.append(proxy)
    node.addEventListener(event, proxy)


def spawn(coroutine: Coroutine[Any, Any, object]) -> asyncio.Future[Any]:
    """Run ``coroutine`` in the background, kept alive until it finishes."""
    task = asyncio.ensure_future(coroutine)
    _tasks.add(task)
    task.add_done_callback(_tasks.discard)
    return task


def js_object(fields: dict[str, object]) -> Any:
    """A plain JavaScript object of ``fields``, as the DOM's options take them (``scrollIntoView``, ``focus``, a
    ``Blob``'s type)."""
    return to_js(fields, dict_converter=window.Object.fromEntries)


def now_iso() -> str:
    return str(window.Date.new().toISOString())


def new_key() -> str:
    return f"{SAVE_PREFIX}{int(window.Date.now())}-{random.randrange(36 ** 4):04x}"


def download(name: str, text: str) -> None:
    blob = window.Blob.new(to_js([text]), js_object({"type": "application/json"}))
    url = window.URL.createObjectURL(blob)
    a = document.createElement("a")
    a.href = url
    a.download = name
    document.body.appendChild(a)
    a.click()
    a.remove()
    window.setTimeout(create_proxy(lambda: window.URL.revokeObjectURL(url)), 1000)


def landing_url() -> str:
    return str(window.location.pathname) + str(window.location.search)


async def fetch_wheel(url: str) -> bytes | None:
    """The bytes at ``url``, or None (offline before the service worker stored them)."""
    try:
        response = await window.fetch(url)
        return (await response.arrayBuffer()).to_bytes() if response.ok else None
    except JsException:
        return None


def say_missing(lang: str, key: str = "loading.language_missing") -> None:
    """The page's status: ``lang``'s words could not be had (offline before the service worker stored them)."""
    name = document.querySelector(f'#lang option[value="{lang}"]').textContent
    app.notice = i18n.say(app.lang, key, language=name)
    set_text("notice", app.notice)


def control_button(id_: str, key: str, controls: str) -> Any:
    """A button of the table's controls, in the words of the language chosen (apply_language redraws them)."""
    button = document.createElement("button")
    button.type = "button"
    button.id = id_
    button.dataset.i18n = key
    button.textContent = words(key)
    button.setAttribute("aria-controls", controls)
    el("controls").appendChild(button)
    return button


def leave_viewer() -> None:
    """Out of a share link's viewer, if one was ever opened (``glue.replay``, which comes with the table's part)."""
    replay = sys.modules.get("glue.replay")
    if replay is not None:
        replay.leave_replay()
