"""The 6 x 6 colony board (§2): spaces, lines of the dice, placing expansion and road tiles.

Spaces are numbered 0..35 row by row; row r is the blue die value r, column c the white die
value c; a space is named "r<row>c<column>". A space holds a code: "CODE/T" a building on
terrain T, "TH-name" a town hall, "Rn" a road with n colonists, ".T" empty land of terrain T.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Iterator, Sequence
from functools import cache, lru_cache

from .data import (
    BUILDINGS,
    DIAGONALS,
    ROAD_BUILDINGS,
    ROADS,
    SHAPES,
    SIZE,
    TERRAIN_MUST_MATCH,
    TERRAINS,
    TILES,
    TOWN_HALL_SLOT,
)

CELLS = SIZE * SIZE
CELL_NAMES = tuple(f"r{r + 1}c{c + 1}" for r in range(SIZE) for c in range(SIZE))
CELL_INDEX = {name: i for i, name in enumerate(CELL_NAMES)}
NEIGHBOURS = tuple(tuple(r2 * SIZE + c2 for r2, c2 in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                         if 0 <= r2 < SIZE and 0 <= c2 < SIZE)
                   for r in range(SIZE) for c in range(SIZE))
ROW = {v: tuple((v - 1) * SIZE + c for c in range(SIZE)) for v in range(1, SIZE + 1)}     # left -> right
COLUMN = {v: tuple(r * SIZE + v - 1 for r in range(SIZE)) for v in range(1, SIZE + 1)}  # top -> bottom
LINES = {"row": ROW, "column": COLUMN}
DIAGONAL = {v: tuple(r * SIZE + start - 1 + r * step for r in range(SIZE))   # top -> bottom (Archery, AK)
            for v, (start, step) in DIAGONALS.items()}
ALL_LINES = {**LINES, "diagonal": DIAGONAL}


Square = tuple[str, str | None, str | None, int]


@cache
def square(code: str) -> Square:
    """(kind, building code or None, terrain letter or None, colonists) of a space code.

    kind is "land", "road", "building" or "slot"; raises KeyError for a code that is none of them. A building
    that is a road too (AK's upgrade specialists, ``data.ROAD_BUILDINGS``) has its colonists.
    """
    if code in ROADS:
        return ("road", None, None, ROADS[code])
    if code == TOWN_HALL_SLOT:
        return ("slot", None, None, 0)  # the B side's town-hall space before a town hall is chosen
    if code.startswith(".") and code[1:] in TERRAINS:
        return ("land", None, code[1:], 0)
    if code in BUILDINGS:
        return ("building", code, None, 0)
    building, _, terrain = code.rpartition("/")
    if building in BUILDINGS and terrain in TERRAINS:
        return ("building", building, terrain, ROAD_BUILDINGS.get(building, 0))
    raise KeyError(code)


def is_code(code: object) -> bool:
    """Is ``code`` (read from a file) a space code?"""
    if not isinstance(code, str):
        return False
    try:
        square(code)
    except KeyError:
        return False
    return True


@cache
def is_building(code: str) -> bool:
    return square(code)[0] == "building"


def building(code: str) -> str:
    """The building on a space ("WOOD" on "WOOD/F", a town hall on itself)."""
    name = square(code)[1]
    if name is None:
        raise ValueError(f"{code} is not a building")
    return name


def is_road(code: str) -> bool:
    """A road space, or a building that counts as a road tile (AK Module B's upgrade specialists)."""
    kind, name, _, _ = square(code)
    return kind == "road" or name in ROAD_BUILDINGS


def is_land(code: str) -> bool:
    return code[0] == "."   # the land codes, ".F" etc.; no other code starts so


class _BySpace(dict[str, int]):
    """``count(code)`` for each space code, worked out the first time the code is met: a colony is summed by the
    dictionary's lookups, faster than by calls (the bots' evaluation sums colonies at every position it weighs)."""

    def __init__(self, count: Callable[[str], int]):
        super().__init__()
        self.count = count

    def __missing__(self, code: str) -> int:
        value = self[code] = self.count(code)
        return value


COLONISTS = _BySpace(lambda code: square(code)[3])
BUILDING = _BySpace(lambda code: int(is_building(code)))


def colonists(colony: Sequence[str], cells: Iterable[int] | None = None) -> int:
    """The colonists on ``cells`` (on the whole colony by default; AK Module D's City has none)."""
    if cells is None:
        return sum(map(COLONISTS.__getitem__, colony))
    return sum(COLONISTS[colony[c]] for c in cells)


def buildings(colony: Sequence[str]) -> int:
    """The buildings of a colony (``is_building``)."""
    return sum(map(BUILDING.__getitem__, colony))


def parse_rows(rows: Iterable[str]) -> list[str]:
    """A board from six strings of six space codes (the printed layouts, saved positions)."""
    out: list[str] = []
    for row in rows:
        out.extend(row.split())
    return out


def format_rows(colony: Sequence[str]) -> list[str]:
    return [" ".join(colony[r * SIZE:(r + 1) * SIZE]) for r in range(len(colony) // SIZE)]   # none for the City


def line_buildings(colony: Sequence[str], blocked: Container[int], orientation: str, value: int) -> list[int]:
    """The buildings a die activates, in order (§3.3 step 4): not blocked (by a die or coins; AK: a governor).
    ``orientation`` is "row", "column" or, with Archery, "diagonal"."""
    return [c for c in ALL_LINES[orientation][value] if c not in blocked and is_building(colony[c])]


def active_buildings(colony: Sequence[str], blocked: Container[int]) -> set[int]:
    """The spaces whose building a die could activate: those of ``line_buildings`` on every line at once."""
    return {c for c in range(len(colony)) if c not in blocked and is_building(colony[c])}


# --- placing tiles (§2.4) -----------------------------------------------------------------
def _turn(offsets: tuple[tuple[int, int], ...], times: int) -> tuple[tuple[int, int], ...]:
    for _ in range(times):
        offsets = tuple((dc, -dr) for dr, dc in offsets)  # a quarter turn clockwise
    return offsets


Footprint = tuple[int, int, tuple[int, ...], int]


@cache
def footprints(shape: str) -> tuple[Footprint, ...]:
    """Every (anchor, rotation, cells, bit mask) of a shape on the board; cells follow the tile's squares."""
    out: list[Footprint] = []
    for rotation in range(4):
        offsets = _turn(SHAPES[shape], rotation)
        for anchor in range(CELLS):
            r, c = divmod(anchor, SIZE)
            cells: list[int] = []
            for dr, dc in offsets:
                if not (0 <= r + dr < SIZE and 0 <= c + dc < SIZE):
                    break
                cells.append((r + dr) * SIZE + c + dc)
            else:
                out.append((anchor, rotation, tuple(cells), sum(1 << x for x in cells)))
    return tuple(out)


@lru_cache(maxsize=4096)
def _masks(colony: tuple[str, ...]) -> tuple[int, int]:
    """(empty land, empty land next to a built space) as bit masks of spaces."""
    land = near = 0
    for c in range(CELLS):
        if is_land(colony[c]):
            land |= 1 << c
            if any(not is_land(colony[n]) for n in NEIGHBOURS[c]):
                near |= 1 << c
    return land, near


Placement = tuple[int, int, tuple[int, ...]]
"""(anchor, rotation, the spaces of the tile's squares in order)."""


def _placements(colony: Sequence[str], tile: str, taken: frozenset[int]) -> Iterator[Placement]:
    """§2.4: only empty land, each building square on land of its terrain, touching a built space; none on the
    ``taken`` spaces (AK: a governor's)."""
    shape, squares = TILES[tile]
    land, near = _masks(tuple(colony))
    land &= ~sum(1 << c for c in taken)
    wanted = [square(code)[2] for code in squares]
    for anchor, rotation, cells, mask in footprints(shape):
        if mask & ~land or not mask & near:
            continue
        if TERRAIN_MUST_MATCH and any(w is not None and colony[c][1:] != w for w, c in zip(wanted, cells)):
            continue
        yield anchor, rotation, cells


def placements(colony: Sequence[str], tile: str, taken: frozenset[int] = frozenset()) -> list[Placement]:
    return list(_placements(colony, tile, taken))


@lru_cache(maxsize=1 << 16)
def can_place(colony: tuple[str, ...], tile: str, taken: frozenset[int] = frozenset()) -> bool:
    return next(_placements(colony, tile, taken), None) is not None


def fits_shape(tile: str, cells: tuple[int, ...]) -> bool:
    """Do these spaces, in the order of the tile's squares, lie as the tile's shape in some rotation?"""
    return any(fp[2] == cells for fp in footprints(TILES[tile][0]))


def terrain_matches(code: str, land: str) -> bool:
    """§2.4: a tile's building square goes on land of its terrain (roads on any land)."""
    wanted = square(code)[2]
    return not TERRAIN_MUST_MATCH or wanted is None or land[1:] == wanted


def placement_cells(tile: str, anchor: int, rotation: int) -> tuple[int, ...] | None:
    for a, rot, cells, _ in footprints(TILES[tile][0]):
        if a == anchor and rot == rotation:
            return cells
    return None


def next_to_built(colony: Sequence[str], cell: int) -> bool:
    return any(not is_land(colony[n]) for n in NEIGHBOURS[cell])


def road_spaces(colony: Sequence[str], taken: Container[int] = ()) -> list[int]:
    """Road tiles go on any empty land next to a built space, terrain ignored (§2.4, [DESIGNED]); not on the
    ``taken`` spaces (AK: a governor's)."""
    return [c for c in range(CELLS) if is_land(colony[c]) and c not in taken and next_to_built(colony, c)]
