"""Shared test settings.

SOBREMESA_PROPERTY_GAMES sets how many seeded random games each property test plays
(default 1000 on CPython; the in-Pyodide run sets it lower because wasm is slower).
"""
from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from sobremesa.core.fuzz import Config, configurations

EveryConfiguration = Callable[..., list[Config]]
"""The ``every_configuration`` fixture: a game's configurations to walk."""


@pytest.fixture(scope="session")
def property_games() -> int:
    return int(os.environ.get("SOBREMESA_PROPERTY_GAMES", "1000"))


def spread(items: Sequence[Any], most: int) -> list[Any]:
    """All of ``items``, or ``most`` of them spread evenly from the first (so every player count keeps some)."""
    if len(items) <= most:
        return list(items)
    return [items[i * len(items) // most] for i in range(most)]


@pytest.fixture(scope="session")
def every_configuration(property_games: int) -> EveryConfiguration:
    """``configurations(game, every_option=True)`` for tests that walk every player count and combination of
    options: all of them when there are no more than SOBREMESA_PROPERTY_GAMES, otherwise that many spread over them.
    The CPython run (300) walks all of Santa Maria's 127; the run inside Pyodide (30), whose purpose is a difference
    between the two Pythons, walks 30 of them instead of spending a third of its time on the combinations. ``keep``
    (players, options): the configurations a test walks, chosen before they are spread, so that it gets its share."""

    def walk(game: Any, keep: Callable[[int, dict[str, Any] | None], bool] | None = None) -> list[Config]:
        return spread([c for c in configurations(game, every_option=True) if keep is None or keep(*c)], property_games)

    return walk
