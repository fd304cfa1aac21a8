"""American Kingdoms, Module A: the Governor (AK "Module A: The Governor"; §8.6, §9.14).

Each seat's governor starts on the top left space (``data.GOVERNOR_START``; ``SantaMariaState.governor``).
When a die is used, after its value is set and before its line activates (``hooks.die_set``: the
"governor" task, below the specialist's decision of Module B), a governor standing on that line moves one
space (``move``): right for a column (a white die, or a blue one with Philosophy: "considered white"), down
for a row; on Archery's diagonal the die's colour decides, right for white, down for blue. It cannot leave
the colony nor enter a space with a die or coins; then it stays. Landing on a building activates it
(an upgrade specialist too); on a road, 1 happiness per colonist; on empty land, nothing. Its space is
blocked (``hooks.pieces``): no die or coins activate it, no tile, road tile or upgrade specialist goes on it.
Guidance (S13): after landing on a road, pay 1 coin to move one more space the same way (the "guide"
decision), and again while it lands on roads. At the end, the grid value of its space
(``data.GOVERNOR_POINTS``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core import Action, Event, LoadError
from ...core.i18n import Message
from ...core.serial import expect
from .colony import ALL_LINES, CELL_INDEX, CELL_NAMES, CELLS, colonists, is_building, is_road
from .data import (
    GOVERNOR_FREES_ITS_LINE,
    GOVERNOR_POINTS,
    GOVERNOR_START,
    GUIDANCE_COIN,
    GUIDANCE_STEP_ACTIVATES,
    SIZE,
)
from .effects import has_scholar, pay, payment, reachable
from .hooks import Module
from .state import SantaMariaState, Task
from .words import building_name, coins_text, space_text

GUIDANCE = "S13"
RIGHT, DOWN = "right", "down"
STEPS = {RIGHT: (0, 1), DOWN: (1, 0)}
COLOURS = {"w": "white", "b": "blue"}


def _governors(s: SantaMariaState) -> list[int]:
    if s.governor is None:
        raise ValueError("no governors in this game")
    return s.governor


# --- the move ------------------------------------------------------------------------------------
def direction(orientation: str, colour: str) -> str:
    """A column sends the governor right, a row down (a blue die on a column "is considered white",
    Philosophy); on a diagonal (Archery) the colour decides: white right, blue down."""
    if orientation == "diagonal":
        return RIGHT if colour == "white" else DOWN
    return RIGHT if orientation == "column" else DOWN


def on_line(s: SantaMariaState, p: int, orientation: str, value: int) -> bool:
    return _governors(s)[p] in ALL_LINES[orientation][value]


def step(s: SantaMariaState, p: int, way: str) -> int | None:
    """The space one step ``way`` from the seat's governor, or None: out of the colony, or a die or coins there."""
    row, column = divmod(_governors(s)[p], SIZE)
    row, column = row + STEPS[way][0], column + STEPS[way][1]
    if row >= SIZE or column >= SIZE:
        return None
    cell = row * SIZE + column
    return None if cell in s.markers[p] else cell


def move(s: SantaMariaState, p: int, orientation: str, value: int, colour: str) -> int | None:
    """Where the seat's governor goes when a die of that colour is used on that line (None: it stays, not on
    the line or unable to move). A function of the state, the seat, the line and the colour only, so that
    any die activating a line of this colony moves it."""
    if not on_line(s, p, orientation, value):
        return None
    return step(s, p, direction(orientation, colour))


def _die_set(s: SantaMariaState, p: int, marker: str, orientation: str) -> None:
    """A die is used: its governor moves first, if it stands on the die's line."""
    if on_line(s, p, orientation, int(marker[1])):
        s.tasks.append(("governor", p, marker, orientation))


def _advance(s: SantaMariaState, task: Task) -> None:
    """The "governor" task: move (or stay and say why), then what the landing gives."""
    _, p, marker, orientation = task
    way = direction(orientation, COLOURS[marker[0]])
    target = step(s, p, way)
    if target is None:
        s.events.append(Event(Message(f"santamaria.event.governor_stays.{way}", who=s.names[p],
                                      why=_why_stays(s, p, way), space=space_text(_governors(s)[p]))))
        return
    s.events.append(Event(Message("santamaria.event.governor", who=s.names[p],
                                  moves=landing_text(s, p, target, way))))
    land(s, p, target, way)


