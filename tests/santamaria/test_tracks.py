"""The religion track with monks and blue dice (§4.2) and the conquistador track (§4.3)."""
from __future__ import annotations

from sobremesa.games.santamaria.state import SantaMariaState
from sobremesa.games.santamaria.turn import conquest_points

from .conftest import Helpers

BOARD = ("SHIP/P R1 .P .P .P .P",
         "REL/P CONQ/P .P .P .P .P",
         ".P .P .P .P .P .P",
         ".P .P .P .P .P .P",
         ".P .P .P .P .P .P",
         ".P .P .P .P .P .P")


def ready(sm: Helpers, players: int = 2, **res: int) -> SantaMariaState:
    s = sm.new(players)
    sm.colony(s, 0, BOARD)
    sm.stock(s, 0, coins=10, **{"wood": 0, **res})
    return s


def test_religion_building_then_the_grain_step(sm: Helpers) -> None:
    s = ready(sm, grain=1)
    s = sm.act(s, "coins", "r2c1")
    assert s.rel[0] == 1 and s.tasks[-1][0] == "pray"
    assert ("pray",) in sm.game.legal_actions(s) and ("decline",) in sm.game.legal_actions(s)
    s = sm.act(s, "pray")
    assert s.rel[0] == 2 and sm.held(s, 0)["grain"] == 0
    # space 2 shows a monk: the monk is placed at once
    assert s.tasks[-1][0] == "monk"
    s = sm.act(s, "monk", "M1")
    assert s.monks["M1"] == [0] and s.coins[0] == 10 - 1 + 3 and s.seat == 1
    sm.clean(s)


def test_the_grain_step_can_be_declined_and_is_not_asked_without_means(sm: Helpers) -> None:
    s = ready(sm, grain=1)
    s = sm.act(s, "coins", "r2c1")
    s = sm.act(s, "decline")
    assert s.rel[0] == 1 and sm.held(s, 0)["grain"] == 1
    s = ready(sm)
    s.coins[0] = 1
    s = sm.act(s, "coins", "r2c1")
    assert s.rel[0] == 1 and s.tasks == [] and s.seat == 1


def test_die_symbols_give_blue_dice_from_the_common_board(sm: Helpers) -> None:
    s = ready(sm)
    s.rel[0] = 4
    store = s.blue_store
    s = sm.act(s, "coins", "r2c1")
    assert s.rel[0] == 5 and s.blue_store == store - 1 and len(s.blue[0]) == 2 and s.barrier
    s = sm.act(s, "decline")
    s.seat = 0
    new = [a for a in sm.game.legal_actions(s) if a[:2] == ("die", "blue")]
    assert {a[2] for a in new} == set(s.blue[0])    # usable this year
    sm.clean(s)


def test_no_blue_die_left_on_the_board_gives_nothing(sm: Helpers) -> None:
    """Reading 16. The common board holds 2 dice a seat and a seat gains 2 at most, so the store only runs
    out in a position made by hand (which then breaks the dice invariants, not checked here)."""
    s = ready(sm)
    s.rel[0] = 9
    s.blue_store = 0
    s = sm.act(s, "coins", "r2c1")
    assert s.rel[0] == 10 and len(s.blue[0]) == 1 and s.events[-1].text == "No blue die is left for Player 1."


def test_past_the_end_of_the_religion_track_each_step_is_one_happiness(sm: Helpers) -> None:
    s = ready(sm, grain=1)
    s.rel[0] = 15
    s = sm.act(s, "coins", "r2c1")
    s = sm.act(s, "pray")
    assert s.rel[0] == 15 and s.happy[0] == 2


def test_conquistador_gold_symbols_and_the_end_of_the_track(sm: Helpers) -> None:
    s = ready(sm, gold=0)
    s.conq[0] = 2
    s = sm.act(s, "coins", "r2c2")
    assert s.conq[0] == 3 and sm.held(s, 0)["gold"] == 1
    s = ready(sm)
    s.conq[0] = 10
    s = sm.act(s, "coins", "r2c2")
    assert s.conq[0] == 10 and s.happy[0] == 1


def test_gold_beyond_the_storage_cap_asks_first_then_is_lost(sm: Helpers) -> None:
    s = ready(sm, gold=3)
    s.conq[0] = 8
    s = sm.act(s, "coins", "r2c2")
    assert s.tasks[-1] == ("gain", 0, "gold", 1)
    assert ("continue",) in sm.game.legal_actions(s) and ("sell", "gold") in sm.game.legal_actions(s)
    s = sm.act(s, "continue")
    assert sm.held(s, 0)["gold"] == 3 and s.seat == 1
    assert any("no room" in e.text for e in s.events)


def year_points(sm: Helpers, players: int, year: int, conq: list[int]) -> list[int]:
    s = sm.new(players)
    s.year, s.conq = year, list(conq)
    return conquest_points(s)


def test_year_scoring_by_rank_with_ties_and_non_movers(sm: Helpers) -> None:
    assert year_points(sm, 2, 1, [3, 1]) == [4, 0]
    assert year_points(sm, 2, 2, [0, 1]) == [0, 5]
    assert year_points(sm, 2, 3, [2, 2]) == [0, 0]          # tied for first: the lower rank's 0
    assert year_points(sm, 3, 1, [5, 2, 1]) == [4, 2, 0]
    assert year_points(sm, 3, 2, [5, 5, 1]) == [3, 3, 0]    # tied first and second: second's 3
    assert year_points(sm, 4, 3, [1, 4, 0, 2]) == [2, 6, 0, 4]   # the non-mover scores nothing
    assert year_points(sm, 4, 2, [3, 2, 2, 1]) == [5, 1, 1, 0]


def test_solo_year_scoring_needs_the_tree_passed(sm: Helpers) -> None:
    assert year_points(sm, 1, 1, [4]) == [4]
    assert year_points(sm, 1, 1, [3]) == [0]
    assert year_points(sm, 1, 2, [6]) == [5]
    assert year_points(sm, 1, 3, [7]) == [0]
    assert year_points(sm, 1, 3, [8]) == [6]


def test_the_year_end_scores_the_track_and_resets_it(sm: Helpers) -> None:
    s = ready(sm)
    s.conq = [2, 0]
    s = sm.act(s, "withdraw", 3)              # seat 0: conquistador 3, and a gold
    s = sm.act(s, "withdraw", 1)              # seat 1: 2 coins, never moved
    assert s.year == 2 and s.conq == [0, 0]
    assert s.happy == [4, 0]
    assert s.order == [1, 0] and s.seat == 1   # retiring space 1 goes first
