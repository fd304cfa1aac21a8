"""American Kingdoms: the 4th scholar, the new scholars Archery and Meditation, the new missionary station,
the new bishops and the end of the bishop penalty (AK "Extension Tile 1/2", "Changes to Bishop Scoring",
"Scholar Tiles & Bishop Tiles")."""
from __future__ import annotations

from sobremesa.games.santamaria.data import AK_MISSIONS
from sobremesa.games.santamaria.scoring import breakdown
from sobremesa.games.santamaria.state import SantaMariaState

from .conftest import PLAIN, Helpers, give

DIAGONALS = ("SHIP/P R1 .P .P .P WOOD/F",       # diagonal 1: r1c1 r2c2 r3c3 r4c4 r5c5 r6c6
             ".P GRAIN/P .P .P R2 .P",          # diagonal 6: r1c6 r2c5 r3c4 r4c3 r5c2 r6c1
             ".P .P .P .P .P .P",
             ".P .P GEM/M .P .P .P",
             ".P .P .P .P .P .P",
             "COIN2/P .P .P .P .P HAPPY1/P")


def ak(sm: Helpers, players: int = 2) -> SantaMariaState:
    return sm.new(players, american_kingdoms=True)


def test_four_scholars_take_monks(sm: Helpers) -> None:
    s = ak(sm)
    sm.colony(s, 0, ("SHIP/P REL/P .P .P .P .P",) + PLAIN[1:])
    s.rel[0] = 1
    s = sm.act(s, "coins", "r1c2")
    monks = [a[1] for a in sm.game.legal_actions(s) if a[0] == "monk"]
    assert monks == [*s.scholars, *s.bishops, *AK_MISSIONS] and len(s.scholars) == 4
    s = sm.act(s, "monk", s.scholars[3])
    assert s.monks[s.scholars[3]] == [0]
    sm.clean(s)


def test_the_new_missionary_station_gives_a_cacao_a_wood_and_a_grain(sm: Helpers) -> None:
    s = ak(sm)
    sm.colony(s, 0, ("SHIP/P REL/P .P .P .P .P",) + PLAIN[1:])
    sm.stock(s, 0, coins=1, wood=0, cacao=0)
    s.rel[0] = 1
    s = sm.act(s, "coins", "r1c2")
    assert ("monk", "M4") not in sm.game.legal_actions(s)      # covered by extension tile 2
    s = sm.act(s, "monk", "M5")
    assert (sm.held(s, 0)["cacao"], sm.held(s, 0)["wood"], sm.held(s, 0)["grain"]) == (1, 1, 1)
    sm.clean(s)


def test_archery_activates_the_diagonal_for_a_coin_and_taxation_counts_its_colonists(sm: Helpers) -> None:
    s = ak(sm)
    sm.colony(s, 0, DIAGONALS)
    sm.stock(s, 0, coins=4, wood=0, cacao=0)
    s.blue[0] = [3]
    assert not [a for a in sm.game.legal_actions(s) if a[0] == "diagonal"]
    assert "Only with the scholar Archery" in sm.game.why_illegal(s, ("diagonal", "blue", 3, 6))
    give(s, 0, "S11", "S1")                                      # Archery and Taxation
    legal = [a for a in sm.game.legal_actions(s) if a[0] == "diagonal"]
    assert [a for a in legal if a[1] == "blue"] == [("diagonal", "blue", 3, 1), ("diagonal", "blue", 3, 6)]
    assert {a[2:] for a in legal if a[1] == "white"} == {(v, d) for v in s.white for d in (1, 6)
                                                         if abs(v - d) + 1 <= 4}   # a pip a coin, 1 for Archery
    assert sm.game.describe(s, ("diagonal", "blue", 3, 6)) == (
        "Player 1 uses a blue 3, changed to 6 for 3 coins and pays 1 coin for Archery, "
        "activating diagonal 6: the lumber camp on row 1, column 6, the gem mine on row 4, column 3 and the trading "
        "post on row 6, column 1.")
    s = sm.act(s, "diagonal", "blue", 3, 6)
    # 4 - 3 - 1 coins, 2 for the colonists of r2c5 (Taxation), 2 from the coin building
    assert s.coins[0] == 4 and sm.held(s, 0)["wood"] == 1 and sm.held(s, 0)["gem"] == 1
    assert s.markers[0] == {sm.cell("r6c1"): "b6"} and s.blue[0] == []
    sm.clean(s)


def test_archery_with_cacao_and_only_with_a_1_or_a_6(sm: Helpers) -> None:
    s = ak(sm)
    sm.colony(s, 0, DIAGONALS)
    sm.stock(s, 0, coins=1, cacao=1)
    s.blue[0] = [3]
    give(s, 0, "S11")
    legal = sm.game.legal_actions(s)
    assert ("diagonal", "blue", 3, 1, "cacao") in legal and ("diagonal", "blue", 3, 6, "cacao") in legal
    assert "a diagonal is 1 or 6" in sm.game.why_illegal(s, ("diagonal", "blue", 3, 3))
    s = sm.act(s, "diagonal", "blue", 3, 1, "cacao")
    assert sm.held(s, 0)["cacao"] == 0 and s.coins[0] == 0 and s.markers[0] == {sm.cell("r6c6"): "b1"}
    sm.clean(s)


