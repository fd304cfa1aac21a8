"""American Kingdoms: extension tile 1's new harbour and the special shipping orders (AK "Special Shipping
Orders"; §8.3).

One special order lies face up below the new harbour (``SantaMariaState.special``; the rest in their own
face-down stack). A shipping decision may fulfil it instead of an order at a dock (``ship_offers``; on
retiring space 4 too, ``data.SPECIAL_ORDER_ON_RETIRING``, §8.11 Q8): pay its cost (coins and cacao
included; gold is wild; Navigation takes one resource off, not coins), then the tile goes to a dock of
your harbour other than the one(s) where you have the most tiles (any dock when all are equal). When more
than one dock is allowed that is its own decision (the "dock" task); then a new special order is revealed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core import Action, Event, LoadError
from ...core.i18n import Message
from ...core.serial import expect
from .data import DOCKS, ORDERS, SPECIAL_ORDER_ON_RETIRING, Cost
from .draws import draw
from .effects import has_scholar, pay
from .hooks import FaceDown, Module
from .state import SantaMariaState, SpecialOrders, Task
from .words import comma_list, cost_text, dock_name, dock_word, order_text, paid_text


def _orders(s: SantaMariaState) -> SpecialOrders:
    if s.special is None:
        raise ValueError("no special shipping orders in this game")
    return s.special


def _setup(s: SantaMariaState) -> None:
    """Shuffle the special orders into their stack and reveal one below the new harbour."""
    stack = list(s.rules.special_orders)
    s.rng, shown = draw(s.rng, stack, 1)
    s.special = SpecialOrders(shown=shown[0] if shown else None, stack=stack)


def offers(s: SantaMariaState, p: int) -> list[tuple[Action, Cost]]:
    """The special order as an answer to a shipping decision, with its cost (Navigation: one resource
    less, the player's choice)."""
    shown = _orders(s).shown
    if shown is None or (s.out[p] and not SPECIAL_ORDER_ON_RETIRING):
        return []
    cost = ORDERS[shown][0]
    if not has_scholar(s, p, "S6"):
        return [(("special",), cost)]
    out: list[tuple[Action, Cost]] = []
    for res in cost:
        if res != "coins":
            cheaper = {r: n - (r == res) for r, n in cost.items()}
            out.append((("special", res), {r: n for r, n in cheaper.items() if n}))
    return out


def allowed_docks(s: SantaMariaState, p: int) -> list[int]:
    """The docks a special order may go to: not those with the most tiles, unless all hold as many."""
    counts = [len(dock) for dock in s.harbour[p]]
    most = max(counts)
    return [d for d, n in enumerate(counts) if n < most] or list(range(len(DOCKS)))


def _fulfil(s: SantaMariaState, task: Task, action: Action) -> None:
    """Pay, take the order, dock it (or ask where), reveal the next special order."""
    p, specials = task[1], _orders(s)
    order = specials.shown
    if order is None:
        raise ValueError("no special shipping order to fulfil")
    pay(s, p, next(c for a, c in offers(s, p) if a == tuple(action)))
    docks = allowed_docks(s, p)
    if len(docks) == 1:
        _dock_at(s, p, order, docks[0])
    else:
        s.tasks.append(("dock", p, order))
    s.rng, drawn = draw(s.rng, specials.stack, 1)
    specials.shown = drawn[0] if drawn else None
    if specials.shown is not None:
        s.events.append(Event(Message("santamaria.event.new_special", order=order_text(specials.shown))))


def _dock_at(s: SantaMariaState, p: int, order: str, dock: int) -> None:
    s.harbour[p][dock].append(order)


def _dock_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    return [("dock", d) for d in allowed_docks(s, task[1])], True


def _dock(s: SantaMariaState, task: Task, action: Action) -> None:
    _dock_at(s, task[1], task[2], action[1])


# --- words -------------------------------------------------------------------------------------
def _fulfilled(s: SantaMariaState, p: int, action: Action) -> str:
    order = _orders(s).shown
    cost = next((c for a, c in offers(s, p) if a == tuple(action)), {})
    docks = allowed_docks(s, p)
    said = {"who": s.names[p], "order": order_text(order or ""), "paid": paid_text(s, p, cost)}
    if len(docks) == 1:
        return Message("santamaria.log.special_docked", **said, dock=dock_name(DOCKS[docks[0]]))
    return Message("santamaria.log.special", **said)


def _docked(s: SantaMariaState, p: int, action: Action) -> str:
    return Message("santamaria.log.dock", who=s.names[p], order=order_text(s.tasks[-1][2]),
                   dock=dock_name(DOCKS[action[1]]))


def _why_not_special(s: SantaMariaState, p: int, action: Action) -> str:
    shown = _orders(s).shown
    if shown is None:
        return Message("santamaria.why.no_special")
    if s.out[p] and not SPECIAL_ORDER_ON_RETIRING:
        return Message("santamaria.why.retiring_dock_only")
    return Message("santamaria.why.special_cost", cost=cost_text(ORDERS[shown][0]))


def _why_not_dock(s: SantaMariaState, p: int, action: Action) -> str:
    names = comma_list([dock_word(DOCKS[d]) for d in allowed_docks(s, p)])
    return Message("santamaria.why.special_dock", docks=names)


# --- the state ---------------------------------------------------------------------------------------
def _view(s: SantaMariaState) -> dict[str, Any]:
    specials = _orders(s)
    shown = specials.shown
    return {"special_order": None if shown is None else {"order": shown, "cost": dict(ORDERS[shown][0]),
                                                          "points": ORDERS[shown][1]},
            "special_stack": len(specials.stack)}


def _save(s: SantaMariaState) -> dict[str, Any]:
    specials = _orders(s)
    return {"special_order": specials.shown, "special_stack": sorted(specials.stack)}


def _load(s: SantaMariaState, data: Mapping[str, Any]) -> None:
    shown = None if data["special_order"] is None else expect(data["special_order"], str, "special_order")
    if shown is not None and shown not in s.rules.special_orders:
        raise LoadError(Message("santamaria.load.special_order", path="special_order", value=repr(shown)))
    stack = [expect(x, str, "special_stack") for x in expect(data["special_stack"], list, "special_stack")]
    s.special = SpecialOrders(shown=shown, stack=stack)


def _components(s: SantaMariaState) -> Mapping[str, list[str]]:
    specials = _orders(s)
    pending = [t[2] for t in s.tasks if t[0] == "dock"]
    return {"shipping tiles": [*filter(None, [specials.shown]), *specials.stack, *pending]}


def _face_down(s: SantaMariaState) -> list[FaceDown]:
    return [(("special", "stack"), "special shipping orders", _orders(s).stack)]


MODULE = Module(
    name="ak_shipping", setup=_setup, ship_offers=offers,
    answers={"special": _fulfil, "dock": _dock}, answering={"special": "ship", "dock": "dock"},
    decisions={"dock": _dock_choices},
    prompts={"dock": lambda s, task: Message("santamaria.prompt.dock", order=order_text(task[2]))},
    log={"special": _fulfilled, "dock": _docked},
    refusals={"special": _why_not_special, "dock": _why_not_dock},
    view=_view, keys=("special_order", "special_stack"), save=_save, load=_load,
    task_args={"dock": (frozenset(ORDERS),)}, components=_components, face_down=_face_down,
)
