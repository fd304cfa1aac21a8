"""Helpers for Salamanca tests: positions from a few named fields, and money checks."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from sobremesa.core import Action
from sobremesa.games.salamanca import GAME
from sobremesa.games.salamanca.game import Salamanca
from sobremesa.games.salamanca.state import SalamancaState


def _expansion(board: dict[str, str] | list[str], players: tuple[str, ...] = ("Ana", "Ben", "Cid"), seat: int = 0,
               played: list[list[int]] | None = None, acts: str = "A", **extra: Any) -> SalamancaState:
    """A Section 3 position where ``seat`` is on turn with ``acts`` begun.

    ``played`` is one card per seat (default: seat 0 plays 8 and goes first).
    """
    n = len(players)
    if played is None:
        played = [[8 - p] for p in range(n)]
    hands = extra.pop("hands", None)
    data = {"players": list(players), "board": board, "phase": "expansion", "played": played,
            "turn": {"index": extra.pop("index", 0), "acts": acts, **extra.pop("turn", {})}, **extra}
    if hands is not None:
        data["hands"] = hands
    state = GAME.state_from_dict(data)
    assert GAME.actor(state) == seat, "the position puts another seat on turn"
    return state


@pytest.fixture
def game() -> Salamanca:
    return GAME


@pytest.fixture
def expansion() -> Callable[..., SalamancaState]:
    return _expansion


@pytest.fixture
def run() -> Callable[..., SalamancaState]:
    """Apply actions in order and return the final state."""
    def _run(state: SalamancaState, *actions: Action) -> SalamancaState:
        for action in actions:
            state = GAME.apply(state, action)
        return state
    return _run
