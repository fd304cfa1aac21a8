"""Saved games: every game autosaves its record in the browser's localStorage under a key that
starts with ``SAVE_PREFIX``; the landing page lists them to resume, download or delete."""

from __future__ import annotations

from collections.abc import Iterable

from ..core import LoadError, Record, serial
from ..games import get
from ..render.screens import SaveSummary

SAVE_PREFIX = "sobremesa:save:"


def save_keys(keys: Iterable[str | None]) -> list[str]:
    """The keys of saved games among all keys of the storage, newest first (keys hold the time)."""
    return sorted((k for k in keys if k and k.startswith(SAVE_PREFIX)), reverse=True)


def save_summary(key: str, text: object) -> SaveSummary:
    """A line of the resume list; a damaged save gets ``error`` (it is never dropped silently)."""
    try:
        record = Record.from_dict(serial.loads(text))
    except LoadError as exc:
        return SaveSummary(key, error=str(exc))
    return SaveSummary(key, title=get(record.game).title, players=tuple(str(p) for p in record.players),
                       actions=len(record.actions), finished=bool(record.meta.get("finished")),
                       started=str(record.meta.get("started", "")))
