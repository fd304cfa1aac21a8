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


def test_views_do_not_depend_on_what_is_hidden(game):
    """Change one seat's money and hand: every other seat's view stays exactly the same
    (the card-6 partner excepted, who has seen that hand)."""
    for players in (2, 3, 5):
        session = play_random(game, players, seed=40 + players, check=False)
        for state in session.states[::5]:
            for p in range(players):
                other = state.copy()
                other.money = list(state.money)
                other.money[p] += 7
                other.hands = [list(h) for h in state.hands]
                other.hands[p] = [99] * len(state.hands[p])
                if players == 2 and state.phase == "cards":
                    other.played = [list(x) for x in state.played]
                    other.played[p] = [98] * len(state.played[p])
                partner = {state.turn.seat, state.turn.partner} if state.turn and state.turn.partner is not None else set()
                for q in [None, *range(players)]:
                    if q == p or state.phase == "over" or (q in partner and p in partner):
                        continue
                    assert game.view(other, q) == game.view(state, q), (players, p, q)
