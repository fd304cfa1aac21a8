"""Monks (§4.5): every scholar, every bishop, every missionary station, and where monks may go."""
from __future__ import annotations

from collections.abc import Callable

import pytest

from sobremesa.games.santamaria.data import BASE_BISHOPS, BASE_MISSIONS, BASE_SCHOLARS
from sobremesa.games.santamaria.scoring import bishop_points, breakdown
from sobremesa.games.santamaria.state import SantaMariaState

from .conftest import Helpers

BOARD = ("SHIP/P R1 WOOD/F GRAIN/P R3 .P",
         "REL/P CONQ/P .P .P .P .P",
         ".P .P .P .P .P .P",
         ".P .P .P .P .P .P",
         ".P .P .P .P .P .P",
         ".P .P .P .P .P .P")


def ready(sm: Helpers, scholar: str | None = None, **res: int) -> SantaMariaState:
    s = sm.new(2)
    sm.colony(s, 0, BOARD)
    sm.stock(s, 0, coins=10, **{"wood": 0, **res})
    s.personal[0] = scholar
    s.white = [1, 1, 2, 3, 4, 6]
    s.blue[0] = [1]
    return s


def test_taxation_one_coin_per_colonist_in_the_line(sm: Helpers) -> None:
    s = ready(sm, "S1")
    s = sm.act(s, "die", "blue", 1, 1, "row")      # row 1: R1 and R3 = 4 colonists
    assert s.coins[0] == 14
    s = ready(sm)
    s = sm.act(s, "die", "blue", 1, 1, "row")
    assert s.coins[0] == 10


def test_philosophy_lets_a_blue_die_take_a_column(sm: Helpers) -> None:
    s = ready(sm, "S2")
    assert ("die", "blue", 1, 3, "column") in sm.game.legal_actions(s)
    s = sm.act(s, "die", "blue", 1, 3, "column")
    assert sm.held(s, 0)["wood"] == 1 and s.markers[0] == {sm.cell("r1c3"): "b3"}


@pytest.mark.parametrize("scholar, cell, res", [("S3", "r1c4", "grain"), ("S4", "r1c3", "wood")])
def test_agriculture_and_forestry_add_one(sm: Helpers, scholar: str, cell: str, res: str) -> None:
    s = ready(sm, scholar)
    s = sm.act(s, "coins", cell)
    assert sm.held(s, 0)[res] == 2
    s = ready(sm)
    s = sm.act(s, "coins", cell)
    assert sm.held(s, 0)[res] == 1


def test_commerce_sells_dearer_and_buys_cheaper(sm: Helpers) -> None:
    s = ready(sm, "S5", sugar=1)
    s = sm.act(s, "sell", "sugar")
    assert s.coins[0] == 13
    s = sm.act(s, "buy", "wood")
    assert s.coins[0] == 11 and sm.held(s, 0)["wood"] == 1
    s = ready(sm, sugar=1)
    s = sm.act(s, "sell", "sugar")
    s = sm.act(s, "buy", "grain")
    assert s.coins[0] == 10 + 2 - 3


def test_theology_and_strategy_add_a_step(sm: Helpers) -> None:
    s = ready(sm, "S7")
    s = sm.act(s, "coins", "r2c1")
    assert s.rel[0] == 2 and s.tasks[-1][0] == "monk"       # the extra step comes before the grain step
    s = ready(sm, "S8")
    s = sm.act(s, "coins", "r2c2")
    assert s.conq[0] == 2


def test_mathematics_halves_the_cost_of_changing_a_die(sm: Helpers) -> None:
    s = ready(sm, "S9")
    s = sm.act(s, "die", "white", 6, 1, "column")    # 5 pips: 3 coins
    assert s.coins[0] == 7
    s = ready(sm, "S9")
    s = sm.act(s, "die", "white", 2, 1, "column")    # 1 pip: 1 coin
    assert s.coins[0] == 9


def test_a_scholar_works_for_the_seats_with_a_monk_on_it(sm: Helpers) -> None:
    s = ready(sm)
    if "S4" not in s.scholars:   # put Forestry on the common board
        old = s.scholars[0]
        s.scholar_box.remove("S4")
        s.scholar_box.append(old)
        s.scholars[0] = "S4"
        s.monks["S4"] = s.monks.pop(old)
    s.monks["S4"] = [0]
    s = sm.act(s, "coins", "r1c3")
    assert sm.held(s, 0)["wood"] == 2
    sm.clean(s)


