"""Positions for the Calimala tests, written in the documented position format (``positions.py``)."""

from __future__ import annotations

from collections import Counter
from types import SimpleNamespace

import pytest
from sobremesa.games import get
from sobremesa.games.calimala.data import (
    ACTIONS,
    AREAS,
    CARDS_PER_ACTION,
    CUBES,
    NEUTRAL_CUBES,
)


def _start(game, names, options=None):
    """A game just after the preparations (scoring cards kept, starting cards taken)."""
    state = game.setup(names, 7, options)
    while state.phase in ("cards", "take"):
        state = game.apply(state, game.legal_actions(state)[0])
    return game.state_to_dict(state)


def blank(game, names, options=None) -> dict:
    """The first turn with empty hands and mats: tests fill in what their rule needs."""
    d = _start(game, names, options)
    d["hands"] = [{} for _ in names]
    return fix(d)


def fix(d: dict, deck_top=()) -> dict:
    """Make the reserve cubes, neutral supply and deck consistent with the rest; ``deck_top`` is drawn first."""
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


def load(game, d: dict):
    return game.state_from_dict(d)


def play(game, state, *actions):
    for action in actions:
        state = game.apply(state, action)
    return state


@pytest.fixture(scope="session")
def game():
    return get("calimala")


@pytest.fixture
def cal(game):
    return SimpleNamespace(game=game, blank=lambda names, options=None: blank(game, names, options), fix=fix,
                           load=lambda d: load(game, d), play=lambda state, *a: play(game, state, *a))
