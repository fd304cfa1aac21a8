"""The computer players' side of the browser (issue 12): the worker's ``think``, and the pace of their moves.

The page asks ``think`` (in a Web Worker: ``web/bot_worker.py``) for the move of the seat a computer player
holds, with a request made by ``Table.bot_request`` as JSON; the answer names the request, so that the table
drops it when the game has moved on since (``Table.bot_reply``). The bot decides from its seat's
``Information`` (``sobremesa.bots``): what the seat may know, never the true state.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

from ..bots import Information, make_bot
from ..core import Record, Session, serial

PACES = {"slow": 2500, "normal": 1200, "fast": 300}
"""How long each computer player's move stays on screen, highlighted, before the next move (milliseconds); each
pace's name is the catalog's ``pace.<key>`` (``core.i18n``)."""
DEFAULT_PACE = "normal"

_CACHE: dict[str, Session] = {}  # the game last asked about: the next request usually adds a few actions to it


def pace_ms(pace: object) -> int:
    """The pause after a computer player's move for a pace setting (the default for an unknown one)."""
    return PACES.get(str(pace), PACES[DEFAULT_PACE])


def _head(record: Record) -> tuple[Any, ...]:
    return record.game, record.version, record.players, record.options, record.seed, record.position


def _session(record: Record) -> Session:
    """The session of ``record``, by the actions added since the last request when it goes on from it."""
    cached = _CACHE.get("session")
    if cached is None or _head(cached.record) != _head(record) \
            or cached.record.actions != record.actions[:len(cached.record.actions)]:
        cached = Session(replace(record, actions=[], meta={}))
    for action in record.actions[len(cached.record.actions):]:
        cached.apply(action)
    _CACHE["session"] = cached
    return cached


def choose(request: dict[str, Any]) -> dict[str, Any]:
    """The move of the computer player a request names (see ``Table.bot_request``), with the time it took (ms)
    and its search iterations. The search's budget is its level's (``bots.levels``), its time counted from the
    request's start (the record's replay included); ``iterations`` in the request gives it that budget instead,
    without the time."""
    started = time.perf_counter()
    record = Record.from_dict(request["record"])
    session = _session(record)
    seat, level = int(request["seat"]), str(request["level"])
    if record.bots.get(seat) != level:
        raise ValueError(f"seat {seat} is not a computer player of level {level!r} in this record")
    iterations = request.get("iterations")
    bot = make_bot(level, record.seed * 1_000_003 + len(record.actions), iterations,
                   started=None if iterations else started)
    action = bot.choose(Information(session.game, session.state, seat))
    return {"id": request["id"], "action": list(action), "ms": round(1000 * (time.perf_counter() - started)),
            "iterations": getattr(bot, "last_iterations", None)}


def think(request: str) -> str:
    """``choose`` from JSON to JSON: what the worker exports."""
    return serial.dumps(choose(serial.loads(request)), pretty=False)
