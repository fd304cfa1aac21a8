"""American Kingdoms, Module D: the Mayan City's trades with the other players (AK "Module D: Action Cards", Trade:
"Trade with other players. You may trade (in any combination) any number of resources (incl. gold) and coins if the
players agree"; solo: "you may only trade with the supply").

In the trade action's "trading" decision (``ak_maya_cards``) the City may start an offer to any other seat
(``("offer", seat)``). It builds the offer in its "offering" decision, one item an action: ``("offer_give", item)``
adds one to what it gives, ``("offer_ask", item)`` one to what it asks, ``("offer_back", item)`` takes one back,
``("offer_send",)`` sends it, ``("offer_withdraw",)`` withdraws it (back to trading). The items are each resource,
gold and coins (``ITEMS``), each on one side only; only what each side holds and can hold is offered (the City's
storage tiles, its gold storage of any size; a colonist's storage). The offer sent is the "offered" decision of the
colonist (``SantaMariaState.deciding`` is that seat): ``("offer_accept",)`` moves everything at once (resources
from and to the supply, as the City's tiles turn empty or full; gold and coins from hand to hand),
``("offer_decline",)`` changes nothing; then the City's trading decision again. The offer in progress is
``MayanCity.offer``; the offers declined in this trade action are ``MayanCity.refused`` (may not be sent again:
``data.MAYA_OFFER_REPEAT``), forgotten when the trade action ends (the automatic "traded" task under it).

Termination: the trade action ends when the City declines to trade on. Every offer sent is answered at once; a
declined one is never sent again in the same trade action, and the offers there are finite (each side bounded by
what its giver holds), so declines cannot go on for ever; every other step is a trade that moves goods (as a trade
with the supply does) or one of the City's own steps in building an offer, each of which it may end by sending
or withdrawing it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core import Action, LoadError
from ...core.i18n import Message
from ...core.serial import expect, expect_keys
from .ak_maya_city import CITY, city
from .ak_maya_storage import KINDS
from .data import MAYA_OFFER_REPEAT
from .effects import RI, room
from .hooks import TaskArg
from .state import Offer, SantaMariaState, Task
from .words import amount, or_words, resource_word

COINS = "coins"
ITEMS = (*KINDS, COINS)          # what may be traded: each resource, gold (in KINDS), coins
GIVES, ASKS = "gives", "asks"    # the City's side, the other player's side
OFFERING, OFFERED, TRADED = "offering", "offered", "traded"   # the City builds; the colonist answers; the end


def offer(s: SantaMariaState) -> Offer:
    o = city(s).offer
    if o is None:
        raise ValueError("no offer in progress")
    return o


# --- what each side holds and can hold ------------------------------------------------------------------
def held(s: SantaMariaState, p: int, item: str) -> int:
    return s.coins[p] if item == COINS else s.res[p][RI[item]]


def can_take(s: SantaMariaState, p: int, item: str, n: int) -> bool:
    """May seat ``p`` hold ``n`` more of ``item``? Coins without limit; a resource up to the storage's room (the
    City's: one a storage tile, gold any number, ``ak_maya_storage.room``)."""
    return item == COINS or held(s, p, item) + n <= room(s, p, item)


def parties(o: Offer, side: str) -> tuple[int, int]:
    """(giver, taker) of a side of the offer."""
    return (CITY, o.seat) if side == GIVES else (o.seat, CITY)


def _sides(o: Offer) -> tuple[tuple[str, dict[str, int]], ...]:
    return (GIVES, o.gives), (ASKS, o.asks)


def fits(s: SantaMariaState, o: Offer, side: str, item: str, n: int) -> bool:
    """May ``n`` of ``item`` be on that side: the giver holds it and the taker has room for it."""
    giver, taker = parties(o, side)
    return held(s, giver, item) >= n and can_take(s, taker, item, n)


def short(s: SantaMariaState, o: Offer, side: str, item: str, n: int) -> str:
    """Why ``n`` of ``item`` cannot be on that side ("" when it can): the giver lacks it or the taker has no room."""
    if fits(s, o, side, item, n):
        return ""
    giver, taker = parties(o, side)
    have = held(s, giver, item)
    if have < n:
        key = "santamaria.why.not_held_only" if have else "santamaria.why.not_held"
        return Message(key, who=who(s, giver), what=item_text(item, n), have=have)
    space = room(s, taker, item) - held(s, taker, item)
    key = "santamaria.why.no_room_but" if space > 0 else "santamaria.why.no_room"
    return Message(key, who=who(s, taker), what=item_text(item, n), space=space)


def can_add(s: SantaMariaState, o: Offer, side: str, item: str) -> bool:
    mine, other = (o.gives, o.asks) if side == GIVES else (o.asks, o.gives)
    return item in ITEMS and item not in other and fits(s, o, side, item, mine.get(item, 0) + 1)


