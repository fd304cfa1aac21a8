"""The Santa Maria position format: a saved state, and a hand-written position for tests.

Every key is required; the simplest way to write a position is to save a new game
(``GAME.state_to_dict``) and edit it. Loading checks the types of every entry, then the
game's invariants (every component conserved, every token where the rules allow it);
anything wrong is a LoadError that says what.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from ...core import Game, LoadError
from ...core.i18n import Message
from ...core.serial import at, expect, expect_keys
from .colony import ALL_LINES, CELL_INDEX, CELL_NAMES, format_rows, is_code, parse_rows
from .data import BOARDS, DOCKS, RETIRING, SIZE, TILES, TRADES
from .hooks import TaskArg
from .rules import Rules, rules_of
from .state import Placed, SantaMariaState, Task

KEYS = ("players", "options", "rng", "phase", "year", "order", "seat", "out", "retire", "main_done", "tasks",
        "white", "blue_store", "docks", "ship_stack", "scholars", "bishops", "scholar_box", "bishop_box", "monks",
        "display", "tile_stacks", "discard", "roads", "sets", "town_hall_box", "colonies")
SEAT_KEYS = ("board", "colony", "markers", "resources", "coins", "happiness", "blue", "religion", "conquistador",
             "harbour", "tiles", "scholar")
PHASES = ("sets", "play", "over")


# --- saving --------------------------------------------------------------------------------------
def to_dict(s: SantaMariaState) -> dict[str, Any]:
    """The saved form: the base keys, then those of the expansion modules switched on."""
    out = {
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
        "colonies": [_seat_out(s, p) for p in range(s.players)],
    }
    for m in s.rules.modules:
        if m.save:
            out.update(m.save(s))
    return out


def _seat_out(s: SantaMariaState, p: int) -> dict[str, Any]:
    return {
        "board": s.boards[p], "colony": format_rows(s.colony[p]),
        "markers": {CELL_NAMES[c]: m for c, m in sorted(s.markers[p].items())},
        "resources": dict(zip(s.rules.resources, s.res[p])), "coins": s.coins[p], "happiness": s.happy[p],
        "blue": list(s.blue[p]), "religion": s.rel[p], "conquistador": s.conq[p],
        "harbour": {DOCKS[d]: list(t) for d, t in enumerate(s.harbour[p])},
        "tiles": [placed_out(t) for t in s.placed[p]],
        "scholar": s.personal[p],
    }


def placed_out(placed: Placed) -> list[str]:
    """A laid tile as saved and shown: its id, then the names of its spaces."""
    tile, cells = placed
    return [tile, *(CELL_NAMES[c] for c in cells)]


def _task_out(task: Task) -> list[Any]:
    kind, p, *args = task
    if kind in ("activate", "putdie"):
        args = [CELL_NAMES[a] if isinstance(a, int) else a for a in args]
    return [kind, p, *args]


# --- loading -------------------------------------------------------------------------------------
TASK_ARGS: dict[str, tuple[TaskArg, ...]] = {
    # kind -> what follows the seat: "cell" a space name, "n" a count, "marker" a die, a set the words allowed
    "line": ("marker", frozenset(ALL_LINES)), "activate": ("cell",), "putdie": ("marker", "cell"),
    "coins": ("n",), "happy": ("n",), "rel": ("n",), "conq": ("n",), "bluedie": (), "ships": (),
    "gain": ("resource", "n"), "pray": (), "ship": (), "trade": (frozenset(TRADES),), "monk": (), "road": (),
    "place": (frozenset(TILES),),
}


def _task_in(value: object, rules: Rules, what: str) -> Task:
    task = expect(value, list, at(what))
    specs = {**TASK_ARGS, **rules.task_args}
    if len(task) < 2 or not isinstance(task[0], str) or task[0] not in specs \
            or not isinstance(task[1], int) or isinstance(task[1], bool) or task[1] not in range(rules.players):
        raise LoadError(Message("santamaria.load.task", task=repr(task)))
    kind, p, *args = task
    spec = specs[kind]
    if len(args) != len(spec):
        raise LoadError(Message("santamaria.load.task_args", task=repr(task), count=len(spec)))
    return (kind, p, *(_task_arg(task, a, rules.resources if want == "resource" else want, rules.dice_marks)
                       for a, want in zip(args, spec)))


def _task_arg(task: list[Any], a: object, want: TaskArg | tuple[str, ...], marks: str = "") -> str | int:
    if not isinstance(a, (str, int)) or isinstance(a, bool):
        raise LoadError(Message("santamaria.load.task_word", task=repr(task)))
    if want == "cell" and isinstance(a, str) and a in CELL_INDEX:
        return CELL_INDEX[a]
    if want == "n" and isinstance(a, int) and 0 < a < 100:
        return a
    if want == "marker" and isinstance(a, str) and len(a) == 2 and a[0] in "wb" + marks and a[1] in "123456":
        return a
    if not isinstance(want, str) and a in want:
        return a
    raise LoadError(Message(f"santamaria.load.task_arg.{want if isinstance(want, str) else 'code'}", task=repr(task),
                            value=repr(a)))


def from_dict(game: Game[SantaMariaState], value: object) -> SantaMariaState:
    """A state from its saved form: the options first (they say which keys the expansion modules add),
    then every entry checked; the modules load their own keys (``Module.load``)."""
    head = expect(value, dict, Message("core.what.position"))
    missing = [k for k in ("players", "options") if k not in head]
    if missing:
        raise LoadError(Message("core.lacks", what=Message("core.what.position"), keys=", ".join(map(repr, missing))))
    names = game.check_players(head["players"])
    options = game.check_options(len(names), expect(head["options"], dict, at("options")))
    rules = rules_of(len(names), options)
    data = expect_keys(value, Message("core.what.position"), KEYS + rules.keys)
    s = _base_from_dict(data, names, options, rules)
    for m in rules.modules:
        if m.load:
            m.load(s, data)
    return s


def _base_from_dict(data: Mapping[str, Any], names: list[str], options: dict[str, Any],
                    rules: Rules) -> SantaMariaState:
    n = len(names)
    phase = data["phase"]
    if phase not in PHASES:
        raise LoadError(Message("core.one_of", what=at("phase"), choices=", ".join(map(repr, PHASES)),
                                value=repr(phase)))
    order = [_int(x, f"order[{i}]", 0, n - 1) for i, x in enumerate(expect(data["order"], list, at("order")))]
    seat = None if data["seat"] is None else _int(data["seat"], "seat", 0, n - 1)
    if (seat is None) != (phase == "over") or (phase != "over" and seat not in order):
        raise LoadError(Message("santamaria.load.seat", path="seat"))
    sets = [tuple(_strs(x, f"sets[{i}]")) for i, x in enumerate(expect(data["sets"], list, at("sets")))]
    if any(len(x) != 2 for x in sets):
        raise LoadError(Message("santamaria.load.sets"))
    stacks = expect_keys(data["tile_stacks"], at("tile_stacks"), tuple(rules.display))
    seats = [_seat_in(c, f"colonies[{p}]", rules) for p, c in enumerate(_list(data["colonies"], "colonies", n))]
    return SantaMariaState(
        rng=expect(data["rng"], int, at("rng")), barrier=True, names=tuple(names), options=options, rules=rules,
        phase=phase, year=_int(data["year"], "year", 1, rules.years), order=order, seat=seat,
        out=[expect(x, bool, at(f"out[{p}]")) for p, x in enumerate(_list(data["out"], "out", n))],
        retire=[None if x is None else _int(x, "retire", 0, n - 1)
                for x in _list(data["retire"], "retire", len(RETIRING))],
        main_done=expect(data["main_done"], bool, at("main_done")),
        tasks=[_task_in(t, rules, f"tasks[{i}]") for i, t in enumerate(expect(data["tasks"], list, at("tasks")))],
        white=[_int(x, f"white[{i}]", 1, 6) for i, x in enumerate(expect(data["white"], list, at("white")))],
        blue_store=_int(data["blue_store"], "blue_store", 0, 99),
        docks=[None if x is None else expect(x, str, at(f"docks[{i}]"))
               for i, x in enumerate(_list(data["docks"], "docks", len(DOCKS)))],
        ship_stack=_strs(data["ship_stack"], "ship_stack"),
        scholars=_strs(data["scholars"], "scholars"), bishops=_strs(data["bishops"], "bishops"),
        monks={k: [_int(x, f"monks.{k}[{i}]", 0, n - 1) for i, x in enumerate(expect(v, list, at(f"monks.{k}")))]
               for k, v in expect(data["monks"], dict, at("monks")).items()},
        display=_strs(data["display"], "display"),
        tile_stacks={k: _strs(v, f"tile_stacks.{k}") for k, v in stacks.items()},
        discard=_strs(data["discard"], "discard"), roads=_int(data["roads"], "roads", 0, 99),
        sets=[(hall, scholar) for hall, scholar in sets],
        scholar_box=_strs(data["scholar_box"], "scholar_box"), bishop_box=_strs(data["bishop_box"], "bishop_box"),
        th_box=_strs(data["town_hall_box"], "town_hall_box"),
        boards=[x.board for x in seats], colony=[x.colony for x in seats], markers=[x.markers for x in seats],
        res=[x.res for x in seats], coins=[x.coins for x in seats], happy=[x.happy for x in seats],
        blue=[x.blue for x in seats], rel=[x.rel for x in seats], conq=[x.conq for x in seats],
        harbour=[x.harbour for x in seats], placed=[x.placed for x in seats], personal=[x.personal for x in seats])


class _Seat(NamedTuple):
    """One seat's entries of the state, read from its "colonies" entry."""

    board: str
    colony: list[str]
    markers: dict[int, str]
    res: list[int]
    coins: int
    happy: int
    blue: list[int]
    rel: int
    conq: int
    harbour: list[list[str]]
    placed: list[Placed]
    personal: str | None


