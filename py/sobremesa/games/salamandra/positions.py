"""The position format (saves, tests, teaching examples): a JSON object, loaded strictly.

Coordinates are text keys: a cell "x,y", a spot "x,y,k" (k: 0 N, 1 E, 2 S, 3 W), a glade "gx,gy".
Piles are lists whose last element is the top (for the Bear, Eagle and Salamander decks, the face-up card).
An owner is a seat number, or -1 for Rudolph. ``Game.state_from_dict`` then checks the invariants.
"""

from __future__ import annotations

from typing import Any

from ...core import Game, LoadError
from ...core.i18n import Message
from ...core.serial import at, expect, expect_keys
from .data import RESOURCES
from .state import DECKS, PER_SEAT, PER_SEAT_LISTS, Cell, Need, SalamandraState, Spot

PILES = ("grove_pile", "stack", *DECKS, "books")
PHASES = ("turn", "harvest", "recycle", "over")
PENDING = ("book", "react", "grove", "after", "freeplace")
BUILT = ("after", "freeplace")
SEAT_KEYS = PER_SEAT + PER_SEAT_LISTS
RUDOLPH_KEYS = ("vp", "scrolls", "placed", "groves", "deck", "discard")
SCALARS = ("rng", "round", "turn", "clock", "recycles")
KEYS = ("players", "options", *SCALARS, "phase", "main_done", "board", "spots", "groves", "market", "book_spots",
        "seats", "pool", "pending", "final", *PILES)


def _key(t: tuple[int, ...]) -> str:
    return ",".join(map(str, t))


def to_dict(s: SalamandraState) -> dict[str, Any]:
    data: dict[str, Any] = {
        "players": list(s.names), "options": dict(s.options), "rng": s.rng,
        "round": s.round, "turn": s.turn, "phase": s.phase, "main_done": s.main_done, "clock": s.clock,
        "board": {_key(c): t for c, t in sorted(s.board.items())},
        "spots": {_key(k): [w, f] for k, (w, f) in sorted(s.spots.items())},
        "groves": {_key(g): t for g, t in sorted(s.groves.items())},
        "market": list(s.market), "book_spots": [list(b) for b in s.book_spots],
        "seats": [{**{k: getattr(s, k)[p] for k in PER_SEAT}, **{k: list(getattr(s, k)[p]) for k in PER_SEAT_LISTS}}
                  for p in range(s.players)],
        "pool": dict(sorted(s.pool.items())), "pending": [list(x) for x in s.pending],
        "recycles": s.recycles, "final": None if s.final is None else [dict(f) for f in s.final],
        "grove_pile": list(s.grove_pile), "stack": list(s.stack), "books": list(s.books),
    }
    for deck in DECKS:
        top = s.tops[deck]
        data[deck] = s.deck(deck) + ([top] if top else [])
    if s.solo:
        data["rudolph"] = {"vp": s.r_vp, "scrolls": s.r_scrolls, "placed": [list(x) for x in s.r_placed],
                           "groves": list(s.r_groves), "deck": list(s.r_deck), "discard": list(s.r_discard)}
    return data


def from_dict(game: Game[SalamandraState], data: dict[str, Any]) -> SalamandraState:
    expect_keys(data, Message("core.what.position"), KEYS, ("rudolph",))
    names = tuple(game.check_players(expect(data["players"], list, at("players"))))
    options = game.check_options(len(names), expect(data["options"], dict, at("options")))
    board = _cells(data["board"], "board")
    piles = {name: _strs(data[name], name) for name in PILES}
    decks = {deck: piles[deck][:-1] for deck in DECKS}
    return SalamandraState(
        rng=expect(data["rng"], int, at("rng")), events=[], barrier=True, names=names, options=options,
        board=board, spots=_spots(data["spots"]), groves=_cells(data["groves"], "groves"),
        grove_pile=piles["grove_pile"], stack=piles["stack"], market=_market(data["market"]),
        tops={deck: piles[deck][-1] if piles[deck] else None for deck in DECKS},
        bear=decks["bear"], eagle=decks["eagle"], white=decks["white"], black=decks["black"],
        books=tuple(piles["books"]), book_spots=_book_spots(data["book_spots"]),
        **_seats(data["seats"], len(names)),
        round=expect(data["round"], int, at("round")), turn=expect(data["turn"], int, at("turn")),
        phase=_phase(data["phase"]), pool=_pool(data["pool"]), pending=_pending(data["pending"], board),
        main_done=expect(data["main_done"], bool, at("main_done")), clock=expect(data["clock"], int, at("clock")),
        final=_final(data["final"]), recycles=expect(data["recycles"], int, at("recycles")),
        **_rudolph(data.get("rudolph"), len(names) == 1),
    )


def _numbers(text: object, size: int, what: str) -> list[int]:
    try:
        out = [int(x) for x in expect(text, str, at(what)).split(",")]
    except ValueError:
        out = []
    if len(out) != size:
        raise LoadError(Message("salamandra.load.numbers", path=what, value=repr(text), count=size))
    return out


def _cells(value: object, what: str) -> dict[Cell, str]:
    """A dict keyed by "x,y" (a cell or a glade) holding tile or grove names."""
    out = {}
    for text, name in expect(value, dict, at(what)).items():
        x, y = _numbers(text, 2, f"{what}.{text}")
        out[(x, y)] = expect(name, str, at(f"{what}.{text}"))
    return out


