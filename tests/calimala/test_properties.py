"""Seeded random games for 2-5 players with every check after every action (core.fuzz.play_random):
components conserved (40 cubes a player, discs, 45 action cards, 10 scoring cards), no view leaks a hand
or a secret scoring card, illegal actions refused with the state unchanged, the game ends, replay is identical.
"""

from sobremesa.core import serial
from sobremesa.core.fuzz import play_random


def test_views_hold_no_hidden_card_text(game):
    """The whole JSON text of every view: no other player's kept, dealt or boxed scoring card id."""
    for seed in range(4):
        session = play_random(game, 2 + seed, 1000 + seed, check=False)
        for state in session.states[::7] + [session.states[-1]]:
            over = game.is_over(state)
            for seat in [None] + list(range(state.players)):
                text = serial.dumps(game.view(state, seat))
                hidden = set(state.boxed) | (set() if over else set(state.facedown))
                for p in range(state.players):
                    if p != seat:
                        hidden |= set(state.dealt[p]) | ({state.kept[p]} if not over else set())
                        if state.phase == "cards":
                            hidden.add(state.shown[p])
                assert not [c for c in hidden if c and f'"{c}"' in text], (seed, seat)
                others = [v for p, v in enumerate(game.view(state, seat)["players"]) if p != seat]
                assert all(v["hand"] is None and v["hand_size"] == sum(state.hands[p])
                           for p, v in zip([p for p in range(state.players) if p != seat], others))


def test_game_log_hides_drawn_cards_and_kept_cards(game):
    session = play_random(game, 3, 77, check=False)
    mine, theirs, bystander = session.log(0), session.log(1), session.log(None)
    assert any(line.startswith("You draw") for line in mine)
    assert not any(line.startswith("You draw") for line in bystander)
    kept = game.view(session.states[1], 0)["players"][0]["kept"]
    from sobremesa.games.calimala.data import SCORING_CARDS

    assert mine[0] == f"Player 1 keeps {SCORING_CARDS[kept][0]} secretly."
    assert theirs[0] == bystander[0] == "Player 1 keeps a scoring card secretly."


def test_random_games_with_the_options(game, property_games):
    for seed in range(max(2, property_games // 50)):
        session = play_random(game, 2, seed, options={"stack_2p": 4, "layout": "first-game"})
        assert game.is_over(session.state) and session.state.limit == 4
        session = play_random(game, 3 + seed % 3, seed, options={"layout": "first-game"})
        assert game.is_over(session.state)
