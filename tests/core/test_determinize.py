"""The determinization contract (``Game.determinize``, issue 12), for every game and option combination.

A sampled state shows the seat exactly its view, is sound (the game's invariants), plays on to the end
under random play, and is not the real state: for some seed, what the seat may not see differs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from sobremesa.core import Game, State, rng
from sobremesa.core.determinize import get_part, hidden_pools
from sobremesa.core.fuzz import play_random
from sobremesa.games import MODULES, get

if TYPE_CHECKING:
    from ..conftest import EveryConfiguration

SEEDS = range(4)


def _positions(game: Game[Any], players: int, options: dict[str, Any] | None, seed: int) -> list[State]:
    """Three positions spread over a seeded random game (not the end)."""
    states = play_random(game, players, seed=seed, check=False, options=options).states[:-1]
    return states[len(states) // 6::max(1, len(states) // 3)]


def _hidden(game: Game[Any], state: State, seat: int) -> list[tuple[tuple[Any, ...], Any]]:
    return [(s.path, get_part(state, s.path)) for parts in hidden_pools(game, state, seat).values() for s in parts
            if s.pool != "number"]


def _play_out(game: Game[Any], state: State, seed: int) -> State:
    gen = rng.seed_state(seed)
    for _ in range(100_000):
        if game.is_over(state):
            return state
        legal = game.legal_actions(state)
        gen, i = rng.below(gen, len(legal))
        state = game.apply(state, legal[i])
    raise AssertionError("no end")


@pytest.mark.parametrize("name", sorted(MODULES))
def test_a_sampled_state_is_one_the_seat_cannot_tell_from_the_real_one(name: str,
                                                                       every_configuration: EveryConfiguration) -> None:
    game = get(name)
    differed = hidden = 0
    for n, (players, options) in enumerate(every_configuration(game)):
        for state in _positions(game, players, options, seed=40 + n):
            for seat in range(players):
                truth = _hidden(game, state, seat)
                real_problems = set(game.invariants(state))  # the rules' own (tests/core/test_contract.py)
                changed = False
                for k in SEEDS:
                    sample = game.determinize(state, seat, k)
                    assert game.view(sample, seat) == game.view(state, seat), (players, options, seat, k)
                    assert set(game.invariants(sample)) <= real_problems, (players, options, seat, k)
                    assert sample.rng != state.rng, "the sample keeps the real generator"
                    changed |= _hidden(game, sample, seat) != truth
                hidden += any(len(part) > 1 for _, part in truth) or len(truth) > 1
                differed += changed
        last = game.determinize(state, 0, players)
        assert game.is_over(_play_out(game, last, n)), (players, options)
    if hidden:
        assert differed > 0.9 * hidden, f"only {differed} of {hidden} samples differ from the real hidden parts"


@pytest.mark.parametrize("name", sorted(MODULES))
def test_a_sample_depends_on_its_seed_alone(name: str) -> None:
    """The same seed gives the same state; the real arrangement of the hidden parts leaves no trace
    (tests/bots/test_fairness.py checks the bots' moves the same way)."""
    game = get(name)
    players = max(2, game.min_players)
    state = _positions(game, players, None, seed=3)[2]
    a, b = game.determinize(state, 0, 11), game.determinize(state, 0, 11)
    assert game.state_to_dict(a) == game.state_to_dict(b)
