"""The viewer of a share link (issue 14): the game replayed to the position it was shared at, stepped or played on at
a pace, seen from a seat or from the table; "Continue from here" makes it a new local game."""

from __future__ import annotations

from typing import Any

from pyodide.ffi import create_proxy

from sobremesa.app.replay import Replay
from sobremesa.core import LoadError, i18n
from sobremesa.core.share import decode as decode_link
from sobremesa.render.replay import moves_html, outcome_html, refused_html, status_text, viewer_html

from . import table as table_glue  # which imports this module: its names are read when called
from .dom import app, document, el, js_object, landing_url, new_key, now_iso, on, show, window, words
from .landing import paint_landing


def setup() -> None:
    """The viewer's element, empty and hidden until a share link is followed (parts.TABLE_GLUE)."""
    viewer = document.createElement("main")
    viewer.id = "replay"
    viewer.hidden = True
    document.body.insertBefore(viewer, el("learn"))
    on(viewer, "click", on_replay_click)
    on(viewer, "input", on_replay_input)
    on(viewer, "keydown", on_replay_key)


def open_replay(fragment: str) -> None:
    """The viewer of a share link, at the position it was made from; a link that cannot be replayed says why."""
    app.table = None
    leave_replay()
    for id_ in ("landing", "table", "learn"):
        show(id_, False)
    viewer = el("replay")
    show("replay", True)
    document.body.dataset.screen = "replay"
    try:
        replay = Replay(decode_link(fragment))
    except LoadError as exc:
        viewer.innerHTML = refused_html(i18n.text(i18n.reason(exc), app.lang), app.lang)
        document.title = words("replay.refused_page_title")
        el("top-status").textContent = words("replay.refused_status")
        return
    app.replay = replay
    paint_viewer(replay)


def paint_viewer(replay: Replay) -> None:
    """The viewer's frame in the language chosen, then the position shown; its board gets pan and zoom
    (panzoom.mjs, told by the event "sobremesa:pan-zoom" on the new board's box)."""
    record = replay.session.record
    el("replay").innerHTML = viewer_html(replay.session.game.title, record.players, replay.total, replay.seat,
                                         replay.step, app.lang)
    el("replay-board").dispatchEvent(window.CustomEvent.new("sobremesa:pan-zoom"))
    document.title = words("replay.page_title", game=replay.session.game.title)
    paint_replay(replay, moves=True)


def paint_replay(replay: Replay, moves: bool = False) -> None:
    """The position shown; ``moves``: the move list too (it changes with the view chosen)."""
    screen = replay.screen(app.lang)
    el("replay-board").innerHTML = screen["board"]
    el("replay-panel").innerHTML = screen["side"]
    el("replay-info").innerHTML = outcome_html(screen["outcome"], replay.names, screen["tokens"], app.lang)
    status = status_text(screen["step"], screen["total"], screen["prompt"], app.lang)
    el("replay-status").textContent = status
    el("top-status").textContent = status
    el("replay-step").value = str(screen["step"])
    el("replay-step").setAttribute("aria-valuetext", status)
    if moves:
        el("replay-moves").innerHTML = moves_html(replay.moves(), replay.step, app.lang)
    else:
        for node in el("replay-moves").querySelectorAll("[aria-current]"):
            node.removeAttribute("aria-current")
    current = el("replay-moves").querySelector(f'[data-replay-step="{replay.step}"]')
    if current:
        current.setAttribute("aria-current", "step")
        current.scrollIntoView(js_object({"block": "nearest"}))
    viewer = el("replay")
    viewer.dataset.step = str(screen["step"])
    viewer.dataset.stateHash = screen["hash"]
    document.body.dataset.replayStep = str(screen["step"])


def replay_go(replay: Replay, step: int) -> None:
    replay.go(step)
    paint_replay(replay)


def replay_stop() -> None:
    timer, app.replay_timer = app.replay_timer, None
    if timer is not None:
        window.clearInterval(timer)
    button = el("replay").querySelector('[data-replay="play"]') if el("replay") else None
    if button:
        button.textContent = words("replay.play")


def replay_tick() -> None:
    replay = app.replay
    if replay is None or replay.step >= replay.total:
        replay_stop()
        return
    replay_go(replay, replay.step + 1)


def replay_play(replay: Replay) -> None:
    """Play on from here at the chosen pace (from the start when at the last move); a second press pauses."""
    if app.replay_timer is not None:
        replay_stop()
        return
    if replay.step >= replay.total:
        replay_go(replay, 0)
    pace = int(el("replay-pace").value)
    if app.replay_tick is None:
        app.replay_tick = create_proxy(replay_tick)
    app.replay_timer = window.setInterval(app.replay_tick, pace)
    el("replay").querySelector('[data-replay="play"]').textContent = words("replay.pause")


def leave_replay() -> None:
    """Out of the viewer: the timer stops, the viewer empties."""
    replay_stop()
    app.replay = None
    node = el("replay")
    if node:
        node.hidden = True
        node.innerHTML = ""


def replay_continue(replay: Replay) -> None:
    replay_stop()
    table_glue.open_table(replay.continue_here(new_key(), now_iso()))


def on_replay_click(event: Any) -> None:
    node = event.target.closest("[data-replay], [data-replay-step]")
    if not node:  # a JS null, which is not None
        return
    command = node.getAttribute("data-replay")  # a JS null on a move of the list (data-replay-step)
    if command == "home":
        event.preventDefault()
        window.history.replaceState(None, "", landing_url())
        paint_landing()
        return
    replay = app.replay
    if replay is None:
        return
    if node.hasAttribute("data-replay-step"):
        replay_stop()
        replay_go(replay, int(node.dataset.replayStep))
    elif command == "play":
        replay_play(replay)
    elif command == "continue":
        replay_continue(replay)
    else:
        replay_stop()
        replay_go(replay, {"first": 0, "back": replay.step - 1, "next": replay.step + 1, "last": replay.total}[command])


def on_replay_input(event: Any) -> None:
    target, replay = event.target, app.replay
    if replay is None:
        return
    if target.id == "replay-step":
        replay_stop()
        replay_go(replay, int(target.value))
    elif target.id == "replay-seat":
        replay.look_from(int(target.value) if target.value else None)
        paint_replay(replay, moves=True)
    elif target.id == "replay-pace" and app.replay_timer is not None:
        replay_stop()
        replay_play(replay)


def on_replay_key(event: Any) -> None:
    """Left and right arrows step back and forth (outside the slider and the menus, which have their own keys)."""
    replay = app.replay
    if replay is None or event.target.tagName in ("INPUT", "SELECT"):
        return
    if event.key in ("ArrowLeft", "ArrowRight"):
        event.preventDefault()
        replay_stop()
        replay_go(replay, replay.step + (1 if event.key == "ArrowRight" else -1))
