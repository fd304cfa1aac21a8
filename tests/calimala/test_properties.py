"""Seeded random games for 2-5 players with every check after every action (core.fuzz.play_random):
components conserved (40 cubes a player, discs, 45 action cards, 10 scoring cards), no view leaks a hand
or a secret scoring card, illegal actions refused with the state unchanged, the game ends, replay is identical.
"""

from __future__ import annotations

from sobremesa.core import Session, serial
from sobremesa.core.fuzz import play_random
from sobremesa.games.calimala.data import SCORING_CARDS
from sobremesa.games.calimala.game import Calimala
from sobremesa.games.calimala.state import CalimalaState


def states(session: Session) -> list[CalimalaState]:
    out = [s for s in session.states if isinstance(s, CalimalaState)]
    assert len(out) == len(session.states)
    return out


def hidden_from(state: CalimalaState, seat: int | None, over: bool) -> set[str]:
    """The scoring cards ``seat`` may not see: the box, the face-down card, the others' dealt and kept ones."""
    hidden = set(state.boxed) | (set() if over else set(state.facedown))
    for p in range(state.players):
        if p != seat:
            hidden |= set(state.dealt[p]) | (set() if over else set(state.kept[p]))
            if state.phase == "cards":
                hidden |= set(state.shown[p])
    return hidden


def test_views_hold_no_hidden_card_text(game: Calimala) -> None:
    """The whole JSON text of every view: no other player's kept, dealt or boxed scoring card id."""
    for seed in range(4):
        session = play_random(game, 2 + seed, 1000 + seed, check=False)
        every = states(session)
        for state in every[::7] + [every[-1]]:
            over = game.is_over(state)
            for seat in [None, *range(state.players)]:
                text = serial.dumps(game.view(state, seat))
                assert not [c for c in hidden_from(state, seat, over) if f'"{c}"' in text], (seed, seat)
                others = [p for p in range(state.players) if p != seat]
                views = game.view(state, seat)["players"]
                assert all(views[p]["hand"] is None and views[p]["hand_size"] == len(state.hands[p]) for p in others)


def test_game_log_hides_drawn_cards_and_kept_cards(game: Calimala) -> None:
    session = play_random(game, 3, 77, check=False)
    mine, theirs, bystander = session.log(0), session.log(1), session.log(None)
    assert any(line.startswith("You draw") for line in mine)
    assert not any(line.startswith("You draw") for line in bystander)
    kept = game.view(states(session)[1], 0)["players"][0]["kept"]
    assert mine[0] == f"Player 1 keeps the {SCORING_CARDS[kept][0]} scoring card secretly."
    assert theirs[0] == bystander[0] == "Player 1 keeps a scoring card secretly."


def test_random_games_with_the_options(game: Calimala, property_games: int) -> None:
    for seed in range(max(2, property_games // 50)):
        session = play_random(game, 2, seed, options={"stack_2p": 4, "layout": "first-game"})
        assert game.is_over(states(session)[-1]) and states(session)[-1].limit == 4
        session = play_random(game, 3 + seed % 3, seed, options={"layout": "first-game"})
        assert game.is_over(states(session)[-1])


def test_secrets_follow_the_phase(game: Calimala) -> None:
    """Hands and dealt cards stay their owner's; the laid-out card is public once all have chosen, the kept
    and face-down cards at the end; the deck and the box are never seen."""
    s = game.setup(["Ada", "Ben"], 5)
    parts = {x.path: (x.seen_by, x.pool) for x in game.secrets(s)}
    nobody: frozenset[int] = frozenset()
    assert parts[("hands", 1)] == (frozenset({1}), "action card") and parts[("deck",)] == (nobody, "action card")
    assert parts[("shown", 0)] == (frozenset({0}), "scoring card") and parts[("facedown",)] == (nobody, "scoring card")
    end = states(play_random(game, 2, 1, check=False))[-1]
    paths = {x.path for x in game.secrets(end)}
    assert {("boxed",), ("deck",), ("hands", 0)} <= paths
    assert not {("kept", 0), ("shown", 0), ("facedown",)} & paths
