"""The position format: ``to_dict`` / ``from_dict`` (strict; the game then checks its invariants).

A position is a JSON object with these entries (seats are numbered clockwise from 0):

* ``players`` names; ``options`` ``{"layout", "stack_2p"}``; ``rng`` the generator state (an int);
* ``start`` the start player, ``turn`` the active player, ``phase`` one of cards, take, place, resolve, over;
  ``last_round`` true once all 15 scoring tiles are triggered;
* ``grid`` the 9 actions in slot order r0c0 ... r2c2; ``stacks`` street -> discs bottom first
  (``c1`` coloured of seat 1, ``w1`` white placed by seat 1, ``n1`` neutral placed by seat 1);
* ``discs`` per seat ``{"coloured", "white", "neutral"}`` in reserve; ``removed`` discs out of the game;
* ``council`` the 15 scoring tiles in reading order; ``seats`` per triggered tile the seat on it (or null);
* ``board`` area -> cubes per seat, the neutral colour last; ``houses`` trade city -> seats with a trade house;
* ``mats`` per seat ``{"cubes" (reserve), "warehouses" {wood, brick, marble}, "workshops" [cloth...], "ships"}``;
  ``neutral_cubes`` the neutral supply;
* ``hands`` per seat action -> count; ``deck`` (the last card is the top), ``discard``, ``display``;
* ``scoring_cards`` ``{"dealt", "kept", "shown", "faceup", "facedown", "boxed"}``: ``dealt`` per seat the cards dealt
  to it and not chosen (its choice, then the ones it put back in the box), ``boxed`` the ones never dealt;
* ``council_art`` seats in the order of their first artwork in the city council; ``score`` per seat;
* ``activation`` null, or ``{"street", "seat", "mode", "pending", "conducted", "step", "queue", "neutral", "out"}``
  with ``step`` null or ``[action, "do"|"card", deliveries left, cities used]``.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from ...core import LoadError
from ...core.i18n import Message
from ...core.serial import at, expect, expect_keys
from .data import (
    ACTIONS,
    AREAS,
    DISCS,
    GRID_SLOTS,
    PORT_CITIES,
    RESOURCES,
    SCORING_CARDS,
    SCORING_TILES,
    STACK_LIMIT,
    STACK_LIMIT_2P,
    STREET_INDEX,
    STREET_NAMES,
    TRADE_CITIES,
)
from .state import Activation, CalimalaState, Delivery

PHASES = ("cards", "take", "place", "resolve", "over")
MODES = ("placer", "white", "neutral", "lower")
KEYS = ("players", "options", "rng", "start", "turn", "phase", "last_round", "grid", "stacks", "discs", "removed",
        "council", "seats", "board", "houses", "mats", "neutral_cubes", "hands", "deck", "discard", "display",
        "scoring_cards", "council_art", "score", "activation")


def to_dict(s: CalimalaState) -> dict[str, Any]:
    a = s.act
    return {
        "players": list(s.names), "options": dict(s.options), "rng": s.rng, "start": s.start, "turn": s.turn,
        "phase": s.phase, "last_round": s.last_round, "grid": list(s.grid),
        "stacks": {name: list(s.stacks[i]) for i, name in enumerate(STREET_NAMES)},
        "discs": [dict(zip(("coloured", "white", "neutral"), d)) for d in s.discs], "removed": list(s.removed),
        "council": list(s.council), "seats": list(s.seats),
        "board": {k: list(v) for k, v in s.board.items()}, "houses": {k: list(v) for k, v in s.houses.items()},
        "mats": [{"cubes": s.cubes[p], "warehouses": dict(zip(RESOURCES, s.wh[p])), "workshops": list(s.shops[p]),
                  "ships": s.ships[p]} for p in range(s.players)],
        "neutral_cubes": s.neutral,
        "hands": [hand_counts(h) for h in s.hands],
        "deck": list(s.deck), "discard": list(s.discard), "display": list(s.display),
        "scoring_cards": {"dealt": [list(d) for d in s.dealt], "kept": [card_or_none(c) for c in s.kept],
                          "shown": [card_or_none(c) for c in s.shown], "faceup": list(s.faceup),
                          "facedown": list(s.facedown), "boxed": list(s.boxed)},
        "council_art": list(s.council_art), "score": list(s.score),
        "activation": None if a is None else {
            "street": STREET_NAMES[a.street], "seat": a.seat, "mode": a.mode, "pending": list(a.pending),
            "conducted": a.conducted,
            "step": None if a.step is None else [a.step.action, a.step.source, a.step.left, list(a.step.used)],
            "queue": [list(q) for q in a.queue], "neutral": a.neutral, "out": a.out},
    }


def hand_counts(hand: Sequence[str]) -> dict[str, int]:
    """A hand of action cards as action -> count, in the order of the actions."""
    return {x: hand.count(x) for x in ACTIONS if x in hand}


def card_or_none(cards: Sequence[str]) -> str | None:
    """A kept or laid-out scoring card (a list of at most one) as saved: the card, or null."""
    return cards[0] if cards else None


def _int(v: object, what: str, lo: int = 0, hi: int | None = None) -> int:
    n = expect(v, int, at(what))
    if n < lo or (hi is not None and n > hi):
        raise LoadError(Message("core.at_least", what=at(what), low=lo, number=n) if hi is None else
                        Message("core.range", what=at(what), low=lo, high=hi, number=n))
    return n


def _choice(v: object, allowed: Collection[str], what: str) -> str:
    if not isinstance(v, str) or v not in allowed:
        raise LoadError(Message("core.one_of", what=at(what), choices=", ".join(map(repr, allowed)), value=repr(v)))
    return v


def _list(v: object, what: str, n: int | None = None) -> list[Any]:
    items = expect(v, list, at(what))
    if n is not None and len(items) != n:
        raise LoadError(Message("core.entries", what=at(what), count=n, found=len(items)))
    return items


def _seat(v: object, n: int, what: str) -> int:
    return _int(v, what, 0, n - 1)


def _seat_or_none(v: object, n: int, what: str) -> int | None:
    return None if v is None else _seat(v, n, what)


def _disc(v: object, n: int, what: str) -> str:
    d = expect(v, str, at(what))
    if len(d) < 2 or d[0] not in "cwn" or not d[1:].isdigit() or int(d[1:]) >= n or str(int(d[1:])) != d[1:]:
        raise LoadError(Message("calimala.load.disc", what=at(what), value=repr(d)))
    return d


def _cards(v: object, what: str) -> list[str]:
    return [_choice(c, ACTIONS, what) for c in _list(v, what)]


def _scoring(v: object, what: str) -> list[str]:
    return [_choice(c, SCORING_CARDS, what) for c in _list(v, what)]


def _optional_card(v: object, what: str) -> list[str]:
    return [] if v is None else [_choice(v, SCORING_CARDS, what)]


def from_dict(data: dict[str, Any]) -> CalimalaState:
    expect_keys(data, Message("core.what.position"), KEYS)
    names = _list(data["players"], "players")
    if not 2 <= len(names) <= 5 or not all(isinstance(x, str) and x for x in names) or len(set(names)) != len(names):
        raise LoadError(Message("calimala.load.players", path="players"))
    n = len(names)
    opts = expect_keys(data["options"], at("options"), ("layout", "stack_2p"))
    _choice(opts["layout"], ("random", "first-game"), "options.layout")
    _int(opts["stack_2p"], "options.stack_2p", STACK_LIMIT_2P, STACK_LIMIT)
    grid = tuple(_choice(x, ACTIONS, "grid") for x in _list(data["grid"], "grid", len(GRID_SLOTS)))
    if sorted(grid) != sorted(ACTIONS):
        raise LoadError(Message("calimala.load.grid", path="grid"))
    stacks = expect_keys(data["stacks"], at("stacks"), STREET_NAMES)
    board = expect_keys(data["board"], at("board"), AREAS)
    houses = expect_keys(data["houses"], at("houses"), TRADE_CITIES)
    council_art = [_seat(x, n, "council_art") for x in _list(data["council_art"], "council_art")]
    if len(set(council_art)) != len(council_art):
        raise LoadError(Message("calimala.load.council_art", path="council_art"))
    s = CalimalaState(
        rng=_int(data["rng"], "rng", 0, (1 << 64) - 1), barrier=True, names=tuple(names), options=dict(opts),
        limit=opts["stack_2p"] if n == 2 else STACK_LIMIT, grid=grid,
        council=tuple(_choice(t, SCORING_TILES, "council") for t in _list(data["council"], "council", 15)),
        start=_seat(data["start"], n, "start"), turn=_seat(data["turn"], n, "turn"),
        phase=_choice(data["phase"], PHASES, "phase"), last_round=expect(data["last_round"], bool, at("last_round")),
        stacks=[[_disc(d, n, f"stacks.{k}") for d in _list(stacks[k], f"stacks.{k}")] for k in STREET_NAMES],
        discs=_discs(data["discs"], n), removed=[_disc(d, n, "removed") for d in _list(data["removed"], "removed")],
        seats=[_seat_or_none(x, n, "seats") for x in _list(data["seats"], "seats")],
        board={a: [_int(x, f"board.{a}") for x in _list(board[a], f"board.{a}", n + 1)] for a in AREAS},
        houses={c: [_seat(x, n, f"houses.{c}") for x in _list(houses[c], f"houses.{c}")] for c in TRADE_CITIES},
        neutral=_int(data["neutral_cubes"], "neutral_cubes", 0, 40),
        score=[_int(x, "score") for x in _list(data["score"], "score", n)], council_art=council_art,
        hands=[_hand(h, f"hands[{p}]") for p, h in enumerate(_list(data["hands"], "hands", n))],
        deck=_cards(data["deck"], "deck"), discard=_cards(data["discard"], "discard"),
        display=_cards(data["display"], "display"), act=_activation(data["activation"], n),
        **_mats(data["mats"], n), **_scoring_cards(data["scoring_cards"], n))
    _check_phase(s)
    return s


def _discs(v: object, n: int) -> list[list[int]]:
    out = []
    for p, d in enumerate(_list(v, "discs", n)):
        expect_keys(d, at(f"discs[{p}]"), ("coloured", "white", "neutral"))
        out.append([_int(d[k], f"discs[{p}].{k}", 0, 15) for k in ("coloured", "white", "neutral")])
    return out


def _hand(v: object, what: str) -> list[str]:
    counts = expect(v, dict, at(what))
    for x in counts:
        _choice(x, ACTIONS, what)
    return [x for x in ACTIONS for _ in range(_int(counts.get(x, 0), f"{what}.{x}"))]


def _mats(v: object, n: int) -> dict[str, Any]:
    """The state's fields read from the player mats."""
    out: dict[str, list[Any]] = {"cubes": [], "wh": [], "shops": [], "ships": []}
    for p, m in enumerate(_list(v, "mats", n)):
        expect_keys(m, at(f"mats[{p}]"), ("cubes", "warehouses", "workshops", "ships"))
        out["cubes"].append(_int(m["cubes"], f"mats[{p}].cubes", 0, 40))
        w = expect_keys(m["warehouses"], at(f"mats[{p}].warehouses"), RESOURCES)
        out["wh"].append([_int(w[r], f"mats[{p}].warehouses.{r}") for r in RESOURCES])
        out["shops"].append([_int(c, f"mats[{p}].workshops") for c in _list(m["workshops"], f"mats[{p}].workshops")])
        out["ships"].append(_int(m["ships"], f"mats[{p}].ships", 0, 3))
    return out


