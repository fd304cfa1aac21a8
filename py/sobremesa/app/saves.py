"""Saved games: every game autosaves its record in the browser's localStorage under a key that
starts with ``SAVE_PREFIX``; the landing page lists them to resume, download or delete. An imported
record that is already saved (``already_saved``) opens that save instead of adding a copy."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .. import games
from ..core import LoadError, Record, serial
from ..core.record import Facts
from ..render.screens import SaveSummary

SAVE_PREFIX = "sobremesa:save:"


def save_keys(keys: Iterable[str | None]) -> list[str]:
    """The keys of saved games among all keys of the storage, newest first (keys hold the time)."""
    return sorted((k for k in keys if k and k.startswith(SAVE_PREFIX)), reverse=True)


def save_summary(key: str, text: object, facts: Facts = games.facts) -> SaveSummary:
    """A line of the resume list; a damaged save gets ``error`` (it is never dropped silently). ``facts``: the games'
    titles and rules versions, the start page's from its listing (``games.listed``), so that the list is drawn before
    any game's part has arrived (issue 16)."""
    try:
        record = Record.from_dict(serial.loads(text), facts)
    except LoadError as exc:
        return SaveSummary(key, error=str(exc))
    return SaveSummary(key, title=facts(record.game)[0], players=tuple(str(p) for p in record.players),
                       actions=len(record.actions), finished=bool(record.meta.get("finished")),
                       started=str(record.meta.get("started", "")))


def same_game(a: Record, b: Record) -> bool:
    """Two records of the same game: the same game and rules version, players in the same order, seed (or
    starting position) and options, and the actions of one a prefix of the other's (two points of one game's
    history). Meta data (colours, dates) does not count: it is the same game, drawn another way."""
    if (a.game, a.version, a.players, a.seed, a.position, a.options) \
            != (b.game, b.version, b.players, b.seed, b.position, b.options):
        return False
    shorter, longer = sorted((a.actions, b.actions), key=len)
    return longer[:len(shorter)] == shorter


@dataclass(frozen=True)
class Match:
    """The save an imported record already is: open ``key``; ``replace``: the import goes further, so the
    save takes the imported record first (the longer of two points of one game is kept)."""

    key: str
    replace: bool


def already_saved(text: str, saved: Iterable[tuple[str, str | None]]) -> Match | None:
    """The saved game (key, text) that an imported record is already (``same_game``), or None: then it is
    a new save. Among several, the one with the most actions (then the newest). A damaged save or record
    never matches (the import then reports its own problem)."""
    try:
        record = Record.from_dict(serial.loads(text))
    except LoadError:
        return None
    best: tuple[int, str] | None = None
    for key, stored in saved:
        try:
            other = Record.from_dict(serial.loads(stored))
        except LoadError:
            continue
        if same_game(record, other) and (best is None or (len(other.actions), key) > best):
            best = (len(other.actions), key)
    if best is None:
        return None
    return Match(best[1], replace=len(record.actions) > best[0])
