"""American Kingdoms: cacao and the special expansion tiles (AK "Cacao", "Special Expansion Tiles")."""
from __future__ import annotations

from sobremesa.games.santamaria.data import SPECIAL_TILES, TILES
from sobremesa.games.santamaria.scoring import breakdown
from sobremesa.games.santamaria.state import SantaMariaState

from .conftest import PLAIN, Helpers

ROWS = ("SHIP/P R1 .P .P .P .P",
        "CACAO/F .P .P .P .P .P",
        ".P .P .P .P .P .P",
        ".P .P .P .P .P .P",
        ".P .P .P .P .P .P",
        "COIN2/P .P .P .P .P .P")


def ready(sm: Helpers, **res: int) -> SantaMariaState:
    s = sm.new(2, american_kingdoms=True)
    sm.colony(s, 0, ROWS)
    sm.stock(s, 0, coins=0, **{"wood": 0, "cacao": 0, **res})
    s.blue[0] = [2]
    return s


def test_the_rulebook_illustration_cacao_changes_a_blue_2_into_a_6(sm: Helpers) -> None:
    """"The player spends cacao by flipping the tile to its empty side, and changes the blue die from a 2 to a 6."""
    s = ready(sm, cacao=1)
    legal = sm.game.legal_actions(s)
    assert ("die", "blue", 2, 6, "row") not in legal              # 4 pips: 4 coins, none held
    assert ("die", "blue", 2, 6, "row", "cacao") in legal
    assert sm.game.describe(s, ("die", "blue", 2, 6, "row", "cacao")).startswith(
        "Player 1 uses a blue 2, changed to 6 for 1 cacao, activating row 6: the trading post in column 1.")
    s = sm.act(s, "die", "blue", 2, 6, "row", "cacao")
    assert sm.held(s, 0)["cacao"] == 0 and s.coins[0] == 2        # the storage flipped empty; the 2 coins of row 6
    assert s.markers[0] == {sm.cell("r6c1"): "b6"}
    sm.clean(s)


def test_gold_replaces_the_cacao(sm: Helpers) -> None:
    s = ready(sm, gold=1)
    action = ("die", "blue", 2, 6, "row", "cacao")
    assert sm.game.describe(s, action) == \
        "Player 1 uses a blue 2, changed to 6 for 1 gold in place of 1 cacao, activating row 6: the trading post in " \
        "column 1."
    s = sm.act(s, *action)
    assert sm.held(s, 0)["gold"] == 0 and s.coins[0] == 2
    sm.clean(s)


def test_a_held_cacao_is_spent_before_gold(sm: Helpers) -> None:
    """§8.11 Q7 (reading 10 of the base): own resources of the kind first, gold only for what is missing."""
    s = sm.act(ready(sm, cacao=1, gold=1), "die", "blue", 2, 6, "row", "cacao")
    assert (sm.held(s, 0)["cacao"], sm.held(s, 0)["gold"]) == (0, 1)


def test_without_cacao_or_gold_the_die_is_changed_with_coins_only(sm: Helpers) -> None:
    s = ready(sm)
    assert not [a for a in sm.game.legal_actions(s) if len(a) == 6]
    assert "costs 1 cacao" in sm.game.why_illegal(s, ("die", "blue", 2, 6, "row", "cacao"))
    s = ready(sm, cacao=1)
    assert ("die", "blue", 2, 2, "row", "cacao") not in sm.game.legal_actions(s)   # no change, nothing to pay
    assert ("die", "white", s.white[0], 6, "column", "cacao") not in sm.game.legal_actions(s)  # column 6 has none


def test_a_cacao_building_fills_the_storage_and_a_second_cacao_is_lost(sm: Helpers) -> None:
    s = ready(sm)
    s.blue[0] = [2, 2]
    s = sm.act(s, "die", "blue", 2, 2, "row")
    assert sm.held(s, 0)["cacao"] == 1
    s.seat = 0
    s.markers[0] = {}
    coins = s.coins[0]
    s = sm.act(s, "die", "blue", 2, 2, "row")      # full: no question asked (the market does not buy cacao)
    assert sm.held(s, 0)["cacao"] == 1 and s.coins[0] == coins and s.tasks == []
    assert s.events[-1].text == "Player 1 has no room for 1 cacao (storage holds 1)."
    sm.clean(s)


def test_the_market_neither_buys_nor_sells_cacao(sm: Helpers) -> None:
    s = ready(sm, cacao=1)
    s.coins[0] = 9
    legal = sm.game.legal_actions(s)
    assert ("sell", "cacao") not in legal and ("buy", "cacao") not in legal
    assert sm.game.why_illegal(s, ("sell", "cacao")) == "The market does not buy cacao."


def test_cacao_is_worth_nothing_at_the_end(sm: Helpers) -> None:
    """§8.11 Q7: the end sale is at market prices (data.FINAL_VALUE: cacao 0)."""
    s = ready(sm, cacao=1)
    s.coins[0] = 2
    assert breakdown(s, 0)["coins"] == 0 and breakdown(s, 0)["coins left"] == 2


def test_a_special_expansion_tile_costs_four_coins(sm: Helpers) -> None:
    s = sm.new(2, american_kingdoms=True)
    sm.colony(s, 0, ("SHIP/P R1 .F .F .F .P",) + PLAIN[1:])
    special = sorted(t for t in s.display if t in SPECIAL_TILES)
    assert len(special) == 2
    s.display = [t for t in s.display if t not in SPECIAL_TILES] + ["SP1"]
    s.tile_stacks["special"] = [t for t in SPECIAL_TILES if t != "SP1"]
    sm.stock(s, 0, coins=3, wood=3, grain=3)
    assert ("expand", "SP1") not in sm.game.legal_actions(s)
    assert "costs 4 coins" in sm.game.why_illegal(s, ("expand", "SP1"))
    s.coins[0] = 4
    if "S10" in s.scholar_box:                     # Architecture: 1 wood less, and a special tile costs no wood
        s.scholar_box.remove("S10")
        s.personal[0] = "S10"
    else:
        s.monks["S10"].append(0)
    s = sm.act(s, "expand", "SP1")
    assert s.coins[0] == 0 and sm.held(s, 0)["wood"] == 3
    places = sm.game.legal_actions(s)
    assert ("place", "r1c3", 0) in places          # CACAO/F, R2, WOOD/F on r1c3-r1c5: forest, any, forest
    assert ("place", "r1c4", 0) not in places      # WOOD/F would lie on the field r1c6
    s = sm.act(s, "place", "r1c3", 0)
    assert s.colony[0][2:5] == list(TILES["SP1"][1]) and s.placed[0] == [("SP1", (2, 3, 4))]
    sm.clean(s)


def test_the_special_tiles_are_replaced_after_years_one_and_two(sm: Helpers) -> None:
    s = sm.new(2, american_kingdoms=True)
    first = sorted(t for t in s.display if t in SPECIAL_TILES)
    for year in (1, 2, 3):
        shown = sorted(t for t in s.display if t in SPECIAL_TILES)
        assert len(shown) == 2 and len(s.tile_stacks["special"]) == 6 - 2 * year
        s = sm.act(s, "withdraw", 1)
        s = sm.act(s, "withdraw", 3)
        if year < 3:
            assert set(shown) <= set(s.discard) and not set(shown) & set(s.display)
    assert set(first) <= set(s.discard)
    sm.clean(s)
