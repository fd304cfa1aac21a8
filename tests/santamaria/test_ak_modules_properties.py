"""Busy games with Modules A and B (players who withdraw only when nothing else is left): every check after
every action, and the modules' decisions reached."""
from __future__ import annotations

import random
from collections import Counter

from sobremesa.core import Session
from sobremesa.games.santamaria import GAME

from .conftest import states

MODULES = {"american_kingdoms": True, "governor": True, "specialists": True}


def test_busy_games_with_the_governor_and_the_specialists(property_games: int) -> None:
    kinds: Counter[str] = Counter()
    for seed in range(max(8, property_games // 4)):
        players = 1 + seed % 4
        session = Session.new("santamaria", players, seed, {**MODULES, "setup": "advanced"} if seed % 2 else MODULES)
        rng = random.Random(seed)
        while not GAME.is_over(states(session)[-1]):
            state = states(session)[-1]
            assert GAME.invariants(state) == [] and GAME.leaks(state) == []
            legal = GAME.legal_actions(state)
            busy = [a for a in legal if a[0] not in ("withdraw", "decline", "sell", "buy")]
            action = rng.choice(busy or legal)
            kinds[action[0]] += 1
            session.apply(action)
        final = states(session)[-1]
        assert GAME.scores(final) == [GAME.view(final, None)["scores"][p]["total"] for p in range(players)]
    assert kinds["specialist"] and kinds["upgrade"] and kinds["die"], kinds