def test_every_scholar_is_tested_here() -> None:
    assert set(BASE_SCHOLARS) == {"S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S10"}
    # S6 Navigation: test_shipping; S10 Architecture: test_tiles


BISHOP_BOARD = ("SHIP/P R1 WOOD/F WOOD/F GEM/M R2",
                "GRAIN/P .P .P .P .P .P",
                "R1 .P .P .P .P .P",
                "SUGAR/P .P .P .P .P .P",
                "CONQ/P .P .P .P .P .P",
                "GEM/M .P .P .P .P .P")


def test_every_bishop_counts_its_condition(sm: Helpers) -> None:
    s = ready(sm)
    sm.colony(s, 0, BISHOP_BOARD)
    s.harbour[0] = [["SH01"], ["SH02"], [], ["SH03"]]
    s.monks = {k: [] for k in s.monks}
    s.monks.update({"S1": [0], "S2": [0], "M1": [0], "M2": [0, 1]})
    assert bishop_points(s, 0, "B1") == 4        # 2 wood buildings on forest
    assert bishop_points(s, 0, "B2") == 8        # ship, grain, sugar, conquistador on fields
    assert bishop_points(s, 0, "B3") == 4        # 2 gem mines
    assert bishop_points(s, 0, "B4") == 6        # 3 ships
    assert bishop_points(s, 0, "B5") == 6        # row 1 and column 1 complete
    assert bishop_points(s, 0, "B6") == 12       # 4 monks as scholars/missionaries: 12, the maximum
    assert set(BASE_BISHOPS) == {"B1", "B2", "B3", "B4", "B5", "B6"}


def test_bishop_maximum_and_the_monk_penalty_in_the_final_score(sm: Helpers) -> None:
    s = ready(sm)
    sm.colony(s, 0, ("WOOD/F " * 6,) * 6)
    s.bishops = ["B1", "B2", "B5"]
    s.monks = {k: [] for k in [*s.scholars, *s.bishops, *BASE_MISSIONS]}
    s.monks["B1"] = [0]
    s.monks["B5"] = [0]
    b = breakdown(s, 0)
    assert b["bishops"] == 12 + 12 and b["bishop monks"] == -4


def test_monks_go_once_per_slot_and_are_lost_without_a_slot_or_a_monk(sm: Helpers) -> None:
    s = ready(sm)
    slots = [*s.scholars, *s.bishops, *BASE_MISSIONS]
    s.monks = {k: [] for k in slots}
    s.rel[0] = 1
    s = sm.act(s, "coins", "r2c1")
    assert [a for a in sm.game.legal_actions(s) if a[0] == "monk"] == [("monk", x) for x in slots]
    s.monks = {k: [0] if k in slots[:5] else [1] for k in slots}   # seat 0 has one monk left
    assert [a for a in sm.game.legal_actions(s) if a[0] == "monk"] == [("monk", x) for x in slots[5:]]
    s = ready(sm)
    s.monks = {k: [] for k in slots}
    for k in slots[:6]:
        s.monks[k] = [0]
    s.rel[0] = 1
    s = sm.act(s, "coins", "r2c1")
    assert s.tasks == [("pray", 0)] and any("recruitment is lost" in e.text for e in s.events)


@pytest.mark.parametrize("station, check", [
    ("M1", lambda s, h: s.coins[0] == 9 + 3),
    ("M2", lambda s, h: h["sugar"] == 1 and h["gem"] == 1),
    ("M3", lambda s, h: s.conq[0] == 2),
    ("M4", lambda s, h: h["wood"] == 1 and h["grain"] == 1 and s.happy[0] == 1),
])
def test_every_missionary_station(sm: Helpers, station: str, check: Callable[..., bool]) -> None:
    s = ready(sm)
    s.rel[0] = 1
    s = sm.act(s, "coins", "r2c1")
    s = sm.act(s, "monk", station)
    assert check(s, sm.held(s, 0)) and s.monks[station] == [0]
