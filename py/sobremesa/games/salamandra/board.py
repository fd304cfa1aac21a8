"""The growing map (reference 1.1): field cells on an unbounded square grid, glades at their corners.

A cell is (x, y) with y growing southward; the temple fills (0, 0) and (1, 0). A glade (gx, gy) is the corner
shared by cells (gx, gy) NW, (gx+1, gy) NE, (gx+1, gy+1) SE and (gx, gy+1) SW; a grove's paths run in that
order. Spot k of a tile (N, E, S, W) touches two glades through the ring path: N = NW+NE, E = NE+SE, ...
"""

from __future__ import annotations

from collections.abc import Iterable

from .data import COLOURS, FIELDS, GROVES, TEMPLE
from .state import Cell, Glade, SalamandraState, Spot

ORTHOGONAL = ((0, -1), (1, 0), (0, 1), (-1, 0))
# (dx, dy) of the glade beside each spot's two sides, from the cell (x, y): NW (-1,-1), NE (0,-1), SE (0,0), SW (-1,0).
_SPOT_GLADES = (((-1, -1), (0, -1)), ((0, -1), (0, 0)), ((0, 0), (-1, 0)), ((-1, 0), (-1, -1)))
_TILE_GLADES = ((-1, -1), (0, -1), (0, 0), (-1, 0))


def occupied(s: SalamandraState, cell: Cell) -> bool:
    return cell in s.board or cell in TEMPLE


def glade_cells(g: Glade) -> tuple[Cell, Cell, Cell, Cell]:
    gx, gy = g
    return ((gx, gy), (gx + 1, gy), (gx + 1, gy + 1), (gx, gy + 1))


def spot_glades(x: int, y: int, k: int) -> list[Glade]:
    return list((x + dx, y + dy) for dx, dy in _SPOT_GLADES[k])


def tile_glades(cell: Cell) -> list[Glade]:
    return list((cell[0] + dx, cell[1] + dy) for dx, dy in _TILE_GLADES)


def spot_crystals(s: SalamandraState, x: int, y: int, k: int) -> int:
    """1 C per crystal on the path from each of the spot's two groves toward this tile (reference 1.1)."""
    total = 0
    for g in spot_glades(x, y, k):
        grove = s.groves.get(g)
        if grove:
            total += GROVES[grove].paths[glade_cells(g).index((x, y))]
    return total


def placement_cells(s: SalamandraState) -> list[Cell]:
    """Empty cells sharing a side with a tile in play (rule B.2)."""
    out: set[Cell] = set()
    for cx, cy in (*s.board, *TEMPLE):
        for dx, dy in ORTHOGONAL:
            cell = (cx + dx, cy + dy)
            if not occupied(s, cell):
                out.add(cell)
    return sorted(out)


def touching(s: SalamandraState, g: Glade) -> int:
    return sum(occupied(s, c) for c in glade_cells(g))


def fill_glades(s: SalamandraState, glades: Iterable[Glade], need: int) -> list[Glade]:
    """Draw a grove for each empty glade of ``glades`` touching at least ``need`` tiles; returns those filled."""
    filled = []
    for g in sorted(set(glades)):
        if not s.grove_pile:
            break
        if g not in s.groves and touching(s, g) >= need:
            s.groves[g] = s.grove_pile.pop()
            filled.append(g)
    return filled


def all_glades(s: SalamandraState) -> set[Glade]:
    return {g for cell in (*s.board, *TEMPLE) for g in tile_glades(cell)}


def colours(s: SalamandraState, cell: Cell) -> tuple[str, ...]:
    tile = s.board.get(cell)
    return FIELDS[tile].colours if tile else ()


def shares_colour(s: SalamandraState, cell: Cell) -> bool:
    """The new tile shares a colour with a tile it touches by a side (rule B.4)."""
    mine = set(colours(s, cell))
    return any(mine & set(colours(s, (cell[0] + dx, cell[1] + dy))) for dx, dy in ORTHOGONAL)


def held_cells(s: SalamandraState, owner: int) -> set[Cell]:
    return {(x, y) for (x, y, _), (who, _) in s.spots.items() if who == owner}


def count_held(s: SalamandraState, owner: int, what: str) -> int:
    """Tiles holding at least one of ``owner``'s apprentices that are of colour/kind ``what``."""
    cells = held_cells(s, owner)
    if what in COLOURS:
        return sum(what in FIELDS[s.board[c]].colours for c in cells)
    return sum(FIELDS[s.board[c]].kind == what for c in cells)


def connected_groves(s: SalamandraState, owner: int) -> list[Glade]:
    """Glades holding a grove that one of ``owner``'s apprentices (active or not) touches by a path."""
    out: set[Glade] = set()
    for (x, y, k), (who, _) in s.spots.items():
        if who == owner:
            out.update(g for g in spot_glades(x, y, k) if g in s.groves)
    return sorted(out)


def free_spots(s: SalamandraState) -> list[Spot]:
    return [(x, y, k) for (x, y) in sorted(s.board) for k in range(4) if (x, y, k) not in s.spots]
