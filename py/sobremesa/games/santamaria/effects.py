"""Resources, payments and the effects of buildings, tracks, monks and ships (§3.4-§4.5).

A turn keeps a stack of tasks ``(kind, seat, *args)``; ``run`` carries out the automatic
ones and stops at the first one that needs the player's decision (a shipping order, a trade,
the grain step, a monk, a road tile, an expansion tile, a gain beyond the storage cap).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

from ...core import Action, Event
from ...core.i18n import Message
from . import hooks
from .colony import (
    ALL_LINES,
    CELL_INDEX,
    CELL_NAMES,
    building,
    colonists,
    line_buildings,
    placement_cells,
    placements,
    road_spaces,
)
from .data import (
    BUILDINGS,
    BUY_PRICE,
    CACAO,
    DOCK_BONUS,
    DOCKS,
    FINAL_VALUE,
    MISSIONS,
    ORDERS,
    RESOURCES,
    ROAD_TILE,
    SCHOLAR_BONUS,
    SELL_PRICE,
    TILES,
    TRACKS,
    TRADES,
    WILD,
    Cost,
    Effect,
)
from .draws import draw, roll
from .state import SantaMariaState, Task

RI = {r: i for i, r in enumerate((*RESOURCES, CACAO))}   # a storage's resources: Rules.resources, in this order
GOLD = RI[WILD]
SOLD = tuple((r, RI[r]) for r in SELL_PRICE if r != WILD)   # what a sale could turn into coins, gold kept


# --- scholars, the market, payments --------------------------------------------------------
def has_scholar(s: SantaMariaState, p: int, sid: str) -> bool:
    """A scholar's ability is yours with a monk on it or as your personal scholar (§4.5, §1.5)."""
    return s.personal[p] == sid or p in s.monks.get(sid, ())


def sell_price(s: SantaMariaState, p: int, res: str) -> int:
    return SELL_PRICE[res] + (1 if has_scholar(s, p, "S5") else 0)   # Commerce


def buy_price(s: SantaMariaState, p: int, res: str) -> int:
    return 2 if has_scholar(s, p, "S5") else BUY_PRICE[res]          # Commerce


def final_price(s: SantaMariaState, p: int, res: str) -> int:
    """§7.1: what a resource left in storage brings at the end: its sell price, else ``data.FINAL_VALUE``; a role's
    own prices (AK Module D: the City sells for 1 coin each, not gold)."""
    if p in s.rules.roles:
        return s.rules.roles[p].prices[res]
    return sell_price(s, p, res) if res in SELL_PRICE else FINAL_VALUE[res]


def can_sell(s: SantaMariaState, p: int, res: str) -> bool:
    return res in SELL_PRICE and s.res[p][RI[res]] > 0


def can_buy(s: SantaMariaState, p: int, res: str) -> bool:
    return res in BUY_PRICE and s.res[p][RI[res]] < room(s, p, res) and s.coins[p] >= buy_price(s, p, res)


def room(s: SantaMariaState, p: int, res: str) -> int:
    """How many of a resource the seat's storage holds (§3.6; AK: the cacao storage, ``hooks.storage``)."""
    return hooks.storage(s, p, res)


def payment(s: SantaMariaState, p: int, cost: Cost) -> list[int] | None:
    """What paying ``cost`` takes from the storage, per resource, or None if it cannot be paid.

    Own resources of the kind first; gold covers what is missing (§3.6: gold is wild; not for a role of its
    own, AK Module D: "you cannot use gold as a wild resource"). A "coins" entry is paid in coins.
    """
    held = s.res[p]
    out = [0] * len(held)
    missing = 0
    for res, n in cost.items():
        if res == "coins":
            if s.coins[p] < n:
                return None
            continue
        i = RI[res]
        out[i] = min(n, held[i])
        missing += n - out[i]
    if missing:
        if held[GOLD] - out[GOLD] < missing or p in s.rules.roles:
            return None
        out[GOLD] += missing
    return out


def pay(s: SantaMariaState, p: int, cost: Cost) -> None:
    take = payment(s, p, cost)
    if take is None:
        raise ValueError(f"{cost_text(cost)} cannot be paid")
    held = s.res[p]
    for i, n in enumerate(take):
        held[i] -= n
    s.coins[p] -= cost.get("coins", 0)


