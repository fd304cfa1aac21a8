"""Computer players (issue 12): they think in a Web Worker, their moves shown at the pace chosen.

The worker (web/bot_worker.py, a second Python) starts after the first board of a game with a computer player is
painted. Each request names the moment of the game (Table.request_id): an answer that comes back after an undo, a
move or in another table is dropped, and the move is checked against the legal actions before it is played.
body[data-bot-thinking], [data-bot-answers] (answers received), [data-bot-dropped] (those no longer wanted),
[data-bot-answer] (the last one's level, time in the worker and search iterations), [data-bot-worker-ms] (the
worker's start, from its request to its readiness) and the performance mark "sobremesa:bot-answer" are for the
browser tests and tools/bench_worker.py."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass
from typing import Any

from js import Reflect

from sobremesa.app.computer import DEFAULT_PACE, PACES, pace_ms
from sobremesa.app.table import Table
from sobremesa.core import IllegalAction, i18n

from . import table as table_glue  # which imports this module: its names are read when called
from .dom import GAME_WHEELS, app, document, el, on, show, spawn, storage, stored, window, words

PACE_KEY = "sobremesa:pace"


@dataclass
class Bots:
    """The worker, the last request asked of it (by its table, which a resumed save makes anew, and the request's
    moment of the game), when a computer player last moved, and the answers counted for the tests."""

    worker: asyncio.Future[Any] | None = None
    asked: tuple[Table, str] | None = None
    moved_at: float = 0.0
    answers: int = 0
    dropped: int = 0


bots = Bots()


async def create_named_worker(src: str, name: str, config: str) -> Any:
    """``pyscript.create_named_worker``'s steps: a worker script named ``name``, awaited among polyscript's
    workers. The site does not import the ``pyscript`` package (tools/pyscript_bootstrap.py)."""
    from polyscript import workers

    node = document.createElement("script")
    for key, value in (("type", "py"), ("src", src), ("worker", ""), ("name", name), ("config", config)):
        node.setAttribute(key, value)
    document.body.append(node)
    return await Reflect.get(workers, name)


def start_bot_worker() -> asyncio.Future[Any]:
    if bots.worker is None:
        started = window.performance.now()
        worker = create_named_worker("./bot_worker.py", "bots", "./pyscript-worker.json")  # the whole engine
        bots.worker = asyncio.ensure_future(worker)

        def ready(_: object) -> None:
            document.body.dataset.botWorkerMs = str(round(window.performance.now() - started))

        bots.worker.add_done_callback(ready)
    return bots.worker


def bot_turn(table: Table) -> None:
    """After a paint: start the worker for a game with computer players, and ask it for the move of the one to move
    (once per moment of the game)."""
    show("bot-pace-box", bool(table.bots))
    document.body.dataset.botThinking = "1" if table.bot_to_move() is not None else ""
    if not table.bots:
        return
    start_bot_worker()
    request = table.bot_request()
    if request is None or bots.asked == (table, request["id"]):  # a resumed save is another Table
        return
    bots.asked = (table, request["id"])
    spawn(ask_bot(table, request))


async def ask_bot(table: Table, request: dict[str, Any]) -> None:
    try:
        worker = await start_bot_worker()
        wheel = window.URL.new(GAME_WHEELS[table.game.name], document.baseURI).href  # the worker's base is its own
        reply = json.loads(await worker.think(json.dumps(request), wheel))
        window.performance.mark("sobremesa:bot-answer")
        bots.answers += 1
        document.body.dataset.botAnswers = str(bots.answers)
        document.body.dataset.botAnswer = json.dumps({"level": request["level"], "ms": reply.get("ms"),
                                                      "iterations": reply.get("iterations")})
    except Exception as exc:  # the worker could not start or failed: say so, the game is kept
        if app.table is table and table.request_id() == request["id"]:  # not asked again: no loop of failures
            table.error = i18n.Message("table.bot_failed", reason=str(exc))
            table_glue.paint()
        return
    wait = pace_ms(stored(PACE_KEY)) - (window.performance.now() - bots.moved_at)
    if wait > 0:
        await asyncio.sleep(wait / 1000)
    try:
        played = app.table is table and table.bot_reply(reply)  # not in another game, nor on the start page
    except IllegalAction as exc:
        table.error = i18n.reason(exc)
        table_glue.paint()
        return
    if played:
        bots.moved_at = window.performance.now()
        table_glue.save(table)
        table_glue.paint()
    else:
        bots.dropped += 1
        document.body.dataset.botDropped = str(bots.dropped)


def setup() -> None:
    """The pace of the computer players' moves (kept in this browser), shown with a table that has them
    (parts.TABLE_GLUE)."""
    box = document.createElement("label")
    box.id = "bot-pace-box"
    box.hidden = True
    words_box = document.createElement("span")
    words_box.dataset.i18n = "pace.label"  # in the language chosen (apply_language)
    words_box.textContent = words("pace.label")
    box.append(words_box, " ")
    select = document.createElement("select")
    select.id = "bot-pace"
    chosen = stored(PACE_KEY) or DEFAULT_PACE
    for key in PACES:
        option = document.createElement("option")
        option.value = key
        option.dataset.i18n = f"pace.{key}"
        option.textContent = words(f"pace.{key}")
        option.selected = key == chosen
        select.appendChild(option)
    box.appendChild(select)
    el("controls").appendChild(box)
    on(select, "change", lambda event: storage.setItem(PACE_KEY, event.target.value))
