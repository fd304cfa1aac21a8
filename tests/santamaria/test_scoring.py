"""Final scoring (§7.1), ties (§7.2), solo results (§7.3), and the position format."""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pytest

from sobremesa.core import LoadError, Outcome
from sobremesa.core.fuzz import play_random
from sobremesa.games.santamaria.scoring import achievements, breakdown, winners
from sobremesa.games.santamaria.state import SantaMariaState

from .conftest import Helpers, states


def finished(sm: Helpers) -> SantaMariaState:
    s = sm.new(2)
    s.phase, s.seat = "over", None
    sm.colony(s, 0, ("SHIP/P R1 R2 R3 .P .P",) + (".P " * 6,) * 5)
    s.happy[0] = 20
    sm.stock(s, 0, coins=7, wood=2, sugar=1, gold=1, grain=0, gem=0)
    s.scholars, s.bishops = ["S1", "S2", "S3"], ["B1", "B4", "B6"]
    s.monks = {k: [] for k in ["S1", "S2", "S3", "B1", "B4", "B6", "M1", "M2", "M3", "M4"]}
    for slot in ("B4", "B6", "M1", "M2", "S1"):
        s.monks[slot] = [0]
    s.harbour[0] = [["SH02", "SH08"], ["SH09"], ["ST1"], ["SH22"]]
    return s


def test_a_full_final_scoring(sm: Helpers) -> None:
    s = finished(sm)
    assert breakdown(s, 0) == {
        "happiness": 20,
        "colonists": 6,                  # R1 + R2 + R3
        "bishops": 10 + 9,               # B4: 5 ships x 2; B6: 3 monks (S1, M1, M2) x 3
        "bishop monks": -4,              # 2 monks on bishops
        "ships": 1 + 2 + 3 + 0 + 4,      # purple points of SH02, SH08, SH09, ST1, SH22
        "ship sets": 5,                  # one complete set
        "coins": 4,                      # 7 coins + wood 2 + sugar 2 + gold 2 = 13: 4 points
        "total": 60,
        "coins left": 1,
    }
    assert sm.game.scores(s)[0] == 60


def test_the_end_screen_shows_the_score_by_category_in_words(sm: Helpers) -> None:
    """``Outcome.categories``: the final scoring in its order (§7.1), in words, each seat's adding up to its score."""
    s = finished(sm)
    outcome = sm.game.outcome(s)
    assert outcome is not None and outcome.categories == (
        ("Happiness", (20, 0)), ("Colonists", (6, 6)), ("Bishops", (19, 0)), ("Monks on bishops", (-4, 0)),
        ("Shipping orders", (10, 0)), ("Sets of ships (one in each dock)", (5, 0)), ("Coins (1 point per 3)", (4, 2)))
    assert [sum(points[p] for _, points in outcome.categories) for p in (0, 1)] == list(outcome.scores)


def test_ties_go_to_the_most_coins_left_then_are_shared(sm: Helpers) -> None:
    s = finished(sm)
    s.happy[1] = 59                    # and 1 colonist: 60 as well
    sm.colony(s, 1, ("SHIP/P R1 .P .P .P .P",) + (".P " * 6,) * 5)
    sm.stock(s, 1, coins=2, wood=0, grain=0, sugar=0, gem=0, gold=0)
    assert breakdown(s, 1)["total"] == 60 and breakdown(s, 1)["coins left"] == 2
    assert winners(s) == [1]
    s.coins[1] = 1
    assert winners(s) == [0, 1]
    outcome = sm.game.outcome(s)
    assert outcome is not None and (outcome.winners, outcome.scores) == ((0, 1), (60, 60))
    assert sm.game.view(s, None)["scores"][0]["total"] == 60


def solo(sm: Helpers, s: SantaMariaState) -> Outcome:
    """The outcome without its score by category."""
    outcome = sm.game.outcome(s)
    assert outcome is not None and outcome.categories
    return replace(outcome, categories=())