def _scoring_cards(v: object, n: int) -> dict[str, Any]:
    """The state's fields read from ``scoring_cards``."""
    sc = expect_keys(v, at("scoring_cards"), ("dealt", "kept", "shown", "faceup", "facedown", "boxed"))
    return {"dealt": [_scoring(d, "scoring_cards.dealt") for d in _list(sc["dealt"], "scoring_cards.dealt", n)],
            "kept": [_optional_card(c, "scoring_cards.kept") for c in _list(sc["kept"], "scoring_cards.kept", n)],
            "shown": [_optional_card(c, "scoring_cards.shown") for c in _list(sc["shown"], "scoring_cards.shown", n)],
            "faceup": _scoring(sc["faceup"], "scoring_cards.faceup"),
            "facedown": _scoring(sc["facedown"], "scoring_cards.facedown"),
            "boxed": _scoring(sc["boxed"], "scoring_cards.boxed")}


def _activation(d: object, n: int) -> Activation | None:
    if d is None:
        return None
    d = expect_keys(d, at("activation"),
                    ("street", "seat", "mode", "pending", "conducted", "step", "queue", "neutral", "out"))
    queue = []
    for i, q in enumerate(_list(d["queue"], "activation.queue")):
        _list(q, f"activation.queue[{i}]", 2)
        queue.append((_seat(q[0], n, f"activation.queue[{i}][0]"),
                      _choice(q[1], ("lower",), f"activation.queue[{i}][1]")))
    return Activation(
        street=STREET_INDEX[_choice(d["street"], STREET_NAMES, "activation.street")],
        seat=_seat(d["seat"], n, "activation.seat"), mode=_choice(d["mode"], MODES, "activation.mode"),
        pending=_cards(d["pending"], "activation.pending"),
        conducted=expect(d["conducted"], bool, at("activation.conducted")),
        neutral=expect(d["neutral"], bool, at("activation.neutral")), queue=queue, step=_delivery(d["step"]),
        out=None if d["out"] is None else _disc(d["out"], n, "activation.out"))