def test_meditation_does_the_retiring_action_twice_and_the_ships_pay_once(sm: Helpers) -> None:
    s = ak(sm)
    give(s, 0, "S12")
    s.coins[0] = 0
    s.harbour[0][0].append(s.ship_stack.pop())       # one ship at the coins dock: 2 coins on withdrawing
    assert sm.game.describe(s, ("withdraw", 1)) == "Player 1 withdraws to retiring space 1: 2 coins, 2 coins."
    s = sm.act(s, "withdraw", 1)
    assert s.coins[0] == 2 + 2 + 2
    sm.clean(s)
    s = ak(sm)
    give(s, 0, "S12")
    s = sm.act(s, "withdraw", 3)
    assert s.conq[0] == 2


def test_meditation_on_the_fifth_space_a_road_then_another_vacant_space(sm: Helpers) -> None:
    s = ak(sm, 3)
    give(s, 0, "S12")
    s.retire[0] = 2                                  # seat 2 has withdrawn to space 1 already
    s.out[2] = True
    rel = s.rel[0]
    assert sm.game.describe(s, ("withdraw", 5)) == ("Player 1 withdraws to retiring space 5: take a road tile, "
                                                    "the action of another vacant retiring space.")
    s = sm.act(s, "withdraw", 5)
    assert s.tasks[-1] == ("road", 0)
    s = sm.act(s, "decline")
    assert s.tasks[-1] == ("meditate", 0)
    assert [a for a in sm.game.legal_actions(s) if a[0] == "meditate"] == [("meditate", k) for k in (2, 3, 4)]
    assert "other vacant retiring space" in sm.game.prompt(s)
    assert sm.game.describe(s, ("meditate", 2)) == "Player 1 meditates: retiring space 2, 1 religion."
    s = sm.act(s, "meditate", 2)
    assert s.rel[0] == rel + 1 and s.retire == [2, None, None, None, 0] and s.seat == 1
    sm.clean(s)


def test_meditation_with_no_road_tile_left_still_takes_another_space(sm: Helpers) -> None:
    """§8.11 Q10: the road is lost, the other space's action is still done."""
    s = ak(sm)
    give(s, 0, "S12")
    sm.colony(s, 1, PLAIN)
    s.roads = 0
    s.placed[1] = [("road", (sm.cell(c),)) for c in ("r2c2", "r3c3", "r4c4")]
    for c in ("r2c2", "r3c3", "r4c4"):
        s.colony[1][sm.cell(c)] = "R2"
    s = sm.act(s, "withdraw", 5)
    assert s.tasks[-1] == ("meditate", 0)
    sm.clean(s)


def test_no_bishop_penalty_with_american_kingdoms(sm: Helpers) -> None:
    """AK: "do NOT subtract 2 happiness points per monk on a bishop space"."""
    base, s = sm.new(2), ak(sm)
    for state in (base, s):
        state.monks[state.bishops[0]].append(0)
    assert breakdown(base, 0)["bishop monks"] == -2
    assert "bishop monks" not in breakdown(s, 0)


def _bishop(s: SantaMariaState, p: int, bishop: str) -> None:
    """Seat p has a monk on ``bishop`` (brought onto the board from the box)."""
    if bishop not in s.bishops:
        out = s.bishops[0]
        s.bishop_box[s.bishop_box.index(bishop)] = out
        s.bishops[0] = bishop
        s.monks[bishop] = s.monks.pop(out)
    s.monks[bishop].append(p)


def test_the_conquistador_bishop_scores_the_year_three_points_again(sm: Helpers) -> None:
    s = ak(sm)
    _bishop(s, 0, "B7")
    s.year = 3
    s.conq = [4, 2]
    s = sm.act(s, "withdraw", 1)
    s = sm.act(s, "withdraw", 2)
    while s.tasks:
        s = sm.act(s, *sm.game.legal_actions(s)[0])
    assert s.phase == "over" and s.scored == [6, 0]
    assert breakdown(s, 0)["bishops"] == 6


def test_the_large_tiles_bishop_counts_triples_and_specials(sm: Helpers) -> None:
    s = ak(sm)
    _bishop(s, 0, "B8")
    s.placed[0] = [("T01", (2, 3, 8)), ("SP1", (20, 21, 22)), ("D01", (30, 31)), ("road", (35,))]
    assert breakdown(s, 0)["bishops"] == 4


def test_the_gem_bishop_counts_the_gems_on_the_shipping_tiles_up_to_12(sm: Helpers) -> None:
    s = ak(sm)
    _bishop(s, 0, "B9")
    s.harbour[0] = [["ST2"], ["SH09"], ["X2"], []]                # 1 + 3 + 1 gems
    assert breakdown(s, 0)["bishops"] == 10
    s.harbour[0][3] = ["SH24"]                                    # 3 more: 16 points, 12 at most
    assert breakdown(s, 0)["bishops"] == 12
