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
* ``scoring_cards`` ``{"dealt", "kept", "shown", "faceup", "facedown", "boxed"}``;
* ``first_art`` seats in the order of their first artwork; ``score`` per seat;
* ``activation`` null, or ``{"street", "seat", "mode", "pending", "conducted", "step", "queue", "neutral", "out"}``
  with ``step`` null or ``[action, "do"|"card", deliveries left, cities used]``.
"""

from __future__ import annotations

from ...core import LoadError
from ...core.serial import expect, expect_keys
from .data import (
    ACTIONS,
    AREAS,
    DISCS,
    GRID_SLOTS,
    RESOURCES,
    SCORING_CARDS,
    SCORING_TILES,
    STACK_LIMIT,
    STACK_LIMIT_2P,
    STREET_INDEX,
    STREET_NAMES,
    TRADE_CITIES,
)
from .state import Activation, CalimalaState

PHASES = ("cards", "take", "place", "resolve", "over")
MODES = ("placer", "white", "neutral", "lower")
KEYS = ("players", "options", "rng", "start", "turn", "phase", "last_round", "grid", "stacks", "discs", "removed",
        "council", "seats", "board", "houses", "mats", "neutral_cubes", "hands", "deck", "discard", "display",
        "scoring_cards", "first_art", "score", "activation")


def to_dict(s) -> dict:
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
        "hands": [{x: k for x, k in zip(ACTIONS, h) if k} for h in s.hands],
        "deck": list(s.deck), "discard": list(s.discard), "display": list(s.display),
        "scoring_cards": {"dealt": [list(d) for d in s.dealt], "kept": list(s.kept), "shown": list(s.shown),
                          "faceup": list(s.faceup), "facedown": list(s.facedown), "boxed": list(s.boxed)},
        "first_art": list(s.first_art), "score": list(s.score),
        "activation": None if a is None else {
            "street": STREET_NAMES[a.street], "seat": a.seat, "mode": a.mode, "pending": list(a.pending),
            "conducted": a.conducted, "step": None if a.step is None else [a.step[0], a.step[1], a.step[2],
                                                                            list(a.step[3])],
            "queue": [list(q) for q in a.queue], "neutral": a.neutral, "out": a.out},
    }


def _int(v, what, lo=0, hi=None) -> int:
    expect(v, int, what)
    if v < lo or hi is not None and v > hi:
        raise LoadError(f"{what} should be between {lo} and {hi}, not {v}.")
    return v


def _choice(v, allowed, what):
    if v not in allowed or not isinstance(v, str):
        raise LoadError(f"{what} should be one of {', '.join(map(str, allowed))}, not {v!r}.")
    return v


def _list(v, what, n=None) -> list:
    expect(v, list, what)
    if n is not None and len(v) != n:
        raise LoadError(f"{what} should have {n} entries, not {len(v)}.")
    return v


def _seat(v, n, what, none=False):
    if v is None and none:
        return None
    return _int(v, what, 0, n - 1)


def _disc(v, n, what) -> str:
    expect(v, str, what)
    if len(v) < 2 or v[0] not in "cwn" or not v[1:].isdigit() or int(v[1:]) >= n or str(int(v[1:])) != v[1:]:
        raise LoadError(f"{what} {v!r} is not a disc (c, w or n followed by a seat).")
    return v


def _cards(v, what) -> list:
    return [_choice(c, ACTIONS, what) for c in _list(v, what)]


def from_dict(data) -> CalimalaState:
    expect_keys(data, "The position", KEYS)
    s = CalimalaState.__new__(CalimalaState)
    s.events, s.barrier, s.legal = [], True, None
    names = _list(data["players"], "players")
    if not 2 <= len(names) <= 5 or not all(isinstance(x, str) and x for x in names) or len(set(names)) != len(names):
        raise LoadError("players should be 2 to 5 different names.")
    n = len(names)
    s.names = tuple(names)
    opts = expect_keys(data["options"], "options", ("layout", "stack_2p"))
    _choice(opts["layout"], ("random", "first-game"), "options.layout")
    _int(opts["stack_2p"], "options.stack_2p", STACK_LIMIT_2P, STACK_LIMIT)
    s.options = dict(opts)
    s.limit = opts["stack_2p"] if n == 2 else STACK_LIMIT
    s.rng = _int(data["rng"], "rng", 0, (1 << 64) - 1)
    s.start = _seat(data["start"], n, "start")
    s.turn = _seat(data["turn"], n, "turn")
    s.phase = _choice(data["phase"], PHASES, "phase")
    s.last_round = expect(data["last_round"], bool, "last_round")
    s.grid = tuple(_choice(x, ACTIONS, "grid") for x in _list(data["grid"], "grid", len(GRID_SLOTS)))
    if sorted(s.grid) != sorted(ACTIONS):
        raise LoadError("grid should hold each of the nine actions once.")
    stacks = expect_keys(data["stacks"], "stacks", STREET_NAMES)
    s.stacks = [[_disc(d, n, f"stacks.{k}") for d in _list(stacks[k], f"stacks.{k}")] for k in STREET_NAMES]
    s.discs = []
    for p, d in enumerate(_list(data["discs"], "discs", n)):
        expect_keys(d, f"discs[{p}]", ("coloured", "white", "neutral"))
        s.discs.append([_int(d[k], f"discs[{p}].{k}", 0, 15) for k in ("coloured", "white", "neutral")])
    s.removed = [_disc(d, n, "removed") for d in _list(data["removed"], "removed")]
    s.council = tuple(_choice(t, SCORING_TILES, "council") for t in _list(data["council"], "council", 15))
    s.seats = [_seat(x, n, "seats", none=True) for x in _list(data["seats"], "seats")]
    board = expect_keys(data["board"], "board", AREAS)
    s.board = {a: [_int(x, f"board.{a}") for x in _list(board[a], f"board.{a}", n + 1)] for a in AREAS}
    houses = expect_keys(data["houses"], "houses", TRADE_CITIES)
    s.houses = {c: [_seat(x, n, f"houses.{c}") for x in _list(houses[c], f"houses.{c}")] for c in TRADE_CITIES}
    s.cubes, s.wh, s.shops, s.ships = [], [], [], []
    for p, m in enumerate(_list(data["mats"], "mats", n)):
        expect_keys(m, f"mats[{p}]", ("cubes", "warehouses", "workshops", "ships"))
        s.cubes.append(_int(m["cubes"], f"mats[{p}].cubes", 0, 40))
        w = expect_keys(m["warehouses"], f"mats[{p}].warehouses", RESOURCES)
        s.wh.append([_int(w[r], f"mats[{p}].warehouses.{r}") for r in RESOURCES])
        s.shops.append([_int(c, f"mats[{p}].workshops") for c in _list(m["workshops"], f"mats[{p}].workshops")])
        s.ships.append(_int(m["ships"], f"mats[{p}].ships", 0, 3))
    s.neutral = _int(data["neutral_cubes"], "neutral_cubes", 0, 40)
    s.hands = []
    for p, h in enumerate(_list(data["hands"], "hands", n)):
        expect(h, dict, f"hands[{p}]")
        for x in h:
            _choice(x, ACTIONS, f"hands[{p}]")
        s.hands.append([_int(h.get(x, 0), f"hands[{p}].{x}") for x in ACTIONS])
    s.deck, s.discard = _cards(data["deck"], "deck"), _cards(data["discard"], "discard")
    s.display = _cards(data["display"], "display")
    sc = expect_keys(data["scoring_cards"], "scoring_cards", ("dealt", "kept", "shown", "faceup", "facedown", "boxed"))

    def cards(v, what):
        return [_choice(c, SCORING_CARDS, what) for c in _list(v, what)]

    s.dealt = [cards(d, "scoring_cards.dealt") for d in _list(sc["dealt"], "scoring_cards.dealt", n)]
    s.kept = [None if c is None else _choice(c, SCORING_CARDS, "kept") for c in _list(sc["kept"], "kept", n)]
    s.shown = [None if c is None else _choice(c, SCORING_CARDS, "shown") for c in _list(sc["shown"], "shown", n)]
    s.faceup, s.facedown = cards(sc["faceup"], "faceup"), cards(sc["facedown"], "facedown")
    s.boxed = cards(sc["boxed"], "boxed")
    s.first_art = [_seat(x, n, "first_art") for x in _list(data["first_art"], "first_art")]
    if len(set(s.first_art)) != len(s.first_art):
        raise LoadError("first_art names a seat twice.")
    s.score = [_int(x, "score") for x in _list(data["score"], "score", n)]
    s.act = _activation(data["activation"], n)
    _check_phase(s)
    return s


def _activation(d, n):
    if d is None:
        return None
    expect_keys(d, "activation", ("street", "seat", "mode", "pending", "conducted", "step", "queue", "neutral", "out"))
    a = Activation()
    a.street = STREET_INDEX[_choice(d["street"], STREET_NAMES, "activation.street")]
    a.seat = _seat(d["seat"], n, "activation.seat")
    a.mode = _choice(d["mode"], MODES, "activation.mode")
    a.pending = _cards(d["pending"], "activation.pending")
    a.conducted = expect(d["conducted"], bool, "activation.conducted")
    a.neutral = expect(d["neutral"], bool, "activation.neutral")
    a.out = None if d["out"] is None else _disc(d["out"], n, "activation.out")
    a.queue = []
    for q in _list(d["queue"], "activation.queue"):
        _list(q, "activation.queue entry", 2)
        a.queue.append((_seat(q[0], n, "activation.queue seat"), _choice(q[1], ("lower",), "activation.queue mode")))
    step = d["step"]
    if step is None:
        a.step = None
    else:
        _list(step, "activation.step", 4)
        a.step = [_choice(step[0], ("ship", "transport"), "activation.step action"),
                  _choice(step[1], ("do", "card"), "activation.step source"), _int(step[2], "activation.step left", 0, 2),
                  [_choice(c, TRADE_CITIES + ("barcelona", "lisbon", "london"), "activation.step city")
                   for c in _list(step[3], "activation.step cities")]]
    return a


def _check_phase(s) -> None:
    if (s.act is not None) != (s.phase == "resolve"):
        raise LoadError("activation is given exactly when the phase is resolve.")
    if s.phase != "take" and s.display and s.phase != "cards":
        raise LoadError("the starting cards lie out only before the first turn.")
    if s.act is not None and s.act.out is not None and s.act.out[0] != "w":
        raise LoadError("only a white disc waits for a stack to be chosen.")
    if s.phase in ("place", "resolve", "over") and any(k is None for k in s.kept):
        raise LoadError("every player keeps a scoring card before the first turn.")
    if s.phase in ("cards", "take") and any(d[0] + d[1] + d[2] != sum(DISCS[s.players]) for d in s.discs):
        raise LoadError("no disc is placed before the first turn.")
