"""Positions for the Calimala tests, written in the documented position format (``positions.py``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

import pytest

from sobremesa.core import Action
from sobremesa.games.calimala import GAME
from sobremesa.games.calimala.data import (
    ACTIONS,
    AREAS,
    CARDS_PER_ACTION,
    CUBES,
    NEUTRAL_CUBES,
)
from sobremesa.games.calimala.game import Calimala
from sobremesa.games.calimala.state import CalimalaState


def fix(d: dict[str, Any], deck_top: Iterable[str] = ()) -> dict[str, Any]:
    """Make the reserve cubes, neutral supply and deck consistent with the rest; ``deck_top`` is drawn first."""
    deck_top = list(deck_top)
    n = len(d["players"])
    for p, mat in enumerate(d["mats"]):
        placed = sum(mat["warehouses"].values()) + sum(mat["workshops"]) + sum(d["board"][a][p] for a in AREAS)
        mat["cubes"] = CUBES - placed
    if d["neutral_cubes"] or any(d["board"][a][n] for a in AREAS):
        d["neutral_cubes"] = NEUTRAL_CUBES - sum(d["board"][a][n] for a in AREAS)
    used = Counter(d["discard"]) + Counter(d["display"]) + Counter(deck_top)
    for hand in d["hands"]:
        used += Counter(hand)
    rest = Counter({x: CARDS_PER_ACTION for x in ACTIONS}) - used
    d["deck"] = sorted(rest.elements()) + list(reversed(deck_top))
    return d


class Positions:
    """The game with the helpers the tests build positions with."""

    def __init__(self, game: Calimala) -> None:
        self.game = game
        self.fix = fix

    def start(self, names: list[str], options: dict[str, Any] | None = None) -> dict[str, Any]:
        """A game just after the preparations (scoring cards kept, starting cards taken)."""
        state = self.game.setup(names, 7, options)
        while state.phase in ("cards", "take"):
            state = self.game.apply(state, self.game.legal_actions(state)[0])
        return self.game.state_to_dict(state)

    def blank(self, names: list[str], options: dict[str, Any] | None = None) -> dict[str, Any]:
        """The first turn with empty hands and mats: tests fill in what their rule needs."""
        d = self.start(names, options)
        d["hands"] = [{} for _ in names]
        return fix(d)

    def load(self, d: dict[str, Any]) -> CalimalaState:
        return self.game.state_from_dict(d)

    def play(self, state: CalimalaState, *actions: Action) -> CalimalaState:
        for action in actions:
            state = self.game.apply(state, action)
        return state


@pytest.fixture(scope="session")
def game() -> Calimala:
    return GAME


@pytest.fixture
def cal(game: Calimala) -> Positions:
    return Positions(game)
