"""The Santa Maria position format: a saved state, and a hand-written position for tests.

Every key is required; the simplest way to write a position is to save a new game
(``GAME.state_to_dict``) and edit it. Loading checks the types of every entry, then the
game's invariants (every component conserved, every token where the rules allow it);
anything wrong is a LoadError that says what.
"""

from __future__ import annotations

from ...core import LoadError
from ...core.serial import expect, expect_keys
from .colony import CELL_INDEX, CELL_NAMES, format_rows, is_code, parse_rows
from .data import BOARDS, DISPLAY, DOCKS, RESOURCES, RETIRING, SIZE, TILES, TRADES
from .state import SantaMariaState

KEYS = ("players", "options", "rng", "phase", "year", "order", "seat", "out", "retire", "main_done", "tasks",
        "white", "blue_store", "docks", "ship_stack", "scholars", "bishops", "scholar_box", "bishop_box", "monks",
        "display", "tile_stacks", "discard", "roads", "sets", "town_hall_box", "colonies")
SEAT_KEYS = ("board", "colony", "markers", "resources", "coins", "happiness", "blue", "religion", "conquistador",
             "harbour", "tiles", "scholar")


def to_dict(s: SantaMariaState) -> dict:
    return {
        "players": list(s.names), "options": dict(s.options), "rng": s.rng, "phase": s.phase, "year": s.year,
        "order": list(s.order), "seat": s.seat, "out": list(s.out), "retire": list(s.retire),
        "main_done": s.main_done, "tasks": [_task_out(t) for t in s.tasks],
        "white": list(s.white), "blue_store": s.blue_store, "docks": list(s.docks),
        "ship_stack": sorted(s.ship_stack), "scholars": list(s.scholars), "bishops": list(s.bishops),
        "scholar_box": sorted(s.scholar_box), "bishop_box": sorted(s.bishop_box),
        "monks": {k: list(v) for k, v in s.monks.items()},
        "display": list(s.display), "tile_stacks": {k: sorted(v) for k, v in s.tile_stacks.items()},
        "discard": list(s.discard), "roads": s.roads, "sets": [list(x) for x in s.sets],
        "town_hall_box": list(s.th_box),
        "colonies": [{
            "board": s.boards[p], "colony": format_rows(s.colony[p]),
            "markers": {CELL_NAMES[c]: m for c, m in sorted(s.markers[p].items())},
            "resources": dict(zip(RESOURCES, s.res[p])), "coins": s.coins[p], "happiness": s.happy[p],
            "blue": list(s.blue[p]), "religion": s.rel[p], "conquistador": s.conq[p],
            "harbour": {DOCKS[d]: list(t) for d, t in enumerate(s.harbour[p])},
            "tiles": [[t, *(CELL_NAMES[c] for c in cells)] for t, *cells in s.placed[p]],
            "scholar": s.personal[p]} for p in range(s.players)],
    }


def _task_out(task) -> list:
    kind, p, *args = task
    if kind in ("activate", "putdie"):
        args = [CELL_NAMES[a] if isinstance(a, int) else a for a in args]
    return [kind, p, *args]


TASK_ARGS = {  # kind -> what follows the seat: "cell" a space name, "n" a count, a set the words allowed
    "activate": ("cell",), "putdie": ("marker", "cell"), "coins": ("n",), "happy": ("n",), "rel": ("n",),
    "conq": ("n",), "bluedie": (), "ships": (), "gain": (set(RESOURCES), "n"), "pray": (), "ship": (),
    "trade": (set(TRADES),), "monk": (), "road": (), "place": (set(TILES),),
}


def _task_in(value, n) -> tuple:
    expect(value, list, "A task")
    if len(value) < 2 or not isinstance(value[0], str) or value[0] not in TASK_ARGS \
            or not isinstance(value[1], int) or isinstance(value[1], bool) or value[1] not in range(n):
        raise LoadError(f"Malformed task {value!r}: it starts with a task kind and a seat.")
    kind, p, *args = value
    spec = TASK_ARGS[kind]
    if len(args) != len(spec):
        raise LoadError(f"Task {value!r} needs {len(spec)} arguments after the seat.")
    out = []
    for a, want in zip(args, spec):
        if not isinstance(a, (str, int)) or isinstance(a, bool):
            raise LoadError(f"Task {value!r} holds something that is not a word or a number.")
        if want == "cell" and a in CELL_INDEX:
            out.append(CELL_INDEX[a])
        elif want == "n" and isinstance(a, int) and not isinstance(a, bool) and 0 < a < 100:
            out.append(a)
        elif want == "marker" and isinstance(a, str) and len(a) == 2 and a[0] in "wb" and a[1] in "123456":
            out.append(a)
        elif isinstance(want, set) and a in want:
            out.append(a)
        else:
            raise LoadError(f"Task {value!r}: {a!r} is not a valid {want if isinstance(want, str) else 'code'}.")
    return (kind, p, *out)


