"""Set-up (§1.3, §1.5), withdrawing (§5.1), the year end (§5.2), the market (§3.4, §3.6)."""
from __future__ import annotations

from collections.abc import Callable

import pytest

from sobremesa.games.santamaria.data import BASE_A_SIDES, BOARDS, STANDARD_ORDERS, STARTING_ORDERS, TILES, TOWN_HALLS

from .conftest import PLAIN, Helpers


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_setup_by_seat(sm: Helpers, players: int) -> None:
    s = sm.game.setup(players, 7)
    assert s.coins == [3, 4, 5, 6][:players]
    assert all(sm.held(s, p) == {"wood": 2, "grain": 0, "sugar": 0, "gem": 0, "gold": 0} for p in range(players))
    assert all(len(b) == 1 for b in s.blue) and s.blue_store == 2 * players
    assert len(s.white) == 3 * players and s.white == sorted(s.white)
    assert sorted(filter(None, s.docks)) == sorted(STARTING_ORDERS) and sorted(s.ship_stack) == list(STANDARD_ORDERS)
    assert len(s.scholars) == 3 and len(s.bishops) == 3
    assert sorted(TILES[t][0] for t in s.display) == ["double"] * 5 + ["triple"] * 5
    assert s.roads == 3 and s.year == 1 and s.rel == [0] * players and s.conq == [0] * players
    sm.clean(s)


def test_standard_setup_deals_different_a_sides(sm: Helpers) -> None:
    s = sm.game.setup(4, 3)
    assert s.phase == "play" and sorted(s.boards) == list(BASE_A_SIDES) and s.seat == 0
    assert all(s.colony[p] == " ".join(BOARDS[s.boards[p]]).split() for p in range(4))


def test_advanced_setup_sets_chosen_last_seat_first(sm: Helpers) -> None:
    s = sm.game.setup(3, 5, {"setup": "advanced"})
    assert s.phase == "sets" and len(s.sets) == 4 and s.seat == 2
    assert all(x not in s.scholars for _, x in s.sets)
    hall, scholar = s.sets[1]
    s = sm.act(s, "choose", 1)
    assert s.personal[2] == scholar and s.colony[2][sm.cell("r3c3")] == hall and hall in TOWN_HALLS
    assert s.seat == 1
    s = sm.act(s, "choose", 0)
    s = sm.act(s, "choose", 0)
    assert s.phase == "play" and s.seat == 0 and s.sets == [] and len(s.th_box) == 1
    assert s.boards == ["B", "B", "B"]
    sm.clean(s)


def test_solo_uses_the_advanced_setup_with_two_sets(sm: Helpers) -> None:
    s = sm.game.setup(1, 5)
    assert s.phase == "sets" and len(s.sets) == 2 and s.coins == [3]
    s = sm.act(s, "choose", 1)
    assert s.phase == "play" and s.personal[0] is not None


@pytest.mark.parametrize("hall, check", [
    ("TH-Bosque", lambda s, h, legal: h["wood"] == 2 and s.coins[0] == 2),
    ("TH-Llano", lambda s, h, legal: h["sugar"] == 2 and h["grain"] == 2 and s.coins[0] == 2),
    ("TH-Sierra", lambda s, h, legal: h["gem"] == 1 and s.coins[0] == 3),
    ("TH-Costa", lambda s, h, legal: s.tasks[-1] == ("ship", 0) and ("ship", s.docks.index("ST1")) in legal),
])
def test_every_town_hall(sm: Helpers, hall: str, check: Callable[..., bool]) -> None:
    s = sm.new(2, setup="advanced")
    s.colony[0][sm.cell("r3c3")] = hall
    s.personal[0] = None
    sm.stock(s, 0, wood=0, grain=1, sugar=1)   # sugar + grain: a starting order can be shipped
    s = sm.act(s, "coins", "r3c3")
    assert check(s, sm.held(s, 0), sm.game.legal_actions(s))


@pytest.mark.parametrize("space, check", [
    (1, lambda s: s.coins[0] == 2),
    (2, lambda s: s.rel[0] == 1),
    (3, lambda s: s.conq[0] == 1),
])
def test_retiring_spaces_one_to_three(sm: Helpers, space: int, check: Callable[..., bool]) -> None:
    s = sm.new(3)
    s.coins[0] = 0
    s = sm.act(s, "withdraw", space)
    assert check(s) and s.retire[space - 1] == 0 and s.out == [True, False, False] and s.seat == 1
    assert ("withdraw", space) not in sm.game.legal_actions(s)
    assert "is taken" in sm.game.why_illegal(s, ("withdraw", space))


