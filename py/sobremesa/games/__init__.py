"""The registry of games: ``get(name)`` and ``listing()``.

Each game is a package whose ``GAME`` is a ``core.Game``; it is imported on first use.
"""

from __future__ import annotations

import importlib
from typing import Any

from ..core.errors import LoadError
from ..core.game import Game
from ..core.i18n import Message

MODULES = {
    "calimala": "sobremesa.games.calimala",
    "salamanca": "sobremesa.games.salamanca",
    "salamandra": "sobremesa.games.salamandra",
    "santamaria": "sobremesa.games.santamaria",
}


def get(name: str) -> Game[Any]:
    """The game called ``name``; LoadError for a name this site does not have."""
    if name not in MODULES:
        raise LoadError(Message("core.unknown_game", name=repr(name), games=", ".join(map(repr, sorted(MODULES)))))
    return importlib.import_module(MODULES[name]).GAME


def listing() -> list[dict[str, Any]]:
    return [get(name).listing() for name in MODULES]
