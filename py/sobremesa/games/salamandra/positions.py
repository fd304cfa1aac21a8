"""The position format (saves, tests, teaching examples): a JSON object, loaded strictly.

Coordinates are text keys: a cell "x,y", a spot "x,y,k" (k: 0 N, 1 E, 2 S, 3 W), a glade "gx,gy".
Piles are lists whose last element is the top. An owner is a seat number, or -1 for Rudolph.
Every loaded position is checked against the invariants; any break is a LoadError.
"""

from __future__ import annotations

from ...core import LoadError
from ...core.serial import expect, expect_keys
from .data import LABOUR, RESOURCES
from .state import PER_SEAT, PER_SEAT_LISTS, SalamandraState

PILES = ("grove_pile", "stack", "bear", "eagle", "white", "black", "books")
PHASES = ("turn", "harvest", "recycle", "over")
PENDING = ("book", "react", "grove", "after", "freeplace")
BUILT = ("after", "freeplace")
RUDOLPH_KEYS = ("vp", "scrolls", "placed", "groves", "deck", "discard")


def _key(t) -> str:
    return f"{t[0]},{t[1]}" if len(t) == 2 else f"{t[0]},{t[1]},{t[2]}"


def to_dict(s) -> dict:
    data = {
        "players": list(s.names), "options": dict(s.options), "rng": s.rng,
        "round": s.round, "turn": s.turn, "phase": s.phase, "main_done": s.main_done, "clock": s.clock,
        "board": {_key(c): t for c, t in sorted(s.board.items())},
        "spots": {_key(k): [w, f] for k, (w, f) in sorted(s.spots.items())},
        "groves": {_key(g): t for g, t in sorted(s.groves.items())},
        "market": list(s.market), "book_spots": [list(b) for b in s.book_spots],
        "seats": [{**{k: getattr(s, k)[p] for k in PER_SEAT}, **{k: list(getattr(s, k)[p]) for k in PER_SEAT_LISTS}}
                  for p in range(s.players)],
        "pool": dict(sorted(s.pool.items())), "pending": [list(x) for x in s.pending],
        "recycles": s.recycles, "result": s.result, "final": s.final,
    }
    for name in PILES:
        data[name] = list(getattr(s, name))
    if s.solo:
        data["rudolph"] = {"vp": s.r_vp, "scrolls": s.r_scrolls, "placed": [list(x) for x in s.r_placed],
                           "groves": list(s.r_groves), "deck": list(s.r_deck), "discard": list(s.r_discard)}
    return data


def _coords(text, size: int, what: str) -> tuple:
    parts = expect(text, str, what).split(",")
    try:
        out = tuple(int(x) for x in parts)
    except ValueError:
        raise LoadError(f"{what} {text!r} should be {size} whole numbers separated by commas.") from None
    if len(out) != size:
        raise LoadError(f"{what} {text!r} should be {size} whole numbers separated by commas.")
    return out


def _ints(values, what: str) -> list:
    return [expect(v, int, what) for v in expect(values, list, what)]


def _strs(values, what: str) -> list:
    return [expect(v, str, what) for v in expect(values, list, what)]