def _seat_in(value: object, what: str, rules: Rules) -> _Seat:
    c = expect_keys(value, at(what), SEAT_KEYS)
    board = expect(c["board"], str, at(f"{what}.board"))
    if board not in BOARDS:
        raise LoadError(Message("santamaria.load.board", path=what, value=repr(board),
                                choices=", ".join(map(repr, BOARDS))))
    rows = _strs(c["colony"], f"{what}.colony")
    colony = parse_rows(rows)
    size = len(BOARDS[board])   # SIZE rows, none for a board with no colony (AK Module D: the Mayan City)
    if len(rows) != size or len(colony) != size * SIZE or not all(is_code(x) for x in colony):
        raise LoadError(Message("santamaria.load.colony", path=what, board=repr(board), rows=size, size=SIZE))
    res = expect_keys(c["resources"], at(f"{what}.resources"), rules.resources)
    harbour = expect_keys(c["harbour"], at(f"{what}.harbour"), DOCKS)
    return _Seat(
        board=board, colony=colony, markers=_markers_in(c["markers"], f"{what}.markers", rules.dice_marks),
        res=[_int(res[r], f"{what}.resources.{r}", 0, 99) for r in rules.resources],
        coins=_int(c["coins"], f"{what}.coins", 0, 10**6), happy=_int(c["happiness"], f"{what}.happiness", 0, 10**6),
        blue=sorted(_int(x, f"{what}.blue[{i}]", 1, 6) for i, x in enumerate(expect(c["blue"], list,
                                                                                    at(f"{what}.blue")))),
        rel=_int(c["religion"], f"{what}.religion", 0, 99),
        conq=_int(c["conquistador"], f"{what}.conquistador", 0, 99),
        harbour=[_strs(harbour[d], f"{what}.harbour.{d}") for d in DOCKS],
        placed=[_placed_in(t, f"{what}.tiles[{i}]") for i, t in enumerate(expect(c["tiles"], list,
                                                                                 at(f"{what}.tiles")))],
        personal=None if c["scholar"] is None else expect(c["scholar"], str, at(f"{what}.scholar")))


