"""Expanding the colony (§2.4): costs, shapes and rotations, terrain, overlap, adjacency; road tiles."""
from __future__ import annotations

from sobremesa.games.santamaria.colony import placement_cells, placements
from sobremesa.games.santamaria.state import SantaMariaState

from .conftest import Helpers

BOARD = ("SHIP/P R1 .F .F .M .M",
         ".P .P .F .F .M .M",
         ".P .P .P .P .P .P",
         ".P .P .P .P .P .P",
         ".P .P .P .P .P .P",
         ".P .P .P .P .P .P")


def ready(sm: Helpers, display: tuple[str, ...] = ("D01", "D13", "T01", "T05", "D09"), **res: int) -> SantaMariaState:
    s = sm.new(2)
    sm.colony(s, 0, BOARD)
    stock = {"wood": 2, "grain": 1}
    stock.update(res)
    sm.stock(s, 0, coins=0, **stock)
    every = [*s.display, *s.tile_stacks["double"], *s.tile_stacks["triple"]]
    s.display = sorted(display)
    s.tile_stacks = {k: sorted(t for t in every if t[0] == k[0].upper() and t not in display)
                     for k in ("double", "triple")}
    return s


def test_rotations_turn_the_tile_clockwise_around_its_first_square(sm: Helpers) -> None:
    c = sm.cell
    assert placement_cells("D13", c("r3c3"), 0) == (c("r3c3"), c("r3c4"))
    assert placement_cells("D13", c("r3c3"), 1) == (c("r3c3"), c("r4c3"))
    assert placement_cells("D13", c("r3c3"), 2) == (c("r3c3"), c("r3c2"))
    assert placement_cells("D13", c("r3c3"), 3) == (c("r3c3"), c("r2c3"))
    # the L: corner, arm 1, arm 2
    assert placement_cells("T01", c("r3c3"), 0) == (c("r3c3"), c("r3c4"), c("r4c3"))
    assert placement_cells("T01", c("r3c3"), 1) == (c("r3c3"), c("r4c3"), c("r3c2"))
    assert placement_cells("T01", c("r3c3"), 2) == (c("r3c3"), c("r3c2"), c("r2c3"))
    assert placement_cells("T01", c("r3c3"), 3) == (c("r3c3"), c("r2c3"), c("r3c4"))
    assert placement_cells("T01", c("r6c6"), 0) is None   # off the board


def test_expanding_pays_the_cost_and_places_the_squares(sm: Helpers) -> None:
    s = ready(sm)
    s = sm.act(s, "expand", "T01")          # R2, WOOD/F, GRAIN/P
    assert sm.held(s, 0)["wood"] == 0 and sm.held(s, 0)["grain"] == 0
    assert "T01" not in s.display and s.tasks[-1] == ("place", 0, "T01")
    # corner on the field r2c2 (a road: any terrain), arm 1 the wood on forest r2c3, arm 2 the grain on r3c2
    s = sm.act(s, "place", "r2c2", 0)
    assert [s.colony[0][sm.cell(x)] for x in ("r2c2", "r2c3", "r3c2")] == ["R2", "WOOD/F", "GRAIN/P"]
    assert s.placed[0] == [("T01", (sm.cell("r2c2"), sm.cell("r2c3"), sm.cell("r3c2")))]
    assert s.seat == 1
    sm.clean(s)


def test_building_squares_need_land_of_their_terrain(sm: Helpers) -> None:
    s = ready(sm)
    legal = placements(s.colony[0], "D01")     # WOOD/F, WOOD/F: both on forest
    cells = {cells for _, _, cells in legal}
    c = sm.cell
    assert (c("r1c3"), c("r1c4")) in cells and (c("r2c3"), c("r1c3")) in cells
    assert all(s.colony[0][x] == ".F" for cs in cells for x in cs)
    # the wood of D13 on forest, its grain on field
    got = {cells for _, _, cells in placements(s.colony[0], "D13")}
    # wood on r2c3 (forest), grain on r2c2 (field, next to the road r1c2) is the only way;
    # wood on r2c3 with grain on r3c3 would touch nothing built, wood on field is refused
    assert got == {(c("r2c3"), c("r2c2"))}


def test_tiles_cover_only_empty_land_and_touch_the_colony(sm: Helpers) -> None:
    s = ready(sm)
    c = sm.cell
    every = [cells for _, _, cells in placements(s.colony[0], "T05")]   # WOOD/F WOOD/F R1
    assert every
    for cells in every:
        assert c("r1c1") not in cells and c("r1c2") not in cells        # no overlap with what is built
    # no square next to a built space: refused even on matching terrain
    far = [cells for cells in every if c("r1c5") in cells]
    assert not far
    # after the colony grows, a tile can go further
    s = sm.act(s, "expand", "D13")
    s = sm.act(s, "place", "r2c3", 2)
    assert any(c("r2c4") in cells for _, _, cells in placements(s.colony[0], "D01"))
    # a laid tile is not covered again
    assert not any(c("r2c3") in cells for _, _, cells in placements(s.colony[0], "D01"))


def test_costs_gold_architecture_and_unplaceable_tiles(sm: Helpers) -> None:
    s = ready(sm, wood=1, grain=0, gold=1)
    legal = sm.game.legal_actions(s)
    assert ("expand", "D01") in legal           # 1 wood + 1 gold for the second
    assert ("expand", "T01") not in legal       # 2 wood + 1 grain: one short
    s2 = sm.act(s, "expand", "D01")
    assert sm.held(s2, 0)["wood"] == 0 and sm.held(s2, 0)["gold"] == 0
    s.personal[0] = "S10"                      # Architecture: 1 wood less
    s.res[0] = [1, 1, 0, 0, 0]
    assert ("expand", "T01") in sm.game.legal_actions(s)
    s3 = sm.act(s, "expand", "T01")
    assert s3.res[0] == [0, 0, 0, 0, 0]
    # no forest next to the colony: the forest double cannot be bought
    s4 = ready(sm, wood=3)
    sm.colony(s4, 0, ("SHIP/P .P .P .P .P .P",) + ("R1 .P .P .P .P .F",) + BOARD[2:])
    assert ("expand", "D01") not in sm.game.legal_actions(s4)
    assert "must fit" in sm.game.why_illegal(s4, ("expand", "D01"))


def test_road_tile_from_retiring_space_five(sm: Helpers) -> None:
    s = ready(sm)
    s = sm.act(s, "withdraw", 5)
    acts = sm.game.legal_actions(s)
    assert ("decline",) in acts and ("road", "r1c3") in acts and ("road", "r2c1") in acts
    assert ("road", "r1c6") not in acts and ("road", "r1c2") not in acts
    s = sm.act(s, "road", "r1c3")
    assert s.colony[0][sm.cell("r1c3")] == "R2" and s.roads == 2 and s.placed[0] == [("road", (sm.cell("r1c3"),))]
    sm.clean(s)
