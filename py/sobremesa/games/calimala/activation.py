"""Choosing and activating an action space ("Sequence of Play").

The placer resolves first (both actions, each twice with a white disc), then the owners of the
coloured discs 2nd and 3rd from the top. Each resolver does, skips or is compensated for every
pending action and may play action cards before or after each of them. The placer has to conduct
at least one connected action: a disc may only go where that is possible (if need be with cards),
and he may not skip, draw or play a card so that it becomes impossible.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from ...core import Action, Event
from . import words
from .actions import ART_AREA, ROW_AREA, Choice, delivery_options, doable, free, houses_of, options, perform
from .cards import discard, draw
from .data import (
    ACTIONS,
    ART_SLOTS,
    PORT_CITIES,
    STREET_INDEX,
    STREET_NAMES,
    STREETS,
    TRADE_CITIES,
)
from .scoring import end_turn, push_out, swap_choices, swap_from
from .state import Activation, CalimalaState, Delivery

KINDS = ("coloured", "white", "neutral")
MODE = {"coloured": "placer", "white": "white", "neutral": "neutral"}
DELIVERY = ("ship", "transport")


def street_actions(s: CalimalaState, street: int) -> tuple[str, str]:
    a, b = STREETS[STREET_NAMES[street]]
    return s.grid[a], s.grid[b]


# --- can an action be made doable, if need be by playing action cards ---------------------------
def reachable(s: CalimalaState, p: int, targets: Collection[str], neutral: bool) -> bool:
    """True if one of ``targets`` is doable now or after playing some of ``p``'s action cards."""
    return bool(reachable_actions(s, p, targets, neutral, first=True))


def reachable_actions(s: CalimalaState, p: int, targets: Collection[str], neutral: bool,
                      first: bool = False) -> set[str]:
    """Those of ``targets`` doable now or after playing some of ``p``'s action cards (``first``: one of them is
    enough). The search tries the same card plays in the same order whatever it looks for and stops once it has
    what was asked, so one search answers for every target what a search for that target alone would."""
    found = {x for x in targets if doable(s, p, x)}
    if found and first:
        return found
    missing = {x for x in targets if x not in found and not _hopeless(s, p, x)}
    if missing and s.hands[p]:
        looked_for = set(missing)
        _explore(s, p, missing, len(missing) - 1 if first else 0, neutral, set())
        found |= looked_for - missing
    return found


def reach_memo(s: CalimalaState, p: int, targets: Collection[str]) -> Callable[[str, bool], bool]:
    """``reachable`` of one of ``targets`` at a time; the first question with a given ``neutral`` answers them all
    (``reachable_actions``)."""
    known: dict[bool, set[str]] = {}

    def reach(x: str, neutral: bool) -> bool:
        if neutral not in known:
            known[neutral] = reachable_actions(s, p, targets, neutral)
        return x in known[neutral]

    return reach


def _hopeless(s: CalimalaState, p: int, x: str) -> bool:
    """Board slots only fill up: an action whose slots are all taken can never become doable."""
    if x == "ship":
        return not any(free(s, c) for c in PORT_CITIES)
    if x == "transport":
        return not any(free(s, c) for c in TRADE_CITIES)
    if x == "artwork":
        return not any(free(s, ART_AREA[b]) for b in ART_SLOTS)
    if x == "contribute":
        return not any(free(s, area) for area in ROW_AREA.values())
    return False


def _key(s: CalimalaState, p: int) -> tuple[object, ...]:
    """What decides which actions the card plays from ``s`` can make doable for ``p``."""
    return (s.cubes[p], tuple(s.wh[p]), tuple(sorted(s.shops[p])), s.ships[p], tuple(houses_of(s, p)),
            tuple(sorted(s.hands[p])), tuple(map(sum, s.board.values())))


