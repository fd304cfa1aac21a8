"""The registry of games: ``get(name)`` and ``listing()``.

Each game is a package whose ``GAME`` is a ``core.Game``; it is imported on first use.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Mapping
from typing import Any

from ..core.errors import LoadError
from ..core.game import Game
from ..core.i18n import Message
from ..core.record import Facts

MODULES = {
    "calimala": "sobremesa.games.calimala",
    "salamanca": "sobremesa.games.salamanca",
    "salamandra": "sobremesa.games.salamandra",
    "santamaria": "sobremesa.games.santamaria",
}


def known(name: str) -> str:
    """``name``, a game this site has; LoadError (naming the games it has) otherwise."""
    if name not in MODULES:
        raise LoadError(Message("core.unknown_game", name=repr(name), games=", ".join(map(repr, sorted(MODULES)))))
    return name


def get(name: str) -> Game[Any]:
    """The game called ``name``; LoadError for a name this site does not have."""
    return importlib.import_module(MODULES[known(name)]).GAME


def facts(name: str) -> tuple[str, str]:
    """The title and rules version of the game called ``name``, its module imported (``Facts``)."""
    game = get(name)
    return game.title, game.version


def listed(entries: Iterable[Mapping[str, Any]]) -> Facts:
    """``Facts`` as a listing (``listing()``, which the start page reads as written at build time) gives them: a
    record is read without importing its game, as the start page's resume list does (issue 16)."""
    titles = {entry["name"]: (entry["title"], entry["version"]) for entry in entries}
    return lambda name: titles[known(name)]


def listing() -> list[dict[str, Any]]:
    return [get(name).listing() for name in MODULES]
