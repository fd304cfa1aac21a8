"""Where the browser's address points: the start page, a table as ``#table=<save id>``, a game's
"How to play" page as ``#learn=<game>``, the replay of a share link as ``#share=<link>`` (``core.share``), or
"Play from here" of a rule example as ``#example=<name>&step=<N>`` (a new local game at that step).

Every table the player opens gets a history entry (the glue pushes one), so Back and Forward move
between the start page and the tables, and a reload comes back to the table that was open (its
autosave, from the pass screen: the device may have changed hands). The id is the save's key
without ``SAVE_PREFIX``; anything else in the fragment is the start page.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Callable, Iterable

from ..core.errors import LoadError
from ..core.share import PREFIX as SHARE
from ..core.share import unpack as unpack_link
from .saves import SAVE_PREFIX

TABLE = "#table="
LEARN = "#learn="
_EXAMPLE = re.compile(r"#example=([a-z0-9][a-z0-9-]{0,60})&step=(\d{1,4})")
_ID = re.compile(r"[A-Za-z0-9_.~-]{1,80}")


def fragment_for(key: str) -> str:
    """The address fragment of a saved game's table."""
    save_id = key.removeprefix(SAVE_PREFIX)
    if _ID.fullmatch(save_id):  # unreserved characters, which quoting leaves as they are: urllib.parse's import,
        return TABLE + save_id  # tens of milliseconds inside Pyodide, is not paid at a first table (issue 16)
    from urllib.parse import quote

    return TABLE + quote(save_id, safe="")


def key_from_fragment(fragment: str) -> str | None:
    """The save key an address fragment (``location.hash``) points to, or None for the start page."""
    if not fragment.startswith(TABLE):
        return None
    save_id = fragment[len(TABLE):]
    if "%" in save_id:  # quoted: only then is urllib.parse imported (fragment_for)
        from urllib.parse import unquote

        save_id = unquote(save_id)
    return SAVE_PREFIX + save_id if _ID.fullmatch(save_id) else None


def learn_fragment(game: str) -> str:
    """The address fragment of a game's "How to play" page."""
    return LEARN + game


def game_from_fragment(fragment: str, games: Iterable[str]) -> str | None:
    """The game whose "How to play" page an address fragment points to, or None (not one of ``games``)."""
    if not fragment.startswith(LEARN):
        return None
    game = fragment[len(LEARN):]
    return game if game in set(games) else None


def is_share_link(fragment: str) -> bool:
    """Whether an address fragment is a share link (the replay viewer decodes it and says why when it cannot)."""
    return fragment.startswith(SHARE)


def example_from_fragment(fragment: str) -> tuple[str, int] | None:
    """The rule example and step "Play from here" points to (``#example=<name>&step=<N>``, as ``embed.html``
    links it), or None."""
    found = _EXAMPLE.fullmatch(fragment)
    return None if found is None else (found[1], int(found[2]))


def record_game(text: str | None) -> str | None:
    """The game a record (a save, an imported file) names, or None when it cannot be read: loading it says why."""
    try:
        return _named(json.loads(text or ""))
    except ValueError:
        return None


def _named(data: object) -> str | None:
    game = data.get("game") if isinstance(data, dict) else None
    return game if isinstance(game, str) else None


def games_named(fragment: str, games: Iterable[str], stored: Callable[[str], str | None]) -> list[str]:
    """The games whose modules the address needs before it is shown (each game is a part of the engine fetched when
    a page needs it, issue 16): How to play's, a share link's, a saved table's (``stored``: a save's record by its
    key); none for the start page, or for a rule example, whose record names its game once fetched."""
    found = game_from_fragment(fragment, games)
    if found is None and is_share_link(fragment):
        with contextlib.suppress(LoadError):  # a damaged link: the viewer says why
            found = _named(unpack_link(fragment)[0])
    key = key_from_fragment(fragment)
    if found is None and key is not None:
        found = record_game(stored(key))
    return [found] if found is not None else []