def _delivery(step: object) -> Delivery | None:
    if step is None:
        return None
    parts = _list(step, "activation.step", 4)
    return Delivery(action=_choice(parts[0], ("ship", "transport"), "activation.step[0]"),
                    source=_choice(parts[1], ("do", "card"), "activation.step[1]"),
                    left=_int(parts[2], "activation.step[2]", 0, 2),
                    used=[_choice(c, TRADE_CITIES + PORT_CITIES, "activation.step[3]")
                          for c in _list(parts[3], "activation.step[3]")])


def _check_phase(s: CalimalaState) -> None:
    if (s.act is not None) != (s.phase == "resolve"):
        raise LoadError(Message("calimala.load.activation", path="activation", resolve=repr("resolve")))
    if s.phase != "take" and s.display and s.phase != "cards":
        raise LoadError(Message("calimala.load.display"))
    if s.act is not None and s.act.out is not None and s.act.out[0] != "w":
        raise LoadError(Message("calimala.load.white_waits"))
    if s.phase in ("place", "resolve", "over") and not all(s.kept):
        raise LoadError(Message("calimala.load.kept"))
    if s.phase in ("cards", "take") and any(d[0] + d[1] + d[2] != sum(DISCS[s.players]) for d in s.discs):
        raise LoadError(Message("calimala.load.no_disc"))
