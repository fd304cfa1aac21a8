"""Records, save/load and undo of the engine core, on a real game."""
from __future__ import annotations

import json
from collections.abc import Callable
from types import MappingProxyType
from typing import Any

import pytest

from sobremesa.core import IllegalAction, LoadError, Session, rng, state_from_json, state_hash, state_to_json
from sobremesa.core.fuzz import play_random
from sobremesa.games import get, listing


def test_rng_is_pure_integer_arithmetic() -> None:
    state = rng.seed_state(42)
    draws = []
    for _ in range(5):
        state, x = rng.below(state, 1000)
        draws.append(x)
    assert draws == [rng.below(s, 1000)[1] for s in _states(42, 5)]
    items = list(range(10))
    rng.shuffle(rng.seed_state(1), items)
    assert sorted(items) == list(range(10)) and items != list(range(10))


def _states(seed: int, n: int) -> list[int]:
    s = rng.seed_state(seed)
    out = []
    for _ in range(n):
        out.append(s)
        s, _ = rng.below(s, 1000)
    return out


def test_listing_and_registry() -> None:
    names = [g["name"] for g in listing()]
    assert "salamanca" in names
    with pytest.raises(LoadError, match="Unknown game"):
        get("chess")


@pytest.fixture(scope="module")
def finished() -> Session[Any]:
    return play_random(get("salamanca"), 3, seed=21, check=False)


def test_record_replays_to_the_same_hash(finished: Session[Any]) -> None:
    text = finished.record.to_json()
    again = Session.load(text)
    assert again.replay_hash() == finished.replay_hash()
    assert again.game.is_over(again.state)


@pytest.mark.parametrize("mutate, message", [
    (lambda d: d.pop("seed"), "lacks 'seed'"),
    (lambda d: d.update(version="0"), "rules version 0"),
    (lambda d: d.update(game="chess"), "Unknown game"),
    (lambda d: d.update(seed="x"), "whole number"),
    (lambda d: d["actions"].__setitem__(5, ["sell", "A1"]), "Action 6"),
    (lambda d: d["actions"].__setitem__(0, [3]), "malformed"),
    (lambda d: d.update(players=["Ana"]), "2 to 5 players"),
    (lambda d: d.update(options={"start_tiles": "nowhere"}), "cannot be"),
    (lambda d: d.update(extra=1), "unknown entries"),
])
def test_tampered_records_are_refused(finished: Session[Any], mutate: Callable[[dict[str, Any]], object],
                                      message: str) -> None:
    data = json.loads(finished.record.to_json())
    mutate(data)
    with pytest.raises(LoadError, match=message):
        Session.load(json.dumps(data))


@pytest.mark.parametrize("text, message", [
    ("", "empty"), ("{", "not valid JSON"), ('{"a": NaN}', "not a number"),
    ('{"game": 1, "game": 2}', "twice"), (b"\xff\xfe", "UTF-8"), ("[1, 2]", "should be an object"),
])
def test_broken_files_are_refused(text: str, message: str) -> None:
    with pytest.raises(LoadError, match=message):
        Session.load(text)


def test_truncated_record(finished: Session[Any]) -> None:
    text = finished.record.to_json()
    with pytest.raises(LoadError):
        Session.load(text[: len(text) // 2])


def test_session_apply_refusal_changes_nothing() -> None:
    session = Session.new("salamanca", ["Ana", "Ben", "Cid"], seed=5)
    before = (session.replay_hash(), list(session.record.actions))
    with pytest.raises(IllegalAction):
        session.apply(["end"])
    assert (session.replay_hash(), session.record.actions) == before
    with pytest.raises(IllegalAction, match="nothing to undo"):
        session.undo()


def test_undo_and_barrier() -> None:
    session = Session.new("salamanca", ["Ana", "Ben", "Cid"], seed=5)
    game = session.game
    first = game.legal_actions(session.state)[0]
    session.apply(first)
    assert session.can_undo()
    session.undo()
    assert session.record.actions == [] and not session.can_undo()
    while not session.state.barrier or not session.record.actions:
        session.apply(game.legal_actions(session.state)[0])
    assert not session.can_undo()
    with pytest.raises(IllegalAction, match="cannot be undone"):
        session.undo()


def test_log_hides_private_lines() -> None:
    session = Session.new("salamanca", ["Ana", "Ben", "Cid"], seed=5)
    game = session.game
    state = game.state_from_dict({"players": ["Ana", "Ben", "Cid"], "board": {}, "phase": "expansion",
                                  "played": [[8], [6], [7]], "turn": {"index": 2, "acts": ""},
                                  "hands": [[1, 2, 3, 4], [5, 5, 6, 8], [1, 2, 3, 4]]})
    after = game.apply(state, ("peek", 0))
    assert [e.text for e in after.events if e.visible_to(2)] == []
    assert any("1, 2, 3, 4" in e.text for e in after.events if e.visible_to(0))


def test_log_starts_with_what_setup_did() -> None:
    """Rudolph's first placement happens at setup (solo rules): the log shows it before any action."""
    session = Session.new("salamandra", ["Ana"], seed=3, options={"level": 2})
    setup_lines = [e.text for e in session.states[0].events]
    assert any("Rudolph" in line for line in setup_lines)
    assert session.log(0)[: len(setup_lines)] == setup_lines


def test_position_files(finished: Session[Any]) -> None:
    game = finished.game
    text = state_to_json(game, finished.states[40])
    loaded_game, state = state_from_json(text)
    assert loaded_game is game and state_hash(game, state) == state_hash(game, finished.states[40])
    data = json.loads(text)
    data["state"]["money"] = [1, 2, 3]
    with pytest.raises(LoadError, match="doubloons not conserved"):
        state_from_json(json.dumps(data))
    data = json.loads(text)
    data["state"]["board"][0] = "X . . . . . . . ."
    with pytest.raises(LoadError, match="not a tile"):
        state_from_json(json.dumps(data))


def test_an_option_that_requires_another_is_refused_without_it() -> None:
    from sobremesa.core import Game, LoadError, Option

    class Boxed(Game):
        title = "Boxed"
        options = (Option("expansion", "The expansion", (False, True), False),
                   Option("module", "Module A", (False, True), False, requires=("expansion",)))

    game = Boxed()
    assert game.check_options(2, {"expansion": True, "module": True})["module"] is True
    with pytest.raises(LoadError, match="Module A can only be played with The expansion"):
        game.check_options(2, {"module": True})
    assert game.option_combinations(2) == [
        {"expansion": False, "module": False}, {"expansion": True, "module": False},
        {"expansion": True, "module": True}]


def test_a_player_count_that_needs_options_is_refused_without_them() -> None:
    from sobremesa.core import Game, LoadError, Option

    class Crowded(Game):
        title = "Crowded"
        max_players = 5
        options = (Option("city", "The city", (False, True), False),)
        players_need = MappingProxyType({5: ("city",)})

    game = Crowded()
    assert game.check_options(5, {"city": True}) == {"city": True}
    assert game.check_options(4, {}) == {"city": False}
    with pytest.raises(LoadError, match="Crowded with 5 players needs The city"):
        game.check_options(5, {})
    assert game.option_combinations(5) == [{"city": True}]
    assert game.listing()["players_need"] == {"5": ["city"]}