def _markers_in(value: object, what: str, marks: str = "") -> dict[int, str]:
    markers = expect(value, dict, at(what))
    for cell, mark in markers.items():
        if cell not in CELL_INDEX or not isinstance(mark, str) or len(mark) < 2 or mark[0] not in "wbc" + marks \
                or not mark[1:].isdigit() or (mark[0] != "c" and (len(mark) != 2 or mark[1] not in "123456")):
            raise LoadError(Message("santamaria.load.marker", path=what, cell=str(cell), value=repr(mark)))
    return {CELL_INDEX[k]: v for k, v in markers.items()}


def _placed_in(value: object, what: str) -> Placed:
    tile = _strs(value, what)
    if len(tile) < 2 or any(x not in CELL_INDEX for x in tile[1:]):
        raise LoadError(Message("santamaria.load.tile", path=what))
    return tile[0], tuple(CELL_INDEX[x] for x in tile[1:])


def _int(value: object, what: str, low: int, high: int) -> int:
    number = expect(value, int, at(what))
    if not low <= number <= high:
        raise LoadError(Message("core.range", what=at(what), low=low, high=high, number=number))
    return number


def _strs(value: object, what: str) -> list[str]:
    return [expect(x, str, at(f"{what}[{i}]")) for i, x in enumerate(expect(value, list, at(what)))]


def _list(value: object, what: str, length: int) -> list[Any]:
    items = expect(value, list, at(what))
    if len(items) != length:
        raise LoadError(Message("core.entries", what=at(what), count=length, found=len(items)))
    return items
