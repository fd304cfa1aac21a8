"""Property tests over seeded random games for 1 (solo), 2, 3 and 4 players (core.fuzz checks every action)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sobremesa.games.salamandra.game import Salamandra

if TYPE_CHECKING:
    from .conftest import RandomGame


def test_multiplayer_games_reach_final_scoring(random_game: RandomGame) -> None:
    for players in (2, 3, 4):
        state = random_game(players, players)[-1]
        assert state.round == 4 and state.final is not None and len(state.final) == players
        assert all(sum(state.final[p].values()) <= state.vp[p] for p in range(players))


def test_solo_games_end_won_or_lost(game: Salamandra, random_game: RandomGame) -> None:
    """The outcome of a solo game says won or lost and the goal; a lost game has no winner."""
    results = set()
    for seed in range(30):
        state = random_game(1, seed, {"level": 1 + seed % 3})[-1]
        outcome = game.outcome(state)
        assert outcome is not None and outcome.won is not None and "Rudolph" in outcome.goal
        assert outcome.winners == ((0,) if outcome.won else ())
        results.add(outcome.won)
    assert False in results
