"""Rule examples that teaching sites embed (issue 14): the rulebooks' worked examples as data.

An example is a JSON file ``<game>/<name>.json`` beside this module (the name is the file's stem):

* ``title``: what it shows; ``source``: where the rulebook tells it (optional);
* ``start``: the starting position, either ``{"position": {...}}`` in the game's position format (its
  ``POSITIONS.md``, loaded strictly by ``Game.state_from_dict``) or ``{"players": [...], "seed": 1, "options":
  {...}, "actions": [...]}``: a set-up and the actions played from it;
* ``note``, ``highlight``, ``view``: the first step (the start itself): what to read, places to mark, whose view
  (a seat number, or null for the public view);
* ``steps``: each an ``action`` (legal where it is taken) with its own ``note``, ``highlight`` and ``view``
  (the example's view when left out).

A place to highlight is the value of a ``data-cell``, ``data-field``, ``data-street``, ``data-area`` or
``data-seat`` attribute the game's renderer draws. The loader is shared by the build of the embeds
(``tools/build_embeds.py``) and the test that checks every example (``tests/core/test_examples.py``).
"""

from __future__ import annotations

import pathlib
import re
from dataclasses import dataclass
from typing import Any

from ..core import Action, Game, IllegalAction, LoadError, Record, Session, State, as_action, serial
from ..core.i18n import Message
from ..games import get

DIRECTORY = pathlib.Path(__file__).parent
NAME = re.compile(r"[a-z0-9][a-z0-9-]{0,60}")
KEYS = ("title", "game", "start", "note", "steps")
OPTIONAL = ("source", "highlight", "view")
STEP_KEYS = ("action", "note")
STEP_OPTIONAL = ("highlight", "view")


@dataclass(frozen=True)
class Step:
    """One step of an example: the action that leads to it (None for the start), what it says and shows."""

    action: Action | None
    note: str
    highlight: tuple[str, ...]
    view: int | None


@dataclass(frozen=True)
class Example:
    name: str
    title: str
    game: str
    source: str
    start: dict[str, Any]
    steps: tuple[Step, ...]   # steps[0] is the start position


def _view(data: dict[str, Any], default: int | None, what: str) -> int | None:
    view = data.get("view", default)
    return None if view is None else serial.expect(view, int, f"{what}: the view")


def _highlight(data: dict[str, Any], what: str) -> tuple[str, ...]:
    places = serial.expect(data.get("highlight", []), list, f"{what}: highlight")
    return tuple(serial.expect(p, str, f"{what}: a place to highlight") for p in places)


def _step(data: object, number: int, view: int | None) -> Step:
    what = f"Step {number}"
    data = serial.expect_keys(data, what, STEP_KEYS, STEP_OPTIONAL)
    try:
        action = as_action(data["action"])
    except IllegalAction as exc:
        raise LoadError(f"{what}: a malformed action: {exc}") from None
    return Step(action, serial.expect(data["note"], str, f"{what}: the note"), _highlight(data, what),
                _view(data, view, what))


def parse(name: str, data: object) -> Example:
    """An example from its JSON data; a LoadError names what is wrong."""
    if not NAME.fullmatch(name):
        raise LoadError(f"{name!r} is not an example name (lower case letters, digits and dashes).")
    data = serial.expect_keys(data, f"The example {name}", KEYS, OPTIONAL)
    game = get(serial.expect(data["game"], str, "The game")).name
    view = _view(data, None, "The example")
    first = Step(None, serial.expect(data["note"], str, "The note"), _highlight(data, "The start"), view)
    steps = [_step(s, i + 1, view) for i, s in enumerate(serial.expect(data["steps"], list, "The steps"))]
    return Example(name, serial.expect(data["title"], str, "The title"), game,
                   serial.expect(data.get("source", ""), str, "The source"),
                   serial.expect(data["start"], dict, "The start"), (first, *steps))


def read(path: pathlib.Path) -> Example:
    """The example in the file ``<game>/<name>.json`` (the rules tests of a rulebook example read it too)."""
    example = parse(path.stem, serial.loads(path.read_text(encoding="utf-8")))
    if example.game != path.parent.name:
        raise LoadError(f"{path.name} is an example of {example.game} in the folder {path.parent.name}.")
    return example


def load_all(directory: pathlib.Path = DIRECTORY) -> list[Example]:
    """Every example under ``directory`` (``<game>/<name>.json``), ordered by game and name; names are unique."""
    examples = [read(path) for path in sorted(directory.glob("*/*.json"))]
    names = [e.name for e in examples]
    if len(set(names)) != len(names):
        raise LoadError("Two examples share a name.")
    return examples


def start_session(example: Example) -> tuple[Game[Any], State]:
    """The game and the starting position: a position loaded strictly, or a set-up with its actions replayed."""
    game: Game[Any] = get(example.game)
    start = example.start
    if "position" in start:
        serial.expect_keys(start, "The start", ("position",))
        return game, game.state_from_dict(serial.expect(start["position"], dict, "The position"))
    start = serial.expect_keys(start, "The start", ("players", "seed"), ("options", "actions"))
    session = Session.new(example.game, start["players"], serial.expect(start["seed"], int, "The seed"),
                          serial.expect(start.get("options", {}), dict, "The options"))
    for number, action in enumerate(serial.expect(start.get("actions", []), list, "The actions"), 1):
        try:
            session.apply(action)
        except IllegalAction as exc:
            raise LoadError(f"Set-up action {number} ({action}) is illegal: {exc}") from None
    return game, session.state


def play(example: Example) -> list[State]:
    """The state of each step: every action legal where it is taken (``Game.apply``), every state consistent
    (``Game.invariants``); a LoadError names the first step that is not."""
    game, state = start_session(example)
    states = [state]
    for number, step in enumerate(example.steps[1:], 1):
        try:
            state = game.apply(state, step.action)
        except IllegalAction as exc:
            raise LoadError(f"{example.name}, step {number} ({list(step.action or ())}) is illegal: {exc}") from None
        states.append(state)
    for number, state in enumerate(states):
        problems = game.invariants(state)
        if problems:
            raise LoadError(f"{example.name}, step {number}: {'; '.join(problems)}")
        view = example.steps[number].view
        if view is not None and not 0 <= view < len(getattr(state, "names", ())):
            raise LoadError(f"{example.name}, step {number}: there is no seat {view}.")
    return states


def record(example: Example) -> Record:
    """The example as a game record: its starting position (``Session.at``) and every step's action. The build
    writes it beside the example's drawings for "Play from here" (``play_from``)."""
    game, start = start_session(example)
    session = Session.at(game, start)
    return Record(**{**vars(session.record), "actions": [s.action for s in example.steps[1:] if s.action]})


def play_from(text: object, step: object, meta: dict[str, Any] | None = None) -> Session:
    """"Play from here": a new game at ``step`` of an example, from the record text the build wrote (``record``).
    The record is loaded strictly (a position that breaks the game's invariants, an illegal action or a step the
    example has not are refused with the reason, LoadError)."""
    given = Record.from_json(text)
    if given.position is None:
        raise LoadError(Message("core.example_position"))
    if type(step) is not int or not 0 <= step <= len(given.actions):
        raise LoadError(Message("core.example_step", step=repr(step), last=len(given.actions)))
    return Session(Record(**{**vars(given), "actions": given.actions[:step], "meta": dict(meta or {})}))
