"""American Kingdoms, Module C: the Ambassadors (AK "Module C: The Ambassadors", with Modules A and B and the
scholars Philosophy and Archery; reference §8.8, §8.11 Q11)."""
from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from collections import Counter
from typing import Any

import pytest

from sobremesa import render
from sobremesa.app.table import Table
from sobremesa.core import IllegalAction, LoadError, Session, state_hash
from sobremesa.core.fuzz import play_random
from sobremesa.games.santamaria import GAME, ak_ambassadors
from sobremesa.games.santamaria.state import Ambassadors, SantaMariaState

from .conftest import Helpers, give, states

AK_C = {"american_kingdoms": True, "ambassadors": True}
ROWS = ("SHIP/P R1 .P .P .P .P",
        ".P WOOD/F SUGAR/P GEM/M .P .P",
        ".P .P .P R2 R1 .P",
        ".P .P REL/P .P .P CONQ/P",
        ".P .P COIN2/P .P .P .P",
        ".P .P .P .P .P HAPPY1/P")
NAMES = ("Ana", "Ben", "Cid", "Dee")


def ready(sm: Helpers, players: int = 3, white: int = 3, blue: int = 4, **options: bool) -> SantaMariaState:
    """Ana (seat 0) on turn; every seat with ROWS, nothing in store, no coins; the pool 1 to 6 (and 1, 2 for a 4th
    seat); the white ambassador die on ``white``, the blue one on ``blue``."""
    s = sm.new(players, **AK_C, **options)
    s.names = NAMES[:players]
    for p in range(players):
        sm.colony(s, p, ROWS)
        sm.stock(s, p, coins=0, wood=0, cacao=0)
    s.white = [1, 2, 3, 4, 5, 6, 1, 2][:2 * players]
    amb(s).dice = [white, blue]
    return s


def amb(s: SantaMariaState) -> Ambassadors:
    assert s.ambassadors is not None
    return s.ambassadors


def stock(sm: Helpers, s: SantaMariaState, p: int) -> dict[str, int]:
    """What a seat holds: its resources, coins, tracks and happiness, the ones it has."""
    held = {r: n for r, n in sm.held(s, p).items() if n}
    return {**held, **{k: v for k, v in (("coins", s.coins[p]), ("rel", s.rel[p]), ("conq", s.conq[p]),
                                          ("happy", s.happy[p])) if v}}


def texts(s: SantaMariaState) -> list[str]:
    return [e.text for e in s.events]


# --- the set-up ------------------------------------------------------------------------------------
def test_the_set_up_has_no_blue_die_2_white_dice_a_player_and_the_two_ambassador_dice(sm: Helpers) -> None:
    """AK: "players are not given a personal blue die ... 2 white dice per player (i.e. 8 white dice in a 4 player
    game) ... roll one additional white die and one blue die and place them on the ambassador tiles"."""
    for players in (1, 2, 3, 4):
        for setup in ("standard", "advanced"):
            s = sm.new(players, setup=setup, **AK_C)
            assert len(s.white) == 2 * players and s.blue == [[]] * players and s.blue_store == 3 * players
            assert s.rules.white_limit == 2
            assert all(v in range(1, 7) for v in amb(s).dice) and amb(s).holders == [None, None]
            view = sm.game.view(s, None)
            assert [(d["colour"], d["state"], d["holder"], d["space"]) for d in view["ambassadors"]] == \
                [("white", "pool", None, None), ("blue", "pool", None, None)]
            assert [d["value"] for d in view["ambassadors"]] == amb(s).dice and view["following"] is None
            sm.clean(s)
    s = sm.new(4, american_kingdoms=True)                                  # without the module: the base dice
    assert len(s.white) == 12 and [len(b) for b in s.blue] == [1] * 4 and s.ambassadors is None


def test_the_option_needs_american_kingdoms() -> None:
    with pytest.raises(LoadError, match="Module C: the Ambassadors can only be played with American Kingdoms"):
        GAME.check_options(2, {"ambassadors": True})
    assert GAME.check_options(2, AK_C) == {"setup": "standard", **AK_C}


