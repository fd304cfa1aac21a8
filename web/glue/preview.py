"""The preview of a move (issue 13): on hover, keyboard focus and long-press.

Every target is described by #preview (render.target_attrs); the preview of its moves is computed when it is hovered,
focused or long-pressed, one target at a time (core.preview.for_target), and kept until the next paint."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from pyodide.ffi import create_proxy

from sobremesa.core import Action, as_action
from sobremesa.core.preview import for_target
from sobremesa.render import PREVIEW_ID

from .dom import app, document, el, on, window, words

LONG_PRESS_MS = 500
MOVED_PX = 10  # a finger that moves this far pans the board: no long-press
PREVIEWED = "[data-action], [data-choices]"
MOST_LINES = 6


@dataclass
class Press:
    """A finger held on a target (``on_press``): where it went down, its timer, whether it became a long-press."""

    held: Any = None  # the proxy the timer calls (on_held), made once (setup)
    timer: int | None = None
    node: Any = None
    x: float = 0
    y: float = 0
    long: bool = False


press = Press()


def setup() -> None:
    """The preview's box and the table's events that show and hide it (parts.TABLE_GLUE)."""
    box = document.createElement("div")
    box.id = PREVIEW_ID
    box.setAttribute("role", "tooltip")
    box.hidden = True
    el("play").appendChild(box)
    press.held = create_proxy(on_held)
    for event, handler in (("mouseover", on_hover), ("mouseout", on_leave), ("focusin", on_focus),
                           ("focusout", on_blur),
                           ("pointerdown", on_press), ("pointermove", on_press_move), ("pointerup", end_press),
                           ("pointercancel", end_press), ("contextmenu", on_context_menu)):
        on(el("table"), event, handler)
    on(window, "resize", on_resize)


def target_actions(node: Any) -> list[Action]:
    if node.hasAttribute("data-action"):
        return [as_action(json.loads(node.getAttribute("data-action")))]
    return [as_action(a) for a in json.loads(node.getAttribute("data-choices"))]


def preview_lines(node: Any) -> list[tuple[str, str]]:
    """(log line, preview) of the target's moves, as the seat looking may read them (cached until the next paint)."""
    key = node.getAttribute("data-action") or node.getAttribute("data-choices")
    table, cache = app.table, app.previews
    if key not in cache and table is not None:
        if app.legal is None:
            app.legal = table.legal()
        cache[key] = for_target(table.game, table.state, table.seat(), app.legal, target_actions(node), app.lang)
    return cache.get(key, [])


def show_preview(node: Any) -> None:
    lines = preview_lines(node) if app.table is not None else []
    if not lines:
        hide_preview()
        return
    box = el(PREVIEW_ID)
    box.innerHTML = ""
    for line, preview in lines[:MOST_LINES]:
        item = document.createElement("p")
        head = document.createElement("strong")
        head.textContent = line
        item.appendChild(head)
        if preview:
            item.appendChild(document.createTextNode(f" {preview}"))
        box.appendChild(item)
    if len(lines) > MOST_LINES:
        more = document.createElement("p")
        more.textContent = words("preview.more", count=len(lines) - MOST_LINES)
        box.appendChild(more)
    box.hidden = False
    app.previewed = node
    place_chooser(box, node)


def hide_preview() -> None:
    el(PREVIEW_ID).hidden = True
    app.previewed = None


def on_resize(event: Any = None) -> None:
    """A turned phone, a resized window: the preview goes (it was placed for the old size), the chooser stays next
    to its spot and inside the window."""
    hide_preview()
    node = app.chooser_for
    if node and node.isConnected and not el("chooser").hidden:
        place_chooser(el("chooser"), node)


def forget_previews() -> None:
    """A new screen: the previews computed for the last one are stale."""
    app.previews, app.legal = {}, None
    hide_preview()


def on_hover(event: Any) -> None:
    node = event.target.closest(PREVIEWED)
    if node and node != app.previewed:
        show_preview(node)


def on_leave(event: Any) -> None:
    """The pointer left the target previewed (unless the keyboard focus is on it)."""
    node = app.previewed
    if node and node.contains(event.target) and not node.contains(event.relatedTarget) \
            and node != document.activeElement:
        hide_preview()


def on_focus(event: Any) -> None:
    if event.target.matches(PREVIEWED):
        show_preview(event.target)


def on_blur(event: Any) -> None:
    if app.previewed == event.target:
        hide_preview()


def on_press(event: Any) -> None:
    """A finger on a target: held LONG_PRESS_MS without moving, it shows the preview and does not play the move."""
    cancel_press()
    press.long = False
    node = event.target.closest(PREVIEWED) if event.pointerType == "touch" else None
    if node:
        press.node, press.x, press.y = node, event.clientX, event.clientY
        press.timer = window.setTimeout(press.held, LONG_PRESS_MS)


def on_held() -> None:
    press.timer = None
    press.long = True
    show_preview(press.node)


def on_press_move(event: Any) -> None:
    if press.timer is not None and max(abs(event.clientX - press.x), abs(event.clientY - press.y)) > MOVED_PX:
        cancel_press()


def end_press(event: Any = None) -> None:
    cancel_press()


def cancel_press() -> None:
    if press.timer is not None:
        window.clearTimeout(press.timer)
        press.timer = None


def on_context_menu(event: Any) -> None:
    """A long-press on a target shows its preview, not the browser's menu."""
    if event.target.closest(PREVIEWED):  # a JS null when it is on no target
        event.preventDefault()


def after_long_press() -> bool:
    """Whether this click ends a long-press, which only showed the preview."""
    was, press.long = press.long, False
    return was


def place_chooser(chooser: Any, node: Any) -> None:
    """Next to the spot clicked: below it, or above it when there is no room below, kept inside the window
    (coordinates within #play, set through the CSSOM, which the page's CSP allows)."""
    play = el("play").getBoundingClientRect()
    spot = node.getBoundingClientRect()
    box = chooser.getBoundingClientRect()
    width, height = window.innerWidth, window.innerHeight
    left = min(max(spot.left, 8), max(8, width - box.width - 8))
    top = spot.bottom + 6
    if top + box.height > height - 8 and spot.top - box.height - 6 >= 8:
        top = spot.top - box.height - 6  # above the spot
    top = min(max(top, 8), max(8, height - box.height - 8))
    chooser.style.left = f"{left - play.left:.0f}px"
    chooser.style.top = f"{top - play.top:.0f}px"
