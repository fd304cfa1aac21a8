"""A player's turn as atomic decisions: the five actions (A-E), the free actions, and owed decisions.

Free actions (any time in your turn): flip an active apprentice for 1 C, buy a primary resource for 4 C,
a Bear/Eagle conversion, and putting a Billhook apprentice to work (its products go to this turn's pool).
A main action (place, build, cauldron, temple, pass) ends the turn once the decisions it causes are made.
"""

from __future__ import annotations

from ...core import Event
from .board import (
    connected_groves,
    fill_glades,
    free_spots,
    placement_cells,
    shares_colour,
    tile_glades,
)
from .data import (
    BUY_COST,
    DIVINITIES,
    FIELDS,
    HARVEST_COST,
    PRIMARY,
    TEMPLE_COST,
    TEMPLE_FALLBACK,
)
from .effects import (
    effect_values,
    gain,
    harvest,
    place,
    take_card,
    take_salamander,
    to_book,
    trigger,
)
from .rounds import end_turn


# --- paying -------------------------------------------------------------------------------------------
def can_pay(s, p: int, cost: dict) -> bool:
    for r, n in cost.items():
        if (s.crystals[p] if r == "C" else s.pool.get(r, 0)) < n:
            return False
    return True


def pay(s, p: int, cost: dict) -> None:
    s.crystals[p] -= cost.get("C", 0)
    for r, n in cost.items():
        if r != "C":
            s.pool[r] -= n
            if not s.pool[r]:
                del s.pool[r]


def with_choice(cost: dict, choice) -> dict:
    """A cost whose "any" is paid with the chosen primary resource."""
    if "any" not in cost:
        return cost
    out = {r: n for r, n in cost.items() if r != "any"}
    out[choice] = out.get(choice, 0) + cost["any"]
    return out


def buy_cost(s, p: int) -> int:
    return min([BUY_COST, *effect_values(s, p, "buy")])


def active(s, p: int) -> list:
    return [spot for spot, (who, face) in sorted(s.spots.items()) if who == p and face == s.druid[p]]


def can_free_build(s, p: int) -> bool:
    """Exceptional case of A: no free spot anywhere and no way to make a resource."""
    return (s.avail[p] > 0 and not free_spots(s) and s.crystals[p] < buy_cost(s, p)
            and not any(FIELDS[s.board[spot[:2]]][1] == "billhook" for spot in active(s, p)))


# --- legal actions --------------------------------------------------------------------------------------
def turn_actions(s) -> list:
    p = s.turn
    if s.pending:
        return pending_actions(s)
    if s.phase == "harvest":
        out = []
        if s.crystals[p] >= HARVEST_COST:
            out = [("harvest", *g) for g in connected_groves(s, p)]
        return out + [("done",)]
    out = []
    temple = [half for half in ("white", "black") if can_pay(s, p, TEMPLE_COST[half])]
    for x, y, k in active(s, p):
        tile = FIELDS[s.board[(x, y)]]
        out.append(("flip", x, y, k))
        if tile[1] == "billhook" and can_pay(s, p, tile[4]):
            out.append(("work", x, y, k))
        if tile[1] == "cauldron":
            if "any" in tile[4]:
                out += [("cauldron", x, y, k, r) for r in PRIMARY if can_pay(s, p, with_choice(tile[4], r))]
            elif can_pay(s, p, tile[4]):
                out.append(("cauldron", x, y, k))
        out += [("temple", half, x, y, k) for half in temple]
    if s.crystals[p] >= buy_cost(s, p):
        out += [("buy", r) for r in PRIMARY]
    out += [("convert", c) for c in s.cards[p]
            if DIVINITIES[c][1] == "convert" and s.crystals[p] >= DIVINITIES[c][2][0]]
    if s.avail[p]:
        out += [("place", *spot) for spot in free_spots(s)]
    cells = None
    for tile in s.market:
        if tile and can_pay(s, p, FIELDS[tile][2]):
            cells = cells or placement_cells(s)
            out += [("build", tile, *cell) for cell in cells]
    if can_free_build(s, p):
        out += [("freebuild", tile, *cell) for tile in s.market if tile for cell in placement_cells(s)]
    if not s.avail[p]:
        out.append(("pass",))
    return out


