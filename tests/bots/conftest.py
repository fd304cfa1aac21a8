"""Fixtures of the bots' tests."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from sobremesa.bots import Information, Ismcts
from sobremesa.core.fuzz import play_random

RootSettings = Callable[[Any, int, str], Ismcts]
"""The ``root_settings`` fixture: a level's search after its root, for a game and a player count."""


@pytest.fixture(scope="session")
def root_settings() -> RootSettings:
    """A level's search after its root on a position of a random game (seed 3) with ``players``: the settings it
    read (``BY_LEVEL``, by level and player count) are its attributes."""
    def searched(game: Any, players: int, level: str) -> Ismcts:
        state = next(s for s in play_random(game, players, seed=3, check=False).states
                     if len(game.legal_actions(s)) > 1)
        search = Ismcts(5, seconds=None, iterations=1, level=level)
        search._root(Information.to_move(game, state))
        return search
    return searched