def test_withdrawn_players_are_skipped_and_the_year_ends_when_all_are_out(sm: Helpers) -> None:
    s = sm.new(3)
    s = sm.act(s, "withdraw", 5)
    s = sm.act(s, "decline")
    s = sm.act(s, "coins", next(a for a in sm.game.legal_actions(s) if a[0] == "coins")[1])
    while s.tasks:
        legal = sm.game.legal_actions(s)
        s = sm.act(s, "decline") if ("decline",) in legal else sm.act(s, *legal[0])
    assert s.seat == 2
    s = sm.act(s, "withdraw", 1)
    assert s.seat == 1
    display = list(s.display)
    s = sm.act(s, "withdraw", 2)
    while s.tasks:
        s = sm.act(s, *sm.game.legal_actions(s)[0])
    assert s.year == 2 and s.order == [2, 1, 0] and s.seat == 2
    assert s.markers == [{}, {}, {}] and s.out == [False] * 3 and s.retire == [None] * 5
    assert len(s.white) == 9 and s.white == sorted(s.white)
    assert set(display) <= set(s.discard) and len(s.display) == 10 and not set(display) & set(s.display)
    sm.clean(s)


def test_the_game_ends_after_the_third_year(sm: Helpers) -> None:
    s = sm.new(2)
    for _ in range(3):
        s = sm.act(s, "withdraw", 1)
        s = sm.act(s, "withdraw", 2)
        while s.tasks:
            s = sm.act(s, *sm.game.legal_actions(s)[0])
    assert s.phase == "over" and sm.game.is_over(s) and sm.game.legal_actions(s) == []
    assert sm.game.why_illegal(s, ("withdraw", 1)) == "The game is over."


def test_market_prices_and_storage(sm: Helpers) -> None:
    s = sm.new(2)
    sm.stock(s, 0, coins=3, wood=3, sugar=1, gem=1, gold=1, grain=2)
    legal = sm.game.legal_actions(s)
    assert ("buy", "wood") not in legal and ("buy", "grain") in legal and ("buy", "sugar") not in legal
    for res in ("sugar", "gem", "gold"):
        s = sm.act(s, "sell", res)
    s = sm.act(s, "sell", "wood")
    assert s.coins[0] == 3 + 6 + 1
    s = sm.act(s, "buy", "grain")
    assert s.coins[0] == 7 and sm.held(s, 0)["grain"] == 3
    assert "at most 3" in sm.game.why_illegal(s, ("buy", "grain"))
    assert "Only wood and grain" in sm.game.why_illegal(s, ("buy", "gem"))
    assert s.seat == 0    # free actions do not end the turn


def test_a_gain_beyond_the_cap_may_be_sold_around(sm: Helpers) -> None:
    s = sm.new(2)
    sm.colony(s, 0, ("WOOD/F WOOD/F .P .P .P .P",) + PLAIN[1:])
    sm.stock(s, 0, coins=0, wood=2)
    s.blue[0] = [1]
    s = sm.act(s, "die", "blue", 1, 1, "row")   # first wood fits, the second does not
    assert sm.held(s, 0)["wood"] == 3 and s.tasks[-1] == ("gain", 0, "wood", 1)
    s = sm.act(s, "sell", "wood")               # room again: the walk goes on at once
    assert sm.held(s, 0)["wood"] == 3 and s.coins[0] == 1 and s.tasks == [] and s.seat == 1


def test_worked_example_selling_two_sugar_and_a_gem_gives_six_coins(sm: Helpers) -> None:
    """PEG9's example of the market: 2 sugar + 1 gem sell for 6 coins."""
    s = sm.new(2)
    sm.stock(s, 0, coins=0, sugar=2, gem=1)
    for res in ("sugar", "sugar", "gem"):
        s = sm.act(s, "sell", res)
    assert s.coins[0] == 6 and sm.held(s, 0)["sugar"] == 0 and sm.held(s, 0)["gem"] == 0


def test_what_no_seat_sees_is_declared_secret(sm: Helpers) -> None:
    """The face-down stacks and the box, hidden from every seat alike (so no pass screen is needed)."""
    s = sm.new(2, setup="advanced")
    secrets = sm.game.secrets(s)
    assert {x.path for x in secrets} == {("ship_stack",), ("tile_stacks", "double"), ("tile_stacks", "triple"),
                                         ("scholar_box",), ("bishop_box",), ("th_box",)}
    assert all(x.seen_by == frozenset() for x in secrets) and not sm.game.has_secrets
    assert len({x.pool for x in secrets}) == len(secrets)   # double and triple tiles never mix
