"""Choosing and activating an action space ("Sequence of Play").

The placer resolves first (both actions, each twice with a white disc), then the owners of the
coloured discs 2nd and 3rd from the top. Each resolver does, skips or is compensated for every
pending action and may play action cards before or after each of them. The placer has to conduct
at least one connected action: a disc may only go where that is possible (if need be with cards),
and he may not skip, draw or play a card so that it becomes impossible.
"""

from __future__ import annotations

import copy

from ...core import Event
from .actions import delivery_options, doable, free, houses_of, options, perform
from .cards import discard, draw
from .data import (
    ACTIONS,
    ART_SLOTS,
    CHURCHES,
    PORT_CITIES,
    RESOURCES,
    STREET_INDEX,
    STREET_NAMES,
    STREETS,
    TRADE_CITIES,
)
from .scoring import end_turn, push_out, swap_choices, swap_from
from .state import Activation

KINDS = ("coloured", "white", "neutral")
MODE = {"coloured": "placer", "white": "white", "neutral": "neutral"}
DELIVERY = ("ship", "transport")


def street_actions(s, street: int) -> tuple[str, str]:
    a, b = STREETS[STREET_NAMES[street]]
    return s.grid[a], s.grid[b]


# --- can an action be made doable, if need be by playing action cards ---------------------------
def reachable(s, p: int, targets, neutral: bool) -> bool:
    """True if one of ``targets`` is doable now or after playing some of ``p``'s action cards."""
    if any(doable(s, p, x) for x in targets):
        return True
    targets = [x for x in targets if not _hopeless(s, p, x)]
    if not targets or not any(s.hands[p]):
        return False
    return _search(s, p, targets, neutral, set())


def _hopeless(s, p: int, x: str) -> bool:
    """Board slots only fill up: an action whose slots are all taken can never become doable."""
    if x == "ship":
        return not any(free(s, c) for c in PORT_CITIES)
    if x == "transport":
        return not any(free(s, c) for c in TRADE_CITIES)
    if x == "artwork":
        return not any(free(s, f"{b}.art") for b in ART_SLOTS)
    if x == "contribute":
        return not any(free(s, f"{c}.{r}") for c in CHURCHES for r in RESOURCES)
    return False


def _search(s, p, targets, neutral, seen) -> bool:
    key = (s.cubes[p], tuple(s.wh[p]), tuple(sorted(s.shops[p])), s.ships[p], tuple(houses_of(s, p)),
           tuple(s.hands[p]), tuple(map(sum, s.board.values())))
    if key in seen:
        return False
    seen.add(key)
    for i, x in enumerate(ACTIONS):
        if not s.hands[p][i]:
            continue
        for choice in _search_choices(s, p, x):
            t = _scratch(s, p)
            t.hands[p][i] -= 1
            perform(t, p, x, choice, neutral)
            if any(doable(t, p, y) for y in targets) or _search(t, p, targets, neutral, seen):
                return True
    return False


def _scratch(s, p: int):
    """A copy for trying card plays of ``p``: only what ``perform`` can change is copied."""
    t = copy.copy(s)
    t.legal = None
    t.board = {k: list(v) for k, v in s.board.items()}
    t.houses = {k: list(v) for k, v in s.houses.items()}
    t.cubes, t.ships, t.first_art = list(s.cubes), list(s.ships), list(s.first_art)
    t.wh, t.shops, t.hands = list(s.wh), list(s.shops), list(s.hands)
    t.wh[p], t.shops[p], t.hands[p] = list(s.wh[p]), list(s.shops[p]), list(s.hands[p])
    return t


def _search_choices(s, p, x) -> list[tuple]:
    """The card plays worth trying: which church or city receives a cube never helps the player,
    and a delivery only helps by freeing a workshop slot, so one from the fullest workshop."""
    opts = options(s, p, x)
    if not opts or x not in DELIVERY + ("artwork", "contribute"):
        return opts
    if x in DELIVERY:
        fullest = max(range(len(s.shops[p])), key=lambda i: s.shops[p][i])
        return [next(o for o in opts if o[1] == fullest)]
    if x == "artwork":
        return opts[:1]
    firsts = {}
    for o in opts:
        firsts.setdefault(o[0], o)
    return list(firsts.values())


# --- placing a disc ------------------------------------------------------------------------------
def place_actions(s) -> list[tuple]:
    p = s.turn
    cache: dict = {}

    def reach(x, neutral):
        if (x, neutral) not in cache:
            cache[x, neutral] = reachable(s, p, (x,), neutral)
        return cache[x, neutral]

    kinds = [k for k, c in zip(KINDS, s.discs[p]) if c]
    streets = {}  # whether the stack holds a neutral disc -> the streets where he can conduct an action
    for neutral in {kind == "neutral" for kind in kinds}:
        streets[neutral] = [name for i, name in enumerate(STREET_NAMES)
                            if any(reach(x, neutral or any(d[0] == "n" for d in s.stacks[i]))
                                   for x in street_actions(s, i))]
    out = [("place", name, kind) for kind in kinds for name in streets[kind == "neutral"]]
    if not out:  # DESIGNED (RULES-NOTES): nowhere can he conduct an action: any space will do
        out = [("place", name, kind) for kind in kinds for name in STREET_NAMES]
    return out