def from_dict(game, data) -> SantaMariaState:
    expect_keys(data, "The Santa Maria position", KEYS)
    names = game.check_players(data["players"])
    n = len(names)
    s = SantaMariaState.__new__(SantaMariaState)
    s.events, s.barrier = [], True
    s.names, s.options = tuple(names), game.check_options(n, expect(data["options"], dict, "options"))
    s.rng = expect(data["rng"], int, "rng")
    s.phase = data["phase"]
    if s.phase not in ("sets", "play", "over"):
        raise LoadError("phase must be 'sets', 'play' or 'over'.")
    s.year = _int(data["year"], "year", 1, 3)
    s.order = [_int(x, "order", 0, n - 1) for x in expect(data["order"], list, "order")]
    s.seat = None if data["seat"] is None else _int(data["seat"], "seat", 0, n - 1)
    if (s.seat is None) != (s.phase == "over") or (s.phase != "over" and s.seat not in s.order):
        raise LoadError("seat must be a seat in the turn order while the game goes on, and null when it is over.")
    s.out = [expect(x, bool, "out") for x in _list(data["out"], "out", n)]
    s.retire = [None if x is None else _int(x, "retire", 0, n - 1)
                for x in _list(data["retire"], "retire", len(RETIRING))]
    s.main_done = expect(data["main_done"], bool, "main_done")
    s.tasks = [_task_in(t, n) for t in expect(data["tasks"], list, "tasks")]
    s.white = [_int(x, "white dice", 1, 6) for x in expect(data["white"], list, "white")]
    s.blue_store = _int(data["blue_store"], "blue_store", 0, 99)
    s.docks = [None if x is None else expect(x, str, "docks") for x in _list(data["docks"], "docks", len(DOCKS))]
    s.ship_stack = _strs(data["ship_stack"], "ship_stack")
    s.scholars, s.bishops = _strs(data["scholars"], "scholars"), _strs(data["bishops"], "bishops")
    s.scholar_box, s.bishop_box = _strs(data["scholar_box"], "scholar_box"), _strs(data["bishop_box"], "bishop_box")
    monks = expect(data["monks"], dict, "monks")
    s.monks = {k: [_int(x, f"monks on {k}", 0, n - 1) for x in expect(v, list, f"monks on {k}")]
               for k, v in monks.items()}
    s.display, s.discard = _strs(data["display"], "display"), _strs(data["discard"], "discard")
    stacks = expect_keys(data["tile_stacks"], "tile_stacks", tuple(DISPLAY))
    s.tile_stacks = {k: _strs(v, f"tile stack {k}") for k, v in stacks.items()}
    s.roads = _int(data["roads"], "roads", 0, 99)
    s.sets = [tuple(_strs(x, "sets")) for x in expect(data["sets"], list, "sets")]
    if any(len(x) != 2 for x in s.sets):
        raise LoadError("Each town hall set is [town hall, scholar].")
    s.th_box = _strs(data["town_hall_box"], "town_hall_box")
    _load_seats(s, _list(data["colonies"], "colonies", n))
    return s


def _load_seats(s, colonies) -> None:
    for field in ("boards", "colony", "markers", "res", "coins", "happy", "blue", "rel", "conq", "harbour",
                  "placed", "personal"):
        setattr(s, field, [])
    for p, c in enumerate(colonies):
        what = f"colony {p + 1}"
        expect_keys(c, what, SEAT_KEYS)
        if expect(c["board"], str, f"{what} board") not in BOARDS:
            raise LoadError(f"{what}: no colony board {c['board']!r}; boards are {', '.join(BOARDS)}.")
        s.boards.append(c["board"])
        rows = _strs(c["colony"], f"{what} rows")
        colony = parse_rows(rows)
        if len(rows) != SIZE or len(colony) != SIZE * SIZE or not all(is_code(x) for x in colony):
            raise LoadError(f"{what}: the colony is {SIZE} rows of {SIZE} space codes.")
        s.colony.append(colony)
        markers = expect(c["markers"], dict, f"{what} markers")
        for cell, mark in markers.items():
            if cell not in CELL_INDEX or not isinstance(mark, str) or len(mark) < 2 or mark[0] not in "wbc" \
                    or not mark[1:].isdigit() or (mark[0] != "c" and (len(mark) != 2 or mark[1] not in "123456")):
                raise LoadError(f"{what}: marker {cell}: {mark!r} is not a space with 'w3', 'b5' or 'c2'.")
        s.markers.append({CELL_INDEX[k]: v for k, v in markers.items()})
        res = expect_keys(c["resources"], f"{what} resources", RESOURCES)
        s.res.append([_int(res[r], r, 0, 99) for r in RESOURCES])
        s.coins.append(_int(c["coins"], "coins", 0, 10**6))
        s.happy.append(_int(c["happiness"], "happiness", 0, 10**6))
        s.blue.append(sorted(_int(x, "blue dice", 1, 6) for x in expect(c["blue"], list, "blue")))
        s.rel.append(_int(c["religion"], "religion", 0, 99))
        s.conq.append(_int(c["conquistador"], "conquistador", 0, 99))
        harbour = expect_keys(c["harbour"], f"{what} harbour", DOCKS)
        s.harbour.append([_strs(harbour[d], f"{what} {d} dock") for d in DOCKS])
        placed = []
        for t in expect(c["tiles"], list, f"{what} tiles"):
            t = _strs(t, f"{what} tiles")
            if len(t) < 2 or any(x not in CELL_INDEX for x in t[1:]):
                raise LoadError(f"{what}: a tile is [id, spaces...].")
            placed.append((t[0], *(CELL_INDEX[x] for x in t[1:])))
        s.placed.append(placed)
        s.personal.append(None if c["scholar"] is None else expect(c["scholar"], str, "scholar"))


def _int(value, what, low, high) -> int:
    expect(value, int, what)
    if not low <= value <= high:
        raise LoadError(f"{what} must be from {low} to {high}, not {value}.")
    return value


def _strs(value, what) -> list:
    return [expect(x, str, what) for x in expect(value, list, what)]


def _list(value, what, length) -> list:
    expect(value, list, what)
    if len(value) != length:
        raise LoadError(f"{what} must have {length} entries, not {len(value)}.")
    return value
