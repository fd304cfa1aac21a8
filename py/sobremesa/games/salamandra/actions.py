"""A player's turn as atomic decisions: the five actions (A-E), the free actions, and owed decisions.

Free actions (any time in your turn): flip an active apprentice for 1 C, buy a primary resource for 4 C,
a Bear/Eagle conversion, and putting a Billhook apprentice to work (its products go to this turn's pool).
A main action (place, build, cauldron, temple, pass) ends the turn once the decisions it causes are made.
"""

from __future__ import annotations

from collections.abc import Callable

from ...core import Action, Event
from . import words
from .board import connected_groves, fill_glades, free_spots, placement_cells, shares_colour, tile_glades
from .data import BUY_COST, DIVINITIES, FIELDS, HARVEST_COST, PRIMARY, RESOURCES, TEMPLE_COST, Cost
from .effects import effect_amounts, gain, harvest, place, take_card, take_salamander, to_book, trigger
from .rounds import end_turn
from .state import Cell, Need, SalamandraState, Spot

FREE = ("flip", "work", "buy", "convert")   # the free actions that can come before a main action


# --- paying -------------------------------------------------------------------------------------------
def can_pay(s: SalamandraState, p: int, cost: Cost) -> bool:
    for r, n in cost.items():  # a plain loop (not all()): legal_actions asks this for every tile and activation
        have = s.crystals[p] if r == "C" else s.pool.get(r, 0)
        if have < n:
            return False
    return True


def pay(s: SalamandraState, p: int, cost: Cost) -> None:
    s.crystals[p] -= cost.get("C", 0)
    for r, n in cost.items():
        if r != "C":
            s.pool[r] -= n
            if not s.pool[r]:
                del s.pool[r]


def with_choice(cost: Cost, choice: str | None) -> Cost:
    """A cost whose "any" is paid with the chosen primary resource."""
    if "any" not in cost or choice is None:
        return cost
    out = {r: n for r, n in cost.items() if r != "any"}
    out[choice] = out.get(choice, 0) + cost["any"]
    return out


def buy_cost(s: SalamandraState, p: int) -> int:
    return min([BUY_COST, *effect_amounts(s, p, "buy")])


def active(s: SalamandraState, p: int) -> list[Spot]:
    return [spot for spot, (who, face) in sorted(s.spots.items()) if who == p and face == s.druid[p]]


# --- legal actions --------------------------------------------------------------------------------------
def turn_actions(s: SalamandraState) -> list[Action]:
    p = s.turn
    if s.pending:
        return pending_actions(s)
    if s.phase == "harvest":
        return harvest_actions(s, p)
    out = apprentice_actions(s, p) + resource_actions(s, p)
    if s.avail[p]:
        out += [("place", *spot) for spot in free_spots(s)]
    out += build_actions(s, p)
    if not s.avail[p]:
        out.append(("pass",))
    return out


def apprentice_actions(s: SalamandraState, p: int) -> list[Action]:
    """What each active apprentice can do: flip for 1 C, work (Billhook), activate a Cauldron, pay for the temple."""
    temple = [half for half, cost in TEMPLE_COST.items() if can_pay(s, p, cost)]
    out: list[Action] = []
    for x, y, k in active(s, p):
        tile = FIELDS[s.board[(x, y)]]
        out.append(("flip", x, y, k))
        if tile.kind == "billhook":
            if can_pay(s, p, tile.work_cost):
                out.append(("work", x, y, k))
        elif "any" in tile.work_cost:
            out += [("cauldron", x, y, k, r) for r in PRIMARY if can_pay(s, p, with_choice(tile.work_cost, r))]
        elif can_pay(s, p, tile.work_cost):
            out.append(("cauldron", x, y, k))
        out += [("temple", half, x, y, k) for half in temple]
    return out


def resource_actions(s: SalamandraState, p: int) -> list[Action]:
    """Buying a primary resource and the Bear/Eagle conversions, at will."""
    out: list[Action] = [("buy", r) for r in PRIMARY] if s.crystals[p] >= buy_cost(s, p) else []
    return out + [("convert", c) for c in s.cards[p]
                  if DIVINITIES[c].effect == "convert" and s.crystals[p] >= DIVINITIES[c].amount]


