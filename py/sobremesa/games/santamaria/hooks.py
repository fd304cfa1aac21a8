"""Where an expansion module acts on the base rules: the named hook points (ARCHITECTURE.md, "Adding an
expansion module").

A module is a file of this package (``ak_shipping.py``, ...) that defines ``MODULE = Module(...)``; the
options switch it on (``rules.MODULES``, read by ``rules.rules_for``) and ``s.rules.modules`` lists the
modules of a game. The base rules call the functions below at their hook points; each calls what the
modules switched on bring, in order. With every option off there is no module and nothing happens.

Every part of a ``Module`` is optional:

* the year and the game: ``setup`` (after the base set-up: its draws come after the base draws),
  ``year_start`` (a year begins, year 1 included, once the set-up is done), ``year_end`` (after the
  conquistador scoring of the year, with the points it gave), ``final_scoring`` (a seat's categories);
* a turn: ``die_set`` (a die was chosen and its value set, before its activation: tasks it pushes run
  first, those of a later module before those of an earlier one), ``main_actions`` (more main actions of
  the seat on turn, carried out by ``main``),
  ``ship_offers`` (more answers to a shipping decision, with their costs), ``retiring`` (the effects of a
  retiring space for a seat), ``storage`` (the room in a seat's storage for a resource),
  ``bishop_counts`` (what its bishops count at the end, by bishop id);
* its pieces in a colony: ``pieces`` (the spaces they stand on, with their names: no die or coins activate
  them, no tile, road tile or upgrade specialist goes there), ``line_pieces`` (where they will stand when a
  die of a colour activates a line, after what the module does first: Module A's governor moves off it);
  ``dice_marks``: the letters of the markers its own dice leave on buildings, besides a white or blue die's
  "w" and "b" and the coins' "c" (Module C's ambassador dice: "W3", "L5");
* its own action kinds: ``main`` (main actions), ``answers`` (answers to a decision, by action kind;
  ``answering``: the decision task kind each answers), its automatic task kinds (``automatic``),
  its decision task kinds (``decisions``: their actions and whether to ask; ``declinable``), and their
  words (``prompts``: a text or a function of the task; ``log``, ``refusals``; ``declined``: the catalog key of the
  line of a decision declined); ``hands_over``:
  its tasks give decisions to other seats than the one on turn (Module C: each other seat follows an
  ambassador die; ``SantaMariaState.deciding``), and its ``invariants`` say whose tasks may be where;
* its part of the state: ``view``, the saved form (``keys``, ``save``, ``load``, ``task_args``), the
  components it holds (``components``: family -> ids, for the conservation checks), ``invariants``, what it
  lays over a colony (``layers``: checked and applied to the colony expected from the printed board and
  the tiles) and the face-down stacks (``face_down``, declared as secrets);
* an asymmetric role (AK Module D: the Mayan City): ``role`` gives one seat a board of its own instead of a
  colony (``Role``: the base's colony rules, the market and gold as a wild resource are not for it; its own
  main actions, prompt, start coins and final sale); ``track_symbol`` (what a symbol reached on the religion or
  conquistador track gives a seat), ``gained`` (where a gain comes from: the City's gold storage, then a supply
  of 12 gold), ``dice`` (the dice its part of the state holds, for the dice count), a hidden hand (``hands``: seen
  by one seat, declared as secrets), the part of the view only that seat sees (``seat_view``) and the line the
  other seats read of an action that names what they may not see (``private_log``).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from ...core import Action
from .data import Cost, Effect

if TYPE_CHECKING:
    from .state import SantaMariaState, Task

    S = SantaMariaState
else:
    S = Any
    Task = tuple

Play = Callable[["S", int, Action], None]
"""Carries out an action of the seat on turn."""
Answer = Callable[["S", "Task", Action], None]
"""Carries out the answer to a decision task (the task is already off the stack)."""
Choices = Callable[["S", "Task"], tuple[list[Action], bool]]
"""A decision task's own actions, and whether it is worth asking (else it is skipped)."""
Words = Callable[["S", int, Action], str]
"""A log line after the seat's name, or why an action is refused."""
Automatic = Callable[["S", "Task"], None]
"""Carries out an automatic task (already off the stack)."""
Prompt = str | Callable[["S", "Task"], str]
"""What a decision asks, after the seat's name: a text ("{what}": the task's first argument) or a function."""
FaceDown = tuple[tuple[str, ...], str, Sequence[str]]
"""(path in the state, pool, contents) of a face-down stack: a secret no seat sees."""
TaskArg = str | frozenset[str] | frozenset[int]
"""What a saved task holds after its seat: "cell", "n", "marker", or the words (or numbers) allowed."""
Hand = tuple[tuple[str, ...], int, str, Sequence[str]]
"""(path in the state, the seat that sees it, pool, contents) of a hidden hand: a secret of one seat."""


