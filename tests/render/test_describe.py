"""Describe the board (render/describe.py, issue 13): the seat's view in words, with nothing hidden from the seat
(what it cannot see changes nothing in it, its own hand is there) and no code of the data tables."""

from __future__ import annotations

import html
import json
import random
import re
from typing import TYPE_CHECKING, Any

import pytest

from sobremesa.core import Game
from sobremesa.core.fuzz import play_random
from sobremesa.games import MODULES, get
from sobremesa.render import tokens_for
from sobremesa.render.describe import board_text, named

if TYPE_CHECKING:
    from ..conftest import EveryConfiguration

from sobremesa.core import State

from ..core.test_secrets import perturbed

CODE = re.compile(r"^(?=.*\d)[A-Za-z]{1,4}\d[\w.]*$|^[A-Z]+[(/]|^r\dc\d$")  # ST09, SC08, AC18, GEM/M, r0c0
SALAMANCA_CELL = re.compile(r"^[A-I][1-8]$")  # printed on the board: the rules name places by them


@pytest.fixture(params=sorted(MODULES))
def game(request: pytest.FixtureRequest) -> Game[Any]:
    return get(request.param)


def codes_in(game: Game[Any], value: Any) -> set[str]:
    """The ids of the data tables in a view (its keys and strings)."""
    if isinstance(value, dict):
        return {c for k, v in value.items() for c in codes_in(game, k) | codes_in(game, v)}
    if isinstance(value, list):
        return {c for v in value for c in codes_in(game, v)}
    if isinstance(value, str) and CODE.match(value):
        return set() if game.name == "salamanca" and SALAMANCA_CELL.match(value) else {value}
    return set()


def text_of(markup: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "\n", markup))


def _described(game: Game[Any], state: State, seat: int | None) -> tuple[dict[str, Any], str]:
    view = game.view(state, seat)
    return view, board_text(game, view, seat, game.prompt(state), tokens_for(None, len(game.player_names(state))))


def test_every_seat_reads_its_board_without_secrets_or_codes(game: Game[Any],
                                                             every_configuration: EveryConfiguration) -> None:
    rnd = random.Random(5)
    checked = 0
    for n, (players, options) in enumerate(every_configuration(game)):
        session = play_random(game, players, seed=700 + n, check=False, options=options)
        for state in session.states[::max(1, len(session.states) // 3)]:
            seat = rnd.randrange(players)
            view, markup = _described(game, state, seat)
            words = set(re.findall(r"[\w./()>]+", text_of(markup)))
            assert not codes_in(game, view) & words, f"codes in the board's words: {codes_in(game, view) & words}"
            assert "<h3>Players</h3>" in markup and "<h3>On the board</h3>" in markup
            assert f"{game.player_names(state)[seat]} (you)" in text_of(markup)
            other = perturbed(game, state, seat, rnd)
            if other is not None:
                assert _described(game, other, seat)[1] == markup, "the board's words changed with a secret"
                checked += 1
    assert checked > 0


def test_own_hand_told_another_seats_not() -> None:
    """Salamanca: under "Your hand" each seat reads exactly its own cards, never another seat's."""
    game = get("salamanca")
    state = play_random(game, 3, seed=2, check=False).states[12]
    for seat in range(3):
        text = text_of(_described(game, state, seat)[1]).split("Your hand", 1)[1]
        told = [int(n) for n in re.findall(r"^card (\d+)", text, re.M)]
        assert told and sorted(told) == sorted(state.hands[seat])


def test_names_labels_once_and_counts_runs() -> None:
    markup = ('<svg aria-label="Board"><g aria-label="white die 2"><title>white die 2</title><text>2</text></g>'
              '<g aria-label="white die 2"><title>white die 2</title></g><g data-action="[&quot;x&quot;]" '
              'aria-label="a move"><title>a move</title></g><g aria-hidden="true"><title>hidden</title></g></svg>'
              '<div><p>Ana · <b>3</b> points</p><span aria-hidden="true">★</span></div>')
    assert named(markup) == ["Board", "white die 2 (2 times)", "Ana · 3 points"]


def test_players_counted_in_words() -> None:
    game = get("santamaria")
    state = game.setup(2, 1)
    text = text_of(_described(game, state, 0)[1])
    assert re.search(r"Player 1 \(you\): \d+ coins?, ", text) and "happiness" in text
    assert json.dumps(game.view(state, 0)).count("colony") > 0  # the colonies are drawn and named
    assert "row 1, column 1:" in text