def build_actions(s: SalamandraState, p: int) -> list[Action]:
    """Rule B for every market tile the player can pay, then rule A's exceptional free build."""
    out: list[Action] = []
    cells = None
    for tile in s.market:
        if tile and can_pay(s, p, FIELDS[tile].cost):
            cells = cells or placement_cells(s)
            out += [("build", tile, *cell) for cell in cells]
    if can_free_build(s, p):
        out += [("freebuild", tile, *cell) for tile in s.market if tile for cell in placement_cells(s)]
    return out


def harvest_actions(s: SalamandraState, p: int) -> list[Action]:
    out: list[Action] = []
    if s.crystals[p] >= HARVEST_COST:
        out = [("harvest", *g) for g in connected_groves(s, p)]
    return out + [("done",)]


def pending_actions(s: SalamandraState) -> list[Action]:
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
    x, y = built_cell(need)
    out: list[Action] = [("apprentice", k) for k in range(4) if (x, y, k) not in s.spots] if s.avail[p] else []
    if need[0] == "after" and shares_colour(s, (x, y)):
        out += [("divinity", d) for d in ("bear", "eagle") if s.tops[d]]
    return out


def built_cell(need: Need) -> Cell:
    """The cell of the tile just built, in the decision after a build ("after", x, y) or ("freeplace", x, y)."""
    _, *cell = need
    x, y = cell
    return x, y


# --- rule A's exceptional case ---------------------------------------------------------------------------
def can_free_build(s: SalamandraState, p: int) -> bool:
    """No free spot anywhere, an apprentice to place, and no possibility to make a resource (rule A)."""
    return s.avail[p] > 0 and not free_spots(s) and not can_make_resource(s, p)


def can_make_resource(s: SalamandraState, p: int) -> bool:
    """Can ``p`` still make a resource this turn? Searched over what the free actions reach: flips for
    crystals, Billhook work for crystals or a reactivation, until a Billhook can make a resource or the
    crystals buy one (a purchase or a conversion)."""
    seen: set[tuple[object, ...]] = set()
    todo = [s]
    while todo:
        here = todo.pop()
        steps = pending_actions(here) if here.pending else free_actions(here, p)
        if any(makes_resource(here, action) for action in steps):
            return True
        for action in steps:
            after = here.copy()
            after.events = []
            play_turn(after, action)
            key = (after.crystals[p], tuple(active(after, p)), tuple(after.pending))
            if key not in seen:
                seen.add(key)
                todo.append(after)
    return False


def free_actions(s: SalamandraState, p: int) -> list[Action]:
    return [a for a in apprentice_actions(s, p) + resource_actions(s, p) if a[0] in FREE]


def makes_resource(s: SalamandraState, action: Action) -> bool:
    if action[0] == "work":
        return any(r in FIELDS[s.board[action[1:3]]].work_gain for r in RESOURCES)
    return action[0] in ("buy", "convert")


# --- carrying out ----------------------------------------------------------------------------------------
def settle(s: SalamandraState) -> None:
    """Drop owed decisions that have no option; end the turn when the main action is fully done."""
    while s.pending and not pending_actions(s):
        s.pending.pop(0)
    if not s.pending and s.main_done:
        end_turn(s)


def play_turn(s: SalamandraState, action: Action) -> None:
    p = s.turn
    step = STEPS.get(action[0])
    if step is None:
        resolve(s, p, action)
    else:
        step(s, p, action)
    settle(s)


def _flip(s: SalamandraState, spot: Spot) -> None:
    who, face = s.spots[spot]
    s.spots[spot] = (who, "N" if face == "D" else "D")


def _spot(action: Action, start: int = 1) -> Spot:
    return action[start], action[start + 1], action[start + 2]


def flip_for_crystal(s: SalamandraState, p: int, action: Action) -> None:
    _flip(s, _spot(action))
    s.crystals[p] += 1


