"""Resources, payments and the effects of buildings, tracks, monks and ships (§3.4-§4.5).

A turn keeps a stack of tasks ``(kind, seat, *args)``; ``run`` carries out the automatic
ones and stops at the first one that needs the player's decision (a shipping order, a trade,
the grain step, a monk, a road tile, an expansion tile, a gain beyond the storage cap).
"""

from __future__ import annotations

from ...core import Event, rng
from .colony import CELL_INDEX, CELL_NAMES, placement_cells, placements, road_spaces, square
from .data import (BUILDINGS, BUY_PRICE, DOCK_BONUS, DOCKS, MISSIONS, MONKS, ORDERS, RESOURCES, ROAD_TILE,
                   SCHOLAR_BONUS, SELL_PRICE, STORAGE_CAP, TILES, TRACKS, TRADES, WILD)

RI = {r: i for i, r in enumerate(RESOURCES)}
GOLD = RI[WILD]


# --- scholars, the market, payments --------------------------------------------------------
def has_scholar(s, p: int, sid: str) -> bool:
    """A scholar's ability is yours with a monk on it or as your personal scholar (§4.5, §1.5)."""
    return s.personal[p] == sid or p in s.monks.get(sid, ())


def sell_price(s, p: int, res: str) -> int:
    return SELL_PRICE[res] + (1 if has_scholar(s, p, "S5") else 0)   # Commerce


def buy_price(s, p: int, res: str) -> int:
    return 2 if has_scholar(s, p, "S5") else BUY_PRICE[res]          # Commerce


def can_sell(s, p: int, res: str) -> bool:
    return res in SELL_PRICE and s.res[p][RI[res]] > 0


def can_buy(s, p: int, res: str) -> bool:
    return res in BUY_PRICE and s.res[p][RI[res]] < STORAGE_CAP and s.coins[p] >= buy_price(s, p, res)


def payment(s, p: int, cost: dict) -> list | None:
    """What paying ``cost`` takes from the storage, per resource, or None if it cannot be paid.

    Own resources of the kind first; gold covers what is missing (§3.6: gold is wild).
    A "coins" entry is paid in coins.
    """
    held = s.res[p]
    out = [0] * len(RESOURCES)
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
        if held[GOLD] - out[GOLD] < missing:
            return None
        out[GOLD] += missing
    return out


def pay(s, p: int, cost: dict) -> None:
    take = payment(s, p, cost)
    held = s.res[p]
    for i, n in enumerate(take):
        held[i] -= n
    s.coins[p] -= cost.get("coins", 0)


def reachable(s, p: int, cost: dict) -> bool:
    """Could the cost be paid after buying wood or grain with coins and sales (§3.4)?"""
    if payment(s, p, cost) is not None:
        return True
    held = s.res[p]
    need = {RI[r]: n for r, n in cost.items() if r != "coins"}
    spare_gold = held[GOLD] - need.get(GOLD, 0)
    if spare_gold < 0:
        return False
    short = {i: max(0, n - held[i]) for i, n in need.items()}
    unbuyable = sum(n for i, n in short.items() if RESOURCES[i] not in BUY_PRICE)
    if unbuyable > spare_gold:
        return False
    to_buy = sum(n for i, n in short.items() if RESOURCES[i] in BUY_PRICE) - (spare_gold - unbuyable)
    surplus = sum((held[i] - need.get(i, 0)) * sell_price(s, p, r) for i, r in enumerate(RESOURCES)
                  if held[i] > need.get(i, 0) and i != GOLD)
    money = s.coins[p] - cost.get("coins", 0) + surplus
    return to_buy * min(buy_price(s, p, r) for r in BUY_PRICE) <= money


def cost_text(cost: dict) -> str:
    return ", ".join(f"{n} {r}" for r, n in cost.items()) or "nothing"


# --- tasks -------------------------------------------------------------------------------
def push(s, p: int, effects) -> None:
    """Put effects on the task stack so that the first one is carried out first."""
    for effect in reversed(effects):
        s.tasks.append((effect[0], p, *effect[1:]))


