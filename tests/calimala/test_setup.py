"""Game preparations per player count, the 2-player variant, and the position format."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import pytest

from sobremesa.core import LoadError, state_from_json, state_to_json
from sobremesa.games.calimala.data import FIXED_ACTION, FIXED_SLOT, SCORING_TILES
from sobremesa.games.calimala.state import CalimalaState

if TYPE_CHECKING:
    from .conftest import Positions


@pytest.mark.parametrize("n, coloured, white, neutral, each, up, down", [
    (2, 12, 4, 6, 4, 0, 1), (3, 12, 3, 0, 3, 1, 0), (4, 10, 2, 0, 2, 1, 0), (5, 8, 2, 0, 2, 0, 0)])
def test_setup_per_player_count(cal: Positions, n: int, coloured: int, white: int, neutral: int, each: int, up: int,
                                down: int) -> None:
    g = cal.game
    s = g.setup(n, 11)
    assert all(d == [coloured, white, neutral] for d in s.discs)
    assert all(len(h) == each for h in s.dealt) and len(s.faceup) == up and len(s.facedown) == down
    assert len(s.boxed) == 10 - n * each - up - down
    assert s.grid[FIXED_SLOT] == FIXED_ACTION and sorted(s.council) == sorted(SCORING_TILES)
    assert s.cubes == [40] * n and s.shops == [[0]] * n and s.phase == "cards"
    # Each player keeps one scoring card secretly (with 2, also lays one out).
    while s.phase == "cards":
        s = g.apply(s, g.legal_actions(s)[-1])
    # the cards not chosen are back in the box, each seen by the seat that put it back and by nobody else
    assert all(s.kept) and all(len(d) == each - 1 - (n == 2) for d in s.dealt)
    assert len(s.boxed) == 10 - n * each - up - down
    for seat in range(n):
        for p, pv in enumerate(g.view(s, seat)["players"]):
            assert pv["dealt"] == (s.dealt[p] if p == seat else None)
    # Starting cards: from the right of the start player, counter-clockwise.
    takers = []
    while s.phase == "take":
        takers.append(g.actor(s))
        s = g.apply(s, g.legal_actions(s)[0])
    assert takers == [(-1 - i) % n for i in range(len(takers))] and len(takers) in (n, n - 1)
    assert all(len(h) == 1 for h in s.hands) and len(s.deck) == 45 - n and s.display == []
    assert s.phase == "place" and g.actor(s) == 0


def test_first_game_layout(cal: Positions) -> None:
    s = cal.game.setup(3, 1, {"layout": "first-game"})
    assert s.grid == ("weave", "ship", "marble", "wood", "contribute", "artwork", "build", "brick", "transport")


def test_two_player_neutral_disc(cal: Positions) -> None:
    d = cal.blank(["Ada", "Ben"])
    d["grid"] = ["wood", "brick", "marble", "weave", "contribute", "ship", "build", "artwork", "transport"]
    d["stacks"]["V3"] = ["c1", "c0"]     # Brick + Contribute; Ada's disc would be reactivated
    d["discs"][0]["coloured"] -= 1
    d["discs"][1]["coloured"] -= 1
    d["mats"][0]["warehouses"]["brick"] = 1
    s = cal.load(cal.fix(d, deck_top=["ship"]))
    s = cal.play(s, ("place", "V3", "neutral"))
    assert s.activation.queue == []              # a neutral disc does not reactivate the discs below
    s = cal.play(s, ("do", "contribute", "brick", "fiore"))
    assert s.board["fiore.brick"] == [1, 0, 1]   # a neutral cube follows into the same row
    s = cal.play(s, ("skip", "brick"))
    # 3 discs: the bottom one (Ben's) goes to the council; Ben takes the seat.
    assert s.seats == [1] and s.stacks[8] == ["c0", "n0"] and s.turn == 1


def test_two_player_neutral_disc_pushed_out(cal: Positions) -> None:
    d = cal.blank(["Ada", "Ben"])
    d["grid"] = ["wood", "brick", "marble", "weave", "contribute", "ship", "build", "artwork", "transport"]
    d["stacks"]["H1"] = ["n1", "c1"]
    d["stacks"]["V6"] = ["c0", "c0"]
    d["discs"] = [{"coloured": 10, "white": 4, "neutral": 6}, {"coloured": 11, "white": 4, "neutral": 5}]
    s = cal.load(cal.fix(d))
    s = cal.play(s, ("place", "H1", "coloured"), ("do", "wood"), ("skip", "brick"))
    # Ben's disc (2nd from the top) acts; then the neutral disc leaves and triggers a tile without a seat.
    assert cal.game.actor(s) == 1
    s = cal.play(s, ("do", "wood"), ("skip", "brick"))
    assert s.seats == [None] and "n1" in s.removed and s.board["fiore.wood"] == [0, 0, 0]


def test_position_round_trip_and_strict_load(cal: Positions) -> None:
    g = cal.game
    s = g.setup(4, 3)
    while s.phase != "place":
        s = g.apply(s, g.legal_actions(s)[0])
    s = g.apply(s, g.legal_actions(s)[0])
    text = state_to_json(g, s)
    again = state_from_json(text)[1]
    assert isinstance(again, CalimalaState) and g.state_to_dict(again) == g.state_to_dict(s)
    data = json.loads(text)
    for damage, message in [
        (lambda st: st["mats"][0].update(cubes=39), "cubes"),
        (lambda st: st["hands"][1].update(wood=9), "action cards"),
        (lambda st: st.update(phase="dinner"), "phase"),
        (lambda st: st["stacks"].update(H1=["x1"]), "not a disc"),
        (lambda st: st.pop("deck"), "lacks 'deck'"),
        (lambda st: st["scoring_cards"]["boxed"].append("SC01"), "scoring cards"),
    ]:
        broken = json.loads(json.dumps(data))
        damage(broken["state"])
        with pytest.raises(LoadError, match=message):
            state_from_json(json.dumps(broken))


def test_two_player_scoring_cards(cal: Positions) -> None:
    g = cal.game
    s = g.setup(["Ada", "Ben"], 5)
    assert [a[0] for a in g.legal_actions(s)] == ["keep"] * 4
    s = cal.play(s, g.legal_actions(s)[0])
    assert g.actor(s) == 0 and {a[0] for a in g.legal_actions(s)} == {"show"}
    s = cal.play(s, g.legal_actions(s)[0])
    [shown] = s.shown[0]
    assert g.view(s, 1)["players"][0]["shown"] is None  # laid out only once both have chosen
    s = cal.play(s, ("keep", s.dealt[1][0]))
    s = cal.play(s, ("show", s.dealt[1][0]))
    assert s.phase == "take"
    view = g.view(s, 1)
    assert view["players"][0]["shown"] == shown and view["players"][0]["kept"] is None
    assert view["facedown"] == 1 and len(s.boxed) == 1 and len(s.dealt[0]) == len(s.dealt[1]) == 2
    assert g.leaks(s) == []