# --- taking an ambassador die; the others follow ----------------------------------------------------
def test_the_white_ambassador_die_and_its_tile_then_each_other_seat_follows_in_turn(sm: Helpers) -> None:
    """AK: "take one of the ambassador dice instead of a normal die ... Also take the ambassador tile ... each other
    player in a clockwise order around the table immediately gets to activate the same row/column ... they do not
    leave a die on the last activated space"; the tracks move in that order, each seat's decisions its own."""
    s = ready(sm)
    s.rel[1] = 1                                                     # Ben's next religion step reaches a monk
    action = ("ambassador", "white", 3, 3, "column")
    assert action in sm.game.legal_actions(s)
    assert sm.game.describe(s, action) == ("Ana takes the white ambassador die and its tile: a 3, activating column 3: "
                                           "the sugar plantation in row 2, the church in row 4 and the trading post in "
                                           "row 5; then Ben and Cid follow on column 3.")
    s = sm.act(s, *action)
    assert stock(sm, s, 0) == {"sugar": 1, "coins": 2, "rel": 1}
    assert s.markers[0] == {sm.cell("r5c3"): "W3"} and amb(s).dice == [None, 4] and amb(s).holders == [0, None]
    assert s.white == [1, 2, 3, 4, 5, 6]                               # the pool is untouched
    assert (s.seat, sm.game.actor(s)) == (0, 1)                         # Ana's turn, Ben's decision
    assert sm.game.prompt(s) == "Ben follows Ana's white ambassador die: activate column 3 of your colony, or decline?"
    assert sm.game.legal_actions(s) == [("follow", "column", 3), ("decline",)]
    view = sm.game.view(s, None)
    assert view["actor"] == 1 and view["following"] == {"taker": 0, "colour": "white", "line": "column", "value": 3,
                                                        "now": 1, "waiting": [2]}
    assert view["ambassadors"][0] == {"colour": "white", "value": 3, "state": "used", "holder": 0, "space": "r5c3"}
    assert sm.game.describe(s, ("follow", "column", 3)) == \
        "Ben follows Ana's white ambassador die, activating column 3: the sugar plantation in row 2, the church in " \
        "row 4 and the trading post in row 5."
    s = sm.clean(sm.act(s, "follow", "column", 3))
    assert s.tasks[-1] == ("monk", 1) and sm.game.actor(s) == 1           # Ben's monk, before Cid moves at all
    assert stock(sm, s, 1) == {"sugar": 1, "rel": 2} and stock(sm, s, 2) == {}
    assert ("sell", "sugar") in sm.game.legal_actions(s)                 # Ben's free actions during his follow-up
    assert sm.game.describe(s, ("sell", "sugar")) == "Ben sells 1 sugar."
    s = sm.act(s, "sell", "sugar")
    assert stock(sm, s, 1) == {"coins": 2, "rel": 2} and stock(sm, s, 0) == {"sugar": 1, "coins": 2, "rel": 1}
    s = sm.act(s, "monk", s.scholars[0])
    assert stock(sm, s, 1) == {"coins": 4, "rel": 2} and s.markers[1] == {}  # no die left behind
    assert sm.game.actor(s) == 2 and sm.game.view(s, None)["following"]["waiting"] == []
    s = sm.act(s, "follow", "column", 3)
    assert stock(sm, s, 2) == {"sugar": 1, "coins": 2, "rel": 1} and s.markers[2] == {}
    assert (s.seat, sm.game.actor(s), s.tasks) == (1, 1, []) and sm.game.view(s, None)["following"] is None
    sm.clean(s)


def test_the_blue_ambassador_die_activates_a_row_and_a_column_with_philosophy(sm: Helpers) -> None:
    """The blue die on a row, changed by coins like any die; with Philosophy on a column, which the others follow."""
    s = ready(sm, blue=2)
    sm.stock(s, 0, coins=2)
    legal = sm.game.legal_actions(s)
    assert ("ambassador", "blue", 2, 4, "row") in legal and ("ambassador", "blue", 2, 4, "column") not in legal
    s = sm.act(s, "ambassador", "blue", 2, 4, "row")
    assert texts(s) == []
    assert stock(sm, s, 0) == {"rel": 1, "conq": 1} and s.markers[0] == {sm.cell("r4c6"): "L4"}
    assert sm.game.prompt(s) == "Ben follows Ana's blue ambassador die: activate row 4 of your colony, or decline?"
    s = ready(sm, blue=3)
    give(s, 0, "S2")
    s = sm.act(s, "ambassador", "blue", 3, 3, "column")
    assert s.markers[0] == {sm.cell("r5c3"): "L3"} and s.tasks[-1] == ("follow", 1, "b3", "column")


