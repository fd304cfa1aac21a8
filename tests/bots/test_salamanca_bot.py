"""Salamanca's evaluation for the bots (``games/salamanca/bot.py``): only doubloons count at the end, so a held
region is worth its sale and the weekly markets to come, and in the last round only what can still be sold."""

from __future__ import annotations

import functools
import operator
from collections import Counter
from itertools import pairwise
from typing import Any, cast

import pytest

from sobremesa.bots import Greedy, Information
from sobremesa.bots.base import _edge, hook, rewards
from sobremesa.core.fuzz import play_random
from sobremesa.games.salamanca import GAME
from sobremesa.games.salamanca.bot import (
    LEADER_REWARD,
    MARKET_PAID,
    MARKET_SHARES,
    RIVAL_TAKES,
    SALE_SHARE,
    SQUIRE_VALUE,
    TURN_SHARE,
    evaluate,
    markets_left,
    playout_placement,
    stage,
    terms,
)
from sobremesa.games.salamanca.data import ALL_TILES, CELL_INDEX, MARKET_SQUIRE
from sobremesa.games.salamanca.regions import region
from sobremesa.games.salamanca.state import SalamancaState

CASTLE = {"E4": "C", "D4": "L3", "E3": "F3", "E5": "L", "F4": "F"}
"""Ana's castle: 3 + 3 + 3 + 1 + 1 = 11 doubloons, over the weekly market's 7."""
FARM = {"B7": "H", "B8": "A"}
"""Ana's farm: 2 + 1 = 3 doubloons."""


def _turn(board: dict[str, str], last_round: bool = False, acts: str = "A", **extra: Any) -> SalamancaState:
    """Ana (seat 0 of three) on turn first in Section 3 with ``acts`` begun; the last round: every tile not on the
    board or the display out of the game."""
    data: dict[str, Any] = {"players": ["Ana", "Ben", "Cid"], "board": board, "phase": "expansion",
                            "played": [[8], [7], [6]], "turn": {"acts": acts, **extra.pop("turn", {})}, **extra}
    if last_round:
        shown = [code for tiles in data.get("display", {}).values() for code in tiles]
        rest = Counter(ALL_TILES) - Counter(board.values()) - Counter(shown)
        data |= {"last_round": True, "stack": [], "blue": [], "removed": sorted(rest.elements())}
    return GAME.state_from_dict(data)


def _easy_turn(state: SalamancaState, seed: int = 1) -> SalamancaState:
    """Level easy plays the turn of the seat on turn to its end."""
    seat, bot = GAME.actor(state), Greedy(seed)
    assert seat is not None
    while GAME.actor(state) == seat and state.round == 1 and state.turn_index == 0:
        state = GAME.apply(state, bot.choose(Information(GAME, state, seat)))
    return state


