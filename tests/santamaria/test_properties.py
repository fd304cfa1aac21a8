"""Seeded random games for 1-4 players with the advanced set-up and with busy players, every check after each action."""
from __future__ import annotations

import random

from sobremesa.core import Session
from sobremesa.core.fuzz import play_random
from sobremesa.games.santamaria import GAME

from .conftest import states


def test_random_games_with_the_advanced_setup(property_games: int) -> None:
    """The standard set-up is fuzzed by tests/core/test_contract.py; here the town-hall sets."""
    for seed in range(max(4, property_games // 4)):
        players = 1 + seed % 4
        final = states(play_random(GAME, players, seed, options={"setup": "advanced"}))[-1]
        assert GAME.is_over(final)
        assert len(GAME.scores(final)) == players


def test_busy_games_reach_the_far_ends_of_the_tracks_and_stacks() -> None:
    """Players who withdraw only when nothing else is left: long years, every check after every action."""
    deepest = {"religion": 0, "ships": 0, "tiles": 0}
    for seed in range(8):
        players = 1 + seed % 4
        session = Session.new("santamaria", players, seed, {"setup": "advanced"} if seed % 2 else None)
        rng = random.Random(seed)
        while True:
            state = states(session)[-1]
            if GAME.is_over(state):
                break
            assert GAME.invariants(state) == [] and GAME.leaks(state) == []
            legal = GAME.legal_actions(state)
            busy = [a for a in legal if a[0] not in ("withdraw", "decline", "sell", "buy")]
            session.apply(rng.choice(busy or legal))
        final = state
        deepest["religion"] = max(deepest["religion"], max(final.rel))
        deepest["ships"] = max(deepest["ships"], max(sum(map(len, h)) for h in final.harbour))
        deepest["tiles"] = max(deepest["tiles"], max(len(p) for p in final.placed))
        assert GAME.scores(final) == [GAME.view(final, None)["scores"][p]["total"] for p in range(players)]
    assert deepest["religion"] >= 7 and deepest["ships"] >= 2 and deepest["tiles"] >= 3, deepest