def _why_stays(s: SantaMariaState, p: int, way: str) -> Message:
    row, column = divmod(_governors(s)[p], SIZE)
    if (way == RIGHT and column == SIZE - 1) or (way == DOWN and row == SIZE - 1):
        return Message("santamaria.governor.edge")
    return Message("santamaria.governor.taken")


def land(s: SantaMariaState, p: int, cell: int, way: str, guided: bool = False) -> None:
    """The governor is on ``cell``: a building is activated, a road gives 1 happiness per colonist; on a road
    (an upgrade specialist is one too) Guidance may move it on (AK; §8.11 Q4, Q5)."""
    _governors(s)[p] = cell
    code = s.colony[p][cell]
    if is_road(code) and has_scholar(s, p, GUIDANCE):
        s.tasks.append(("guide", p, way))
    people = colonists(s.colony[p], (cell,))
    if people:
        s.tasks.append(("happy", p, people))
    if is_building(code) and (GUIDANCE_STEP_ACTIVATES or not guided):
        s.tasks.append(("activate", p, cell))


def landing_text(s: SantaMariaState, p: int, cell: int, way: str, guided: bool = False) -> Message:
    """"moves right to row 2, column 4 and activates the sugar plantation"."""
    code = s.colony[p][cell]
    gains = []
    if is_building(code) and (GUIDANCE_STEP_ACTIVATES or not guided):
        gains.append(Message("santamaria.governor.activates", building=building_name(code)))
    people = colonists(s.colony[p], (cell,))
    if people:
        gains.append(Message("santamaria.governor.colonists", n=people))
    if not gains:
        gains.append(Message("santamaria.governor.empty" if code[0] == "." else "santamaria.governor.nothing"))
    return Message(f"santamaria.governor.moves.{way}", space=space_text(cell), gains=gains)


GOVERNOR = Message("santamaria.piece.governor")   # what blocks its space, in words


def _pieces(s: SantaMariaState, p: int) -> Mapping[int, str]:
    return {_governors(s)[p]: GOVERNOR}


def _line_pieces(s: SantaMariaState, p: int, orientation: str, value: int, colour: str) -> tuple[int, ...]:
    """Where the governor stands when that die's line activates: moved off it (§8.11 Q3,
    ``data.GOVERNOR_FREES_ITS_LINE``), or where it is."""
    target = move(s, p, orientation, value, colour) if GOVERNOR_FREES_ITS_LINE else None
    return (_governors(s)[p] if target is None else target,)


# --- Guidance ------------------------------------------------------------------------------------
def _guide_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    """Asked while the next step is open and a coin can be found."""
    p, way = task[1], task[2]
    cost = {"coins": GUIDANCE_COIN}
    if step(s, p, way) is None:
        return [], False
    return ([("guide",)] if payment(s, p, cost) is not None else []), reachable(s, p, cost)


def _guide(s: SantaMariaState, task: Task, action: Action) -> None:
    p, way = task[1], task[2]
    target = step(s, p, way)
    if target is None:
        raise ValueError("the governor cannot move on")
    pay(s, p, {"coins": GUIDANCE_COIN})
    land(s, p, target, way, guided=True)


def _guide_log(s: SantaMariaState, p: int, action: Action) -> str:
    way = s.tasks[-1][2]
    target = step(s, p, way)
    if target is None:
        return Message("santamaria.log.guide", who=s.names[p], coins=coins_text(GUIDANCE_COIN))
    return Message("santamaria.log.guide_moves", who=s.names[p], coins=coins_text(GUIDANCE_COIN),
                   moves=landing_text(s, p, target, way, guided=True))


