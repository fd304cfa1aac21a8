"""An evaluation fitted to how games ended (issue 12): a level may weigh the terms of its game's evaluation by
weights fitted to the final scores of games, instead of adding them up as the game's ``evaluate`` does.

A game that offers it gives, in its ``bot.py``, ``terms(state, seat) -> list[float]`` (whose sum is ``evaluate``'s
value while the game goes on) and ``stage(state)``: the part of the game a set of weights is for (say the player
count and the years still to come), None once the game is over. ``tools/fit_eval.py`` fits, for each stage, one
weight a term and a constant by least squares to the seats' final evaluations; ``linear`` makes an evaluation of the
table it prints. The fitting stays in the tool: the engine the browser loads carries only ``linear``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any

Evaluation = Callable[[Any, int], float]
Weights = Mapping[Hashable, Sequence[float]]
"""Per stage: a weight for each term, then the constant."""


def linear(terms: Callable[[Any, int], Sequence[float]], stage: Callable[[Any], Hashable | None],
           weights: Weights, fallback: Evaluation) -> Evaluation:
    """The evaluation ``sum(w_i * term_i) + constant`` with the weights of the state's stage; ``fallback`` (the game's
    own evaluation) where the game is over or the table has no weights for the stage."""

    def evaluate(state: Any, seat: int) -> float:
        row = weights.get(stage(state))
        if row is None:
            return fallback(state, seat)
        value = 0.0
        for w, t in zip(row, terms(state, seat)):  # not sum(): from Python 3.12 on it rounds otherwise (Pyodide's 3.14)
            value += w * t
        return value + row[-1]

    return evaluate
