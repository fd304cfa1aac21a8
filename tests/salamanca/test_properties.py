"""Property tests over many seeded random games (core.fuzz checks every action)."""

from sobremesa.core import Session, state_hash
from sobremesa.core.fuzz import fuzz, play_random


def test_random_games_keep_every_invariant(game, property_games):
    """No exception, every game ends, tiles/cards/doubloons/squires/condes conserved, illegal
    actions refused with the state unchanged, no view leaks, replay gives the same hash."""
    result = fuzz(game, property_games, [2, 3, 4, 5], seed=1000)
    assert result.failures == []
    assert result.games == property_games and result.actions > 150 * property_games


def test_positions_round_trip(game):
    """Every state saved as a position loads back to the same state (checked on a whole game)."""
    session = play_random(game, 3, seed=7, check=False)
    for state in session.states[::7]:
        again = game.state_from_dict(game.state_to_dict(state))
        assert state_hash(game, again) == state_hash(game, state)
        assert game.legal_actions(again) == game.legal_actions(state)


def test_undo_stops_at_barriers(game):
    session = play_random(game, 4, seed=3, check=False)
    replay = Session.new("salamanca", session.record.players, session.record.seed)
    undone = 0
    for action in session.record.actions[:120]:
        before = state_hash(game, replay.state)
        replay.apply(action)
        if replay.can_undo():
            replay.undo()
            assert state_hash(game, replay.state) == before
            replay.apply(action)
            undone += 1
        else:
            assert replay.state.barrier
    assert undone > 50
