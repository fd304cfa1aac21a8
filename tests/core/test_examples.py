"""The rule examples that teaching sites embed (issue 14): every one loads, every action is legal where it is
taken, every position is consistent; a broken example is refused with a reason.

The files are read from the source tree (``py/sobremesa/examples``), which the Pyodide run mounts too.
"""

from __future__ import annotations

import json
import pathlib
import re
from typing import Any

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


def _build_embeds() -> object:
    """``tools/build_embeds.py``, imported from the source tree."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("build_embeds", DIRECTORY.parents[2] / "tools" / "build_embeds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_build_draws_every_step_in_every_view(tmp_path: pathlib.Path) -> None:
    tool: Any = _build_embeds()
    example = next(e for e in ALL if e.name == "fig04-castle-region")
    raw, packed = tool.write_example(example, tmp_path / example.name)
    assert sorted(p.name for p in (tmp_path / example.name).iterdir()) == [
        "0-0.json", "0-1.json", "0-2.json", "0-p.json", "1-0.json", "1-1.json", "1-2.json", "1-p.json", "index.json"]
    assert 0 < packed < raw
    index = json.loads((tmp_path / example.name / "index.json").read_text(encoding="utf-8"))
    assert index["title"] == example.title and index["game"] == "Salamanca"
    assert index["views"] == {"p": "Everyone (the public view)", "0": "Carmen's view", "1": "Pedro's view",
                              "2": "Amelie's view"}
    assert [s["note"] for s in index["steps"]] == [s.note for s in example.steps]
    assert index["steps"][1]["move"].startswith("Carmen sells the castle at E4")
    first = json.loads((tmp_path / example.name / "0-0.json").read_text(encoding="utf-8"))["board"]
    assert 'data-action="[&quot;sell&quot;,&quot;E4&quot;]"' in first and "aria-describedby" not in first
    assert re.search(r'data-cell="D3"[^>]*class="[^"]*highlight|class="[^"]*highlight[^"]*"[^>]*data-cell="D3"', first)
    public = json.loads((tmp_path / example.name / "0-p.json").read_text(encoding="utf-8"))["board"]
    assert "data-action" not in public          # the move is drawn only for the seat about to take it
    after = json.loads((tmp_path / example.name / "1-0.json").read_text(encoding="utf-8"))["board"]
    assert "changed" in after and "data-action" not in after


def test_the_gallery_gives_the_code_with_a_title() -> None:
    tool: Any = _build_embeds()
    page = tool.gallery("<ul><!--EXAMPLES--></ul>", ALL)
    assert page.count("<li>") == len(ALL)
    assert ('&lt;iframe src="embed.html#ex=fig15-example-round" title="An example of a round: '
            "Antonio's turn (Sobremesa rule example)\"") in page


def test_a_start_from_a_set_up_and_its_actions() -> None:
    start = {"players": ["Ana", "Ben"], "seed": 3, "options": {}, "actions": []}
    first = examples.parse("set-up", {"title": "t", "game": "calimala", "start": start, "note": "n", "steps": []})
    game, state = examples.start_session(first)
    opening = game.legal_actions(state)[0]
    reply = game.legal_actions(game.apply(state, opening))[0]
    later = examples.parse("set-up", {"title": "t", "game": "calimala", "note": "n",
                                      "start": {**start, "actions": [list(opening)]},
                                      "steps": [{"action": list(reply), "note": "the reply"}]})
    states = examples.play(later)
    assert game.state_to_dict(states[0]) == game.state_to_dict(game.apply(state, opening))
    assert game.state_to_dict(states[1]) == game.state_to_dict(game.apply(states[0], reply))
    wrong = examples.parse("set-up", {"title": "t", "game": "calimala", "note": "n", "steps": [],
                                      "start": {**start, "actions": [["fly"]]}})
    with pytest.raises(LoadError, match=r"Set-up action 1 \(\['fly'\]\) is illegal"):
        examples.play(wrong)
