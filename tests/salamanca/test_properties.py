"""Property tests over many seeded random games (core.fuzz checks every action)."""

from sobremesa.core.fuzz import play_random


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