def shortfall(s: SantaMariaState, o: Offer) -> str:
    """Why the trade cannot be made as things stand ("" when it can)."""
    return next((short(s, o, side, item, n) for side, items in _sides(o) for item, n in items.items()
                 if not fits(s, o, side, item, n)), "")


def can_send(s: SantaMariaState, o: Offer) -> bool:
    """May the offer be sent: something on each side, not declined already (``may_send`` says why not)."""
    return bool(o.gives and o.asks) and (MAYA_OFFER_REPEAT or o not in city(s).refused)


def may_send(s: SantaMariaState, o: Offer) -> str:
    """Why the offer may not be sent ("" when it may): something on each side, not declined already."""
    if can_send(s, o):
        return ""
    if not o.gives or not o.asks:
        return Message("santamaria.why.offer_sides")
    return Message("santamaria.why.offer_refused", who=s.names[o.seat])


def offer_actions(s: SantaMariaState, p: int) -> list[Action]:
    """The offers the City may start in its trading decision: to each other seat (none solo) with something the
    City can give it and something it can ask of it."""
    return [("offer", q) for q in range(s.players) if q != CITY and _worth(s, q)]


def _worth(s: SantaMariaState, q: int) -> bool:
    empty = Offer(seat=q, gives={}, asks={})
    return all(any(can_add(s, empty, side, item) for item in ITEMS) for side in (GIVES, ASKS))


# --- the decisions --------------------------------------------------------------------------------------
def _start(s: SantaMariaState, task: Task, action: Action) -> None:
    """An offer to that seat: the City's "offering" decision, its trading decision under it."""
    city(s).offer = Offer(seat=action[1], gives={}, asks={})
    s.tasks += [("trading", task[1]), (OFFERING, task[1])]


def _offering_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    o = offer(s)
    acts: list[Action] = [("offer_give", i) for i in ITEMS if can_add(s, o, GIVES, i)]
    acts += [("offer_ask", i) for i in ITEMS if can_add(s, o, ASKS, i)]
    acts += [("offer_back", i) for i in ITEMS if i in o.gives or i in o.asks]
    if can_send(s, o):
        acts.append(("offer_send",))
    return acts + [("offer_withdraw",)], True


def changed(o: Offer, action: Action) -> Offer:
    """The offer after one step of building it: one more of an item given or asked, or one taken back."""
    kind, item = action
    side = GIVES if kind == "offer_give" or (kind == "offer_back" and item in o.gives) else ASKS
    sides = {GIVES: dict(o.gives), ASKS: dict(o.asks)}
    sides[side][item] = sides[side].get(item, 0) + (-1 if kind == "offer_back" else 1)
    if not sides[side][item]:
        del sides[side][item]
    return Offer(seat=o.seat, gives=sides[GIVES], asks=sides[ASKS])


def _step(s: SantaMariaState, task: Task, action: Action) -> None:
    city(s).offer = changed(offer(s), action)
    s.tasks.append(task)


def _send(s: SantaMariaState, task: Task, action: Action) -> None:
    s.tasks.append((OFFERED, offer(s).seat))


def _withdraw(s: SantaMariaState, task: Task, action: Action) -> None:
    city(s).offer = None


def _offered_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    """Accept (while the trade can be made: the colonist may buy and sell at the market first), or decline."""
    acts: list[Action] = [] if shortfall(s, offer(s)) else [("offer_accept",)]
    return acts + [("offer_decline",)], True


def _accept(s: SantaMariaState, task: Task, action: Action) -> None:
    """Everything at once: each side's items from its giver to its taker."""
    o = offer(s)
    for side, items in _sides(o):
        giver, taker = parties(o, side)
        for item, n in items.items():
            _move(s, item, giver, -n)
            _move(s, item, taker, n)
    city(s).offer = None


def _move(s: SantaMariaState, item: str, p: int, n: int) -> None:
    if item == COINS:
        s.coins[p] += n
    else:
        s.res[p][RI[item]] += n


def _decline(s: SantaMariaState, task: Task, action: Action) -> None:
    c = city(s)
    c.refused.append(offer(s))
    c.offer = None


def _traded(s: SantaMariaState, task: Task) -> None:
    """The trade action is over: the offers declined in it are forgotten."""
    city(s).refused = []


# --- words ----------------------------------------------------------------------------------------------
def who(s: SantaMariaState, p: int) -> str:
    """A seat's name; the City's with its role: "Ana (the Mayan City)"."""
    return Message("santamaria.city_name", name=s.names[p]) if p == CITY else s.names[p]


