"""What a region is worth ("How Landscapes and Regions Develop", "The Plagues").

A building's region is every landscape of a kind it serves that touches it orthogonally.
Each landscape tile counts 1, a fertile tile its printed value. Poison and Locust make
their tile worthless and cut off the tiles behind it (Fig. 8c); the Rat halves, rounded
down, the value a landscape that holds it still gives (Figs. 8b, 8d, 14); the Ruin makes
the building itself worthless (Fig. 8a).
"""

from __future__ import annotations

from .data import BUILDING_VALUE, CELLS, CUTTING_PLAGUES, IS_BUILDING, IS_FERTILE, KIND, NEIGHBOURS, SERVES, VALUE


class Region:
    """The value of one building's region, split as the rules pay it out."""

    __slots__ = ("building", "landscape", "fertile")

    def __init__(self, building: int, landscape: int, fertile: list[int]):
        self.building = building      # building value, 0 under the Ruin
        self.landscape = landscape    # what the Conde is paid on a sale
        self.fertile = fertile        # fertile cells that counted: removed after a sale

    @property
    def value(self) -> int:
        return self.building + self.landscape


def landscape(board, start: int) -> set[int]:
    """All tiles of one landscape: same kind, orthogonally connected (plagues do not split it)."""
    kind = KIND[board[start]]
    seen, todo = {start}, [start]
    while todo:
        for n in NEIGHBOURS[todo.pop()]:
            if n not in seen and board[n] is not None and KIND[board[n]] == kind:
                seen.add(n)
                todo.append(n)
    return seen


def region(board, plagues: dict, cell: int) -> Region:
    """The region of the building on ``cell`` with the plagues where they stand now."""
    kind = KIND[board[cell]]
    cut = {plagues[p] for p in CUTTING_PLAGUES if plagues[p] is not None}
    building = 0 if plagues["ruin"] == cell else BUILDING_VALUE[kind]
    serves = SERVES[kind]
    total, fertile, done = 0, [], set()
    for start in NEIGHBOURS[cell]:
        code = board[start]
        if code is None or start in done or KIND[code] not in serves:
            continue
        whole = landscape(board, start)
        done |= whole
        # the tiles the building reaches without crossing a Poison or Locust tile
        reached = {n for n in NEIGHBOURS[cell] if n in whole and n not in cut}
        todo = list(reached)
        while todo:
            for n in NEIGHBOURS[todo.pop()]:
                if n in whole and n not in reached and n not in cut:
                    reached.add(n)
                    todo.append(n)
        value = sum(VALUE[board[n]] for n in reached)
        if plagues["rat"] in whole:
            value //= 2
        total += value
        fertile.extend(sorted(n for n in reached if IS_FERTILE[board[n]]))
    return Region(building, total, fertile)


def all_regions(board, plagues: dict) -> dict[int, Region]:
    """Every building on the board with its region."""
    return {c: region(board, plagues, c) for c in range(CELLS) if board[c] is not None and IS_BUILDING[board[c]]}
