"""The position loader (POSITIONS.md): a hand-written or shared position is refused, with the reason, when it
breaks a rule of the components; the hook points call the expansion modules switched on."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from sobremesa.core import LoadError
from sobremesa.games.santamaria import hooks
from sobremesa.games.santamaria.colony import CELL_INDEX, format_rows, parse_rows
from sobremesa.games.santamaria.data import TILES
from sobremesa.games.santamaria.rules import rules_of

from .conftest import Helpers

LAND = ("SHIP/P R1 .F .F .F .F",
        ".P .P .F .F .F .F",
        ".P .P .M .M .M .M",
        ".P .P .P .P .P .P",
        ".P .P .P .P .P .P",
        ".P .P .P .P .P .P")


def position(sm: Helpers) -> dict[str, Any]:
    s = sm.new(2)
    sm.colony(s, 0, LAND)
    return sm.game.state_to_dict(s)


def lay(saved: dict[str, Any], tile: str, *spaces: str) -> None:
    """Seat 0 has laid ``tile`` on these spaces (the tile taken from wherever it was)."""
    colony = parse_rows(saved["colonies"][0]["colony"])
    squares = ("R2",) if tile == "road" else TILES[tile][1]
    for code, space in zip(squares, spaces):
        colony[CELL_INDEX[space]] = code
    saved["colonies"][0]["colony"] = format_rows(colony)
    saved["colonies"][0]["tiles"].append([tile, *spaces])
    if tile in saved["display"]:
        saved["display"].remove(tile)
    for stack in saved["tile_stacks"].values():
        if tile in stack:
            stack.remove(tile)


def refused(sm: Helpers, saved: dict[str, Any], reason: str) -> None:
    with pytest.raises(LoadError, match=reason):
        sm.game.state_from_dict(saved)


def test_a_tile_laid_in_its_shape_loads(sm: Helpers) -> None:
    saved = position(sm)
    lay(saved, "D01", "r1c3", "r1c4")            # two wood buildings on forest, side by side
    lay(saved, "T07", "r3c4", "r3c5", "r4c4")    # gem, gem, road: an L on mountains (the road on a field)
    s = sm.game.state_from_dict(saved)
    assert s.placed[0] == [("D01", (2, 3)), ("T07", (15, 16, 21))]


def test_a_double_tile_whose_squares_are_apart_is_refused(sm: Helpers) -> None:
    saved = position(sm)
    lay(saved, "D01", "r1c3", "r1c5")
    refused(sm, saved, "D01 at r1c3, r1c5 is not laid in its shape")


def test_a_triple_laid_straight_is_refused(sm: Helpers) -> None:
    saved = position(sm)
    lay(saved, "T07", "r3c3", "r3c4", "r3c5")   # an L tile, laid as a line
    refused(sm, saved, "T07 at r3c3, r3c4, r3c5 is not laid in its shape")


def test_a_building_on_land_of_another_terrain_is_refused(sm: Helpers) -> None:
    saved = position(sm)
    lay(saved, "D01", "r2c2", "r2c3")            # the first wood building on a field
    refused(sm, saved, "WOOD/F at r2c2 is not on land of its terrain")


def test_a_player_with_four_blue_dice_is_refused(sm: Helpers) -> None:
    saved = position(sm)
    saved["colonies"][0]["blue"] = [1, 2, 3, 4]
    saved["blue_store"] -= 3
    refused(sm, saved, "seat 0 has 4 blue dice; a seat gains at most 3")


def test_the_hook_points_call_the_modules_switched_on(sm: Helpers) -> None:
    """A module's die_set runs when a die is chosen and its value set, and a task it pushes comes first."""
    calls: list[tuple[int, str, str]] = []

    def die_set(s: Any, p: int, marker: str, orientation: str) -> None:
        calls.append((p, marker, orientation))
        s.tasks.append(("happy", p, 2))

    s = sm.new(2)
    sm.colony(s, 0, LAND)
    s.blue[0] = [3]
    sm.stock(s, 0, coins=2)
    s.rules = replace(rules_of(2, s.options), modules=(hooks.Module("probe", die_set=die_set),))
    s = sm.act(s, "die", "blue", 3, 1, "row")
    assert calls == [(0, "b1", "row")] and s.happy[0] == 2 and s.markers[0] == {0: "b1"}
