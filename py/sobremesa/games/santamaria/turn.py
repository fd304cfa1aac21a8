"""A turn (§3): the four main actions, the free market actions, the next player, the year end (§5)."""

from __future__ import annotations

from collections.abc import Sequence

from ...core import Action, Event
from ...core.i18n import Message
from . import hooks
from .colony import CELL_INDEX, CELL_NAMES, CELLS, LINES, active_buildings, can_place, is_building
from .data import (
    BUY_PRICE,
    COIN_ACTIVATION_BASE,
    COINS_PER_PIP,
    DIE_ANY_VALUE,
    DIE_WRAPAROUND,
    RETIRING,
    SELL_PRICE,
    SIZE,
    SOLO_TREES,
    TILE_COST,
    TILES,
    Cost,
)
from .draws import deal_display, roll
from .effects import (
    RI,
    buy_price,
    can_buy,
    can_sell,
    comma_list,
    decision_actions,
    die_line,
    has_scholar,
    pay,
    payment,
    push,
    run,
    sell_price,
)
from .scoring import breakdown
from .state import SantaMariaState

DIE_VALUES = range(1, SIZE + 1)
NOWHERE: frozenset[int] = frozenset()
FREE = ("sell", "buy")                          # §3.4: any time in your own turn
MAIN = ("die", "coins", "expand", "withdraw")    # §3: one of them a turn


# --- costs ---------------------------------------------------------------------------------
def change_cost(s: SantaMariaState, p: int, old: int, new: int) -> int:
    """§3.3 step 2: 1 coin per pip; Mathematics: 1 coin per 2 pips, rounded up."""
    return pips_cost(old, new, has_scholar(s, p, "S9"))


def pips_cost(old: int, new: int, mathematics: bool) -> int:
    """``change_cost`` for a seat with Mathematics or without."""
    pips = abs(new - old)
    if DIE_WRAPAROUND:
        pips = min(pips, SIZE - pips)
    if mathematics:
        pips = (pips + 1) // 2
    return pips * COINS_PER_PIP


PIPS_COSTS = {mathematics: {old: {new: pips_cost(old, new, mathematics) for new in DIE_VALUES} for old in DIE_VALUES}
              for mathematics in (False, True)}
"""``pips_cost`` looked up: with Mathematics or not, from a value, to a value."""


def coin_activation_cost(s: SantaMariaState, p: int) -> int:
    """§3.2: 1 coin, then 2, then 3 ... in a year (the coins stay on the buildings)."""
    return COIN_ACTIVATION_BASE + sum(m[0] == "c" for m in s.markers[p].values())


def white_taken(s: SantaMariaState, p: int) -> int:
    return sum(m[0] == "w" for m in s.markers[p].values())


def tile_cost(s: SantaMariaState, p: int, tile: str) -> Cost:
    cost = dict(TILE_COST[TILES[tile][0]])
    if has_scholar(s, p, "S10") and cost.get("wood"):   # Architecture
        cost["wood"] -= 1
    return {r: n for r, n in cost.items() if n}


# --- what may be done ---------------------------------------------------------------------
def free_actions(s: SantaMariaState, p: int) -> list[Action]:
    """§3.4: sell any resource, buy wood or grain, any time in your own turn."""
    out = [("sell", r) for r in SELL_PRICE if can_sell(s, p, r)]
    out += [("buy", r) for r in BUY_PRICE if can_buy(s, p, r)]
    return out


def dice(s: SantaMariaState, p: int) -> list[tuple[str, int, str]]:
    """§3.3 step 1: (colour, value, row or column) of the dice the seat may take: a white die from the pool
    while under the year's limit (a column), its own blue dice (a row; a column too with Philosophy)."""
    out: list[tuple[str, int, str]] = []
    if white_taken(s, p) < s.rules.white_limit:
        out += [("white", v, "column") for v in sorted(set(s.white))]
    orientations = ("row", "column") if has_scholar(s, p, "S2") else ("row",)   # Philosophy
    out += [("blue", v, o) for v in sorted(set(s.blue[p])) for o in orientations]
    return out


def free_lines(s: SantaMariaState, p: int, colour: str) -> set[tuple[str, int]]:
    """The rows and columns with a building a die of that colour could activate (§3.3 step 7; reading 5)."""
    if hooks.moves_pieces(s):
        return {(o, v) for o in LINES for v in DIE_VALUES if die_line(s, p, o, v, colour)}
    active = active_buildings(s.colony[p], hooks.blocked(s, p))
    return {(o, v) for o in LINES for v in DIE_VALUES if not active.isdisjoint(LINES[o][v])}