def building_effects(s, p: int, code: str) -> list:
    """The effects of activating a building, with the scholars' extra effect after the first."""
    effects = list(BUILDINGS[code])
    for sid, (kind, extra) in SCHOLAR_BONUS.items():
        if kind == code and has_scholar(s, p, sid):
            effects.insert(1, extra)
    return effects


def _activate(s, task):
    p, cell = task[1], task[2]
    code = square(s.colony[p][cell])[1]
    push(s, p, building_effects(s, p, code))


def _coins(s, task):
    s.coins[task[1]] += task[2]


def _happy(s, task):
    s.happy[task[1]] += task[2]


def _gain(s, task):
    p, res, n = task[1], task[2], task[3]
    i = RI[res]
    kept = min(n, STORAGE_CAP - s.res[p][i])
    s.res[p][i] += kept
    if kept < n:
        s.events.append(Event(f"{s.names[p]} has no room for {n - kept} {res} (storage holds {STORAGE_CAP})."))


def _track(s, task):
    """§4.2, §4.3: move along a track; symbols reached fire (monk, blue die, gold); past the end 1 happiness a step."""
    kind, p, n = task
    end, symbols = TRACKS[kind]
    position = getattr(s, kind)
    triggered = []
    for _ in range(n):
        if position[p] >= end:
            s.happy[p] += 1
            continue
        position[p] += 1
        triggered.extend(symbols.get(position[p], ()))
    push(s, p, triggered)


def _blue_die(s, task):
    """§4.2: a die symbol: take a blue die from the common board, roll it, usable this year."""
    p = task[1]
    if s.blue_store == 0:
        s.events.append(Event(f"No blue die is left for {s.names[p]}."))
        return
    s.blue_store -= 1
    s.rng, roll = rng.below(s.rng, 6)
    s.blue[p].append(roll + 1)
    s.blue[p].sort()
    s.events.append(Event(f"{s.names[p]} gains a blue die and rolls {roll + 1}."))


def _put_die(s, task):
    s.markers[task[1]][task[3]] = task[2]


def _ships(s, task):
    """§4.4: on withdrawing, every ship fires the bonus of its dock."""
    p = task[1]
    effects = [e for d, dock in enumerate(DOCKS) for _ in s.harbour[p][d] for e in DOCK_BONUS[dock]]
    push(s, p, effects)


AUTOMATIC = {"activate": _activate, "coins": _coins, "happy": _happy, "rel": _track, "conq": _track,
             "bluedie": _blue_die, "putdie": _put_die, "ships": _ships}
DECISIONS = ("gain", "pray", "ship", "trade", "monk", "road", "place")


# --- decisions ---------------------------------------------------------------------------
def ship_costs(s, p: int, dock: int) -> list[tuple]:
    """(action, cost) for fulfilling the order at a dock; Navigation offers each cheaper cost."""
    cost = ORDERS[s.docks[dock]][0]
    if not has_scholar(s, p, "S6"):
        return [(("ship", dock), cost)]
    out = []
    for res in cost:
        cheaper = dict(cost)
        cheaper[res] -= 1
        out.append((("ship", dock, res), {r: n for r, n in cheaper.items() if n}))
    return out


def monk_slots(s, p: int) -> list[str]:
    """Free places for a monk of this seat: at most one of its monks on each (§4.5, [DESIGNED])."""
    if monks_left(s, p) <= 0:
        return []
    return [slot for slot in (*s.scholars, *s.bishops, *MISSIONS) if p not in s.monks[slot]]


def monks_left(s, p: int) -> int:
    return MONKS - sum(p in seats for seats in s.monks.values())


