"""What Salamanca's bots know (``bots``): doubloons now, and what the seat's estates, Condes, Squires and the tiles
it took will still pay before the game ends.

Only doubloons count at the end ("Game End and Winner"): a building still held then pays nothing. So a held region
is worth what selling it will pay and, while it is worth 7 or more, the weekly markets still to come (Section 5);
in the last round only what the seat can still sell counts, and the market of that round. Every purse is known
(``determinize``: the payments are public), so the evaluation reads the seat's money as it is.
"""

from __future__ import annotations

from .data import (
    BUILDING_VALUE,
    DISPLAY_FIELDS,
    IS_BUILDING,
    KIND,
    MARKET_CONDE,
    MARKET_SQUIRE,
    MARKET_THRESHOLD,
    NEIGHBOURS,
    SERVES,
    VALUE,
)
from .regions import Region, all_regions, landscape, tile_at
from .selling import sellable, squires_in_stock
from .state import SalamancaState, Turn
from .tiles import can_occupy, occupy_cost

SALE_SHARE = 0.85
"""How much of a held region's value counts before the last round (plagues and others' sales may still cut it;
a sale pays it in full)."""
CONDE_SHARE = 0.85
"""How much of the landscape value under one of the seat's Condes counts before the last round: what the owner's
sale will pay it (Section 3)."""
MARKET_SHARE = 0.8
"""How much of the pay of each weekly market still to come counts for a region worth 7 or more (a plague may bring
it under 7, its Squire may sell it)."""
SQUIRE_VALUE = 1.0
"""Doubloons a Squire in stock is worth before the last round: a building occupied later at no charge."""

Cache = tuple[tuple[object, ...], dict[int, Region]]
_regions_cache: list[Cache] = []


def evaluate(state: SalamancaState, seat: int) -> float:
    """The seat's doubloons (the richest wins), plus what its held buildings and Condes will still pay (``_estates``),
    its Squires in stock, and during its turn the tiles it took and has still to place (``_pending``)."""
    if state.phase == "over":
        return float(state.money[seat])
    regions = _regions(state)
    value = state.money[seat] + _estates(state, seat, regions)
    if not state.last_round:
        value += SQUIRE_VALUE * squires_in_stock(state, seat)
    turn = state.turn
    if turn is not None and turn.seat == seat:
        value += _pending(state, turn, regions)
    return value