def reachable(s: SantaMariaState, p: int, cost: Cost) -> bool:
    """Could the cost be paid after buying wood or grain with coins and sales (§3.4)? (A role has no market.)"""
    if payment(s, p, cost) is not None:
        return True
    if p in s.rules.roles:
        return False
    held = s.res[p]
    need = {r: n for r, n in cost.items() if r != "coins"}
    spare_gold = held[GOLD] - need.get(WILD, 0)
    if spare_gold < 0:
        return False
    short = {r: max(0, n - held[RI[r]]) for r, n in need.items()}
    unbuyable = sum(n for r, n in short.items() if r not in BUY_PRICE)
    if unbuyable > spare_gold:
        return False
    to_buy = sum(n for r, n in short.items() if r in BUY_PRICE) - (spare_gold - unbuyable)
    surplus = sum((held[i] - need.get(r, 0)) * sell_price(s, p, r) for r, i in SOLD if held[i] > need.get(r, 0))
    money = s.coins[p] - cost.get("coins", 0) + surplus
    return to_buy * min(buy_price(s, p, r) for r in BUY_PRICE) <= money


@cache
def amount(res: str, n: int) -> Message:
    """A number of a resource, of coins, or of steps and points ("2 wood", "1 coin", "3 happiness"):
    ``res`` is a resource, "coins", "happy", "rel", "conq" or "points"."""
    return Message(f"santamaria.amount.{res}", n=n)


JOINED = 24   # the longest list with a template of its own (``santamaria.comma.<n>``: "{p1}, {p2}, {p3}")


def joined(separator: str, parts: Sequence[str]) -> Message:
    """Parts joined by commas or semicolons (``separator``: "comma", "semicolon"), each made in the reader's
    language, in one template of as many places (a chain of nested messages would be made again at each link)."""
    if not parts:
        return Message("santamaria.nothing")
    if len(parts) > JOINED:
        return Message(f"santamaria.{separator}.2", p1=joined(separator, parts[:-1]), p2=parts[-1])
    return Message(f"santamaria.{separator}.{len(parts)}", **{f"p{i}": part for i, part in enumerate(parts, 1)})


def comma_list(parts: Sequence[str]) -> Message:
    """Parts joined by commas ("2 wood, 1 grain"), each made in the reader's language."""
    return joined("comma", parts)


def cost_text(cost: Cost) -> Message:
    """A price in words: "2 wood, 1 grain", "1 coin" (``words`` uses it for every price)."""
    return comma_list([amount(r, n) for r, n in cost.items()])


# --- tasks -------------------------------------------------------------------------------
def push(s: SantaMariaState, p: int, effects: Sequence[Effect]) -> None:
    """Put effects on the task stack so that the first one is carried out first."""
    for effect in reversed(effects):
        s.tasks.append((effect[0], p, *effect[1:]))


def building_effects(s: SantaMariaState, p: int, code: str) -> list[Effect]:
    """The effects of activating a building, with the scholars' extra effect after the first."""
    effects = list(BUILDINGS[code])
    for sid, (kind, extra) in SCHOLAR_BONUS.items():
        if kind == code and has_scholar(s, p, sid):
            effects.insert(1, extra)
    return effects


def die_line(s: SantaMariaState, p: int, orientation: str, value: int, colour: str) -> list[int]:
    """The buildings a die of that colour would activate on that line (§3.3 step 4), blocked as they will be
    when it activates: after what the modules do first (``hooks.line_blocked``; Module A: the governor moves)."""
    return line_buildings(s.colony[p], hooks.line_blocked(s, p, orientation, value, colour), orientation, value)


def _line(s: SantaMariaState, task: Task) -> None:
    """§3.3 steps 4-6: the die activates the free buildings of its line in order and stays on the last."""
    _, p, marker, orientation = task
    value = int(marker[1])
    cells = line_buildings(s.colony[p], hooks.blocked(s, p), orientation, value)
    s.tasks.append(("putdie", p, marker, cells[-1]))
    activate_line(s, p, orientation, value, cells)


def activate_line(s: SantaMariaState, p: int, orientation: str, value: int, cells: Sequence[int]) -> None:
    """The buildings ``cells`` of a line activate in order; Taxation first pays 1 coin per colonist of the line.
    (A die's line, and AK Module C's follow-up of an ambassador die, which leaves no die.)"""
    for cell in reversed(cells):
        s.tasks.append(("activate", p, cell))
    if has_scholar(s, p, "S1"):   # Taxation
        n = colonists(s.colony[p], ALL_LINES[orientation][value])
        if n:
            s.tasks.append(("coins", p, n))


def _activate(s: SantaMariaState, task: Task) -> None:
    p, cell = task[1], task[2]
    push(s, p, building_effects(s, p, building(s.colony[p][cell])))


def _coins(s: SantaMariaState, task: Task) -> None:
    s.coins[task[1]] += task[2]


def _happy(s: SantaMariaState, task: Task) -> None:
    s.happy[task[1]] += task[2]


def _gain(s: SantaMariaState, task: Task) -> None:
    p, res, n = task[1], task[2], task[3]
    i = RI[res]
    cap = room(s, p, res)
    kept = min(n, cap - s.res[p][i])
    if kept < n:
        s.events.append(Event(Message("santamaria.event.no_room", who=s.names[p], lost=amount(res, n - kept), cap=cap)))
    s.res[p][i] += hooks.gained(s, p, res, n, kept)


