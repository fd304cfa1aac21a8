"""The rule examples that teaching sites embed (issue 14): every one loads, every action is legal where it is
taken, every position is consistent; a broken example is refused with a reason.

The files are read from the source tree (``py/sobremesa/examples``), which the Pyodide run mounts too.
"""

from __future__ import annotations

import json
import pathlib

import pytest

from sobremesa import examples
from sobremesa.core import LoadError
from sobremesa.games import MODULES

DIRECTORY = pathlib.Path(__file__).resolve().parents[2] / "py" / "sobremesa" / "examples"
ALL = examples.load_all(DIRECTORY)


def test_there_are_examples_of_every_game() -> None:
    assert len(ALL) >= 20
    assert {e.game for e in ALL} == set(MODULES)
    assert all(e.title and e.source and all(step.note for step in e.steps) for e in ALL)


@pytest.mark.parametrize("example", ALL, ids=[e.name for e in ALL])
def test_every_step_is_legal_and_consistent(example: examples.Example) -> None:
    states = examples.play(example)
    assert len(states) == len(example.steps) >= 2
    game, start = examples.start_session(example)
    assert game.state_to_dict(start) == game.state_to_dict(states[0])
    for before, step in zip(states, example.steps[1:]):
        assert step.action in game.legal_actions(before)
    assert all(game.invariants(state) == [] for state in states)


def _example(**changes: object) -> dict[str, object]:
    data = json.loads((DIRECTORY / "salamanca" / "fig04-castle-region.json").read_text(encoding="utf-8"))
    data.update(changes)
    return data


def test_an_illegal_step_is_refused_with_its_reason() -> None:
    bad = examples.parse("bad", _example(steps=[{"action": ["sell", "D4"], "note": "Not a building of hers."}]))
    with pytest.raises(LoadError, match=r"bad, step 1 \(\['sell', 'D4'\]\) is illegal: "):
        examples.play(bad)


@pytest.mark.parametrize("changes, reason", [
    ({"steps": [{"action": ["sell", "E4"]}]}, "Step 1 lacks 'note'"),
    ({"view": "Carmen"}, "the view should be a whole number"),
    ({"colour": "red"}, "unknown entries 'colour'"),
    ({"game": "chess"}, "chess"),
    ({"start": {"position": {"players": ["Carmen"], "board": {}}}}, "2 to 5 players"),
    ({"view": 7}, "there is no seat 7"),
])
def test_a_damaged_example_is_refused(changes: dict[str, object], reason: str) -> None:
    with pytest.raises(LoadError, match=reason):
        examples.play(examples.parse("damaged", _example(**changes)))


def test_names_are_plain() -> None:
    with pytest.raises(LoadError, match="not an example name"):
        examples.parse("../escape", _example())