def item_text(item: str, n: int) -> Message:
    """"1 wood", "2 gold", "1 coin", "3 coins"."""
    return amount(item, n)


def side_text(items: Mapping[str, int]) -> Message:
    """"1 wood and 2 coins", in the order of the items; "nothing"."""
    if not items:
        return Message("santamaria.nothing")
    return Message("santamaria.list", items=[item_text(i, items[i]) for i in ITEMS if i in items])


def offer_text(o: Offer) -> Message:
    """"1 wood for 2 coins": what the City gives for what it asks."""
    return Message("santamaria.offer", gives=side_text(o.gives), asks=side_text(o.asks))


def trading_prompt(s: SantaMariaState, task: Task) -> Message:
    return Message("santamaria.prompt.trading" if s.players > 1 else "santamaria.prompt.trading_solo")


def _offering_prompt(s: SantaMariaState, task: Task) -> Message:
    o = offer(s)
    return Message("santamaria.prompt.offering", to=s.names[o.seat], gives=side_text(o.gives), asks=side_text(o.asks))


def _offered_prompt(s: SantaMariaState, task: Task) -> Message:
    """"Ana (the Mayan City) offers you 1 wood for 2 coins: accept or decline." (after the colonist's name)."""
    o = offer(s)
    why = shortfall(s, o)
    if why:
        return Message("santamaria.prompt.offered_short", city=who(s, CITY), offer=offer_text(o), why=why)
    return Message("santamaria.prompt.offered", city=who(s, CITY), offer=offer_text(o))


def _step_text(s: SantaMariaState, p: int, action: Action) -> Message:
    """"adds 1 wood to what the City gives Bea (1 wood for nothing)", "takes 1 coin back from the offer to Bea"."""
    o = changed(offer(s), action)
    return Message(f"santamaria.log.{action[0]}", who=s.names[p], one=item_text(action[1], 1), to=s.names[o.seat],
                   offer=offer_text(o))


def _traded_log(s: SantaMariaState, p: int, action: Action) -> Message:
    """"accepts the trade: the Mayan City gives 1 wood, Bea gives 2 coins" (or declines: "would give")."""
    o = offer(s)
    return Message(f"santamaria.log.{action[0]}", who=s.names[p], gives=side_text(o.gives), to=s.names[o.seat],
                   asks=side_text(o.asks))


def _why_not_start(s: SantaMariaState, p: int, action: Action) -> Message:
    if s.players == 1:
        return Message("santamaria.why.offer_solo")
    if len(action) != 2 or action[1] not in range(s.players) or action[1] == CITY:
        return Message("santamaria.why.offer_to")
    return Message("santamaria.why.offer_nothing", who=s.names[action[1]])


def _why_not_add(s: SantaMariaState, p: int, action: Action) -> str:
    if len(action) != 2 or action[1] not in ITEMS:
        return Message("santamaria.why.offer_item", items=or_words([resource_word(i) if i != COINS else
                                                                     Message("santamaria.coins_word") for i in ITEMS]))
    o, item = offer(s), action[1]
    side, mine, other = (GIVES, o.gives, o.asks) if action[0] == "offer_give" else (ASKS, o.asks, o.gives)
    if item in other:
        what = resource_word(item) if item != COINS else Message("santamaria.coins_word")
        return Message("santamaria.why.offer_asks" if side == GIVES else "santamaria.why.offer_gives", item=what)
    return short(s, o, side, item, mine.get(item, 0) + 1)


def _why_not_accept(s: SantaMariaState, p: int, action: Action) -> Message:
    return Message("santamaria.why.offer_accept", why=shortfall(s, offer(s)))


LOG = {
    "offer": lambda s, p, a: Message("santamaria.log.offer", who=s.names[p], to=s.names[a[1]]),
    "offer_give": _step_text, "offer_ask": _step_text, "offer_back": _step_text,
    "offer_send": lambda s, p, a: Message("santamaria.log.offer_send", who=s.names[p], to=s.names[offer(s).seat],
                                          offer=offer_text(offer(s))),
    "offer_withdraw": lambda s, p, a: Message("santamaria.log.offer_withdraw", who=s.names[p],
                                              to=s.names[offer(s).seat]),
    "offer_accept": _traded_log, "offer_decline": _traded_log,
}
REFUSALS = {
    "offer": _why_not_start, "offer_give": _why_not_add, "offer_ask": _why_not_add,
    "offer_back": lambda s, p, a: Message("santamaria.why.offer_back"),
    "offer_send": lambda s, p, a: may_send(s, offer(s)), "offer_accept": _why_not_accept,
}
PROMPTS = {OFFERING: _offering_prompt, OFFERED: _offered_prompt}
ANSWERS = {"offer": _start, "offer_give": _step, "offer_ask": _step, "offer_back": _step, "offer_send": _send,
           "offer_withdraw": _withdraw, "offer_accept": _accept, "offer_decline": _decline}
