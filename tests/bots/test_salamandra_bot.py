"""Salamandra's evaluation for the bots (``games/salamandra/bot.py``): the seat's VP with the final scoring as if
the game ended now (spellbooks, faith majorities, unused scrolls), and its crystals."""

from __future__ import annotations

from sobremesa.core.fuzz import play_random
from sobremesa.games.salamandra import GAME
from sobremesa.games.salamandra.bot import CRYSTAL_VALUE, evaluate
from sobremesa.games.salamandra.scoring import final_scoring


def test_before_the_end_the_final_scoring_counts_as_if_the_game_ended_now():
    states = play_random(GAME, 3, seed=5, check=False).states
    counted = 0
    for state in states[len(states) // 4::max(1, len(states) // 6)]:
        if GAME.is_over(state):
            continue
        ended = state.copy()
        final_scoring(ended)
        for seat in range(3):
            assert evaluate(state, seat) == ended.vp[seat] + CRYSTAL_VALUE * state.crystals[seat]
            counted += ended.vp[seat] > state.vp[seat]
    assert counted, "no position where the final scoring would add VP"


def test_at_the_end_only_the_victory_points_count():
    over = play_random(GAME, 2, seed=6, check=False).states[-1]
    assert GAME.is_over(over)
    assert [evaluate(over, seat) for seat in range(2)] == [float(score) for score in GAME.scores(over)]