def test_markets_to_come_are_counted_by_the_tiles_left() -> None:
    """Section 1 and the game end: one market a round, the round that lays out the last tile the last."""
    state = _turn(CASTLE)
    tiles = len(state.stack) + len(state.blue)
    assert markets_left(state) == 1 + -(-tiles // 3)
    assert markets_left(_turn(CASTLE, last_round=True)) == 1


def test_a_region_worth_7_or_more_is_kept_while_markets_are_to_come() -> None:
    state = _turn({**CASTLE, **FARM}, squires={"E4": 0, "B7": 0})
    assert evaluate(GAME.apply(state, ("sell", "E4")), 0) < evaluate(state, 0)
    after = _easy_turn(state)
    assert after.squires.get(CELL_INDEX["E4"]) == 0


def test_the_markets_a_region_counts_grow_gradually_with_its_worth() -> None:
    """Section 5 pays a region worth 7 or more, but one of 6 may still grow and one of 7 may fall: the share of the
    markets to come counted grows at every doubloon, none by half of the most a region counts, so that one sale that
    brings a region under 7 does not swing the evaluation by every market still to come."""
    steps = [high - low for low, high in pairwise(MARKET_SHARES)]
    assert all(0 < step < MARKET_PAID / 2 for step in steps)
    six = _turn({"E4": "C", "D4": "L3"}, squires={"E4": 0})
    seven = _turn({"E4": "C", "D4": "L3", "E5": "L"}, squires={"E4": 0})
    markets = MARKET_SQUIRE * markets_left(six)
    assert evaluate(six, 0) == pytest.approx(SALE_SHARE * 6 + markets * MARKET_SHARES[6] + SQUIRE_VALUE * 2)
    assert evaluate(seven, 0) - evaluate(six, 0) < SALE_SHARE + markets * MARKET_PAID / 2


def test_in_the_last_round_easy_sells_every_building_it_may() -> None:
    """A building held at the end pays nothing ("Game End and Winner"): sold, the castle pays 11, the farm 3."""
    state = _turn({**CASTLE, **FARM}, last_round=True, squires={"E4": 0, "B7": 0})
    assert evaluate(state, 0) == 14
    after = _easy_turn(state)
    assert 0 not in after.squires.values()
    assert after.money[0] == 14


def test_in_the_last_round_what_the_seat_can_no_longer_sell_counts_only_its_market() -> None:
    """Ana's turn is over (action B done, she is not last): her castle pays only this round's market, 2; Ben, still
    to play, can sell his farm and pay her Conde its landscape, 1. At the start of her turn she could sell it: 11."""
    board = {**CASTLE, "B2": "H", "B3": "A"}
    done = _turn(board, last_round=True, acts="B", squires={"E4": 0, "B2": 1}, condes={"B2": 0})
    assert evaluate(done, 0) == 2 + 1
    to_play = _turn(board, last_round=True, acts="", squires={"E4": 0, "B2": 1}, condes={"B2": 0})
    assert evaluate(to_play, 0) == 11 + 1


def test_easy_places_a_landscape_where_its_own_region_gains() -> None:
    """A forest into the region of Ana's castle (worth 9, kept for the markets), not beside Ben's castle."""
    state = _turn({"E4": "C", "D4": "L3", "E3": "F3", "B2": "C"}, squires={"E4": 0, "B2": 1},
                  turn={"pending": ["F"]})
    after = _easy_turn(state)
    assert after.squires.get(CELL_INDEX["E4"]) == 0
    assert region(after.board, after.plagues, CELL_INDEX["E4"]).value == 10
    assert region(after.board, after.plagues, CELL_INDEX["B2"]).value == 3


def test_easy_takes_the_field_whose_tiles_its_regions_can_use() -> None:
    """Display field b holds a very fertile forest for Ana's castle; field a a vineyard she has no monastery for."""
    state = _turn({"E4": "C", "B2": "M"}, acts="", squires={"E4": 0, "B2": 1},
                  display={"a": ["V"], "b": ["F3"]})
    choice = Greedy(1).choose(Information(GAME, state, 0))
    assert choice == ("take", "b")


def test_a_turn_to_come_counts_the_field_best_for_the_seat_less_what_those_before_take() -> None:
    """Sections 2 and 3: Ben (card 7) chooses after Ana (card 8). Field b holds a very fertile forest for his castle
    (3, counted at the share of a sale), worth nothing to Ana: while Ana may still take a field, it counts for Ben at
    half of that (an opponent before him takes the field he wants every other time); once her turn is done, whole."""
    board = {"E4": "C", "D4": "L", "B2": "C"}
    display = {"a": ["V"], "b": ["F3"]}
    ana_to_play = _turn(board, acts="", squires={"E4": 1, "B2": 0}, display=display)
    ana_done = _turn(board, acts="B", squires={"E4": 1, "B2": 0}, condes={"E4": 0}, display=display)
    held = SALE_SHARE * 4 + MARKET_SQUIRE * markets_left(ana_to_play) * MARKET_SHARES[4] + SQUIRE_VALUE * 2
    field = SALE_SHARE * 3
    assert evaluate(ana_to_play, 1) == pytest.approx(held + TURN_SHARE * (field + RIVAL_TAKES * (0 - field)))
    assert evaluate(ana_done, 1) == pytest.approx(held + TURN_SHARE * field)


def test_in_section_2_easy_plays_the_card_that_chooses_first_when_a_field_is_worth_it() -> None:
    """Ana (4 players) leads the round with a field that extends her castle on the display: her "8" goes first in
    Section 3 (a "1" last), so it is worth more, and easy plays it."""
    state = GAME.state_from_dict({
        "players": ["Ana", "Ben", "Cid", "Dora"], "board": {"E4": "C", "D4": "L", "B2": "M"},
        "squires": {"E4": 0, "B2": 1},
        "display": {"a": ["F3"], "b": ["V"], "c": ["A"], "d": ["P"]},
        "hands": [[1, 3, 5, 8], [2, 2, 3, 4], [4, 5, 6, 6], [1, 7, 7, 8]], "start": 0})
    worth = {card: evaluate(GAME.apply(state, ("play", card)), 0) for card in (1, 3, 5, 8)}
    assert worth[8] > worth[5] > worth[1]
    assert Greedy(1).choose(Information(GAME, state, 0)) == ("play", 8)


def test_the_search_scores_a_seat_by_its_lead_over_the_richest_other() -> None:
    """``LEADER_REWARD``: at 4 players a seat's reward is its lead over the best of the others (only the richest
    wins), not the mean of its leads; at 2 players, with one other, the two are the same."""
    assert LEADER_REWARD
    for players in (2, 4):
        states = play_random(GAME, players, seed=7, check=False).states
        state = next(s for s in states[len(states) // 2:] if len({evaluate(s, p) for p in range(players)}) == players)
        values = [evaluate(state, p) for p in range(players)]
        leads = rewards(GAME, state, leader=True)
        assert leads == [_edge(v, max(values[:p] + values[p + 1:])) for p, v in enumerate(values)]
        assert (leads == rewards(GAME, state)) == (players == 2)


def test_medium_s_playouts_place_a_tile_taken_where_it_counts() -> None:
    """``playout_placement``: a forest beside Ana's castle (its region 9 -> 10), a monastery she can occupy beside
    the vineyards (its best field); a farm she has no Squire for, and a move that is not a placement, left to the
    drawn moves. Medium's search plays it, hard's at 2 players only, easy does not."""
    board = {"E4": "C", "D4": "L3", "E3": "F3", "B2": "C", "G7": "V", "H7": "V"}
    forest = _turn(board, squires={"E4": 0, "B2": 1}, turn={"pending": ["F"]})
    after = GAME.apply(forest, playout_placement(forest, 0))
    assert region(after.board, after.plagues, CELL_INDEX["E4"]).value == 10
    monastery = _turn(board, squires={"E4": 0, "B2": 1}, turn={"pending": ["M"]})
    after = GAME.apply(monastery, playout_placement(monastery, 0))
    assert after.current.occupy is not None
    assert region(after.board, after.plagues, after.current.occupy).value == 4 + 2
    no_squire = _turn({**board, **FARM, "B2": "M"}, squires={"E4": 0, "B2": 0, "B7": 0}, turn={"pending": ["H"]})
    assert playout_placement(no_squire, 0) is None
    assert playout_placement(_turn(board, acts="", squires={"E4": 0}), 0) is None
    assert hook(GAME, "PLAYOUT_POLICY", None, "medium") is playout_placement
    assert hook(GAME, "PLAYOUT_POLICY", None, "hard") == {2: playout_placement, 4: playout_placement}  # by count


def test_the_evaluation_is_its_terms_added_up() -> None:
    """``terms`` (``bots.fitted``): while the game goes on ``evaluate`` is their sum in their order (the doubloons
    first), to the last bit; ``stage`` is the player count and the weekly markets to come, None once the game is
    over."""
    for players in (2, 4):
        states = play_random(GAME, players, seed=11, check=False).states
        for state in states[:-1]:
            assert stage(state) == (players, markets_left(state))
            for seat in range(players):
                parts = terms(state, seat)
                assert len(parts) == 5 and parts[0] == state.money[seat]
                assert evaluate(state, seat) == functools.reduce(operator.add, parts)
        assert stage(states[-1]) is None


def test_the_search_weighs_by_the_fitted_weights_at_4_players() -> None:
    """Medium's and hard's evaluation (``BY_LEVEL``): at 4 players each term by its stage's weight, and the constant
    (``FITTED_WEIGHTS``); at other counts the game's ``evaluate``, to the last bit. Easy weighs as the game does."""
    from sobremesa.bots.base import evaluation
    from sobremesa.games.salamanca.bot import FITTED_WEIGHTS, fitted_evaluate

    assert evaluation(GAME, "medium") is fitted_evaluate and evaluation(GAME, "hard") is fitted_evaluate
    assert evaluation(GAME, "easy") is evaluate
    stages = [cast(tuple[int, int], stage) for stage in FITTED_WEIGHTS]  # (players, rounds left)
    assert {players for players, _ in stages} == {4}
    assert {left for _, left in stages} == set(range(1, 16))
    for players in (2, 4):
        states = play_random(GAME, players, seed=12, check=False).states
        for state in states[::7]:
            for seat in range(players):
                if players == 2 or state.phase == "over":
                    assert fitted_evaluate(state, seat) == evaluate(state, seat)
                    continue
                row = FITTED_WEIGHTS[stage(state)]
                want = functools.reduce(operator.add, (w * t for w, t in zip(row, terms(state, seat)))) + row[-1]
                assert fitted_evaluate(state, seat) == want

