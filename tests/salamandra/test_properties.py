"""Property tests over seeded random games for 1 (solo), 2, 3 and 4 players (core.fuzz checks every action)."""

from sobremesa.core import Session, state_hash
from sobremesa.core.fuzz import fuzz, play_random


def test_random_games_keep_every_invariant(game, property_games):
    """No exception, every game ends, every component conserved, illegal actions refused with the state
    unchanged, no view leaks, replay gives the same hash."""
    result = fuzz(game, property_games, [1, 2, 3, 4], seed=5000)
    assert result.failures == []
    assert result.games == property_games


def test_multiplayer_games_reach_final_scoring(game):
    for players in (2, 3, 4):
        state = play_random(game, players, seed=players, check=False).state
        assert state.round == 4 and state.final is not None and len(state.final) == players
        assert all(sum(state.final[p].values()) <= state.vp[p] for p in range(players))


def test_solo_games_end_in_a_result(game):
    results = {play_random(game, 1, seed=seed, check=False, options={"level": 1 + seed % 3}).state.result
               for seed in range(30)}
    assert results <= {"won", "lost"} and "lost" in results


def test_positions_round_trip(game):
    for players in (1, 3):
        session = play_random(game, players, seed=7, check=False)
        for state in session.states[::5]:
            again = game.state_from_dict(game.state_to_dict(state))
            assert state_hash(game, again) == state_hash(game, state)
            assert game.legal_actions(again) == game.legal_actions(state)


def test_undo_stops_at_barriers(game):
    session = play_random(game, 2, seed=3, check=False)
    replay = Session.new("salamandra", session.record.players, session.record.seed)
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
    assert undone > 20