def choices(s, task) -> tuple[list, bool]:
    """(the decision's own actions, whether it is worth asking) for a decision task."""
    kind, p = task[0], task[1]
    if kind == "gain":
        return [("continue",)], s.res[p][RI[task[2]]] + task[3] > STORAGE_CAP
    if kind == "pray":
        cost = {"grain": 1}
        return ([("pray",)] if payment(s, p, cost) else []), reachable(s, p, cost)
    if kind == "trade":
        cost = TRADES[task[2]][0]
        return ([("trade",)] if payment(s, p, cost) else []), reachable(s, p, cost)
    if kind == "ship":
        options = [(a, c) for d in range(len(DOCKS)) if s.docks[d] for a, c in ship_costs(s, p, d)]
        acts = [a for a, c in options if payment(s, p, c) is not None]
        return acts, any(reachable(s, p, c) for _, c in options)
    if kind == "monk":
        acts = [("monk", slot) for slot in monk_slots(s, p)]
        return acts, bool(acts)
    if kind == "road":
        acts = [("road", CELL_NAMES[c]) for c in road_spaces(s.colony[p])] if s.roads else []
        return acts, bool(acts)
    if kind == "place":
        acts = [("place", CELL_NAMES[a], rot) for a, rot, _ in placements(s.colony[p], task[2])]
        return acts, True
    raise ValueError(kind)


DECLINABLE = ("pray", "trade", "ship", "road")


def decision_actions(s, task) -> list:
    acts, _ = choices(s, task)
    return acts + [("decline",)] if task[0] in DECLINABLE else acts


def run(s) -> None:
    """Carry out automatic tasks until a decision is due or the stack is empty."""
    while s.tasks:
        task = s.tasks[-1]
        kind = task[0]
        if kind in AUTOMATIC:
            s.tasks.pop()
            AUTOMATIC[kind](s, task)
            continue
        acts, ask = choices(s, task)
        if ask:
            return
        s.tasks.pop()
        if kind == "gain":
            _gain(s, task)
        elif kind == "monk":
            s.events.append(Event(f"{s.names[task[1]]} has no monk or no free place for one: "
                                  "the recruitment is lost."))


def decide(s, action) -> None:
    """Carry out the decision ``action`` on the top task."""
    task = s.tasks.pop()
    kind, p = task[0], task[1]
    if action[0] == "decline":
        return
    if kind == "gain":
        _gain(s, task)
    elif kind == "pray":
        pay(s, p, {"grain": 1})
        push(s, p, [("rel", 1)])
    elif kind == "trade":
        cost, effects = TRADES[task[2]]
        pay(s, p, cost)
        push(s, p, effects)
    elif kind == "ship":
        fulfil(s, p, action)
    elif kind == "monk":
        slot = action[1]
        s.monks[slot].append(p)
        s.monks[slot].sort()
        if slot in MISSIONS:
            push(s, p, MISSIONS[slot])
    elif kind == "road":
        cell = CELL_INDEX[action[1]]
        s.colony[p][cell] = ROAD_TILE
        s.roads -= 1
        s.placed[p].append(("road", cell))
    elif kind == "place":
        tile, anchor, rotation = task[2], CELL_INDEX[action[1]], action[2]
        cells = placement_cells(tile, anchor, rotation)
        for code, cell in zip(TILES[tile][1], cells):
            s.colony[p][cell] = code
        s.placed[p].append((tile, *cells))


def fulfil(s, p: int, action) -> None:
    """§4.4: pay, put the ship at the same dock of your harbour, refill the dock from the stack."""
    dock = action[1]
    cost = next(c for a, c in ship_costs(s, p, dock) if a == tuple(action))
    pay(s, p, cost)
    tile = s.docks[dock]
    s.harbour[p][dock].append(tile)
    s.docks[dock] = None
    if s.ship_stack:
        s.rng, i = rng.below(s.rng, len(s.ship_stack))
        s.docks[dock] = s.ship_stack.pop(i)
        s.events.append(Event(f"A new shipping order is revealed at the {DOCKS[dock]} dock: "
                              f"{cost_text(ORDERS[s.docks[dock]][0])}."))

