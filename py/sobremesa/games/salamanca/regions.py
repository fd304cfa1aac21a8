"""What a region is worth ("How Landscapes and Regions Develop", "The Plagues").

A building's region is every landscape of a kind it serves that touches it orthogonally.
Each landscape tile counts 1, a fertile tile its printed value. Poison and Locust make
their tile worthless and cut off the tiles behind it (Fig. 8c); the Rat halves, rounded
down, the value a landscape that holds it still gives (Figs. 8b, 8d, 14); the Ruin makes
the building itself worthless (Fig. 8a).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .data import BUILDING_VALUE, CUTTING_PLAGUES, IS_BUILDING, IS_FERTILE, KIND, NEIGHBOURS, SERVES, VALUE

Board = Sequence[str | None]  # a tile code per cell, None where the field is free
Plagues = Mapping[str, int | None]  # the cell of each plague, None beside the board


@dataclass(slots=True)
class Region:
    """The value of one building's region, split as the rules pay it out."""

    building: int        # building value, 0 under the Ruin
    landscape: int       # what the Conde is paid on a sale
    fertile: list[int]   # fertile cells that counted: removed after a sale

    @property
    def value(self) -> int:
        return self.building + self.landscape


def tile_at(board: Board, cell: int) -> str:
    """The tile on ``cell``, which the rule at hand knows is not free."""
    code = board[cell]
    if code is None:
        raise ValueError(f"no tile on cell {cell}")
    return code


def landscape(board: Board, start: int) -> dict[int, str]:
    """All tiles of one landscape, cell -> tile: same kind, orthogonally connected (plagues do
    not split it)."""
    first = tile_at(board, start)
    kind = KIND[first]
    seen, todo = {start: first}, [start]
    while todo:
        for n in NEIGHBOURS[todo.pop()]:
            code = board[n]
            if n not in seen and code is not None and KIND[code] == kind:
                seen[n] = code
                todo.append(n)
    return seen


def region(board: Board, plagues: Plagues, cell: int) -> Region:
    """The region of the building on ``cell`` with the plagues where they stand now."""
    kind = KIND[tile_at(board, cell)]
    cut = {plagues[p] for p in CUTTING_PLAGUES if plagues[p] is not None}
    building = 0 if plagues["ruin"] == cell else BUILDING_VALUE[kind]
    serves = SERVES[kind]
    total, fertile, done = 0, [], set[int]()
    for start in NEIGHBOURS[cell]:
        code = board[start]
        if code is None or start in done or KIND[code] not in serves:
            continue
        whole = landscape(board, start)
        done.update(whole)
        # the tiles the building reaches without crossing a Poison or Locust tile
        reached = {n for n in NEIGHBOURS[cell] if n in whole and n not in cut}
        todo = list(reached)
        while todo:
            for n in NEIGHBOURS[todo.pop()]:
                if n in whole and n not in reached and n not in cut:
                    reached.add(n)
                    todo.append(n)
        value = sum(VALUE[whole[n]] for n in reached)
        if plagues["rat"] in whole:
            value //= 2
        total += value
        fertile.extend(sorted(n for n in reached if IS_FERTILE[whole[n]]))
    return Region(building, total, fertile)


def all_regions(board: Board, plagues: Plagues) -> dict[int, Region]:
    """Every building on the board with its region."""
    return {c: region(board, plagues, c) for c, code in enumerate(board) if code is not None and IS_BUILDING[code]}