def test_solo_goal_and_achievements(sm: Helpers) -> None:
    s = sm.game.setup(1, 3)
    s = sm.act(s, "choose", 0)
    s.phase, s.seat = "over", None
    sm.colony(s, 0, ("WOOD/F WOOD/F WOOD/F WOOD/F WOOD/F WOOD/F",) + ("R3 " * 6,) * 5)
    s.happy[0] = 30
    assert breakdown(s, 0)["colonists"] == 90
    total = breakdown(s, 0)["total"]
    assert total >= 100
    assert solo(sm, s) == Outcome(winners=(0,), scores=(total,), won=True, goal="Score 100 points or more.")
    assert achievements(s) == sm.game.view(s, None)["achievements"] == {
        "colonists": True, "sets": False, "bishops": False, "chain": True, "total 120": True,
        "total 150": False}
    sm.colony(s, 0, ("SHIP/P R1 .P .P .P .P",) + (".P " * 6,) * 5)
    s.happy[0] = 0
    total = breakdown(s, 0)["total"]
    assert total < 100
    assert solo(sm, s) == Outcome(winners=(), scores=(total,), won=False, goal="Score 100 points or more.")
    assert sm.game.winners(s) == []


def test_positions_round_trip(sm: Helpers) -> None:
    session = play_random(sm.game, 3, 12, check=False, max_actions=10**6)
    for state in states(session)[::7]:
        data = sm.game.state_to_dict(state)
        again = sm.game.state_from_dict(data)
        assert sm.game.state_to_dict(again) == data
        assert sm.game.legal_actions(again) == sm.game.legal_actions(state)


@pytest.mark.parametrize("change, message", [
    (lambda d: d.pop("year"), "lacks 'year'"),
    (lambda d: d.update(phase="lunch"), "phase must be"),
    (lambda d: d["display"].append(d["display"][0]), "expansion tiles not conserved"),
    (lambda d: d["colonies"][0].update(coins=-1), "coins must be"),
    (lambda d: d["colonies"][0]["colony"].__setitem__(0, "CASTLE/P R1 .P .P .P .P"), "space codes"),
    (lambda d: d.update(tasks=[["gain", 0, "silver", 1]]), "not a valid code"),
    (lambda d: d["colonies"][1]["markers"].update(r1c1="w9"), "marker"),
    (lambda d: d.update(white=d["white"][1:]), "white dice"),
    (lambda d: d.update(players=["A", "A"]), "same name"),
])
def test_malformed_positions_are_refused(sm: Helpers, change: Callable[[dict[str, Any]], object], message: str) -> None:
    data = sm.game.state_to_dict(sm.new(2))
    change(data)
    with pytest.raises(LoadError, match=message):
        sm.game.state_from_dict(data)


def _paths(data: object, prefix: tuple[str | int, ...] = ()) -> Iterator[tuple[str | int, ...]]:
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        yield prefix + (key,)
        yield from _paths(value, prefix + (key,))


def test_damaged_positions_load_or_raise_load_error_never_crash(sm: Helpers) -> None:
    import json
    import random

    rng = random.Random(5)
    junk: list[object] = [None, 0, -1, 7, 99, "x", "S1", "D01", "SH01", "r1c1", [], {}, [0], ["x"], True,
                          "w3", "c2", "TH"]
    session = play_random(sm.game, 2, 3, check=False, options={"setup": "advanced"})
    refused = 0
    for state in states(session)[::6]:
        base = sm.game.state_to_dict(state)
        paths = list(_paths(base))
        for _ in range(40):
            data = json.loads(json.dumps(base))
            path = rng.choice(paths)
            target = data
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = rng.choice(junk)
            try:
                loaded = sm.game.state_from_dict(data)
            except LoadError:
                refused += 1
                continue
            assert sm.game.invariants(loaded) == []
            sm.game.legal_actions(loaded)
    assert refused > 0