def markets_left(state: SalamancaState) -> int:
    """The weekly markets still to come: this round's, and one for each round the tiles left will fill (Section 1:
    the round that lays out the last blue-star tile is the last)."""
    if state.last_round:
        return 1
    fields = len(DISPLAY_FIELDS[state.players])
    return 1 + -(-(len(state.stack) + len(state.blue)) // fields)


def _estates(state: SalamancaState, seat: int, regions: dict[int, Region]) -> float:
    """The seat's held buildings (``_held``) and its Conde (the landscape value the owner's sale pays, and the
    markets); in the last round a sale counts when the seller can still make it (``_still_sellable``)."""
    sales = {o: _still_sellable(state, o) for o in set(state.squires.values())} if state.last_round else {}
    value = 0.0
    for cell, owner in state.squires.items():
        if owner == seat:
            value += _held(state, regions[cell].value, cell in sales.get(owner, ()))
        elif state.condes.get(cell) == seat:
            value += _conde(state, regions[cell], cell in sales.get(owner, ()))
    return value


def _held(state: SalamancaState, worth: int, sold: bool = False) -> float:
    """A held region worth ``worth``: before the last round a share of its sale (``SALE_SHARE``) and of the markets
    to come while it is worth 7 or more; in the last round its sale if the seat can still make it (``sold``),
    otherwise that round's market."""
    market = worth >= MARKET_THRESHOLD
    if state.last_round:
        return worth if sold else MARKET_SQUIRE * market
    return SALE_SHARE * worth + MARKET_SHARE * MARKET_SQUIRE * markets_left(state) * market


def _conde(state: SalamancaState, region: Region, sold: bool) -> float:
    """A Conde on a region: what the owner's sale pays it (the landscape value) and the markets, as ``_held``."""
    market = region.value >= MARKET_THRESHOLD
    if state.last_round:
        return region.landscape if sold else MARKET_CONDE * market
    return CONDE_SHARE * region.landscape + MARKET_SHARE * MARKET_CONDE * markets_left(state) * market


def _still_sellable(state: SalamancaState, seat: int) -> set[int]:
    """The buildings ``seat`` can still sell this round: in its turn with action A begun or still open, or in a turn
    of its to come (the round's restrictions: not one it took possession of, nor one it added a fertile tile to)."""
    if state.phase == "expansion" and not _turn_to_come(state, seat):
        return set()
    return set(sellable(state, seat))


def _turn_to_come(state: SalamancaState, seat: int) -> bool:
    """Whether ``seat`` may still take action A this round: in the turn being played or in one still to come."""
    turn = state.current
    if turn.seat == seat and ("A" in turn.acts or ("B" not in turn.acts and ("C" not in turn.acts or turn.last))):
        return True
    return any(s == seat for s, _ in state.order[state.turn_index + 1:])


def _pending(state: SalamancaState, turn: Turn, regions: dict[int, Region]) -> float:
    """During the seat's turn: the building just placed, as if occupied when it may be (its cost paid); and each tile
    taken and not yet placed, by a quick guess of what placing it will bring (``_placement``)."""
    value = 0.0
    if turn.occupy is not None and can_occupy(state):
        r = regions[turn.occupy]
        value += _held(state, r.value) - occupy_cost(state) - _squire(state)
    for code in turn.pending:
        value += _placement(state, turn.seat, code)
    return value


def _squire(state: SalamancaState) -> float:
    return 0.0 if state.last_round else SQUIRE_VALUE


def _placement(state: SalamancaState, seat: int, code: str) -> float:
    """A guess of what placing ``code`` brings the seat: a landscape with a free field beside one of its buildings
    it serves, its value; a building with a Squire in stock, held on the free field whose neighbouring landscapes it
    serves are worth most (each landscape counted whole, plagues aside)."""
    kind = KIND[code]
    if not IS_BUILDING[code]:
        mine = [c for c, owner in state.squires.items() if owner == seat
                and kind in SERVES[KIND[tile_at(state.board, c)]]]
        reach = any(state.board[n] is None for c in mine for n in NEIGHBOURS[c])
        return SALE_SHARE * VALUE[code] if reach else 0.0
    free = [c for c, tile in enumerate(state.board) if tile is None]
    if not squires_in_stock(state, seat) or not free:
        return 0.0
    first, worth = _landscapes(state)
    serves = SERVES[kind]
    best = max(sum(worth[f] for f in {first[n] for n in NEIGHBOURS[c] if n in first
                                       and KIND[tile_at(state.board, n)] in serves}) for c in free)
    return max(0.0, _held(state, BUILDING_VALUE[kind] + best) - _squire(state))


def _landscapes(state: SalamancaState) -> tuple[dict[int, int], dict[int, int]]:
    """Each landscape tile's landscape, named by its first cell, and each landscape's value, plagues aside."""
    first: dict[int, int] = {}
    worth: dict[int, int] = {}
    for cell, code in enumerate(state.board):
        if code is not None and not IS_BUILDING[code] and cell not in first:
            tiles = landscape(state.board, cell)
            first.update(dict.fromkeys(tiles, cell))
            worth[cell] = sum(VALUE[t] for t in tiles.values())
    return first, worth


def _regions(state: SalamancaState) -> dict[int, Region]:
    """Every building's region (``regions.all_regions``), computed once for the seats that evaluate one state."""
    key = (*state.board, *state.plagues.values())
    if _regions_cache and _regions_cache[0][0] == key:
        return _regions_cache[0][1]
    regions = all_regions(state.board, state.plagues)
    _regions_cache[:] = [(key, regions)]
    return regions
