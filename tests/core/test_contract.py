"""The engine contract, checked the same way for every registered game.

Seeded random games with every check after every action (``core.fuzz``): no exception, every game
ends, the game's ``invariants`` (every component conserved) and ``leaks`` (no view shows another
seat's hidden information) hold, illegal actions are refused with a reason and the state unchanged,
a legal apply leaves its input unchanged, and replaying the record gives the same state hash.
Game-specific properties (options, hidden-information probes) stay in ``tests/<game>/``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from sobremesa.core import Game, Session, state_hash
from sobremesa.core.fuzz import fuzz, play_random
from sobremesa.games import MODULES, get

if TYPE_CHECKING:
    from ..conftest import EveryConfiguration


@pytest.fixture(params=sorted(MODULES))
def game(request: pytest.FixtureRequest) -> Game[Any]:
    return get(request.param)


def player_counts(game: Game[Any]) -> list[int]:
    return list(range(game.min_players, game.max_players + 1))


def test_random_games_keep_every_invariant(game: Game[Any], property_games: int,
                                           every_configuration: EveryConfiguration) -> None:
    """Every player count with every allowed combination of options, in turn (a spread of them when there are more
    than the property games: ``every_configuration``)."""
    configs = every_configuration(game)
    result = fuzz(game, max(property_games, len(configs)), configs, seed=1000)
    assert result.failures == []
    assert result.games == max(property_games, len(configs))


def test_option_combinations_are_what_check_options_accepts(game: Game[Any]) -> None:
    for players in player_counts(game):
        combos = game.option_combinations(players)
        assert combos and all(game.check_options(players, c) == c for c in combos)
        assert len({tuple(sorted(c.items())) for c in combos}) == len(combos)


def test_positions_round_trip(game: Game[Any]) -> None:
    """Every state saved as a position loads back to the same state, with the same legal actions."""
    for players in (game.min_players, game.max_players):
        session = play_random(game, players, seed=7, check=False)
        for state in session.states[::7] + [session.state]:
            again = game.state_from_dict(game.state_to_dict(state))
            assert state_hash(game, again) == state_hash(game, state)
            assert game.legal_actions(again) == game.legal_actions(state)


def test_undo_stops_exactly_at_barriers(game: Game[Any]) -> None:
    """Every action can be undone back to the identical state unless it drew or revealed something."""
    session = play_random(game, min(3, game.max_players), seed=3, check=False)
    replay = Session.new(game.name, session.record.players, session.record.seed, session.record.options)
    undone = 0
    for action in session.record.actions:
        before = state_hash(game, replay.state)
        replay.apply(action)
        if replay.can_undo():
            replay.undo()
            assert state_hash(game, replay.state) == before
            replay.apply(action)
            undone += 1
        else:
            assert replay.state.barrier
    assert 0 < undone < len(session.record.actions)


def test_every_action_has_a_log_line(game: Game[Any]) -> None:
    for players in player_counts(game):
        session = play_random(game, players, seed=11, check=False)
        for seat in [None, *range(players)]:
            lines = session.log(seat)
            assert len(lines) >= len(session.record.actions)
            assert all(isinstance(line, str) and line.strip() for line in lines)


def test_prompt_says_who_decides(game: Game[Any]) -> None:
    session = play_random(game, game.max_players, seed=5, check=False)
    for state in session.states[:-1]:
        seat = game.actor(state)
        assert seat is not None and game.player_names(state)[seat] in game.prompt(state)
    assert game.prompt(session.state) == "The game is over."


def test_winners_have_the_top_score(game: Game[Any]) -> None:
    """Tie-breaks only part players level on points; a solo game may be lost (no winner)."""
    for players in player_counts(game):
        for seed in range(3):
            state = play_random(game, players, seed=seed, check=False).state
            points, winners = game.scores(state), game.winners(state)
            assert set(winners) <= set(range(players))
            assert all(points[p] == max(points) for p in winners)
            assert winners or players == 1


def test_score_categories_add_up_to_the_scores(game: Game[Any]) -> None:
    """The end screen's breakdown comes from the engine: every seat's categories add up to its score."""
    for players in (game.min_players, game.max_players):
        outcome = game.outcome(play_random(game, players, seed=21, check=False).state)
        assert outcome is not None
        assert outcome.categories, "the end screen needs the score by category"
        for name, points in outcome.categories:
            assert name.strip() and len(points) == players, name
        totals = [sum(points[p] for _, points in outcome.categories) for p in range(players)]
        assert totals == list(outcome.scores)
