"""Weights fitted by least squares (``tools/fit_eval.py``), and the evaluation they make (``bots.fitted``; issue 12)."""
from __future__ import annotations

import json
import pathlib
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from sobremesa.bots.fitted import linear

TOOLS = pathlib.Path(__file__).resolve().parents[2] / "tools"
sys.path.insert(0, str(TOOLS))
try:
    import fit_eval
finally:
    sys.path.remove(str(TOOLS))
least_squares = fit_eval.least_squares


def test_least_squares_recovers_the_weights_of_exact_data() -> None:
    gen = random.Random(7)
    rows = [[gen.uniform(-5, 5) for _ in range(3)] for _ in range(200)]
    targets = [2.0 * a - 0.5 * b + 0.25 * c + 3.0 for a, b, c in rows]
    assert least_squares(rows, targets, ridge=0.0) == pytest.approx([2.0, -0.5, 0.25, 3.0])


def test_least_squares_gives_a_term_that_never_varies_no_weight() -> None:
    rows = [[float(x), 0.0] for x in range(20)]
    weights = least_squares(rows, [3.0 * x + 1.0 for x in range(20)])
    assert weights == pytest.approx([3.0, 0.0, 1.0], abs=1e-3)


def test_least_squares_refuses_terms_that_determine_nothing() -> None:
    with pytest.raises(ValueError, match="all zero"):
        least_squares([[0.0], [0.0]], [1.0, 2.0], ridge=0.0)


def test_linear_weighs_the_terms_of_the_stage_and_falls_back_elsewhere() -> None:
    def terms(state: dict[str, float], seat: int) -> list[float]:
        return [state["a"] * (seat + 1), state["b"]]

    evaluate = linear(terms, lambda state: state["stage"], {1: (2.0, 0.5, 10.0)}, lambda state, seat: -1.0)
    assert evaluate({"stage": 1, "a": 3.0, "b": 4.0}, 1) == 2.0 * 6.0 + 0.5 * 4.0 + 10.0
    assert evaluate({"stage": 2, "a": 3.0, "b": 4.0}, 0) == -1.0
    assert evaluate({"stage": None, "a": 3.0, "b": 4.0}, 0) == -1.0


def test_fit_eval_s_margins_are_each_seat_s_lead_over_the_others_mean() -> None:
    rows, finals = [[1.0, 4.0], [3.0, 0.0], [5.0, 2.0]], [10.0, 4.0, 1.0]
    assert fit_eval.margins(rows, finals) == [([-3.0, 3.0], 7.5), ([0.0, -3.0], -1.5), ([3.0, 0.0], -6.0)]


def test_fit_eval_s_dumped_games_load_back_in_seed_order_with_their_stages_as_tuples(tmp_path: Path) -> None:
    def record(seed: int, players: int = 2) -> dict[str, Any]:
        return {"game": "salamanca", "players": players, "level": "medium", "options": {"start_tiles": "fixed"},
                "seed": seed, "seen": [((players, seed % 3), [[1.0, 2.0], [3.0, 4.0]])], "final": [5.0, 6.0]}
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    first.write_text(json.dumps(record(12)) + "\n")
    second.write_text(json.dumps(record(11)) + "\n" + json.dumps(record(13)) + "\n")
    games = fit_eval.load([str(first), str(second)], "salamanca", 2)
    assert [game["seed"] for game in games] == [11, 12, 13]
    assert games[0]["seen"] == record(11)["seen"]
    assert fit_eval.samples_of(games[0]["seen"], games[0]["final"], False) == {(2, 2): [([1.0, 2.0], 5.0),
                                                                                    ([3.0, 4.0], 6.0)]}
    second.write_text(json.dumps(record(14, players=3)) + "\n")
    with pytest.raises(SystemExit, match="seed 14, salamanca at 3 players"):
        fit_eval.load([str(first), str(second)], "salamanca", 2)