def _spots(value: object) -> dict[Spot, tuple[int, str]]:
    out = {}
    for text, pair in expect(value, dict, at("spots")).items():
        x, y, k = _numbers(text, 3, f"spots.{text}")
        if len(expect(pair, list, at(f"spots.{text}"))) != 2:
            raise LoadError(Message("salamandra.load.spot", key=repr(text)))
        out[(x, y, k)] = (expect(pair[0], int, at(f"spots.{text}[0]")), expect(pair[1], str, at(f"spots.{text}[1]")))
    return out


def _ints(values: object, what: str) -> list[int]:
    return [expect(v, int, at(f"{what}[{i}]")) for i, v in enumerate(expect(values, list, at(what)))]


def _strs(values: object, what: str) -> list[str]:
    return [expect(v, str, at(f"{what}[{i}]")) for i, v in enumerate(expect(values, list, at(what)))]


def _market(value: object) -> list[str | None]:
    return [None if t is None else expect(t, str, at(f"market[{i}]"))
            for i, t in enumerate(expect(value, list, at("market")))]


def _book_spots(value: object) -> list[list[int | None]]:
    out = []
    for b, spots in enumerate(expect(value, list, at("book_spots"))):
        if len(expect(spots, list, at(f"book_spots[{b}]"))) != 2:
            raise LoadError(Message("salamandra.load.spellbook"))
        out.append([None if w is None else expect(w, int, at(f"book_spots[{b}][{i}]")) for i, w in enumerate(spots)])
    return out


def _seats(value: object, players: int) -> dict[str, Any]:
    """The per-seat fields, as lists over the seats."""
    seats = expect(value, list, at("seats"))
    if len(seats) != players:
        raise LoadError(Message("core.entries", what=at("seats"), count=players, found=len(seats)))
    out: dict[str, list[Any]] = {name: [] for name in SEAT_KEYS}
    for p, seat in enumerate(seats):
        expect_keys(seat, at(f"seats[{p}]"), SEAT_KEYS)
        for name in PER_SEAT:
            kind = bool if name == "passed" else str if name == "druid" else int
            out[name].append(expect(seat[name], kind, at(f"seats[{p}].{name}")))
        for name in PER_SEAT_LISTS:
            out[name].append(_strs(seat[name], f"seats[{p}].{name}"))
    return out


def _phase(value: object) -> str:
    phase = expect(value, str, at("phase"))
    if phase not in PHASES:
        raise LoadError(Message("core.one_of", what=at("phase"), choices=", ".join(map(repr, PHASES)),
                                value=repr(phase)))
    return phase


def _pool(value: object) -> dict[str, int]:
    pool = {}
    for r, n in expect(value, dict, at("pool")).items():
        if r not in RESOURCES:
            raise LoadError(Message("salamandra.load.pool", value=repr(r), choices=", ".join(map(repr, RESOURCES))))
        pool[r] = expect(n, int, at(f"pool.{r}"))
    return pool


def _pending(value: object, board: dict[Cell, str]) -> list[Need]:
    out: list[Need] = []
    for i, need in enumerate(expect(value, list, at("pending"))):
        need = expect(need, list, at(f"pending[{i}]"))
        if not need or need[0] not in PENDING:
            raise LoadError(Message("salamandra.load.pending", choices=", ".join(map(repr, PENDING))))
        cell = [expect(v, int, at(f"pending[{i}][{j}]")) for j, v in enumerate(need[1:], 1)]
        if len(cell) != (2 if need[0] in BUILT else 0) or (need[0] in BUILT and tuple(cell) not in board):
            raise LoadError(Message("salamandra.load.pending_cell" if need[0] in BUILT else
                                    "salamandra.load.pending_no_cell", value=repr(need[0])))
        out.append((need[0], *cell))
    return out


def _final(value: object) -> tuple[dict[str, int], ...] | None:
    if value is None:
        return None
    return tuple({k: expect(v, int, at(f"final[{i}].{k}")) for k, v in expect(part, dict, at(f"final[{i}]")).items()}
                 for i, part in enumerate(expect(value, list, at("final"))))


def _rudolph(value: object, solo: bool) -> dict[str, Any]:
    """Rudolph's fields (solo only)."""
    if (value is not None) != solo:
        raise LoadError(Message("salamandra.load.solo", key=repr("rudolph")))
    if value is None:
        return {}
    r = expect_keys(value, at("rudolph"), RUDOLPH_KEYS)
    placed: list[Spot] = []
    for i, spot in enumerate(expect(r["placed"], list, at("rudolph.placed"))):
        numbers = _ints(spot, f"rudolph.placed[{i}]")
        if len(numbers) != 3:
            raise LoadError(Message("salamandra.load.placed"))
        placed.append((numbers[0], numbers[1], numbers[2]))
    return {"r_vp": expect(r["vp"], int, at("rudolph.vp")),
            "r_scrolls": expect(r["scrolls"], int, at("rudolph.scrolls")),
            "r_placed": placed, "r_groves": _strs(r["groves"], "rudolph.groves"),
            "r_deck": _strs(r["deck"], "rudolph.deck"), "r_discard": _strs(r["discard"], "rudolph.discard")}