def from_dict(game, data) -> SalamandraState:
    keys = ("players", "options", "rng", "round", "turn", "phase", "main_done", "clock", "board", "spots",
            "groves", "market", "book_spots", "seats", "pool", "pending", "recycles", "result", "final", *PILES)
    expect_keys(data, "The position", keys, ("rudolph",))
    s = SalamandraState.__new__(SalamandraState)
    s.events, s.barrier = [], True
    s.names = tuple(game.check_players(expect(data["players"], list, "The players")))
    s.options = game.check_options(len(s.names), expect(data["options"], dict, "The options"))
    for name in ("rng", "round", "turn", "clock", "recycles"):
        setattr(s, name, expect(data[name], int, f"'{name}'"))
    s.phase = expect(data["phase"], str, "The phase")
    if s.phase not in PHASES:
        raise LoadError(f"The phase must be one of {', '.join(PHASES)}, not {s.phase!r}.")
    s.main_done = expect(data["main_done"], bool, "'main_done'")
    board = expect(data["board"], dict, "The board")
    s.board = {_coords(c, 2, "A cell"): expect(t, str, "A tile") for c, t in board.items()}
    s.spots = {}
    for key, value in expect(data["spots"], dict, "The spots").items():
        if len(expect(value, list, "A spot")) != 2:
            raise LoadError(f"Spot {key} should be [owner, face].")
        owner, face = value
        s.spots[_coords(key, 3, "A spot")] = (expect(owner, int, "An owner"), expect(face, str, "A face"))
    s.groves = {_coords(g, 2, "A glade"): expect(t, str, "A grove") for g, t in
                expect(data["groves"], dict, "The groves").items()}
    for name in PILES:
        setattr(s, name, _strs(data[name], f"'{name}'"))
    market = expect(data["market"], list, "The market")
    s.market = [None if t is None else expect(t, str, "A market tile") for t in market]
    s.book_spots = []
    for spots in expect(data["book_spots"], list, "The spellbook spots"):
        if len(expect(spots, list, "A spellbook's spots")) != 2:
            raise LoadError("Each spellbook has two spots: [upper, lower].")
        s.book_spots.append([None if w is None else expect(w, int, "A spellbook owner") for w in spots])
    seats = expect(data["seats"], list, "The seats")
    if len(seats) != len(s.names):
        raise LoadError(f"There are {len(s.names)} players but {len(seats)} seats.")
    for name in PER_SEAT + PER_SEAT_LISTS:
        setattr(s, name, [])
    for p, seat in enumerate(seats):
        expect_keys(seat, f"Seat {p}", PER_SEAT + PER_SEAT_LISTS)
        for name in PER_SEAT:
            kind = bool if name == "passed" else str if name == "druid" else int
            getattr(s, name).append(expect(seat[name], kind, f"Seat {p}'s '{name}'"))
        for name in PER_SEAT_LISTS:
            getattr(s, name).append(_strs(seat[name], f"Seat {p}'s '{name}'"))
    s.pool = {}
    for r, n in expect(data["pool"], dict, "The pool").items():
        if r not in RESOURCES:
            raise LoadError(f"The pool holds {r!r}; resources are {', '.join(RESOURCES)}.")
        s.pool[r] = expect(n, int, "A pool count")
    s.pending = []
    for need in expect(data["pending"], list, "The pending decisions"):
        need = expect(need, list, "A pending decision")
        if not need or need[0] not in PENDING:
            raise LoadError(f"A pending decision must start with one of {', '.join(PENDING)}.")
        cell = _ints(need[1:], "A pending cell")
        if len(cell) != (2 if need[0] in BUILT else 0) or (need[0] in BUILT and tuple(cell) not in s.board):
            raise LoadError(f"The pending decision {need[0]!r} takes "
                            f"{'the cell x, y of a field tile' if need[0] in BUILT else 'no cell'}.")
        s.pending.append((need[0], *cell))
    s.result = None if data["result"] is None else expect(data["result"], str, "The result")
    s.final = None if data["final"] is None else expect(data["final"], list, "The final scoring")
    solo = data.get("rudolph")
    if (solo is not None) != s.solo:
        raise LoadError("A solo position (one player) needs 'rudolph'; a multiplayer one must not have it.")
    s.r_vp, s.r_scrolls, s.r_placed, s.r_groves, s.r_deck, s.r_discard = 0, 0, [], [], [], []
    if solo is not None:
        expect_keys(solo, "Rudolph", RUDOLPH_KEYS)
        s.r_vp, s.r_scrolls = expect(solo["vp"], int, "Rudolph's VP"), expect(solo["scrolls"], int, "Rudolph's scrolls")
        s.r_placed = [tuple(_ints(x, "Rudolph's placed spot")) for x in expect(solo["placed"], list, "'placed'")]
        s.r_groves, s.r_deck = _strs(solo["groves"], "Rudolph's groves"), _strs(solo["deck"], "Rudolph's deck")
        s.r_discard = _strs(solo["discard"], "Rudolph's discard")
    if s.options["level"] not in LABOUR:
        raise LoadError("Rudolph's level must be 1, 2 or 3.")
    return s
