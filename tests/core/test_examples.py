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
from sobremesa.app.nav import example_from_fragment
from sobremesa.core import LoadError, Record, Session, share
from sobremesa.core.i18n import LANGUAGES
from sobremesa.core.record import state_hash
from sobremesa.games import MODULES, get

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


def test_the_build_draws_every_step_in_every_view_once(tmp_path: pathlib.Path) -> None:
    tool: Any = _build_embeds()
    example = next(e for e in ALL if e.name == "fig04-castle-region")
    out = tmp_path / example.name
    raw, packed = tool.write_example(example, out)
    assert 0 < packed < raw
    indexes = {lang: json.loads((out / f"index.{lang}.json").read_text(encoding="utf-8")) for lang in LANGUAGES}
    index = indexes["en"]
    assert index["title"] == example.title and index["game"] == "Salamanca"
    assert index["views"] == {"p": "Everyone (the public view)", "0": "Carmen's view", "1": "Pedro's view",
                              "2": "Amelie's view"}
    assert [s["note"] for s in index["steps"]] == [s.note for s in example.steps]
    assert index["steps"][1]["move"].startswith("Carmen sells the castle at E4")

    def part(step: int, view: str, which: int) -> str:
        name = index["steps"][step]["parts"][view][which]
        return (out / f"{name}.html").read_text(encoding="utf-8") if name else ""

    first = part(0, "0", 0)
    assert 'data-action="[&quot;sell&quot;,&quot;E4&quot;]"' in first and "aria-describedby" not in first
    assert re.search(r'data-cell="D3"[^>]*class="[^"]*highlight|class="[^"]*highlight[^"]*"[^>]*data-cell="D3"', first)
    public = part(0, "p", 0)
    assert "data-action" not in public          # the move is drawn only for the seat about to take it
    after = part(1, "0", 0)
    assert "changed" in after and "data-action" not in after
    # every part is written once, under the hash of its markup: Pedro's board is the public one
    assert index["steps"][0]["parts"]["1"][0] == index["steps"][0]["parts"]["p"][0]
    # in German: its words, its views, its log line, its board (a part the languages share is one file)
    german = indexes["de"]
    assert german["title"] == "Eine Burg verkaufen: was ihre Region wert ist"
    assert german["views"]["p"].startswith("Allen") and german["steps"][1]["note"].startswith("Sie verkauft")
    assert german["steps"][1]["move"].startswith("Carmen") and german["steps"][1]["move"] != index["steps"][1]["move"]
    named = {n for i in indexes.values() for step in i["steps"] for parts in step["parts"].values() for n in parts if n}
    assert {p.stem for p in out.glob("*.html")} == named
    assert all(tool.write_part(out, (out / f"{n}.html").read_text(encoding="utf-8")) == n for n in named)
    assert len(named) < len(LANGUAGES) * 3 * 4 * len(index["steps"])
    # "Play from here": the example as a record, the app's new game at any of its steps
    text = (out / "record.json").read_text(encoding="utf-8")
    states = examples.play(example)
    game = get(example.game)
    for step, state in enumerate(states):
        assert state_hash(game, examples.play_from(text, step).state) == state_hash(game, state)


def test_the_gallery_gives_the_code_with_a_title() -> None:
    tool: Any = _build_embeds()
    page = tool.gallery("<ul><!--EXAMPLES--></ul>", ALL, "en")
    assert page.count("<li>") == len(ALL)
    assert ('&lt;iframe src="embed.html#ex=fig15-example-round" title="An example of a round: '
            "Antonio's turn (Sobremesa rule example)\"") in page
    template = '<html lang="{{lang}}"><h1>{{examples.gallery.title}}</h1><ul><!--EXAMPLES--></ul>'
    german = tool.gallery(template, ALL, "de")
    assert german.startswith('<html lang="de"><h1>Regelbeispiele zum Einbetten</h1>')
    assert ('&lt;iframe src="embed.html#ex=fig15-example-round&amp;amp;lang=de" title="Beispiel einer Runde: '
            "Antonios Zug (Regelbeispiel von Sobremesa)\"") in german


def test_a_start_from_a_set_up_and_its_actions() -> None:
    start: dict[str, Any] = {"players": ["Ana", "Ben"], "seed": 3, "options": {}, "actions": []}
    first = examples.parse("set-up", {"title": "t", "game": "calimala", "start": start, "note": "n", "steps": []})
    game, state = examples.start_session(first)
    opening = game.legal_actions(state)[0]
    reply = game.legal_actions(game.apply(state, opening))[0]
    later = examples.parse("set-up", {"title": "t", "game": "calimala", "note": "n",
                                      "start": dict(start, actions=[list(opening)]),
                                      "steps": [{"action": list(reply), "note": "the reply"}]})
    states = examples.play(later)
    assert game.state_to_dict(states[0]) == game.state_to_dict(game.apply(state, opening))
    assert game.state_to_dict(states[1]) == game.state_to_dict(game.apply(states[0], reply))
    wrong = examples.parse("set-up", {"title": "t", "game": "calimala", "note": "n", "steps": [],
                                      "start": {**start, "actions": [["fly"]]}})
    with pytest.raises(LoadError, match=r"Set-up action 1 \(\['fly'\]\) is illegal"):
        examples.play(wrong)