def _track(s: SantaMariaState, task: Task) -> None:
    """§4.2, §4.3: move along a track; symbols reached fire (monk, blue die, gold); past the end 1 happiness a step."""
    kind, p, n = task
    end, symbols = TRACKS[kind]
    position = getattr(s, kind)
    triggered: list[Effect] = []
    for _ in range(n):
        if position[p] >= end:
            s.happy[p] += 1
            continue
        position[p] += 1
        found = symbols.get(position[p])
        if found:
            triggered.extend(hooks.track_symbol(s, p, kind, position[p], found))
    push(s, p, triggered)


def _blue_die(s: SantaMariaState, task: Task) -> None:
    """§4.2: a die symbol: take a blue die from the common board, roll it, usable this year."""
    p = task[1]
    if s.blue_store == 0:
        s.events.append(Event(Message("santamaria.event.no_blue_die", who=s.names[p])))
        return
    s.blue_store -= 1
    s.rng, rolled = roll(s.rng, 1)
    s.blue[p] = sorted(s.blue[p] + rolled)
    s.events.append(Event(Message("santamaria.event.blue_die", who=s.names[p], value=rolled[0])))


def _put_die(s: SantaMariaState, task: Task) -> None:
    s.markers[task[1]][task[3]] = task[2]


def _ships(s: SantaMariaState, task: Task) -> None:
    """§4.4: on withdrawing, every ship fires the bonus of its dock."""
    p = task[1]
    effects = [e for d, dock in enumerate(DOCKS) for _ in s.harbour[p][d] for e in DOCK_BONUS[dock]]
    push(s, p, effects)


AUTOMATIC: dict[str, Callable[[SantaMariaState, Task], None]] = {
    "line": _line, "activate": _activate, "coins": _coins, "happy": _happy, "rel": _track, "conq": _track,
    "bluedie": _blue_die, "putdie": _put_die, "ships": _ships,
}
ANSWERS = ("continue", "pray", "trade", "ship", "monk", "road", "place", "decline")  # the actions that take a decision


# --- decisions ---------------------------------------------------------------------------
def ship_costs(s: SantaMariaState, p: int, dock: int) -> list[tuple[Action, Cost]]:
    """(action, cost) for fulfilling the order at a dock; Navigation offers each cheaper cost."""
    order = s.docks[dock]
    if order is None:
        return []
    cost = ORDERS[order][0]
    if not has_scholar(s, p, "S6"):
        return [(("ship", dock), cost)]
    out = []
    for res in cost:
        cheaper = dict(cost)
        cheaper[res] -= 1
        out.append((("ship", dock, res), {r: n for r, n in cheaper.items() if n}))
    return out


def monk_slots(s: SantaMariaState, p: int) -> list[str]:
    """Free places for a monk of this seat: at most one of its monks on each (§4.5, [DESIGNED])."""
    if monks_left(s, p) <= 0:
        return []
    return [slot for slot in (*s.scholars, *s.bishops, *s.rules.missions) if p not in s.monks[slot]]


def monks_left(s: SantaMariaState, p: int) -> int:
    return s.rules.monks - sum(p in seats for seats in s.monks.values())


def _gain_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    """Beyond the storage: asked first when selling could make room (reading 8), else the excess is lost."""
    p, res = task[1], task[2]
    asked = res in SELL_PRICE and p not in s.rules.roles   # a role sells only with its own actions (AK Module D)
    return [("continue",)], asked and s.res[p][RI[res]] + task[3] > room(s, p, res)


def _pray_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    cost = {"grain": 1}
    return ([("pray",)] if payment(s, task[1], cost) else []), reachable(s, task[1], cost)


def _trade_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    cost = TRADES[task[2]][0]
    return ([("trade",)] if payment(s, task[1], cost) else []), reachable(s, task[1], cost)


def _ship_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    """§4.4: an order at a dock; the expansion modules may offer more (``hooks.ship_offers``)."""
    p = task[1]
    options = [(a, c) for d in range(len(DOCKS)) if s.docks[d] for a, c in ship_costs(s, p, d)]
    options += hooks.ship_offers(s, p)
    acts = [a for a, c in options if payment(s, p, c) is not None]
    return acts, any(reachable(s, p, c) for _, c in options)


def _monk_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    acts: list[Action] = [("monk", slot) for slot in monk_slots(s, task[1])]
    return acts, bool(acts)


def _road_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    p = task[1]
    acts: list[Action] = [("road", CELL_NAMES[c]) for c in road_spaces(s.colony[p], hooks.pieces(s, p))] \
        if s.roads else []
    return acts, bool(acts)


