"""The player's moves at the table: a click or a key on a move, the chooser of a spot that offers several, arrow keys
across the board, and the table's buttons (``BUTTONS``, by id: the pass screen, undo, export, rematch, the board in
words, Share)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from sobremesa.app.table import Table
from sobremesa.core import IllegalAction, i18n
from sobremesa.render import esc, fallback_buttons, parse_action

from . import board_text, share
from .dom import app, document, download, el, js_object, new_key, now_iso, on, show, words
from .landing import paint_landing
from .learn import open_learn
from .preview import after_long_press, hide_preview, place_chooser
from .table import open_table, paint, save


def focus_hint_of(node: Any) -> tuple[str, str | None]:
    """Where keyboard focus should go after a re-render (only when the keyboard was used)."""
    for attr in ("data-action", "data-choices", "data-ui"):
        if node.hasAttribute(attr):
            return attr, node.getAttribute(attr)
    return "data-action", None


def do_action(table: Table, text: str, hint: tuple[str, str | None] | None = None) -> None:
    try:
        table.act(parse_action(text))
    except IllegalAction as exc:
        table.error = i18n.reason(exc)
        paint(hint)
        return
    save(table)
    paint(hint)


def open_chooser(table: Table, node: Any) -> None:
    actions = [tuple(a) for a in json.loads(node.getAttribute("data-choices"))]
    chooser = el("chooser")
    chooser.innerHTML = fallback_buttons(actions, lambda action: i18n.text(table.describe(action), app.lang)) + \
        f'<button type="button" id="chooser-cancel">{esc(words("chooser.cancel"))}</button>'
    heading = document.createElement("p")
    heading.textContent = words("chooser.heading")
    chooser.prepend(heading)
    show("chooser", True)
    app.chooser_for = node
    place_chooser(chooser, node)
    first = chooser.querySelector("[data-action]")
    if first:
        first.focus(js_object({"preventScroll": True}))


def activate(table: Table, node: Any, keyboard: bool) -> None:
    """A marked element of ``table`` was clicked or pressed."""
    hint = focus_hint_of(node) if keyboard else None
    if node.hasAttribute("data-action"):
        do_action(table, node.getAttribute("data-action"), hint)
    elif node.hasAttribute("data-choices"):
        open_chooser(table, node)
    elif node.hasAttribute("data-ui"):
        table.set_ui(json.loads(node.getAttribute("data-ui")))
        paint(hint)


TARGETS = "[data-action], [data-choices], [data-ui]"


def confirm_pass(table: Table) -> None:
    """The device passed: the table of the seat now holding it, its first move focused for the keyboard but not
    previewed (a preview nobody asked for would cover the prompt or the panel)."""
    table.confirm_pass()
    paint(("data-action", None))
    hide_preview()


def undo(table: Table) -> None:
    try:
        table.undo()
    except IllegalAction as exc:
        table.error = i18n.reason(exc)
    else:
        save(table)
    paint()


def export(table: Table) -> None:
    download(f"sobremesa-{table.game.name}-{now_iso()[:10]}.json", table.record_json())


def rematch(table: Table) -> None:
    """The same players, colours and options, a new seed: a new saved game and a new history entry."""
    open_table(table.rematch(random.SystemRandom().randrange(2 ** 31), new_key(), now_iso()))


def new_game(table: Table) -> None:
    """The new-game form on the start page, with this table's game chosen."""
    app.form = {**app.form, "game": table.game.name}
    paint_landing(push=True)
    el("new-game-form").querySelector("select[name=game]").focus()


def dismiss_digest(table: Table) -> None:
    table.dismiss_digest()
    paint()


def close_chooser(table: Table | None = None) -> None:
    show("chooser", False)
    el("chooser").innerHTML = ""


BUTTONS: dict[str, Callable[[Table], None]] = {
    "pass-confirm": confirm_pass, "pass-undo": undo, "undo": undo, "export": export,
    "leave": lambda table: paint_landing(push=True), "rematch": rematch, "new-game-button": new_game,
    "chooser-cancel": close_chooser, "digest-dismiss": dismiss_digest,
    "learn-open": lambda table: open_learn(table.game.name), **board_text.BUTTONS, **share.BUTTONS}


def on_table_click(event: Any) -> None:
    table = app.table
    if table is None:
        return
    if after_long_press():
        event.preventDefault()
        return
    node = event.target.closest(f"{TARGETS}, button")
    if not node:  # a JS null (a click on the share box's checkbox, on the board's background), which is not None
        return
    if node.id in BUTTONS:
        BUTTONS[node.id](table)
    elif node.matches(TARGETS):
        activate(table, node, keyboard=event.detail == 0)  # detail 0: a click made by the keyboard


ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}


def move_focus(node: Any, direction: tuple[int, int]) -> None:
    """Arrow keys on the board: focus the nearest focusable element in that direction (any game)."""
    dx, dy = direction
    here = node.getBoundingClientRect()
    x0, y0 = here.left + here.width / 2, here.top + here.height / 2
    best, best_score = None, None
    for other in el("board").querySelectorAll("[tabindex]"):
        if other == node:
            continue
        r = other.getBoundingClientRect()
        x, y = r.left + r.width / 2 - x0, r.top + r.height / 2 - y0
        along, across = x * dx + y * dy, abs(x * dy) + abs(y * dx)
        if along <= 1:
            continue
        score = along + 2 * across
        if best_score is None or score < best_score:
            best, best_score = other, score
    if best is not None:
        best.focus()


def on_table_key(event: Any) -> None:
    table = app.table
    if table is None:
        return
    if event.key == "Escape" and (app.previewed is not None or not el("chooser").hidden):
        hide_preview()   # one Esc closes both: the preview of the spot clicked and its chooser
        if not el("chooser").hidden:
            close_chooser()
        return
    if event.key in ARROWS and el("board").contains(event.target) and event.target.hasAttribute("tabindex"):
        event.preventDefault()
        move_focus(event.target, ARROWS[event.key])
        return
    if event.key not in ("Enter", " "):
        return
    node = event.target
    if node.tagName == "BUTTON" or not node.matches(TARGETS):
        return  # buttons click themselves on Enter/Space
    event.preventDefault()
    activate(table, node, keyboard=True)


def setup() -> None:
    """The table's clicks and keys (parts.TABLE_GLUE)."""
    on(el("table"), "click", on_table_click)
    on(el("table"), "keydown", on_table_key)