def pending_actions(s) -> list:
    p, need = s.turn, s.pending[0]
    if need[0] == "book":
        mine = sorted(spot for spot, (who, _) in s.spots.items() if who == p)
        books = [(b, level) for b, spots in enumerate(s.book_spots) if p not in spots
                 for level in (0, 1) if spots[level] is None]
        return [("book", *spot, b, level) for spot in mine for b, level in books]
    if need[0] == "react":
        return [("reactivate", *spot) for spot, (who, face) in sorted(s.spots.items())
                if who == p and face != s.druid[p]]
    if need[0] == "grove":
        return [("take_grove", *g) for g in sorted(s.groves)]
    x, y, free = need[1], need[2], need[0] == "freeplace"
    out = [("apprentice", k) for k in range(4) if (x, y, k) not in s.spots] if s.avail[p] else []
    if not free and shares_colour(s, (x, y)):
        out += [("divinity", d) for d in ("bear", "eagle") if getattr(s, d)]
    return out


# --- carrying out ----------------------------------------------------------------------------------------
def settle(s) -> None:
    """Drop owed decisions that have no option; end the turn when the main action is fully done."""
    while s.pending and not pending_actions(s):
        s.pending.pop(0)
    if not s.pending and s.main_done:
        end_turn(s)


def _flip(s, spot) -> None:
    who, face = s.spots[spot]
    s.spots[spot] = (who, "N" if face == "D" else "D")


def _build(s, p: int, tile: str, x: int, y: int, free: bool) -> None:
    """Rule B: pay, bonus, place the tile, draw groves for new glades, then the choice (pending)."""
    slot = s.market.index(tile)
    if not free:
        pay(s, p, FIELDS[tile][2])
    trigger(s, p, "build")
    if not free:
        gain(s, p, FIELDS[tile][3])
    s.board[(x, y)] = tile
    drawn = fill_glades(s, tile_glades((x, y)), 4)
    s.market[slot] = s.stack.pop() if s.stack else None
    if drawn or s.market[slot]:
        s.barrier = True  # a grove or a field tile was revealed
    s.pending.append(("freeplace" if free else "after", x, y))
    s.main_done = True


def play_turn(s, action) -> None:
    p, kind = s.turn, action[0]
    if kind in ("flip", "work", "cauldron"):
        spot = tuple(action[1:4])
        tile = FIELDS[s.board[spot[:2]]]
        _flip(s, spot)
        if kind == "flip":
            s.crystals[p] += 1
        else:
            pay(s, p, with_choice(tile[4], action[4] if len(action) > 4 else None))
            gain(s, p, tile[5])
            s.main_done = kind == "cauldron"
    elif kind == "temple":
        half = action[1]
        _flip(s, tuple(action[2:5]))
        pay(s, p, TEMPLE_COST[half])
        if getattr(s, half):
            take_salamander(s, p, half)
        else:
            s.events.append(Event(f"The {half} salamander deck is empty: {s.names[p]} takes the temple's gain."))
            gain(s, p, TEMPLE_FALLBACK[half])
        s.main_done = True
    elif kind == "buy":
        s.crystals[p] -= buy_cost(s, p)
        s.pool[action[1]] = s.pool.get(action[1], 0) + 1
    elif kind == "convert":
        crystals, potion = DIVINITIES[action[1]][2]
        s.crystals[p] -= crystals
        s.pool[potion] = s.pool.get(potion, 0) + 1
    elif kind == "place":
        place(s, p, *action[1:4])
        s.main_done = True
    elif kind in ("build", "freebuild"):
        _build(s, p, action[1], action[2], action[3], kind == "freebuild")
    elif kind == "pass":
        flipped = active(s, p)
        for spot in flipped:
            _flip(s, spot)
        s.crystals[p] += len(flipped)
        s.phase = "harvest"
        s.events.append(Event(f"{s.names[p]} flips {len(flipped)} active apprentice(s) for as many crystals."))
    elif kind == "harvest":
        s.crystals[p] -= HARVEST_COST
        harvest(s, p, tuple(action[1:3]))
    elif kind == "done":
        s.druid[p] = "N" if s.druid[p] == "D" else "D"
        s.passed[p] = True
        s.main_done = True
    else:
        _resolve(s, p, action)
    settle(s)


def _resolve(s, p: int, action) -> None:
    need = s.pending.pop(0)
    kind = action[0]
    if kind == "book":
        to_book(s, p, tuple(action[1:4]), action[4], action[5])
    elif kind == "reactivate":
        _flip(s, tuple(action[1:4]))
    elif kind == "take_grove":
        harvest(s, p, tuple(action[1:3]))
    elif kind == "apprentice":
        place(s, p, need[1], need[2], action[1])
    elif kind == "divinity":
        take_card(s, p, action[1])

