"""The rulebook's worked examples, as positions with exact numbers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sobremesa.games.salamandra.game import Salamandra

if TYPE_CHECKING:
    from conftest import Position, Run


def test_three_placement_examples(game: Salamandra, position: type[Position]) -> None:
    """Gray gets the bonus and 2 crystals, Blue 1 crystal, Red nothing (rule A)."""
    pos = position(("Gray", "Blue", "Red"))
    pos.grove("G1", -1, 0).grove("G2", 0, 0).grove("G5", 0, 1)  # SE=1 toward (0,1); SW=1 toward (0,1); NW=0
    pos.d["turn"] = 0
    s = pos.state()
    before_vp, before_c = list(s.vp), list(s.crystals)
    s = game.apply(s, ("place", 0, 1, 0))                 # N = bonus spot: 1 VP + paths of G1 and G2
    assert (s.vp[0] - before_vp[0], s.crystals[0] - before_c[0]) == (1, 2)
    assert s.turn == 1
    s = game.apply(s, ("place", 0, 1, 1))                 # E: G2's SW path (1) and G5's NW path (0)
    assert (s.vp[1] - before_vp[1], s.crystals[1] - before_c[1]) == (0, 1)
    s = game.apply(s, ("place", 0, 1, 2))                 # S: G5's NW path (0) and no grove at -1,1
    assert (s.vp[2] - before_vp[2], s.crystals[2] - before_c[2]) == (0, 0)


def test_blue_potion_chain(game: Salamandra, position: type[Position], run: Run) -> None:
    """Flower + 1 crystal (F14), the flower into a potion (F13), the potion for 3 VP per White Field tile
    holding Blue's apprentice (F15): three white tiles, 9 VP; the turn ends with an empty pool."""
    pos = position()
    pos.tile("F14", 2, -1).tile("F13", 2, 1).tile("F15", -1, 1)
    pos.apprentice(1, 2, -1, 0).apprentice(1, 2, 1, 1).apprentice(1, -1, 1, 2)
    pos.d["turn"] = 1
    s = pos.state()
    vp, crystals = s.vp[1], s.crystals[1]
    s = run(s, ("work", 2, -1, 0))
    assert s.pool == {"Fl": 1} and s.crystals[1] == crystals + 1
    s = run(s, ("work", 2, 1, 1))
    assert s.pool == {"PWP": 1}
    s = run(s, ("cauldron", -1, 1, 2))
    assert s.vp[1] == vp + 9
    assert s.pool == {} and s.turn == 0
    assert [s.spots[spot][1] for spot in ((2, -1, 0), (2, 1, 1), (-1, 1, 2))] == ["N", "N", "N"]


def test_red_builds_with_a_produced_leaf(game: Salamandra, position: type[Position], run: Run) -> None:
    """Red flips an apprentice on the Green Field Billhook tile (1 leaf) and spends 1 crystal for F17."""
    pos = position(("Gray", "Blue", "Red"))
    x, y = pos.cells()["S2"]
    pos.apprentice(2, x, y, 1).market("F17", *pos.d["market"][1:])
    pos.d["turn"] = 2
    s = pos.state()
    assert not any(a[0] == "build" and a[1] == "F17" for a in game.legal_actions(s))  # no leaf yet
    vp, crystals = s.vp[2], s.crystals[2]
    s = run(s, ("work", x, y, 1))
    assert s.pool == {"L": 1}
    s = run(s, ("build", "F17", 2, -1))
    assert s.board[(2, -1)] == "F17" and s.pool == {}
    assert (s.vp[2] - vp, s.crystals[2] - crystals) == (2, -1)     # bonus 2 VP, cost 1 crystal + the leaf
    assert s.turn == 2 and s.pending == [("after", 2, -1)]
    assert "F17" not in s.market and all(s.market)
    s = run(s, ("apprentice", 0))                                    # the bonus spot: 2 VP again
    assert s.vp[2] - vp == 4 and s.turn == 0 and s.spots[(2, -1, 0)] == (2, "D")


def test_blue_activates_the_black_temple(game: Salamandra, position: type[Position], run: Run) -> None:
    """A white/purple potion from two Billhook apprentices, a third active apprentice flipped without its
    tile's effect, 1 crystal: Blue takes the first black Salamander card (K2: 2 scrolls + 4 VP)."""
    pos = position()
    cells = pos.cells()
    pos.tile("F13", 2, -1)
    pos.apprentice(1, *cells["S3"], 0).apprentice(1, 2, -1, 0).apprentice(1, *cells["S1"], 3)
    pos.top("black", "K2")
    pos.d["turn"] = 1
    s = pos.state()
    vp, crystals, under = s.vp[1], s.crystals[1], list(s.black)
    s = run(s, ("work", *cells["S3"], 0), ("work", 2, -1, 0))
    assert s.pool == {"PWP": 1}
    s = run(s, ("temple", "black", *cells["S1"], 3))
    assert s.sals[1] == ["K2"] and s.tops["black"] == under[-1] and s.black == under[:-1]   # the next one turns up
    assert (s.vp[1] - vp, s.crystals[1] - crystals, s.scrolls[1]) == (4, -1, 2)   # S1's 2 crystals not taken
    assert s.spots[(*cells["S1"], 3)] == (1, "N") and s.turn == 0


def test_gray_final_scoring(game: Salamandra, position: type[Position], run: Run) -> None:
    """Gray: 20 VP of spellbooks (5 per purple tile, four of them), 14 VP of faith (most Bear and Eagle,
    no Salamander: 8 + 6 + 0), 2 VP of scrolls."""
    pos = position()
    d = pos.d
    cells = pos.cells()
    pos.tile("F17", 2, -1).tile("F18", 2, 1).tile("F19", -1, 1)
    for cell in (cells["S4"], (2, -1), (2, 1), (-1, 1)):
        pos.apprentice(0, *cell, 0)
    pos.apprentice(1, *cells["S2"], 0)
    d["books"][0] = "B4" if "B4" not in d["books"] else d["books"][0]
    d["books"] = ["B4"] + [b for b in d["books"] if b != "B4"][:2]
    d["book_spots"][0][0] = 0
    pos.seat(0)["mat"] -= 1
    pos.card(0, "Be9").card(0, "Ea9").card(1, "Be1").card(1, "W1")
    d["round"], d["phase"], d["turn"] = 4, "harvest", 0
    for p, (druid, passed) in enumerate((("N", False), ("D", True))):
        pos.seat(p).update(druid=druid, passed=passed, avail=0, crystals=0)
    pos.seat(0).update(vp=114, scrolls=2)
    s = run(pos.state(), ("done",))
    assert s.phase == "over"
    assert s.final is not None and s.final[0] == {"books": 20, "faith": 14, "scrolls": 2}
    assert s.vp[0] == 150
    assert s.final[1] == {"books": 0, "faith": 12 + 4 + 0, "scrolls": 0}