def _place_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    p = task[1]
    taken = frozenset(hooks.pieces(s, p))
    return [("place", CELL_NAMES[a], rot) for a, rot, _ in placements(s.colony[p], task[2], taken)], True


CHOICES: dict[str, Callable[[SantaMariaState, Task], tuple[list[Action], bool]]] = {
    "gain": _gain_choices, "pray": _pray_choices, "trade": _trade_choices, "ship": _ship_choices,
    "monk": _monk_choices, "road": _road_choices, "place": _place_choices,
}


def choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    """(the decision's own actions, whether it is worth asking) for a decision task; an expansion
    module's decision tasks are in ``s.rules.decisions``."""
    kind = task[0]
    return (CHOICES[kind] if kind in CHOICES else s.rules.decisions[kind])(s, task)


DECLINABLE = ("pray", "trade", "ship", "road")


def decision_actions(s: SantaMariaState, task: Task) -> list[Action]:
    acts, _ = choices(s, task)
    return acts + [("decline",)] if task[0] in DECLINABLE or task[0] in s.rules.declinable else acts


def run(s: SantaMariaState) -> None:
    """Carry out automatic tasks until a decision is due or the stack is empty."""
    while s.tasks:
        task = s.tasks[-1]
        kind = task[0]
        if kind in AUTOMATIC or kind in s.rules.automatic:
            s.tasks.pop()
            (AUTOMATIC[kind] if kind in AUTOMATIC else s.rules.automatic[kind])(s, task)
            continue
        _, ask = choices(s, task)
        if ask:
            return
        s.tasks.pop()
        if kind == "gain":
            _gain(s, task)
        elif kind == "monk":
            s.events.append(Event(Message("santamaria.event.no_monk", who=s.names[task[1]])))


def decide(s: SantaMariaState, action: Action) -> None:
    """Carry out the decision ``action`` on the top task (an expansion module's answers by their kind)."""
    task = s.tasks.pop()
    if action[0] in s.rules.answers:
        s.rules.answers[action[0]](s, task, action)
    elif action[0] != "decline":
        DECIDED[task[0]](s, task, action)


def _pray(s: SantaMariaState, task: Task, action: Action) -> None:
    """§4.2 [SRC] AK: 1 grain for one more step on the religion track."""
    pay(s, task[1], {"grain": 1})
    push(s, task[1], [("rel", 1)])


def _trade(s: SantaMariaState, task: Task, action: Action) -> None:
    cost, effects = TRADES[task[2]]
    pay(s, task[1], cost)
    push(s, task[1], effects)


def _monk(s: SantaMariaState, task: Task, action: Action) -> None:
    """§4.5: a monk as a scholar, on a bishop, or at a missionary station (whose reward comes at once)."""
    p, slot = task[1], action[1]
    s.monks[slot].append(p)
    s.monks[slot].sort()
    if slot in s.rules.missions:
        push(s, p, MISSIONS[slot])


def _road(s: SantaMariaState, task: Task, action: Action) -> None:
    p, cell = task[1], CELL_INDEX[action[1]]
    s.colony[p][cell] = ROAD_TILE
    s.roads -= 1
    s.placed[p].append(("road", (cell,)))


def _place(s: SantaMariaState, task: Task, action: Action) -> None:
    """§2.4: the bought tile's squares on the spaces chosen."""
    p, tile = task[1], task[2]
    cells = placement_cells(tile, CELL_INDEX[action[1]], action[2])
    if cells is None:
        raise ValueError(f"{tile} does not fit at {action[1]} in rotation {action[2]}")
    for code, cell in zip(TILES[tile][1], cells):
        s.colony[p][cell] = code
    s.placed[p].append((tile, cells))


def fulfil(s: SantaMariaState, p: int, action: Action) -> None:
    """§4.4: pay, put the ship at the same dock of your harbour, refill the dock from the stack."""
    dock = action[1]
    order = s.docks[dock]
    if order is None:
        raise ValueError(f"no shipping order at the {DOCKS[dock]} dock")
    cost = next(c for a, c in ship_costs(s, p, dock) if a == tuple(action))
    pay(s, p, cost)
    s.harbour[p][dock].append(order)
    s.docks[dock] = None
    s.rng, drawn = draw(s.rng, s.ship_stack, 1)
    for new in drawn:   # none when the stack is used up: the dock stays empty
        s.docks[dock] = new
        dock_name = Message(f"santamaria.dock_name.{DOCKS[dock]}")
        s.events.append(Event(Message("santamaria.event.new_order", dock=dock_name, cost=cost_text(ORDERS[new][0]))))


DECIDED: dict[str, Callable[[SantaMariaState, Task, Action], None]] = {
    "gain": lambda s, task, action: _gain(s, task), "pray": _pray, "trade": _trade,
    "ship": lambda s, task, action: fulfil(s, task[1], action), "monk": _monk, "road": _road, "place": _place,
}
