"""Using a die (§3.3): the line in order, blocking, the die left on the last building, costs."""
from __future__ import annotations

from sobremesa.games.santamaria.state import SantaMariaState

from .conftest import Helpers

LINES = ("WOOD/F TR(W>2C)/F R1 SUGAR/P .P GEM/M",
         "GRAIN/P .P .P .P .P .P",
         "HAPPY1/P .P .P .P .P .P",
         ".P .P .P .P .P .P",
         "COIN2/P .P .P .P .P .P",
         ".P .P .P .P .P .P")


def setup(sm: Helpers, coins: int = 0) -> SantaMariaState:
    s = sm.new(2)
    sm.colony(s, 0, LINES)
    sm.stock(s, 0, coins=coins, wood=0)
    s.white = [1, 1, 2, 3, 5, 6]
    s.blue[0] = [1]
    return s


def test_blue_die_activates_its_row_left_to_right_and_stays_on_the_last(sm: Helpers) -> None:
    s = setup(sm)
    s = sm.act(s, "die", "blue", 1, 1, "row")
    # the wood comes first, so the trade right after it can be paid with it
    assert s.tasks[-1][:3] == ("trade", 0, "TR(W>2C)")
    s = sm.act(s, "trade")
    assert sm.held(s, 0)["wood"] == 0 and s.coins[0] == 2
    assert sm.held(s, 0)["sugar"] == 1 and sm.held(s, 0)["gem"] == 1
    assert s.markers[0] == {sm.cell("r1c6"): "b1"}
    assert s.blue[0] == [] and s.seat == 1
    sm.clean(s)


def test_white_die_activates_its_column_top_to_bottom(sm: Helpers) -> None:
    s = setup(sm)
    s = sm.act(s, "die", "white", 1, 1, "column")
    assert (sm.held(s, 0)["wood"], sm.held(s, 0)["grain"], s.happy[0], s.coins[0]) == (1, 1, 1, 2)
    assert s.markers[0] == {sm.cell("r5c1"): "w1"}
    assert s.white == [1, 2, 3, 5, 6]
    sm.clean(s)


def test_blocked_buildings_are_skipped_and_the_die_goes_on_the_last_free_one(sm: Helpers) -> None:
    s = setup(sm)
    s.markers[0] = {sm.cell("r2c1"): "c1", sm.cell("r5c1"): "w3"}
    s.white = [1, 1, 2, 5, 6]
    s = sm.act(s, "die", "white", 1, 1, "column")
    assert (sm.held(s, 0)["wood"], sm.held(s, 0)["grain"], s.happy[0], s.coins[0]) == (1, 0, 1, 0)
    assert s.markers[0][sm.cell("r3c1")] == "w1"
    sm.clean(s)


def test_a_die_whose_line_has_no_free_building_cannot_be_taken(sm: Helpers) -> None:
    s = setup(sm, coins=9)
    legal = sm.game.legal_actions(s)
    assert ("die", "white", 5, 5, "column") not in legal      # column 5: land only
    assert ("die", "white", 5, 4, "column") in legal          # column 4: the sugar
    s.markers[0][sm.cell("r1c4")] = "c1"
    assert ("die", "white", 5, 4, "column") not in sm.game.legal_actions(s)


def test_changing_the_value_costs_one_coin_per_pip_without_wraparound(sm: Helpers) -> None:
    s = setup(sm, coins=5)
    legal = sm.game.legal_actions(s)
    assert ("die", "white", 6, 1, "column") in legal and ("die", "white", 1, 6, "column") in legal
    s = sm.act(s, "die", "white", 6, 1, "column")
    assert s.coins[0] == 5 - 5 + 2   # five pips, then the coin building of column 1
    s2 = setup(sm, coins=4)
    assert ("die", "white", 6, 1, "column") not in sm.game.legal_actions(s2)
    assert "costs 5 coins" in sm.game.why_illegal(s2, ("die", "white", 6, 1, "column"))


def test_at_most_three_white_dice_a_year(sm: Helpers) -> None:
    s = setup(sm, coins=0)
    s.white = [1, 1, 1]
    s.markers[0] = {sm.cell("r1c4"): "w4", sm.cell("r1c6"): "w6", sm.cell("r5c1"): "w1"}
    legal = sm.game.legal_actions(s)
    assert not [a for a in legal if a[:2] == ("die", "white")]
    assert [a for a in legal if a[:2] == ("die", "blue")]
    assert "3 white dice" in sm.game.why_illegal(s, ("die", "white", 1, 1, "column"))


def test_blue_dice_use_rows_only(sm: Helpers) -> None:
    s = setup(sm)
    assert ("die", "blue", 1, 1, "column") not in sm.game.legal_actions(s)


def test_coin_activation_costs_one_more_each_time_and_blocks(sm: Helpers) -> None:
    s = setup(sm, coins=6)
    s = sm.act(s, "coins", "r5c1")
    assert s.coins[0] == 6 - 1 + 2 and s.markers[0][sm.cell("r5c1")] == "c1"
    s.seat = 0
    s = sm.act(s, "coins", "r3c1")
    assert s.coins[0] == 7 - 2 and s.happy[0] == 1 and s.markers[0][sm.cell("r3c1")] == "c2"
    s.seat = 0
    assert ("coins", "r3c1") not in sm.game.legal_actions(s)
    s = sm.act(s, "coins", "r2c1")
    assert s.coins[0] == 5 - 3
    s.seat = 0
    assert not [a for a in sm.game.legal_actions(s) if a[0] == "coins"]   # 4 coins needed, 2 held
    s = sm.act(s, "die", "white", 1, 1, "column")   # the coins block r2, r3 and r5: only r1 is left
    assert s.markers[0][sm.cell("r1c1")] == "w1"
    sm.clean(s)