def lines_by_colour(s: SantaMariaState, p: int, taken: list[tuple[str, int, str]]) -> dict[str, set[tuple[str, int]]]:
    """``free_lines`` for each colour of the dice ``taken`` (one set for all when no module moves a piece first)."""
    colours = {d[0] for d in taken}
    if len(colours) < 2 or not hooks.moves_pieces(s):
        return dict.fromkeys(colours, free_lines(s, p, next(iter(colours)))) if colours else {}
    return {colour: free_lines(s, p, colour) for colour in colours}


def die_actions(s: SantaMariaState, p: int) -> list[Action]:
    out: list[Action] = []
    if not s.white and not s.blue[p]:
        return out
    taken = dice(s, p)
    free = lines_by_colour(s, p, taken)
    costs, coins = PIPS_COSTS[has_scholar(s, p, "S9")], s.coins[p]
    for colour, old, orientation in taken:
        lines, cost = free[colour], costs[old]
        out += [("die", colour, old, new, orientation) for new in DIE_VALUES
                if (orientation, new) in lines and cost[new] <= coins]
    return out


def main_actions(s: SantaMariaState, p: int) -> list[Action]:
    """The four main actions (§3.2), and those the expansion modules add (``hooks.main_actions``); a seat with a
    role of its own (AK Module D: the Mayan City) has the role's actions, and withdraws."""
    if p in s.rules.roles:
        return s.rules.roles[p].actions(s, p) + withdraw_actions(s)
    out = die_actions(s, p) + hooks.main_actions(s, p)
    cost = coin_activation_cost(s, p)
    pieces = hooks.pieces(s, p)
    if cost <= s.coins[p]:
        blocked = s.markers[p] if not pieces else {*s.markers[p], *pieces}
        out += [("coins", CELL_NAMES[c]) for c in range(CELLS) if c not in blocked and is_building(s.colony[p][c])]
    colony = tuple(s.colony[p])
    taken = frozenset(pieces) if pieces else NOWHERE
    affordable: dict[str, bool] = {}   # by shape: a tile's cost is its shape's (tile_cost)
    for t in sorted(s.display):
        shape = TILES[t][0]
        if shape not in affordable:
            affordable[shape] = payment(s, p, tile_cost(s, p, t)) is not None
        if affordable[shape] and can_place(colony, t, taken):
            out.append(("expand", t))
    return out + withdraw_actions(s)


def withdraw_actions(s: SantaMariaState) -> list[Action]:
    """§5.1: withdrawing to a vacant retiring space."""
    return [("withdraw", i + 1) for i, seat in enumerate(s.retire[:len(RETIRING)]) if seat is None]


# --- doing it -----------------------------------------------------------------------------
def free_action(s: SantaMariaState, p: int, action: Action) -> None:
    kind, res = action
    if kind == "sell":
        s.res[p][RI[res]] -= 1
        s.coins[p] += sell_price(s, p, res)
    else:
        s.res[p][RI[res]] += 1
        s.coins[p] -= buy_price(s, p, res)


def die_change(s: SantaMariaState, p: int, old: int, new: int, instead: str | None = None) -> Cost:
    """What changing a die costs (§3.3 step 2): coins by the pip, or ``instead`` one of a resource that
    sets it to any value (AK: 1 cacao, ``data.DIE_ANY_VALUE``; gold is wild for it)."""
    return {"coins": change_cost(s, p, old, new)} if instead is None else {instead: DIE_ANY_VALUE[instead]}


def use_die(s: SantaMariaState, p: int, colour: str, old: int, new: int, orientation: str,
            instead: str | None = None) -> None:
    """§3.3: take the die (from the pool, or one of your blue dice), then ``set_die``."""
    (s.white if colour == "white" else s.blue[p]).remove(old)
    set_die(s, p, colour, old, new, orientation, instead)


def set_die(s: SantaMariaState, p: int, colour: str, old: int, new: int, orientation: str,
            instead: str | None = None, mark: str | None = None) -> None:
    """§3.3 for a die taken: change it, then it activates its line (the "line" task) unless the expansion
    modules act first (``hooks.die_set``, told the die's colour and value: "w3"). It is left on the last
    building as its colour and value, or as ``mark`` and its value (AK Module C: an ambassador die, "W3")."""
    if instead is None:
        s.coins[p] -= change_cost(s, p, old, new)
    else:
        pay(s, p, die_change(s, p, old, new, instead))
    marker = f"{colour[0]}{new}"
    s.tasks.append(("line", p, marker if mark is None else f"{mark}{new}", orientation))
    hooks.die_set(s, p, marker, orientation)


def activate_with_coins(s: SantaMariaState, p: int, cell: int) -> None:
    cost = coin_activation_cost(s, p)
    s.coins[p] -= cost
    s.markers[p][cell] = f"c{cost}"
    s.tasks.append(("activate", p, cell))


