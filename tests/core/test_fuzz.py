"""The property runner catches the faults it is there for (a runner that never fails proves nothing)."""
from __future__ import annotations

from typing import Any

import pytest

from sobremesa.core import Action, Game, State
from sobremesa.core.fuzz import fuzz, play_random
from sobremesa.games import get


@pytest.fixture
def game() -> Game[Any]:
    return get("salamanca")


def test_a_clean_game_passes(game: Game[Any]) -> None:
    result = fuzz(game, 2, [(2, None), (3, None)], seed=4)
    assert result.failures == [] and result.games == 2 and result.actions > 100


def test_an_apply_that_changes_its_input_is_caught(game: Game[Any], monkeypatch: pytest.MonkeyPatch) -> None:
    honest = type(game).apply

    def careless(self: Game[Any], state: Any, action: Action) -> State:
        new = honest(self, state, action)
        state.money[0] += 1  # the input changes: apply is no longer pure
        return new

    monkeypatch.setattr(type(game), "apply", careless)
    with pytest.raises(AssertionError, match="changed"):
        play_random(game, 3, seed=1)


def test_an_illegal_action_that_is_accepted_is_caught(game: Game[Any], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(type(game), "apply", lambda self, state, action: state.copy())  # checks nothing
    with pytest.raises(AssertionError, match="accepted"):
        play_random(game, 3, seed=1)


def test_a_broken_invariant_is_reported_with_its_seed(game: Game[Any], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(type(game), "invariants", lambda self, s: ["the bank is short"] if s.events else [])
    result = fuzz(game, 1, [(3, None)], seed=9)
    assert result.failures and "seed=9" in result.failures[0] and "the bank is short" in result.failures[0]
