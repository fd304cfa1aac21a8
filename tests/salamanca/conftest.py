"""Helpers for Salamanca tests: positions from a few named fields, and money checks."""

import pytest

from sobremesa.games import get

GAME = get("salamanca")


def _expansion(board, players=("Ana", "Ben", "Cid"), seat=0, played=None, acts="A", **extra):
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
def game():
    return GAME


@pytest.fixture
def expansion():
    return _expansion


@pytest.fixture
def run():
    """Apply actions in order and return the final state."""
    def _run(state, *actions):
        for action in actions:
            state = GAME.apply(state, action)
        return state
    return _run