def _why_not_guide(s: SantaMariaState, p: int, action: Action) -> str:
    if s.tasks and s.tasks[-1][0] == "guide" and step(s, p, s.tasks[-1][2]) is None:
        return Message("santamaria.why.governor_stuck")
    return Message("santamaria.why.guidance_cost", cost=coins_text(GUIDANCE_COIN), have=coins_text(s.coins[p]))


# --- the end, the state ----------------------------------------------------------------------------
def points(s: SantaMariaState, p: int) -> int:
    """The overview card's value of the governor's space."""
    row, column = divmod(_governors(s)[p], SIZE)
    return GOVERNOR_POINTS[row][column]


def _final_scoring(s: SantaMariaState, p: int, parts: dict[str, int]) -> None:
    parts["governor"] = points(s, p)


def _setup(s: SantaMariaState) -> None:
    s.governor = [GOVERNOR_START] * s.players


def _view(s: SantaMariaState) -> dict[str, Any]:
    """Each seat's governor; for the colonist choosing its main action, where a die would move its governor (AK
    Module D's Mayan City has no colony: its governor never moves)."""
    choosing = s.phase == "play" and s.seat in s.rules.colonists and not s.tasks
    return {"governor": [CELL_NAMES[c] for c in _governors(s)],
            "governor_moves": preview(s, s.seat) if choosing and s.seat is not None else []}


def preview(s: SantaMariaState, p: int) -> list[dict[str, Any]]:
    """For every line through the seat's governor: where the governor would go when a die is used on that line
    ("to": None when it stays) and what that does, in words; on a diagonal for each die colour ("colour"; None
    on a row or column, where the line alone decides). The renderer shows it on the line's target before the
    die is chosen."""
    out: list[dict[str, Any]] = []
    for orientation, lines in ALL_LINES.items():
        for value in lines:
            if not on_line(s, p, orientation, value):
                continue
            for colour in COLOURS.values() if orientation == "diagonal" else (None,):
                way = direction(orientation, colour or "white")
                target = step(s, p, way)
                says = (landing_text(s, p, target, way) if target is not None else
                        f"cannot move {way} ({_why_stays(s, p, way)}) and blocks "
                        f"{space_text(_governors(s)[p])}")
                out.append({"line": orientation, "value": value, "colour": colour,
                            "to": None if target is None else CELL_NAMES[target], "says": says})
    return out


def _save(s: SantaMariaState) -> dict[str, Any]:
    return {"governor": [CELL_NAMES[c] for c in _governors(s)]}


def _load(s: SantaMariaState, data: Mapping[str, Any]) -> None:
    spaces = [expect(x, str, "governor") for x in expect(data["governor"], list, "governor")]
    if len(spaces) != s.players or any(x not in CELL_INDEX for x in spaces):
        raise LoadError(Message("santamaria.load.governor", path="governor", count=s.players))
    s.governor = [CELL_INDEX[x] for x in spaces]


def _invariants(s: SantaMariaState) -> list[str]:
    """One governor per seat on its colony, never under a die or coins."""
    governors = _governors(s)
    if len(governors) != s.players or any(not 0 <= c < CELLS for c in governors):
        return [Message("santamaria.check.governors", governors=str(governors))]
    return [Message("santamaria.check.under_governor", seat=p, cell=CELL_NAMES[c])
            for p, c in enumerate(governors) if c in s.markers[p]]


MODULE = Module(
    name="ak_governor", setup=_setup, die_set=_die_set, final_scoring=_final_scoring,
    pieces=_pieces, line_pieces=_line_pieces, automatic={"governor": _advance},
    answers={"guide": _guide}, answering={"guide": "guide"}, decisions={"guide": _guide_choices},
    declinable=("guide",),
    prompts={"guide": lambda s, task: Message(f"santamaria.prompt.guide.{task[2]}")},
    log={"guide": _guide_log}, refusals={"guide": _why_not_guide},
    declined={"guide": "santamaria.log.decline.guide"},
    view=_view, keys=("governor",), save=_save, load=_load,
    task_args={"governor": ("marker", frozenset(ALL_LINES)), "guide": (frozenset(STEPS),)},
    invariants=_invariants,
)