def test_a_seat_with_nothing_free_on_the_line_is_skipped_and_a_follower_may_decline(sm: Helpers) -> None:
    """§8.11 Q11: a follower may decline (``data.AMBASSADOR_MAY_DECLINE``); one with no building free on the line
    has nothing to follow (a die could not be used there either)."""
    s = ready(sm)
    s.markers[2] = {sm.cell("r2c3"): "c1", sm.cell("r4c3"): "c2", sm.cell("r5c3"): "c3"}
    s = sm.act(s, "ambassador", "white", 3, 3, "column")
    assert sm.game.describe(s, ("decline",)) == "Ben declines to follow the ambassador die."
    s = sm.act(s, "decline")
    assert texts(s) == ["Cid has no building free to activate on column 3: nothing to follow."]
    assert stock(sm, s, 1) == {} and (s.seat, s.tasks) == (1, [])
    sm.clean(s)


def test_withdrawn_players_follow_and_the_order_is_clockwise_from_the_taker(sm: Helpers,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """§8.11 Q11: seats in clockwise order from the taker (``data.AMBASSADOR_FOLLOW_ORDER``), those who withdrew
    too (``data.AMBASSADOR_WITHDRAWN_FOLLOW``); the other readings are one setting away."""
    s = ready(sm, players=4)
    s.order = [3, 1, 0, 2]
    s.out[1], s.retire[0] = True, 1
    assert ak_ambassadors.followers(s, 0) == [1, 2, 3]
    s = sm.act(s, "ambassador", "white", 3, 3, "column")
    assert [sm.game.actor(s), *[t[1] for t in reversed(s.tasks) if t[0] == "follower"]] == [1, 2, 3]
    s = sm.clean(sm.act(s, "follow", "column", 3))
    assert stock(sm, s, 1) == {"sugar": 1, "coins": 2, "rel": 1}          # Ben had withdrawn
    monkeypatch.setattr(ak_ambassadors, "AMBASSADOR_FOLLOW_ORDER", "turn")
    assert ak_ambassadors.followers(s, 0) == [2, 3, 1]
    monkeypatch.setattr(ak_ambassadors, "AMBASSADOR_WITHDRAWN_FOLLOW", False)
    assert ak_ambassadors.followers(s, 0) == [2, 3]


# --- the dice of the year -------------------------------------------------------------------------------
def test_two_normal_white_dice_a_year_and_the_ambassador_dice_do_not_count(sm: Helpers) -> None:
    """AK: "Each player is limited to taking at most 2 normal white dice ... The ambassador dice do not count"."""
    s = ready(sm)
    s.markers[0] = {sm.cell("r2c2"): "w2", sm.cell("r2c4"): "w4"}
    s.white = [1, 3, 5, 6]
    legal = sm.game.legal_actions(s)
    assert not [a for a in legal if a[0] == "die"] and ("ambassador", "white", 3, 3, "column") in legal
    assert sm.game.why_illegal(s, ("die", "white", 3, 3, "column")) == \
        "You have taken 2 white dice this year already."
    s = sm.clean(sm.act(s, "ambassador", "white", 3, 3, "column"))
    assert sm.game.view(s, None)["players"][0]["white_taken"] == 2
    s = ready(sm)
    s.markers[0] = {sm.cell("r2c2"): "w2"}                              # one normal white die taken
    s.white = [1, 3, 4, 5, 6]
    s = sm.act(s, "ambassador", "white", 3, 3, "column")
    for _ in range(2):
        s = sm.act(s, "decline")
    s.seat = 0                                                          # Ana's next turn
    assert ("die", "white", 4, 4, "column") in sm.game.legal_actions(s)  # a second normal one: the ambassador's
    s = sm.act(s, "die", "white", 4, 4, "column")                       # did not count
    assert s.markers[0] == {sm.cell("r2c2"): "w2", sm.cell("r5c3"): "W3", sm.cell("r2c4"): "w4"}
    s.seat, s.tasks = 0, []
    assert not [a for a in sm.game.legal_actions(s) if a[0] == "die"]


def test_blue_dice_come_from_the_religion_track_only(sm: Helpers) -> None:
    """AK: "Players will get their first and second personal blue dice when they pass the dice symbols on the
    religion track" (spaces 5 and 10)."""
    s = ready(sm)
    s.rel[0] = 4
    s = sm.act(s, "ambassador", "blue", 4, 4, "row")
    assert len(s.blue[0]) == 1 and s.blue_store == 8 and s.rel[0] == 5
    assert texts(s) == [f"Ana gains a blue die and rolls {s.blue[0][0]}."]
    sm.clean(s)


def test_the_tiles_return_and_the_dice_are_rolled_again_when_a_year_begins(sm: Helpers) -> None:
    """AK: "At the beginning of a new round, return the ambassador tiles to the common pool. The ambassador dice are
    rerolled and placed back on their ambassador tiles"."""
    s = ready(sm)
    s = sm.act(s, "ambassador", "blue", 4, 4, "row")
    s = sm.act(s, "decline")
    s = sm.act(s, "decline")
    assert s.markers[0] == {sm.cell("r4c6"): "L4"} and amb(s).holders == [None, 0]
    for space in (1, 2, 3):
        s = sm.act(s, "withdraw", space)
    assert s.year == 2 and s.order == [1, 2, 0] and s.markers == [{}, {}, {}]
    assert amb(s).holders == [None, None] and all(v in range(1, 7) for v in amb(s).dice)
    white, blue = amb(s).dice
    assert f"The ambassador tiles come back; the ambassador dice are rolled: white {white}, blue {blue}." in texts(s)
    assert sm.game.view(s, None)["ambassadors"][1] == {"colour": "blue", "value": blue, "state": "pool",
                                                      "holder": None, "space": None}
    sm.clean(s)


# --- with the other modules and scholars --------------------------------------------------------------------
def test_with_module_a_every_followers_governor_moves(sm: Helpers) -> None:
    """AK: "your governor advances when you activate its row/column, even if the activation is caused by another
    player choosing the ambassador die"; a governor moving off the line frees its building."""
    s = ready(sm, governor=True)
    assert s.governor is not None
    s.governor[:] = [sm.cell("r2c3"), sm.cell("r2c3"), sm.cell("r5c3")]
    s = sm.act(s, "ambassador", "white", 3, 3, "column")
    assert texts(s) == ["Ana's governor moves right to row 2, column 4 and activates the gem mine."]
    assert s.tasks[-1] == ("pray", 0)                                      # she could sell for the grain
    s = sm.act(s, "decline")
    assert stock(sm, s, 0) == {"sugar": 1, "gem": 1, "coins": 2, "rel": 1}
    s = sm.act(s, "follow", "column", 3)
    assert texts(s) == ["Ben's governor moves right to row 2, column 4 and activates the gem mine."]
    assert s.tasks[-1] == ("pray", 1) and sm.game.actor(s) == 1           # Ben's grain step, his own decision
    s = sm.act(s, "decline")
    assert stock(sm, s, 1) == {"sugar": 1, "gem": 1, "coins": 2, "rel": 1}
    s = sm.act(s, "follow", "column", 3)
    assert texts(s) == ["Cid's governor moves right to row 5, column 4 and finds empty land."]
    assert stock(sm, s, 2) == {"sugar": 1, "coins": 2, "rel": 1}             # the trading post under it is free
    assert s.governor == [sm.cell("r2c4"), sm.cell("r2c4"), sm.cell("r5c4")]
    sm.clean(s)


def test_with_module_b_only_the_taker_may_buy_the_specialist(sm: Helpers) -> None:
    """AK: "only the player who takes the white ambassador die may pay to buy a specialist in its corresponding
    column"."""
    s = ready(sm, specialists=True)
    tokens = s.specialists
    assert tokens is not None
    if "FA1" in tokens.offered:                                           # the 1st farmer on die value 3
        i = tokens.offered.index("FA1")
        tokens.offered[i], tokens.offered[2] = tokens.offered[2], "FA1"
    else:
        there = tokens.offered[2]
        assert there is not None
        tokens.stack[tokens.stack.index("FA1")], tokens.offered[2] = there, "FA1"
    sm.stock(s, 0, coins=1)
    s = sm.act(s, "ambassador", "white", 3, 3, "column")
    assert s.tasks[-1] == ("specialist", 0, 3)
    s = sm.act(s, "specialist")                                          # 1 coin, 1 grain
    assert s.tasks[-1] == ("pray", 0)
    s = sm.act(s, "decline")
    assert stock(sm, s, 0) == {"grain": 1, "sugar": 1, "coins": 2, "rel": 1} and sm.game.actor(s) == 1
    s = sm.act(s, "follow", "column", 3)
    assert sm.game.actor(s) == 2 and not [t for t in s.tasks if t[0] == "specialist"]
    assert stock(sm, s, 1) == {"sugar": 1, "coins": 2, "rel": 1}             # no specialist for Ben
    s = sm.act(s, "follow", "column", 3)
    assert s.tasks == [] and s.specialists is not None and s.specialists.taken == [["FA1"], [], []]
    sm.clean(s)


def test_with_archery_the_taker_goes_diagonal_and_a_follower_with_archery_may_too(sm: Helpers) -> None:
    """AK Archery with Module C: "If you take an ambassador die, you may move it diagonally while all other players
    must activate the row/column as normal (unless they also have this scholar). If another player takes the
    ambassador die, you may activate the diagonal line" (§8.11 Q11: paying Archery's coin)."""
    s = ready(sm, white=1)
    give(s, 0, "S11")
    give(s, 2, "S11")
    sm.stock(s, 0, coins=1)
    sm.stock(s, 2, coins=1)
    action = ("ambassador", "white", 1, 1, "diagonal")
    assert action in sm.game.legal_actions(s)
    assert sm.game.describe(s, action) == ("Ana takes the white ambassador die and its tile: a 1 and 1 coin for "
                                           "Archery, activating diagonal 1: the harbour on row 1, column 1, the "
                                           "lumber camp on row 2, column 2 and the tavern on row 6, column 6; then Ben "
                                           "and Cid follow on column 1.")
    s = sm.act(s, *action)
    assert stock(sm, s, 0) == {"wood": 1, "happy": 1} and s.markers[0] == {sm.cell("r6c6"): "W1"}
    assert sm.game.legal_actions(s) == [("follow", "column", 1), ("decline",)]
    with pytest.raises(IllegalAction, match="A follower activates the same line, column 1, without changing it"):
        sm.act(s, "follow", "diagonal", 1)
    s = sm.act(s, "follow", "column", 1)
    assert stock(sm, s, 1) == {}                                          # the harbour, with nothing to ship
    assert sm.game.prompt(s) == ("Cid follows Ana's white ambassador die: activate column 1 of your colony, or "
                                 "diagonal 1 for 1 coin (Archery), or decline?")
    assert sm.game.describe(s, ("follow", "diagonal", 1)) == ("Cid follows Ana's white ambassador die, paying 1 coin "
                                                              "(Archery), activating diagonal 1: the harbour on row 1, "
                                                              "column 1, the lumber camp on row 2, column 2 and the "
                                                              "tavern on row 6, column 6.")
    s = sm.clean(sm.act(s, "follow", "diagonal", 1))
    assert stock(sm, s, 2) == {"wood": 1, "happy": 1} and s.markers[2] == {}


def test_archerys_coin_for_a_follower_is_a_setting(sm: Helpers, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ak_ambassadors, "AMBASSADOR_FOLLOWER_ARCHERY_PAYS", False)
    s = ready(sm, white=6)
    give(s, 1, "S11")
    s = sm.act(s, "ambassador", "white", 6, 6, "column")
    assert ("follow", "diagonal", 6) in sm.game.legal_actions(s)           # no coin needed
    s = sm.act(s, "follow", "diagonal", 6)                                # r1c6 ... r6c1: the church
    assert stock(sm, s, 1) == {"rel": 1}


def test_cacao_sets_an_ambassador_die_to_any_value(sm: Helpers) -> None:
    """AK: "use it just like a normal die (including using coins or cacao to change its value)"; gold in its
    place. The others follow the new value; they may not pay cacao themselves (§8.11 Q11, a setting)."""
    s = ready(sm)
    sm.stock(s, 0, cacao=1)
    sm.stock(s, 1, cacao=1)
    action = ("ambassador", "white", 3, 4, "column", "cacao")
    assert sm.game.describe(s, action) == ("Ana takes the white ambassador die and its tile: a 3, changed to 4 for "
                                           "1 cacao, activating column 4: the gem mine in row 2; then Ben and Cid "
                                           "follow on column 4.")
    s = sm.act(s, *action)
    assert stock(sm, s, 0) == {"gem": 1} and s.markers[0] == {sm.cell("r2c4"): "W4"}
    assert sm.game.legal_actions(s) == [("follow", "column", 4), ("decline",)]
    s = ready(sm)
    sm.stock(s, 0, gold=1)
    assert sm.game.describe(s, action) == ("Ana takes the white ambassador die and its tile: a 3, changed to 4 for "
                                           "1 gold in place of 1 cacao, activating column 4: the gem mine in row 2; "
                                           "then Ben and Cid follow on column 4.")


def test_a_follower_paying_cacao_is_a_setting(sm: Helpers, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ak_ambassadors, "AMBASSADOR_FOLLOWER_CACAO", True)
    s = ready(sm)
    sm.stock(s, 1, cacao=1)
    s = sm.act(s, "ambassador", "white", 3, 3, "column")
    assert sm.game.legal_actions(s) == [("follow", "column", 1, "cacao"), ("follow", "column", 2, "cacao"),
                                        ("follow", "column", 3), ("follow", "column", 4, "cacao"),
                                        ("follow", "column", 6, "cacao"), ("decline",)]
    s = sm.act(s, "follow", "column", 2, "cacao")
    assert stock(sm, s, 1) == {"wood": 1} and s.markers[1] == {}


# --- refusals, the saved form, whole games -------------------------------------------------------------
def test_readable_refusals(sm: Helpers) -> None:
    s = ready(sm)
    why = sm.game.why_illegal
    assert why(s, ("ambassador", "white", 3, 3, "row")) == \
        "The white ambassador die activates a column, the blue one a row (a column too with Philosophy)."
    assert why(s, ("ambassador", "white", 2, 2, "column")) == "The white ambassador die shows 3."
    assert why(s, ("ambassador", "white", 3, 1, "diagonal")) == \
        "Only with the scholar Archery may a die activate a diagonal."
    assert why(s, ("ambassador", "white", 3, 5, "column")) == \
        "Changing the die to 5 costs 2 coins; you have 0 coins."
    s.ambassadors = Ambassadors(dice=[5, 4], holders=[None, None])
    assert why(s, ("ambassador", "white", 5, 5, "column")) == "That column has no building free to activate."
    s.ambassadors = Ambassadors(dice=[3, 4], holders=[None, None])
    assert why(s, ("ambassador", "green", 3)).startswith("Use an ambassador die with its colour (white or blue)")
    s = sm.act(s, "ambassador", "white", 3, 3, "column")
    assert why(s, ("sell", "sugar")) == "You have no sugar to sell."                # Ben's storage, not Ana's
    assert why(s, ("die", "white", 1, 1, "column")).startswith("Finish the current action first. Ben follows")
    s = sm.act(s, "decline")
    s = sm.act(s, "decline")
    s.seat = 0
    assert why(s, ("ambassador", "white", 3, 3, "column")) == "Ana has taken the white ambassador die this year."


def test_positions_round_trip_and_damaged_ones_are_refused(sm: Helpers) -> None:
    for players, options in ((1, AK_C), (3, {**AK_C, "governor": True, "setup": "advanced"}), (4, AK_C)):
        session = play_random(GAME, players, seed=12, options=options, check=False)
        for state in session.states[::5] + [session.state]:
            again = GAME.state_from_dict(GAME.state_to_dict(state))
            assert state_hash(GAME, again) == state_hash(GAME, state) and again.ambassadors == state.ambassadors
            assert GAME.legal_actions(again) == GAME.legal_actions(state)
    s = sm.act(ready(sm), "ambassador", "white", 3, 3, "column")
    saved = GAME.state_to_dict(s)
    assert saved["ambassadors"] == {"white": {"die": None, "holder": 0}, "blue": {"die": 4, "holder": None}}
    assert saved["tasks"] == [["followups", 0, "w3", "column"], ["follower", 2, "w3", "column"],
                              ["follow", 1, "w3", "column"]]
    assert saved["colonies"][0]["markers"] == {"r5c3": "W3"}
    assert GAME.state_from_dict(saved).tasks == s.tasks

    def refused(change: dict[str, object], match: str) -> None:
        """The saved form of ``s`` with the entries at these paths ("ambassadors/white/die") changed: refused."""
        bad = GAME.state_to_dict(s)
        for path, value in change.items():
            *keys, last = path.split("/")
            part: Any = bad
            for key in keys:
                part = part[int(key) if key.isdigit() else key]
            part[last] = value
        with pytest.raises(LoadError, match=match):
            GAME.state_from_dict(bad)

    refused({"ambassadors/blue/die": 7}, "the blue ambassador die must be from 1 to 6 or null, not 7")
    refused({"ambassadors/blue/holder": 3}, "the holder of the blue ambassador tile must be from 0 to 2")
    refused({"ambassadors/white/die": 3, "ambassadors/white/holder": None}, "the white ambassador die is in 2 places")
    refused({"colonies/0/markers": {}}, "the white ambassador die is in 0 places")
    refused({"ambassadors/white/holder": 1}, "the white ambassador die is with seat 0, its tile with 1")
    refused({"tasks": [["followups", 0, "w3", "column"], ["follow", 1, "w3", "column"],
                       ["follower", 2, "w3", "column"]]}, "the follow-ups of an ambassador die are out of order")
    refused({"tasks": [["followups", 0, "w3", "column"], ["follower", 1, "w3", "column"],
                       ["follow", 1, "w3", "column"]]}, r"seats \[1\] wait to follow more than once")
    refused({"tasks": [["followups", 0, "b3", "column"], ["follow", 1, "b3", "column"]]},
            r"the ambassador die followed \(b3\) is not the one the seat on turn took")
    refused({"tasks": [["follow", 1, "w3", "column"]]}, "a task of another seat outside an ambassador die's follow-ups")
    base = GAME.state_to_dict(sm.new(2, american_kingdoms=True))
    base["colonies"][0]["markers"] = {"r1c1": "W3"}
    with pytest.raises(LoadError, match="'W3' is not a space with 'w3', 'b5' or 'c2'"):
        GAME.state_from_dict(base)


def test_busy_games_with_the_ambassadors_and_modules_a_and_b(property_games: int) -> None:
    """Players who withdraw only when nothing else is left and like the ambassador dice: every check after every
    action, and every decision of the module reached."""
    kinds: Counter[str] = Counter()
    for seed in range(max(8, property_games // 4)):
        players = 2 + seed % 3
        options = {**AK_C, "governor": seed % 2 == 0, "specialists": seed % 3 != 1,
                   **({"setup": "advanced"} if seed % 4 == 3 else {})}
        session = Session.new("santamaria", players, seed, options)
        rng = random.Random(seed)
        while not GAME.is_over(states(session)[-1]):
            state = states(session)[-1]
            assert GAME.invariants(state) == [] and GAME.leaks(state) == []
            assert GAME.actor(state) == state.deciding
            legal = GAME.legal_actions(state)
            busy = [a for a in legal if a[0] not in ("withdraw", "decline", "sell", "buy")]
            keen = [a for a in busy if a[0] == "ambassador"]
            action = rng.choice(keen if keen and rng.random() < 0.5 else (busy or legal))
            if action[0] == "follow" and rng.random() < 0.2:
                action = ("decline",)
            kinds[action[0] if state.seat == GAME.actor(state) else f"{action[0]} (follower)"] += 1
            session.apply(action)
        final = states(session)[-1]
        assert GAME.scores(final) == [GAME.view(final, None)["scores"][p]["total"] for p in range(players)]
    assert kinds["ambassador"] and kinds["follow (follower)"] and kinds["decline (follower)"], kinds
    assert kinds["monk (follower)"] or kinds["ship (follower)"] or kinds["trade (follower)"], kinds


@pytest.mark.parametrize("players", [1, 3])
def test_whole_games_through_the_renderer(players: int) -> None:
    """Every action of the module is offered (as a plain button until the board draws it), the board draws."""
    table = Table.new("santamaria", list(NAMES[:players]), [], {**AK_C, "governor": True}, 80 + players, "k")
    rng = random.Random(players)
    kinds: set[str] = set()
    for _ in range(3000):
        if table.over:
            break
        screen = table.screen()
        legal = set(table.legal())
        offered = render.actions_in(screen["board"] + screen["side"] + screen["buttons"])
        assert offered <= legal and {a[0] for a in legal} <= {a[0] for a in offered}
        ET.fromstring(screen["board"])
        kinds |= {a[0] for a in offered}
        keen = [a for a in sorted(offered) if a[0] in ("ambassador", "follow")]
        table.act(rng.choice(keen if keen and rng.random() < 0.6 else sorted(offered)))
    assert table.over and "ambassador" in kinds and ("follow" in kinds or players == 1)
