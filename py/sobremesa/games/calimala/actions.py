"""The nine actions ("The Actions in Detail"): whether one can be done, its choices, its effect.

An action is *doable* when it can be carried out at least partially; otherwise the player draws
an action card instead (see ``activation``). Ship and Transport deliver one cube per step.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from .data import (
    BUILD_COST,
    BUILDINGS,
    CAPACITY,
    CHURCHES,
    COUNCIL_ART,
    HOUSE_SLOTS,
    PORT_CITIES,
    RESOURCES,
    SHIPS,
    TRADE_CITIES,
    TRADE_HOUSES,
    WAREHOUSE_SIZE,
    WORKSHOP_SIZE,
    WORKSHOPS,
)
from .state import CalimalaState

RES = {r: i for i, r in enumerate(RESOURCES)}
ART_AREA = {b: f"{b}.art" for b in BUILDINGS}                                     # a building's artwork slots
ROW_AREA = {(r, c): f"{c}.{r}" for c in CHURCHES for r in RESOURCES}              # a church's row of a resource
COST_AT = {item: tuple((RES[r], k) for r, k in cost.items()) for item, cost in BUILD_COST.items()}
Choice = tuple[Any, ...]
"""How an action is carried out: ``()``, ``("house", city)``, ``(city, workshop)``, ``(resource, church)``..."""


def free(s: CalimalaState, area: str) -> int:
    return CAPACITY[area] - sum(s.board[area])


def houses_of(s: CalimalaState, p: int) -> list[str]:
    return [c for c in TRADE_CITIES if p in s.houses[c]]


def build_options(s: CalimalaState, p: int) -> list[Choice]:
    """Build: a ship (2 wood), a trade house (2 brick, one per trade city), a workshop (wood + brick)."""
    wh = s.wh[p]
    out: list[Choice] = []
    if s.ships[p] < SHIPS and _pays(wh, "ship"):
        out.append(("ship",))
    if sum(p in s.houses[c] for c in TRADE_CITIES) < TRADE_HOUSES and _pays(wh, "house"):
        out += [("house", c) for c in TRADE_CITIES if p not in s.houses[c] and len(s.houses[c]) < HOUSE_SLOTS]
    if len(s.shops[p]) < WORKSHOPS and _pays(wh, "workshop"):
        out.append(("workshop",))
    return out


def _pays(wh: list[int], item: str) -> bool:
    return all(wh[i] >= k for i, k in COST_AT[item])


def delivery_options(s: CalimalaState, p: int, action: str, used: Collection[str] = ()) -> list[Choice]:
    """Ship / Transport: one cloth cube from a workshop to a city with an empty slot."""
    shops = [i for i, c in enumerate(s.shops[p]) if c]
    if not shops:
        return []
    if action == "ship":
        cities = [c for c in PORT_CITIES if free(s, c)] if s.ships[p] else []
    else:
        cities = [c for c in TRADE_CITIES if p in s.houses[c] and c not in used and free(s, c)]
    return [(c, i) for c in cities for i in shops]


def options(s: CalimalaState, p: int, action: str) -> list[Choice]:
    """Every choice for carrying out ``action`` (the first delivery for Ship / Transport); [] if not doable."""
    if action in RES:
        return [()] if s.wh[p][RES[action]] < WAREHOUSE_SIZE and s.cubes[p] else []
    if action == "weave":
        return [()] if s.cubes[p] and any(c < WORKSHOP_SIZE for c in s.shops[p]) else []
    if action in ("ship", "transport"):
        return delivery_options(s, p, action)
    if action == "build":
        return build_options(s, p)
    if action == "artwork":
        return [(b,) for b in BUILDINGS if free(s, ART_AREA[b])] if s.wh[p][2] else []
    return [(r, c) for r in RESOURCES if s.wh[p][RES[r]] for c in CHURCHES if free(s, ROW_AREA[r, c])]


def doable(s: CalimalaState, p: int, action: str) -> bool:
    if action in RES:
        return s.wh[p][RES[action]] < WAREHOUSE_SIZE and s.cubes[p] > 0
    if action == "weave":
        return s.cubes[p] > 0 and any(c < WORKSHOP_SIZE for c in s.shops[p])
    if action == "ship":
        return s.ships[p] > 0 and any(s.shops[p]) and any(free(s, c) for c in PORT_CITIES)
    if action == "transport":
        return any(s.shops[p]) and any(free(s, c) for c in TRADE_CITIES if p in s.houses[c])
    return bool(options(s, p, action))


def _to_board(s: CalimalaState, p: int, area: str, neutral: bool) -> None:
    """A cube onto the main board; in a stack with a neutral disc a neutral cube follows (D-C6)."""
    s.board[area][p] += 1
    if neutral and s.neutral and free(s, area):
        s.board[area][-1] += 1
        s.neutral -= 1


def perform(s: CalimalaState, p: int, action: str, choice: Choice, neutral: bool = False) -> None:
    """Carry out ``action`` (one delivery for Ship / Transport) with a choice from ``options``."""
    if action in RES:
        s.wh[p][RES[action]] += 1
        s.cubes[p] -= 1
    elif action == "weave":
        shops = s.shops[p]
        for i, c in enumerate(shops):  # one cube on each workshop with an empty slot, leftmost first
            if c < WORKSHOP_SIZE and s.cubes[p]:
                shops[i] += 1
                s.cubes[p] -= 1
    elif action in ("ship", "transport"):
        city, shop = choice
        s.shops[p][shop] -= 1
        _to_board(s, p, city, neutral)
    elif action == "build":
        for r, k in BUILD_COST[choice[0]].items():
            s.wh[p][RES[r]] -= k
            s.cubes[p] += k
        if choice[0] == "ship":
            s.ships[p] += 1
        elif choice[0] == "house":
            s.houses[choice[1]].append(p)
        else:
            s.shops[p].append(0)  # the leftmost empty workshop slot
    elif action == "artwork":
        s.wh[p][2] -= 1
        area = ART_AREA[choice[0]]
        _to_board(s, p, area, neutral)
        if area == COUNCIL_ART and p not in s.council_art:
            s.council_art.append(p)
    else:
        resource, church = choice
        s.wh[p][RES[resource]] -= 1
        _to_board(s, p, ROW_AREA[resource, church], neutral)