@pytest.mark.parametrize("example", ALL, ids=[e.name for e in ALL])
def test_play_from_any_step(example: examples.Example) -> None:
    """A new game starts from the example's position at any step: its record saves and loads to the same state,
    a legal move plays on from it, and a share link of it replays it."""
    text = examples.record(example).to_json()
    game = get(example.game)
    states = examples.play(example)
    for step in (0, len(states) - 1):
        session = examples.play_from(text, step, {"started": "today"})
        assert session.record.meta == {"started": "today"}
        assert session.can_undo() == (step > 0 and not session.state.barrier)
        again = Session.load(session.record.to_json())
        assert state_hash(game, again.state) == state_hash(game, states[step]) == session.replay_hash()
        if not game.is_over(session.state):
            session.apply(game.legal_actions(session.state)[0])
            assert Session.load(session.record.to_json()).replay_hash() == session.replay_hash()
        assert share.decode(share.encode(session)).replay_hash() == session.replay_hash()


def test_an_anonymous_copy_of_a_game_from_a_position_names_no_one() -> None:
    example = next(e for e in ALL if e.name == "fig04-castle-region")
    session = examples.play_from(examples.record(example).to_json(), 1)
    hidden = share.decode(share.encode(session, hide_names=True))
    assert hidden.record.players == ["Player 1", "Player 2", "Player 3"]
    assert "Carmen" not in hidden.record.to_json() and "Carmen" in session.record.to_json()
    assert hidden.replay_hash() != session.replay_hash()  # the names are part of the state


def _record(**changes: object) -> dict[str, Any]:
    example = next(e for e in ALL if e.name == "fig04-castle-region")
    data = examples.record(example).to_dict()
    data.update(changes)
    return data


@pytest.mark.parametrize("change, reason", [
    (lambda d: d.update(seed=4), "either from a set-up with its seed or from a position, not both"),
    (lambda d: d.pop("position"), r"lacks 'seed' \(or the position it starts from\)"),
    (lambda d: d["position"].update(phase="dancing"), "phase must be"),
    (lambda d: d.update(players=["Carmen", "Pedro"]), "The record names 2 players; its position has 3"),
    (lambda d: d.update(options={"start_tiles": "random"}), "The record's options are not those of its position"),
    (lambda d: d.update(position=[1]), "The position"),
    (lambda d: d["actions"].insert(0, ["sell", "D4"]), r"Action 1 of the record \(\['sell', 'D4'\]\) is illegal"),
])
def test_a_record_from_a_wrong_position_is_refused(change: Any, reason: str) -> None:
    data = _record()
    change(data)
    with pytest.raises(LoadError, match=reason):
        Session(Record.from_dict(data))


def test_a_position_that_breaks_an_invariant_is_refused_with_the_reason() -> None:
    """A tile lost from the stack: the game's invariants refuse the position, and say which."""
    data = _record()
    game = get("salamanca")
    state = Session[Any](Record.from_dict(data)).state
    broken = game.state_to_dict(state)
    broken["stack"] = broken["stack"][1:]
    problems = game.invariants(game.read_state(broken))
    assert problems
    with pytest.raises(LoadError, match="The position is not consistent: " + re.escape(problems[0])):
        Session(Record.from_dict({**data, "position": broken}))


@pytest.mark.parametrize("step", [-1, 2, "1", None])
def test_play_from_a_step_the_example_has_not(step: object) -> None:
    example = next(e for e in ALL if e.name == "fig04-castle-region")
    with pytest.raises(LoadError, match="The example has no step"):
        examples.play_from(examples.record(example).to_json(), step)


@pytest.mark.parametrize("fragment, found", [
    ("#example=fig04-castle-region&step=1", ("fig04-castle-region", 1)),
    ("#example=fig04-castle-region&step=0", ("fig04-castle-region", 0)),
    ("#example=fig04-castle-region", None),
    ("#example=../x&step=1", None),
    ("#example=fig04&step=-1", None),
    ("#table=fig04", None),
])
def test_the_address_of_play_from_here(fragment: str, found: tuple[str, int] | None) -> None:
    assert example_from_fragment(fragment) == found
