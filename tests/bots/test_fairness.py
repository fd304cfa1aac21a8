"""Fair by construction (issue 12): a bot is given the seat's observed state (``Game.observe``), the same for two
states that differ only in what the seat cannot see, and those give that seat's bot the same move for the same seed,
in every game.

The hidden parts of each pool are shuffled among themselves (``tests/core/test_secrets.py``'s ``perturbed``);
hidden numbers are left alone: Salamanca's purses, the only ones, are known to a seat from the public
payments (``games/salamanca/determinize.py``), so two states with other purses have another history.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import pytest

from sobremesa.bots import Information, make_bot
from sobremesa.core import Game, State
from sobremesa.core.determinize import OBSERVED_RNG
from sobremesa.core.fuzz import play_random
from sobremesa.games import MODULES, get

from ..core.test_secrets import perturbed

if TYPE_CHECKING:
    from ..conftest import EveryConfiguration


def _pairs(game: Game[Any], players: int, seed: int, rnd: random.Random,
           count: int) -> list[tuple[int, State, State]]:
    """Positions of a random game where the actor has a choice, each with a copy that differs only in
    what the actor cannot see."""
    states = play_random(game, players, seed=seed, check=False).states
    out = []
    for state in rnd.sample(states, len(states)):
        seat = game.actor(state)
        if seat is None or len(game.legal_actions(state)) < 2:
            continue
        other = perturbed(game, state, seat, rnd, numbers=False)
        if other is not None:
            out.append((seat, state, other))
        if len(out) == count:
            break
    return out


@pytest.mark.parametrize("name", sorted(MODULES))
@pytest.mark.parametrize("level", ["easy", "medium"])
def test_what_a_seat_cannot_see_does_not_change_its_bots_move(name: str, level: str) -> None:
    game = get(name)
    rnd = random.Random(5)
    players = max(2, game.min_players)
    pairs = _pairs(game, players, 7, rnd, 4) + _pairs(game, game.max_players, 8, rnd, 2)
    assert pairs, "no position with something hidden from the actor"
    for seat, state, other in pairs:
        moves = [make_bot(level, 3, iterations=25).choose(Information(game, s, seat)) for s in (state, other)]
        assert moves[0] == moves[1], (seat, moves)


@pytest.mark.parametrize("name", sorted(MODULES))
def test_what_a_bot_is_given_shows_the_seat_its_view_and_nothing_more(name: str,
                                                                      every_configuration: EveryConfiguration) -> None:
    """``Game.observe`` (``bots.Information`` keeps only it): the seat's view and legal moves, no generator, and the
    same state for two states that differ only in what the seat may not see (its hidden parts shuffled)."""
    game = get(name)
    rnd = random.Random(2)
    compared = 0
    for n, (players, options) in enumerate(every_configuration(game)):
        for state in _positions(game, players, options, 70 + n):
            for seat in range(players):
                known = game.observe(state, seat)
                assert game.view(known, seat) == game.view(state, seat), (players, options, seat)
                assert known.rng == OBSERVED_RNG
                if game.actor(state) == seat:
                    assert game.legal_actions(known) == game.legal_actions(state)
                other = perturbed(game, state, seat, rnd, numbers=False)
                if other is not None:
                    compared += 1
                    assert game.state_to_dict(game.observe(other, seat)) == game.state_to_dict(known)
    if any(game.secrets(s) for s in _positions(game, max(2, game.min_players), None, 3)):
        assert compared, "no position with something hidden to shuffle"


def _positions(game: Game[Any], players: int, options: dict[str, Any] | None, seed: int) -> list[State]:
    """Three positions spread over a seeded random game (not the end)."""
    states = play_random(game, players, seed=seed, check=False, options=options).states[:-1]
    return states[len(states) // 6::max(1, len(states) // 3)]