def place(s, street: int, kind: str) -> None:
    p = s.turn
    k = KINDS.index(kind)
    s.discs[p][k] -= 1
    stack = s.stacks[street]
    stack.append("cwn"[k] + str(p))
    a = Activation()
    a.street, a.out, a.step = street, None, None
    a.neutral = any(d[0] == "n" for d in stack)
    a.queue = []
    if kind != "neutral":  # a neutral disc does not reactivate the discs below it (D-C6)
        a.queue = [(int(d[1:]), "lower") for d in reversed(stack[-(s.limit - 1):-1]) if d[0] == "c"]
    s.act = a
    s.phase = "resolve"
    _begin(s, p, MODE[kind])
    advance(s)


def _begin(s, seat: int, mode: str) -> None:
    a = s.act
    x, y = street_actions(s, a.street)
    a.seat, a.mode, a.conducted, a.step = seat, mode, False, None
    a.pending = [x, y, x, y] if mode == "white" else [x, y]


# --- resolving the activated discs ---------------------------------------------------------------
def must_conduct(s) -> bool:
    a = s.act
    return a.mode != "lower" and not a.conducted


def resolve_actions(s) -> list[tuple]:
    a = s.act
    p = a.seat
    if a.out is not None:
        return [("seat_from", STREET_NAMES[i], j) for i, j in swap_choices(s)]
    must = must_conduct(s)
    guard = must and reachable(s, p, a.pending, a.neutral)
    if a.step:
        action, _, left, used = a.step
        out = [(action,) + o for o in delivery_options(s, p, action, used)] if left else []
        if guard:
            out = [m for m in out if _keeps_reach(s, m)]
        return out + [("stop",)]
    out = []
    for x in dict.fromkeys(a.pending):
        rest = list(a.pending)
        rest.remove(x)
        opts = options(s, p, x)
        if opts:
            out += [("do", x) + o for o in opts]
            if not must or reachable(s, p, rest, a.neutral):
                out.append(("skip", x))
        elif not must or reachable(s, p, rest, a.neutral) or not reachable(s, p, (x,), a.neutral):
            out.append(("draw", x))
    for i, x in enumerate(ACTIONS):
        if s.hands[p][i]:
            moves = [("card", x) + o for o in options(s, p, x)]
            out += [m for m in moves if _keeps_reach(s, m)] if guard else moves
    if not a.pending:
        out.append(("done",))
    return out


def _keeps_reach(s, move) -> bool:
    """After this card play or delivery can the placer still conduct a connected action?"""
    t = s.copy()
    t.events = []
    _apply(t, move)
    return reachable(t, t.act.seat, t.act.pending, t.act.neutral)


def resolve(s, action) -> None:
    _apply(s, action)
    advance(s)


def _apply(s, action) -> None:
    a = s.act
    p = a.seat
    kind = action[0]
    if kind in ("do", "card"):
        x, choice = action[1], action[2:]
        if kind == "do":
            a.pending.remove(x)
            a.conducted = True
        else:
            discard(s, p, x)
        perform(s, p, x, choice, a.neutral)
        if x in DELIVERY:
            left = (s.ships[p] if x == "ship" else len(houses_of(s, p))) - 1
            a.step = [x, kind, left, [choice[0]]]
    elif kind in DELIVERY:
        perform(s, p, kind, action[1:], a.neutral)
        a.step[2] -= 1
        a.step[3].append(action[1])
    elif kind == "stop":
        a.step = None
    elif kind == "skip":
        a.pending.remove(action[1])
    elif kind == "draw":
        a.pending.remove(action[1])
        draw(s, p)
    elif kind == "done":
        _next_resolver(s)
    elif kind == "seat_from":
        white, a.out = a.out, None
        swap_from(s, white, STREET_INDEX[action[1]], action[2])
        end_turn(s)


def advance(s) -> None:
    """Carry out what the rules force: the end of a delivery, compensation, the next resolver."""
    while s.phase == "resolve" and s.act.out is None:
        a = s.act
        p = a.seat
        if a.step:
            action, _, left, used = a.step
            if left and delivery_options(s, p, action, used):
                return
            a.step = None
        if any(doable(s, p, x) for x in a.pending):
            return
        if any(s.hands[p][i] and doable(s, p, x) for i, x in enumerate(ACTIONS)):
            return
        if a.pending:
            x = a.pending.pop(0)
            s.events.append(Event(f"{s.names[p]} cannot {x.capitalize()} and draws an action card instead."))
            draw(s, p)
        else:
            _next_resolver(s)


def _next_resolver(s) -> None:
    a = s.act
    if a.queue:
        seat, mode = a.queue.pop(0)
        s.events.append(Event(f"{s.names[seat]}'s disc is activated."))
        _begin(s, seat, mode)
        return
    if len(s.stacks[a.street]) == s.limit and not push_out(s):
        return  # the active player chooses the stack to take a coloured disc from
    end_turn(s)


def actor(s) -> int:
    a = s.act
    return s.turn if a.out is not None else a.seat
