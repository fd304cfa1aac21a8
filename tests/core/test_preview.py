"""The preview of a move (core/preview.py, issue 13): exact for one known move of each game, unchanged when what
the acting seat cannot see is changed (the perturbation of test_secrets, through ``Game.secrets``), and silent
about anything after a draw or a reveal."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import pytest

from sobremesa.core import Game
from sobremesa.core import preview as pv
from sobremesa.core.fuzz import play_random
from sobremesa.games import MODULES, get

if TYPE_CHECKING:
    from ..conftest import EveryConfiguration

from collections.abc import Iterator

from sobremesa.core import Action, State

from .test_secrets import perturbed


@pytest.fixture(params=sorted(MODULES))
def game(request: pytest.FixtureRequest) -> Game[Any]:
    return get(request.param)


# (game, players, seed of play_random, index of the state, the move, its line, its preview)
KNOWN = [
    ("calimala", 2, 1, 7, ("do", "wood"), "Player 1 takes a wood cube.",
     "You gain 1 wood; then: Player 1 has to carry out, skip or draw for a connected action, play an action card "
     "that they can at least partly use, or finish."),
    ("salamanca", 2, 1, 18, ("sell", "G6"), "Player 2 sells the monastery at G6.",
     "You gain 4 doubloons and 1 Squire; then: Player 2 must place the tiles taken: a very fertile forest "
     "(worth 3)."),
    ("salamandra", 2, 1, 12, ("harvest", 0, -2), "Player 2 harvests the grove (1 scroll).",
     "You pay 3 crystals and gain 1 scroll; then: Player 2 has passed and may harvest groves their apprentices "
     "touch by a path, for 3 crystals each, then say done."),
    ("santamaria", 2, 1, 0, ("die", "white", 1, 3, "column"),
     "Player 1 uses a white 1, changed to 3 for 2 coins, activating column 3: the gem mine in row 2.",
     "You pay 2 coins and gain 1 gem; then Player 2 decides."),
    ("santamaria", 2, 1, 1, ("sell", "wood"), "Player 1 sells 1 wood.",
     "You pay 1 wood and gain 1 coin; then: Player 1: You may pay 1 grain for one more step on the religion track, "
     "or decline."),
]


@pytest.mark.parametrize(("name", "players", "seed", "index", "action", "line", "expected"), KNOWN)
def test_known_moves(name: str, players: int, seed: int, index: int, action: Action, line: str, expected: str) -> None:
    game = get(name)
    state = play_random(game, players, seed=seed, check=False).states[index]
    seat = game.actor(state)
    assert seat is not None
    assert game.describe(state, action, seat) == line  # the position is the one the preview was read for
    assert pv.preview(game, state, action, seat) == expected


def test_another_seat_gains_in_words() -> None:
    """Calimala: ending an activation triggers a scoring tile that gives the other player points."""
    game = get("calimala")
    state = play_random(game, 2, seed=1, check=False).states[81]
    assert game.describe(state, ("done",), 1) == "Player 2 is done."
    assert pv.preview(game, state, ("done",), 1).startswith("Player 1 gains 3 points; then: Player 2 has to place")


def test_words() -> None:
    assert pv.seat_text("", {"coin": -2, "wood": 1, "point": 1}, None) == "You pay 2 coins and gain 1 wood and 1 point"
    assert pv.seat_text("", {"point": 2, "coin": -1}, "Ben") == "Ben gains 2 points and loses 1 coin"
    assert pv.changes({0: {"coin": 3, "wood": 1}, 1: {"coin": 2}}, {0: {"coin": 1, "wood": 1}, 1: {"point": 4}}) \
        == {0: {"coin": -2}}


def _samples(game: Game[Any], rnd: random.Random,
             every_configuration: EveryConfiguration) -> Iterator[tuple[State, int, Action]]:
    """(state, seat, action) over random games of every player count and option combination."""
    for n, (players, options) in enumerate(every_configuration(game)):
        session = play_random(game, players, seed=300 + n, check=False, options=options)
        for state in session.states[::max(1, len(session.states) // 12)]:
            seat = game.actor(state)
            if seat is not None:
                legal = game.legal_actions(state)
                for action in rnd.sample(legal, min(3, len(legal))):
                    yield state, seat, action


def test_a_preview_never_changes_with_what_the_seat_cannot_see(game: Game[Any],
                                                               every_configuration: EveryConfiguration) -> None:
    """The preview reads only the acting seat's views, and nothing after a draw or a reveal: shuffle what that seat
    cannot see and the generator, and every preview of a move legal in both states stays word for word."""
    rnd = random.Random(23)
    compared = drawn = 0
    for state, seat, action in _samples(game, rnd, every_configuration):
        text = pv.preview(game, state, action, seat)
        assert text.endswith(".") and text[:1].isupper(), text
        after = game.apply(state, action)
        if after.barrier:
            drawn += 1
            assert text in ("Then something is drawn at random: what it brings is not known yet.",
                            "Then something hidden is revealed: what it brings is not known yet.")
        other = perturbed(game, state, seat, rnd) or state.copy()
        other.rng = rnd.getrandbits(64)  # the generator is hidden from every seat too: what a draw brings
        if action in game.legal_actions(other):
            assert pv.preview(game, other, action, seat) == text, f"seat {seat}, {action}: the preview changed"
            compared += 1
    assert compared > 0 and drawn > 0


def test_counters_are_words_of_the_view(game: Game[Any]) -> None:
    """Every counter is a number the view shows, named by a word (no codes: lower-case words or a rulebook name)."""
    session = play_random(game, game.max_players, seed=4, check=False)
    for state in session.states[::20]:
        for seat in range(game.max_players):
            counts = game.counters(game.view(state, seat))
            assert set(counts) <= set(range(game.max_players))
            assert counts, "a game with a preview counts something"
            for words in counts.values():
                for word, n in words.items():
                    assert isinstance(n, int) and word.replace(" ", "").isalpha() and not word.isupper(), word