def _explore(s: CalimalaState, p: int, missing: set[str], until: int, neutral: bool,
             seen: set[tuple[object, ...]]) -> bool:
    """Play ``p``'s action cards depth first from ``s``, taking out of ``missing`` each action that becomes doable;
    True as soon as at most ``until`` are missing. A state like one tried before is not tried again (``_key``)."""
    key = _key(s, p)
    if key in seen:
        return False
    seen.add(key)
    for x in _in_hand(s, p):
        for choice in _search_choices(s, p, x):
            t = s.copy()
            t.hands[p].remove(x)
            perform(t, p, x, choice, neutral)
            missing.difference_update([y for y in missing if doable(t, p, y)])
            if len(missing) <= until or _explore(t, p, missing, until, neutral, seen):
                return True
    return False


def _in_hand(s: CalimalaState, p: int) -> list[str]:
    """The kinds of action card in ``p``'s hand, in the order of the actions."""
    return [x for x in ACTIONS if x in s.hands[p]]


def _search_choices(s: CalimalaState, p: int, x: str) -> list[Choice]:
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
    firsts: dict[str, Choice] = {}
    for o in opts:
        firsts.setdefault(o[0], o)
    return list(firsts.values())


# --- placing a disc ------------------------------------------------------------------------------
def place_actions(s: CalimalaState) -> list[Action]:
    p = s.turn
    reach = reach_memo(s, p, tuple(dict.fromkeys(s.grid)))
    kinds = [k for k, c in zip(KINDS, s.discs[p]) if c]
    # whether the stack holds a neutral disc -> the streets where he can conduct an action
    streets: dict[bool, list[str]] = {}
    for neutral in {kind == "neutral" for kind in kinds}:
        streets[neutral] = [name for i, name in enumerate(STREET_NAMES)
                            if any(reach(x, neutral or any(d[0] == "n" for d in s.stacks[i]))
                                   for x in street_actions(s, i))]
    out = [("place", name, kind) for kind in kinds for name in streets[kind == "neutral"]]
    if not out:  # DESIGNED (RULES-NOTES): nowhere can he conduct an action: any space will do
        out = [("place", name, kind) for kind in kinds for name in STREET_NAMES]
    return out


def place(s: CalimalaState, street: int, kind: str) -> None:
    p = s.turn
    k = KINDS.index(kind)
    s.discs[p][k] -= 1
    stack = s.stacks[street]
    stack.append("cwn"[k] + str(p))
    queue = []
    if kind != "neutral":  # a neutral disc does not reactivate the discs below it (D-C6)
        queue = [(int(d[1:]), "lower") for d in reversed(stack[-(s.limit - 1):-1]) if d[0] == "c"]
    s.act = a = Activation(street=street, seat=p, mode=MODE[kind], pending=[], conducted=False,
                           neutral=any(d[0] == "n" for d in stack), queue=queue)
    s.phase = "resolve"
    _begin(a, street_actions(s, street), p, MODE[kind])
    advance(s)


def _begin(a: Activation, actions: tuple[str, str], seat: int, mode: str) -> None:
    """``seat`` resolves the street's two actions (each twice with a white disc)."""
    x, y = actions
    a.seat, a.mode, a.conducted, a.step = seat, mode, False, None
    a.pending = [x, y, x, y] if mode == "white" else [x, y]


# --- resolving the activated discs ---------------------------------------------------------------
def must_conduct(a: Activation) -> bool:
    return a.mode != "lower" and not a.conducted


