"""``render.Drawn`` (issue 16): a part is drawn again exactly when what its drawing read changed, so a board drawn
from remembered parts is the board drawn afresh."""

from __future__ import annotations

import random
from collections import defaultdict
from typing import Any

import pytest

from sobremesa import render
from sobremesa.games import MODULES, get

CLICKS = 40  # random moves per game, each state's board drawn with its moves and without


def test_a_part_is_drawn_again_when_a_value_it_read_changed() -> None:
    drawn = render.Drawn()
    calls: list[str] = []

    def draw(seen: Any, describe: render.Describe) -> str:
        calls.append("drawn")
        info = seen["view"]["players"][seen["view"]["seat"]]
        return f"{info['name']} {len(seen['view']['dice'])} {describe(('take', 1)) if seen['moves']['take'] else ''}"

    def view(**change: Any) -> dict[str, Any]:
        return {"seat": 0, "players": [{"name": "Ana"}, {"name": "Bea"}], "dice": [1, 2], "year": 1, **change}

    moves: defaultdict[str, list[Any]] = defaultdict(list)
    assert drawn.part("k", {"view": view(), "moves": moves}, str, draw) == "Ana 2 "
    assert drawn.part("k", {"view": view(year=2), "moves": defaultdict(list)}, str, draw) == "Ana 2 "  # not read
    assert drawn.part("k", {"view": view(players=[{"name": "Ana"}, {"name": "Cy"}]), "moves": moves}, str,
                      draw) == "Ana 2 "  # another seat's part of the view: not read
    assert drawn.part("k", {"view": view(dice=[6, 6]), "moves": moves}, str, draw) == "Ana 2 "  # only its length
    assert len(calls) == 1
    assert drawn.part("k", {"view": view(dice=[1, 2, 3]), "moves": moves}, str, draw) == "Ana 3 "  # its length
    assert drawn.part("k", {"view": view(seat=1), "moves": moves}, str, draw) == "Bea 2 "
    assert drawn.part("k", {"view": view(), "moves": {"take": [("take", 1)]}}, str, draw) == "Ana 2 ('take', 1)"
    assert drawn.part("k", {"view": view(), "moves": {"take": [("take", 1)]}}, lambda a: "Take it", draw) == \
        "Ana 2 Take it"  # the same move worded otherwise (another state)
    assert len(calls) == 5
    assert drawn.part("other", {"view": view(), "moves": moves}, str, draw) == "Ana 2 "
    assert len(calls) == 6


def test_a_defaultdict_reads_a_key_not_there_as_its_empty_default() -> None:
    drawn = render.Drawn()

    def draw(seen: Any, describe: render.Describe) -> str:
        moves = seen["moves"]
        return f"{len(moves['take'])} {'pass' in moves} {moves.get('pass')}"

    filled: defaultdict[str, list[Any]] = defaultdict(list)
    filled["pass"] = []  # asked for before, as a renderer's [] leaves it
    assert drawn.part("k", {"moves": filled}, str, draw) == "0 False None"
    assert drawn.part("k", {"moves": defaultdict(list)}, str, lambda seen, told: "not drawn again") == "0 False None"
    assert drawn.part("k", {"moves": defaultdict(list, take=[("take", 1)])}, str, draw) == "1 False None"


def test_a_list_gone_through_is_read_item_by_item() -> None:
    drawn = render.Drawn()

    def draw(seen: Any, describe: render.Describe) -> str:
        return " ".join(f"{info['name']}:{info['coins']}" for info in seen["view"]["players"])

    def players(*coins: int) -> dict[str, Any]:
        return {"view": {"players": [{"name": "Ana", "coins": n, "points": 0} for n in coins]}}

    assert drawn.part("k", players(1, 2), str, draw) == "Ana:1 Ana:2"
    assert drawn.part("k", players(1, 2) | {"other": 1}, str, lambda seen, told: "not drawn again") == "Ana:1 Ana:2"
    assert drawn.part("k", players(1, 3), str, draw) == "Ana:1 Ana:3"
    assert drawn.part("k", players(1, 3, 0), str, draw) == "Ana:1 Ana:3 Ana:0"


@pytest.mark.parametrize("name", sorted(MODULES))
def test_a_board_of_remembered_parts_is_the_board_drawn_afresh(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    game, module = get(name), render.get(name)
    kept = [key for key, value in vars(module).items() if isinstance(value, render.Drawn)]
    players = game.max_players
    rng = random.Random(5)
    state = game.setup(players, 5, game.option_combinations(players)[-1])
    tokens = render.tokens_for(None, players)
    for _ in range(CLICKS):
        if game.is_over(state):
            break
        view, legal, outcome = game.view(state, game.actor(state)), game.legal_actions(state), game.outcome(state)
        for moves in ([], legal):
            board = module.render(view, moves, str, tokens=tokens, ui={}, outcome=outcome)
            for key in kept:
                monkeypatch.setattr(module, key, render.Drawn())
            assert module.render(view, moves, str, tokens=tokens, ui={}, outcome=outcome) == board
        state = game.apply(state, rng.choice(legal))
