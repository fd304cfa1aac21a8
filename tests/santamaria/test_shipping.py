"""Shipping (§4.4): orders at the docks, gold, Navigation, the harbour, retiring space 4, dock bonuses."""
from __future__ import annotations

from sobremesa.games.santamaria.data import STANDARD_ORDERS
from sobremesa.games.santamaria.state import SantaMariaState

from .conftest import PLAIN, Helpers


def ready(sm: Helpers, **res: int) -> SantaMariaState:
    s = sm.new(2)
    sm.colony(s, 0, PLAIN)
    sm.stock(s, 0, coins=0, **{"wood": 0, **res})
    s.docks = ["ST1", "ST2", "ST3", "ST4"]   # sugar+grain, gem+wood, sugar+wood, gem+grain
    s.blue[0] = [1]
    return s


def test_fulfilling_an_order_pays_it_docks_the_ship_and_reveals_a_new_order(sm: Helpers) -> None:
    s = ready(sm, sugar=1, grain=1)
    s = sm.act(s, "die", "blue", 1, 1, "row")
    assert sm.game.legal_actions(s)[:2] == [("ship", 0), ("decline",)]
    s = sm.act(s, "ship", 0)
    assert sm.held(s, 0)["sugar"] == 0 and sm.held(s, 0)["grain"] == 0
    assert s.harbour[0] == [["ST1"], [], [], []]
    assert s.docks[0] in STANDARD_ORDERS and len(s.ship_stack) == 29 and s.barrier
    assert s.markers[0] == {0: "b1"}
    sm.clean(s)


def test_gold_pays_for_a_missing_resource(sm: Helpers) -> None:
    s = ready(sm, sugar=1, gold=1)
    s = sm.act(s, "die", "blue", 1, 1, "row")
    acts = sm.game.legal_actions(s)
    assert ("ship", 0) in acts and ("ship", 2) in acts and ("ship", 1) not in acts   # gem+wood: 1 gold only
    s = sm.act(s, "ship", 2)
    assert s.res[0] == [0, 0, 0, 0, 0] and s.harbour[0][2] == ["ST3"]


def test_navigation_takes_one_resource_off_the_order(sm: Helpers) -> None:
    s = ready(sm, gem=1)
    s.personal[0] = "S6"
    s = sm.act(s, "die", "blue", 1, 1, "row")
    acts = [a for a in sm.game.legal_actions(s) if a[0] == "ship"]
    assert acts == [("ship", 1, "wood"), ("ship", 3, "grain")]
    s = sm.act(s, "ship", 3, "grain")
    assert s.res[0] == [0, 0, 0, 0, 0] and s.harbour[0][3] == ["ST4"]


def test_an_order_out_of_reach_is_not_asked_and_one_within_buying_reach_is(sm: Helpers) -> None:
    s = ready(sm, gem=1)        # gem+wood needs a wood: 3 coins would buy it
    s = sm.act(s, "die", "blue", 1, 1, "row")
    assert s.tasks == [] and s.seat == 1    # no coins, nothing to sell for 3: no question asked
    s = ready(sm, gem=1)
    s.coins[0] = 3
    s = sm.act(s, "die", "blue", 1, 1, "row")
    assert sm.game.legal_actions(s) == [("decline",), ("sell", "gem"), ("buy", "wood"), ("buy", "grain")]
    s = sm.act(s, "buy", "wood")
    s = sm.act(s, "ship", 1)
    assert s.harbour[0][1] == ["ST2"] and s.coins[0] == 0


def test_retiring_space_four_ships_and_the_docks_pay_on_withdrawing(sm: Helpers) -> None:
    s = ready(sm, sugar=1, wood=1)
    s.harbour[0] = [["SH01", "SH02"], ["SH03"], ["SH04"], ["SH05"]]
    s.ship_stack = [x for x in s.ship_stack if x not in ("SH01", "SH02", "SH03", "SH04", "SH05")]
    s = sm.act(s, "withdraw", 4)
    assert s.tasks[-1][0] == "ship"
    s = sm.act(s, "ship", 2)          # sugar + wood to the conquistador dock
    # then every ship: 2 coins dock (2 ships): 4 coins, religion 1, conquistador 2 (2 ships), points 1
    assert s.coins[0] == 4 and s.rel[0] == 1 and s.conq[0] == 2 and s.happy[0] == 1
    assert s.harbour[0][2] == ["SH04", "ST3"] and s.out[0] and s.retire[3] == 0
    sm.clean(s)


def test_a_dock_stays_empty_when_the_stack_is_used_up(sm: Helpers) -> None:
    s = ready(sm, sugar=1, grain=1)
    s.harbour[1] = [list(STANDARD_ORDERS), [], [], []]
    s.ship_stack = []
    s = sm.act(s, "die", "blue", 1, 1, "row")
    s = sm.act(s, "ship", 0)
    assert s.docks[0] is None and ("ship", 0) not in sm.game.legal_actions(s)
    sm.clean(s)


def test_worked_example_coins_on_the_shipping_building_then_buy_the_grain(sm: Helpers) -> None:
    """§3.3.5, PEG9's example: a second coin activation (2 coins) of a shipping building; the player
    buys a grain during the shipping decision to pay for the order."""
    s = ready(sm, sugar=1)
    s.coins[0] = 6
    sm.colony(s, 0, ("SHIP/P R1 .P .P .P .P", "SHIP/P .P .P .P .P .P") + PLAIN[2:])
    s = sm.act(s, "coins", "r2c1")          # first coin activation: 1 coin
    assert s.coins[0] == 5 and s.tasks[-1][0] == "ship"
    s = sm.act(s, "decline")
    s.seat = 0
    s = sm.act(s, "coins", "r1c1")          # second: 2 coins
    assert s.coins[0] == 3 and s.markers[0][0] == "c2"
    legal = sm.game.legal_actions(s)
    assert ("ship", 0) not in legal and ("buy", "grain") in legal and ("decline",) in legal
    s = sm.act(s, "buy", "grain")
    s = sm.act(s, "ship", 0)                # sugar + grain
    assert s.harbour[0][0] == ["ST1"] and s.coins[0] == 0 and s.res[0] == [0, 0, 0, 0, 0]