ANSWERING = {"offer": "trading", "offer_give": OFFERING, "offer_ask": OFFERING, "offer_back": OFFERING,
             "offer_send": OFFERING, "offer_withdraw": OFFERING, "offer_accept": OFFERED, "offer_decline": OFFERED}
CHOICES = {OFFERING: _offering_choices, OFFERED: _offered_choices}
AUTOMATIC = {TRADED: _traded}
TASK_ARGS: dict[str, tuple[TaskArg, ...]] = {OFFERING: (), OFFERED: (), TRADED: ()}


# --- the view, the saved form, the checks -------------------------------------------------------------------
def _offer_out(o: Offer) -> dict[str, Any]:
    return {"seat": o.seat, "gives": {i: o.gives[i] for i in ITEMS if i in o.gives},
            "asks": {i: o.asks[i] for i in ITEMS if i in o.asks}}


def view(s: SantaMariaState) -> dict[str, Any]:
    """The offer in progress (public), whether it was sent, and the offers declined in this trade action."""
    c = city(s)
    o = c.offer
    return {"offer": None if o is None else {**_offer_out(o), "text": offer_text(o),
                                             "sent": bool(s.tasks) and s.tasks[-1][0] == OFFERED},
            "refused": [{**_offer_out(x), "text": offer_text(x)} for x in c.refused]}


def save(s: SantaMariaState) -> dict[str, Any]:
    c = city(s)
    return {"offer": None if c.offer is None else _offer_out(c.offer), "refused": [_offer_out(x) for x in c.refused]}


def _offer_in(value: object, players: int) -> Offer:
    d = expect_keys(value, "mayan_city offer", ("seat", "gives", "asks"))
    seat = expect(d["seat"], int, "mayan_city offer seat")
    sides = [expect(d[k], dict, f"mayan_city offer {k}") for k in (GIVES, ASKS)]
    if seat not in range(players) or seat == CITY or any(
            i not in ITEMS or not isinstance(n, int) or isinstance(n, bool) or n < 1 for side in sides
            for i, n in side.items()):
        raise LoadError(Message("santamaria.load.offer", path="mayan_city offer", gives="gives", asks="asks"))
    return Offer(seat=seat, gives=dict(sides[0]), asks=dict(sides[1]))


def load(d: Mapping[str, Any], players: int) -> tuple[Offer | None, list[Offer]]:
    """The offer in progress and the offers declined, from the saved form."""
    refused = [_offer_in(x, players) for x in expect(d["refused"], list, "mayan_city refused")]
    return (None if d["offer"] is None else _offer_in(d["offer"], players)), refused


def invariants(s: SantaMariaState) -> list[str]:
    """The offer matches its tasks, each item on one side, what the City gives held and what it asks room for; the
    offers declined only during a trade action; every other task the seat on turn's (Module C checks its own)."""
    c = city(s)
    kinds = [t[0] for t in s.tasks]
    problems: list[str] = []
    top = s.tasks[-1] if s.tasks else None
    if (c.offer is not None) != (top is not None and top[0] in (OFFERING, OFFERED)) \
            or any(k in (OFFERING, OFFERED) for k in kinds[:-1]):
        problems.append(Message("santamaria.check.offer_tasks", tasks=str(kinds)))
    elif c.offer is not None and top is not None:
        problems += _offer_problems(s, c.offer, top)
    if c.refused and TRADED not in kinds:
        problems.append(Message("santamaria.check.offers_declined"))
    if s.ambassadors is None and any(t[1] != s.seat for t in s.tasks if t[0] != OFFERED):
        problems.append(Message("santamaria.check.task_seat"))
    return problems


def _offer_problems(s: SantaMariaState, o: Offer, top: Task) -> list[str]:
    problems: list[str] = []
    if set(o.gives) & set(o.asks) or (top[0] == OFFERED and (top[1] != o.seat or not can_send(s, o))) \
            or len(s.tasks) < 2 or s.tasks[-2] != ("trading", CITY) or s.seat != CITY:
        problems.append(Message("santamaria.check.offer_place", offer=offer_text(o), seat=o.seat))
    if top[0] == OFFERING and shortfall(s, o):   # the colonist may buy and sell once it is sent: the City's side
        problems.append(Message("santamaria.check.offer_short", why=shortfall(s, o)))
    elif any(held(s, CITY, i) < n for i, n in o.gives.items()) or any(not can_take(s, CITY, i, n)
                                                                     for i, n in o.asks.items()):
        problems.append(Message("santamaria.check.offer_cannot", offer=offer_text(o)))
    return problems
