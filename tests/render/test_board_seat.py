"""The renderers' contract the changed places rely on (``app.digest.PlainBoards``): a board is drawn from what the
view shows, never from who looks (``view["seat"]``), so seats whose views differ only in it share one board."""

from __future__ import annotations

import random

import pytest

from sobremesa import render
from sobremesa.games import MODULES, get

STATES = 8  # states checked per game (at least 2 per option combination), every few moves of a seeded random game


@pytest.mark.parametrize("name", sorted(MODULES))
def test_a_board_does_not_depend_on_who_looks(name: str) -> None:
    game = get(name)
    module = render.get(name)
    players = game.max_players
    checked = 0
    combinations = game.option_combinations(players)
    for options in combinations:
        rng = random.Random(checked)
        state = game.setup(players, rng.randrange(1000), options)
        for _ in range(max(2, STATES // len(combinations))):
            for _ in range(rng.randrange(1, 8)):
                if game.is_over(state):
                    break
                state = game.apply(state, rng.choice(game.legal_actions(state)))
            seat = game.actor(state)
            view, tokens, outcome = game.view(state, seat), render.tokens_for(None, players), game.outcome(state)
            for legal in ([], [] if outcome else game.legal_actions(state)):  # without moves (the digest's), with
                board = module.render(view, legal, str, tokens=tokens, ui={}, outcome=outcome)
                for other in (None, *range(players)):
                    if other != seat:
                        assert module.render({**view, "seat": other}, legal, str, tokens=tokens, ui={},
                                             outcome=outcome) == board, (options, other)
            checked += 1
    assert checked >= min(STATES, 2 * len(combinations))