@dataclass(frozen=True)
class Role:
    """An asymmetric role: one seat plays a board of its own instead of a colony (AK Module D: the Mayan City).

    Its seat has no colony (``data.BOARDS[board]`` is empty): the base offers it ``actions`` and withdrawing as
    main actions, no market (no free buying or selling) and no gold as a wild resource; it takes ``coins`` at the
    start (the colonists then 3/4/5/6 in turn), and no colonist may use the components ``no_colonist`` (A sides,
    town halls). At the end its resources sell at ``prices`` and it scores only the categories ``scores``."""

    seat: int
    name: str                                  #: what it is called: "the Mayan City"
    board: str
    coins: int
    no_colonist: tuple[str, ...]
    actions: Callable[[S, int], list[Action]]
    kinds: tuple[str, ...]                     #: the kinds of its main actions
    prompt: str                                #: the catalog key of what it may do when it chooses its main action
    refusal: str                               #: why a colony or market action is not for it (a Message)
    prices: Mapping[str, int]
    scores: tuple[str, ...]


@dataclass(frozen=True)
class Module:
    """What an expansion module brings at each hook point (see the module docstring)."""

    name: str
    setup: Callable[[S], None] | None = None
    year_start: Callable[[S], None] | None = None
    year_end: Callable[[S, list[int]], None] | None = None
    final_scoring: Callable[[S, int, dict[str, int]], None] | None = None
    die_set: Callable[[S, int, str, str], None] | None = None
    main_actions: Callable[[S, int], list[Action]] | None = None
    ship_offers: Callable[[S, int], list[tuple[Action, Cost]]] | None = None
    retiring: Callable[[S, int, int, tuple[Effect, ...]], tuple[Effect, ...]] | None = None
    storage: Callable[[S, int, str, int], int] | None = None
    bishop_counts: Mapping[str, Callable[[S, int], int]] = field(default_factory=dict)
    pieces: Callable[[S, int], Mapping[int, str]] | None = None
    line_pieces: Callable[[S, int, str, int, str], Iterable[int]] | None = None
    dice_marks: str = ""
    main: Mapping[str, Play] = field(default_factory=dict)
    answers: Mapping[str, Answer] = field(default_factory=dict)
    answering: Mapping[str, str] = field(default_factory=dict)
    automatic: Mapping[str, Automatic] = field(default_factory=dict)
    decisions: Mapping[str, Choices] = field(default_factory=dict)
    declinable: tuple[str, ...] = ()
    prompts: Mapping[str, Prompt] = field(default_factory=dict)
    log: Mapping[str, Words] = field(default_factory=dict)
    refusals: Mapping[str, Words] = field(default_factory=dict)
    declined: Mapping[str, str] = field(default_factory=dict)
    hands_over: bool = False
    view: Callable[[S], dict[str, Any]] | None = None
    keys: tuple[str, ...] = ()
    save: Callable[[S], dict[str, Any]] | None = None
    load: Callable[[S, Mapping[str, Any]], None] | None = None
    task_args: Mapping[str, tuple[TaskArg, ...]] = field(default_factory=dict)
    components: Callable[[S], Mapping[str, list[str]]] | None = None
    invariants: Callable[[S], list[str]] | None = None
    layers: Callable[[S, int, list[str]], list[str]] | None = None
    face_down: Callable[[S], list[FaceDown]] | None = None
    role: Role | None = None
    track_symbol: Callable[[S, int, str, int, tuple[Effect, ...]], tuple[Effect, ...]] | None = None
    gained: Callable[[S, int, str, int, int], int] | None = None
    dice: Callable[[S], list[tuple[int, str]]] | None = None
    hands: Callable[[S], list[Hand]] | None = None
    seat_view: Callable[[S, int | None], dict[str, Any]] | None = None
    private_log: Mapping[str, Words] = field(default_factory=dict)


# --- the year and the game ----------------------------------------------------------------------
def setup(s: S) -> None:
    for m in s.rules.modules:
        if m.setup:
            m.setup(s)


def year_start(s: S) -> None:
    for m in s.rules.modules:
        if m.year_start:
            m.year_start(s)


def year_end(s: S, points: list[int]) -> None:
    for m in s.rules.modules:
        if m.year_end:
            m.year_end(s, points)


def final_scoring(s: S, p: int, parts: dict[str, int]) -> None:
    for m in s.rules.modules:
        if m.final_scoring:
            m.final_scoring(s, p, parts)