def expand(s: SantaMariaState, p: int, tile: str) -> None:
    """§2.4: pay, take the tile from the display; placing it is the next decision."""
    pay(s, p, tile_cost(s, p, tile))
    s.display.remove(tile)
    s.tasks.append(("place", p, tile))


def withdraw(s: SantaMariaState, p: int, space: int) -> None:
    """§5.1: take a vacant retiring space, do its action, then every ship fires its dock."""
    s.retire[space - 1] = p
    s.out[p] = True
    s.tasks.append(("ships", p))
    push(s, p, hooks.retiring(s, p, space, RETIRING[space - 1]))


def main_action(s: SantaMariaState, p: int, action: Action) -> None:
    kind = action[0]
    if kind == "die":
        use_die(s, p, *action[1:])
    elif kind == "coins":
        activate_with_coins(s, p, CELL_INDEX[action[1]])
    elif kind == "expand":
        expand(s, p, action[1])
    elif kind == "withdraw":
        withdraw(s, p, action[1])
    else:
        s.rules.main[kind](s, p, action)
    s.main_done = True


def settle(s: SantaMariaState) -> None:
    """Run the tasks; when the main action is fully resolved, the next player's turn begins."""
    run(s)
    if s.tasks or not s.main_done:
        return
    s.main_done = False
    if all(s.out):
        end_year(s)
        return
    i = s.order.index(s.on_turn)
    for k in range(1, len(s.order) + 1):
        nxt = s.order[(i + k) % len(s.order)]
        if not s.out[nxt]:
            s.seat = nxt
            return


# --- the year end (§5.2) -----------------------------------------------------------------
def conquest_points(s: SantaMariaState, conq: Sequence[int] | None = None) -> list[int]:
    """§4.3, §9.7: points by rank; ties take the lowest rank they share; no move, no points. ``conq``: the track's
    positions to rank (default the state's)."""
    return [seat_conquest_points(s, p, conq) for p in range(s.players)]


def seat_conquest_points(s: SantaMariaState, p: int, conq: Sequence[int] | None = None) -> int:
    """The conquest points of seat ``p`` alone (``conquest_points``)."""
    track = s.conq if conq is None else conq
    year = s.year - 1
    table = s.rules.year_points[year]
    if s.players == 1:
        return table[0] if track[0] > SOLO_TREES[year] else 0
    if track[p] == 0:
        return 0
    ahead = sum(q > track[p] for q in track)
    tied = track.count(track[p])
    return table[ahead + tied - 1]


def end_year(s: SantaMariaState) -> None:
    points = conquest_points(s)
    for p, n in enumerate(points):
        s.happy[p] += n
        s.events.append(Event(Message("santamaria.event.conquest", who=s.names[p], n=n, year=s.year)))
    hooks.year_end(s, points)
    s.conq = [0] * s.players
    order = [p for p in s.retire if p is not None]
    s.retire = [None] * len(s.retire)
    s.out = [False] * s.players
    if s.year == s.rules.years:
        s.phase, s.seat = "over", None
        s.events.append(Event(Message("santamaria.event.final")))
        for p, b in enumerate(breakdown(s, q) for q in range(s.players)):
            parts = comma_list([Message(f"santamaria.scored.{k.replace(' ', '_')}", n=v) for k, v in b.items()
                                if k not in ("total", "coins left")])
            s.events.append(Event(Message("santamaria.event.score", who=s.names[p], n=b["total"], parts=parts)))
        return
    s.year += 1
    for p in range(s.players):
        blue = len(s.blue[p]) + sum(m[0] == "b" for m in s.markers[p].values())
        s.markers[p] = {}
        s.rng, s.blue[p] = roll(s.rng, blue)
    s.rng, s.white = roll(s.rng, s.rules.white_dice)
    refresh_display(s)
    s.order = order
    s.seat = order[0]
    s.events.append(Event(Message("santamaria.event.year", year=s.year, dice=comma_list(list(map(str, s.white))))))
    hooks.year_start(s)


def refresh_display(s: SantaMariaState) -> None:
    """Discard the display's leftovers; lay out new tiles of each shape (§5.2 step 3; AK: the special
    tiles too, after years 1 and 2)."""
    s.discard.extend(s.display)
    s.rng, s.display = deal_display(s.rng, s.tile_stacks, s.rules.display)


def turn_actions(s: SantaMariaState) -> list[Action]:
    """Everything the seat deciding may do now: the player on turn, or the seat of the decision at hand."""
    p = s.deciding
    free = free_actions(s, p) if p not in s.rules.roles else []   # a role has no market (AK Module D)
    if s.tasks:
        return decision_actions(s, s.tasks[-1]) + free
    return main_actions(s, p) + free