def resolve_actions(s: CalimalaState) -> list[Action]:
    a = s.activation
    p = a.seat
    if a.out is not None:
        return [("seat_from", STREET_NAMES[i], j) for i, j in swap_choices(s)]
    must = must_conduct(a)
    reach = reach_memo(s, p, tuple(dict.fromkeys(a.pending)))
    guard = must and any(reach(x, a.neutral) for x in a.pending)
    if a.step:
        step = a.step
        out = [(step.action, *o) for o in delivery_options(s, p, step.action, step.used)] if step.left else []
        if guard:
            out = [m for m in out if _keeps_reach(s, m)]
        return [*out, ("stop",)]
    out = []
    for x in dict.fromkeys(a.pending):
        rest = list(a.pending)
        rest.remove(x)
        opts = options(s, p, x)
        if opts:
            out += [("do", x, *o) for o in opts]
            if not must or any(reach(y, a.neutral) for y in rest):
                out.append(("skip", x))
        elif not must or any(reach(y, a.neutral) for y in rest) or not reach(x, a.neutral):
            out.append(("draw", x))
    for x in _in_hand(s, p):
        moves = [("card", x, *o) for o in options(s, p, x)]
        out += [m for m in moves if _keeps_reach(s, m)] if guard else moves
    if not a.pending:
        out.append(("done",))
    return out


def _keeps_reach(s: CalimalaState, move: Action) -> bool:
    """After this card play or delivery can the placer still conduct a connected action?"""
    t = s.copy()
    t.events = []
    _apply(t, move)
    a = t.activation
    return reachable(t, a.seat, a.pending, a.neutral)


def resolve(s: CalimalaState, action: Action) -> None:
    _apply(s, action)
    advance(s)


def _apply(s: CalimalaState, action: Action) -> None:
    a = s.activation
    kind = action[0]
    if kind in ("do", "card"):
        _conduct(s, a, kind, action[1], action[2:])
    elif kind in DELIVERY:
        perform(s, a.seat, kind, action[1:], a.neutral)
        assert a.step is not None
        a.step.left -= 1
        a.step.used.append(action[1])
    elif kind == "stop":
        a.step = None
    elif kind == "skip":
        a.pending.remove(action[1])
    elif kind == "draw":
        a.pending.remove(action[1])
        draw(s, a.seat)
    elif kind == "done":
        _next_resolver(s)
    elif kind == "seat_from":
        white, a.out = a.out, None
        assert white is not None
        swap_from(s, white, STREET_INDEX[action[1]], action[2])
        end_turn(s)


def _conduct(s: CalimalaState, a: Activation, source: str, x: str, choice: Choice) -> None:
    """A connected action (``do``) or an action card (``card``); a Ship or Transport starts its deliveries."""
    p = a.seat
    if source == "do":
        a.pending.remove(x)
        a.conducted = True
    else:
        discard(s, p, x)
    perform(s, p, x, choice, a.neutral)
    if x in DELIVERY:
        left = (s.ships[p] if x == "ship" else len(houses_of(s, p))) - 1
        a.step = Delivery(action=x, source=source, left=left, used=[choice[0]])


def advance(s: CalimalaState) -> None:
    """Carry out what the rules force: the end of a delivery, compensation, the next resolver.

    Only what everyone can see decides: a resolver with action cards in hand decides himself (he may
    play one first), since waiting for him only when a card is playable would tell the table so.
    """
    while s.phase == "resolve" and s.activation.out is None:
        a = s.activation
        p = a.seat
        if a.step:
            if a.step.left and delivery_options(s, p, a.step.action, a.step.used):
                return
            a.step = None
        if s.hands[p] or any(doable(s, p, x) for x in a.pending):
            return
        if a.pending:
            x = a.pending.pop(0)
            s.events.append(Event(words.cannot_conduct(s.names[p], x)))
            draw(s, p)
        else:
            _next_resolver(s)


def _next_resolver(s: CalimalaState) -> None:
    a = s.activation
    if a.queue:
        seat, mode = a.queue.pop(0)
        s.events.append(Event(words.disc_activated(s.names[seat])))
        _begin(a, street_actions(s, a.street), seat, mode)
        return
    if len(s.stacks[a.street]) == s.limit and not push_out(s):
        return  # the active player chooses the stack to take a coloured disc from
    end_turn(s)


def actor(s: CalimalaState) -> int:
    a = s.activation
    return s.turn if a.out is not None else a.seat