def work(s: SalamandraState, p: int, action: Action) -> None:
    """Put an apprentice to work (a Billhook, free; a Cauldron, action C): flip it, pay, gain."""
    spot = _spot(action)
    tile = FIELDS[s.board[spot[:2]]]
    _flip(s, spot)
    pay(s, p, with_choice(tile.work_cost, action[4] if len(action) > 4 else None))
    gain(s, p, tile.work_gain)
    s.main_done = tile.kind == "cauldron"


def temple(s: SalamandraState, p: int, action: Action) -> None:
    """Rule D: flip an active apprentice without its tile's effect, pay the half's cost, take its card."""
    half = action[1]
    _flip(s, _spot(action, 2))
    pay(s, p, TEMPLE_COST[half])
    take_salamander(s, p, half)
    s.main_done = True


def buy(s: SalamandraState, p: int, action: Action) -> None:
    s.crystals[p] -= buy_cost(s, p)
    s.pool[action[1]] = s.pool.get(action[1], 0) + 1


def convert(s: SalamandraState, p: int, action: Action) -> None:
    card = DIVINITIES[action[1]]
    s.crystals[p] -= card.amount
    s.pool[card.what] = s.pool.get(card.what, 0) + 1


def place_apprentice(s: SalamandraState, p: int, action: Action) -> None:
    place(s, p, *_spot(action))
    s.main_done = True


def build(s: SalamandraState, p: int, action: Action) -> None:
    """Rule B: pay, bonus, place the tile, draw groves for new glades, then the choice (pending).
    The free build of rule A pays nothing and gains no bonus."""
    tile, x, y = action[1:4]
    free = action[0] == "freebuild"
    slot = s.market.index(tile)
    if not free:
        pay(s, p, FIELDS[tile].cost)
    trigger(s, p, "build")
    if not free:
        gain(s, p, FIELDS[tile].bonus)
    s.board[(x, y)] = tile
    drawn = fill_glades(s, tile_glades((x, y)), 4)
    s.market[slot] = s.stack.pop() if s.stack else None
    if drawn or s.market[slot]:
        s.barrier = True  # a grove or a field tile was revealed
    s.pending.append(("freeplace" if free else "after", x, y))
    s.main_done = True


def pass_turn(s: SalamandraState, p: int, action: Action) -> None:
    """Rule E: the remaining active apprentices flip for 1 C each; then the harvest."""
    flipped = active(s, p)
    for spot in flipped:
        _flip(s, spot)
    s.crystals[p] += len(flipped)
    s.phase = "harvest"
    s.events.append(Event(words.passed(s.names[p], len(flipped))))


def harvest_grove(s: SalamandraState, p: int, action: Action) -> None:
    s.crystals[p] -= HARVEST_COST
    harvest(s, p, (action[1], action[2]))


def end_harvest(s: SalamandraState, p: int, action: Action) -> None:
    """The Druid flips: it shows the active face of the next round."""
    s.druid[p] = "N" if s.druid[p] == "D" else "D"
    s.passed[p] = True
    s.main_done = True


STEPS: dict[str, Callable[[SalamandraState, int, Action], None]] = {
    "flip": flip_for_crystal, "work": work, "cauldron": work, "temple": temple, "buy": buy, "convert": convert,
    "place": place_apprentice, "build": build, "freebuild": build, "pass": pass_turn, "harvest": harvest_grove,
    "done": end_harvest,
}


def resolve(s: SalamandraState, p: int, action: Action) -> None:
    """An owed decision: the spellbook move, a reactivation, a grove to take, the choice after a build."""
    need = s.pending.pop(0)
    kind = action[0]
    if kind == "book":
        to_book(s, p, _spot(action), action[4], action[5])
    elif kind == "reactivate":
        _flip(s, _spot(action))
    elif kind == "take_grove":
        harvest(s, p, (action[1], action[2]))
    elif kind == "apprentice":
        place(s, p, *built_cell(need), action[1])
    elif kind == "divinity":
        take_card(s, p, action[1])