# --- a turn ----------------------------------------------------------------------------------------
def die_set(s: S, p: int, marker: str, orientation: str) -> None:
    for m in s.rules.modules:
        if m.die_set:
            m.die_set(s, p, marker, orientation)


def main_actions(s: S, p: int) -> list[Action]:
    out: list[Action] = []
    for m in s.rules.modules:
        if m.main_actions:
            out += m.main_actions(s, p)
    return out


def ship_offers(s: S, p: int) -> list[tuple[Action, Cost]]:
    out: list[tuple[Action, Cost]] = []
    for m in s.rules.modules:
        if m.ship_offers:
            out += m.ship_offers(s, p)
    return out


def retiring(s: S, p: int, space: int, effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    for m in s.rules.modules:
        if m.retiring:
            effects = m.retiring(s, p, space, effects)
    return effects


def storage(s: S, p: int, res: str) -> int:
    room = s.rules.storage[res]
    for m in s.rules.modules:
        if m.storage:
            room = m.storage(s, p, res, room)
    return room


# --- the modules' pieces in a colony -----------------------------------------------------------------
NO_PIECES: Mapping[int, str] = MappingProxyType({})


def pieces(s: S, p: int) -> Mapping[int, str]:
    """The spaces of the seat's colony where the modules' pieces stand -> what stands there, in words."""
    out: Mapping[int, str] = NO_PIECES
    for m in s.rules.modules:
        if m.pieces:
            out = {**out, **m.pieces(s, p)}
    return out


def blocked(s: S, p: int) -> Collection[int]:
    """The spaces no die or coins may activate now: those with a die or coins (§3.5), and the pieces'."""
    extra = pieces(s, p)
    return s.markers[p] if not extra else {*s.markers[p], *extra}


def moves_pieces(s: S) -> bool:
    """Does a module move a piece when a die is used, before the die activates its line?"""
    return any(m.line_pieces for m in s.rules.modules)


def line_blocked(s: S, p: int, orientation: str, value: int, colour: str) -> Collection[int]:
    """The spaces blocked when a die of that colour activates that line, after what the modules do first
    (their pieces where they will stand)."""
    extra: list[int] = []
    for m in s.rules.modules:
        if m.line_pieces:
            extra += m.line_pieces(s, p, orientation, value, colour)
        elif m.pieces:
            extra += m.pieces(s, p)
    return s.markers[p] if not extra else {*s.markers[p], *extra}


# --- the state -------------------------------------------------------------------------------------
def components(s: S, family: str) -> list[str]:
    """The components of a family (e.g. "shipping tiles") that the modules' parts of the state hold."""
    return [x for m in s.rules.modules if m.components for x in m.components(s).get(family, ())]


def invariants(s: S) -> list[str]:
    return [problem for m in s.rules.modules if m.invariants for problem in m.invariants(s)]


def layers(s: S, p: int, expected: list[str]) -> list[str]:
    """Lay what the modules put over a colony onto ``expected`` (the printed board with the tiles laid);
    what is wrong with it."""
    return [problem for m in s.rules.modules if m.layers for problem in m.layers(s, p, expected)]


def face_down(s: S) -> list[FaceDown]:
    return [part for m in s.rules.modules if m.face_down for part in m.face_down(s)]


def view(s: S) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for m in s.rules.modules:
        if m.view:
            out.update(m.view(s))
    return out


# --- an asymmetric role, and what it changes for everybody ----------------------------------------------
def track_symbol(s: S, p: int, track: str, space: int, effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """What the symbols on a track's space give the seat that reaches it (``track``: "rel" or "conq")."""
    for m in s.rules.modules:
        if m.track_symbol:
            effects = m.track_symbol(s, p, track, space, effects)
    return effects


def gained(s: S, p: int, res: str, n: int, kept: int) -> int:
    """A seat gains ``n`` of a resource, ``kept`` of which its storage can hold: how many it gets (the modules take
    them from where they are: AK Module D's gold from the City's storage, then the supply)."""
    for m in s.rules.modules:
        if m.gained:
            kept = m.gained(s, p, res, n, kept)
    return kept


def dice(s: S) -> list[tuple[int, str]]:
    """(seat, "w" or "b") of every die the modules' parts of the state hold (AK Module D: on the City's board)."""
    return [d for m in s.rules.modules if m.dice for d in m.dice(s)]


def hands(s: S) -> list[Hand]:
    return [part for m in s.rules.modules if m.hands for part in m.hands(s)]


def seat_view(s: S, seat: int | None) -> dict[str, Any]:
    """The part of the view that depends on who looks (a hand, to its seat only)."""
    out: dict[str, Any] = {}
    for m in s.rules.modules:
        if m.seat_view:
            out.update(m.seat_view(s, seat))
    return out
