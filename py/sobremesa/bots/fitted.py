"""An evaluation fitted to how games ended (issue 12): a level may weigh the terms of its game's evaluation by
weights fitted to the final scores of games, instead of adding them up as the game's ``evaluate`` does.

A game that offers it gives, in its ``bot.py``, ``terms(state, seat) -> list[float]`` (whose sum is ``evaluate``'s
value while the game goes on) and ``stage(state)``: the part of the game a set of weights is for (say the player
count and the years still to come), None once the game is over. ``tools/fit_eval.py`` fits, for each stage, one
weight a term and a constant by least squares to the seats' final evaluations; ``linear`` makes an evaluation of the
table it prints.
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


def least_squares(rows: Sequence[Sequence[float]], targets: Sequence[float], ridge: float = 1e-6) -> list[float]:
    """The weights (one per column, then a constant) that minimise the squared error of ``rows`` against ``targets``,
    with a small ``ridge`` on the weights (not the constant) so that a term that never varies gets weight 0: the
    normal equations solved by Gaussian elimination (a few columns, the standard library alone)."""
    width = len(rows[0]) + 1
    gram = [[0.0] * width for _ in range(width)]
    rhs = [0.0] * width
    for row, target in zip(rows, targets):
        x = [*row, 1.0]
        for i in range(width):
            xi = x[i]
            if xi:
                rhs[i] += xi * target
                line = gram[i]
                for j in range(width):
                    line[j] += xi * x[j]
    scale = ridge * max(1.0, max(gram[i][i] for i in range(width)))
    for i in range(width - 1):
        gram[i][i] += scale
    return _solve(gram, rhs)


def _solve(matrix: list[list[float]], rhs: list[float]) -> list[float]:
    """``matrix @ x = rhs`` by Gaussian elimination with partial pivoting (``matrix`` and ``rhs`` are consumed)."""
    n = len(rhs)
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(matrix[r][col]))
        if not matrix[pivot][col]:
            raise ValueError("the terms do not determine the weights (a column is all zero)")
        matrix[col], matrix[pivot] = matrix[pivot], matrix[col]
        rhs[col], rhs[pivot] = rhs[pivot], rhs[col]
        for r in range(col + 1, n):
            factor = matrix[r][col] / matrix[col][col]
            if factor:
                for c in range(col, n):
                    matrix[r][c] -= factor * matrix[col][c]
                rhs[r] -= factor * rhs[col]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (rhs[r] - sum(matrix[r][c] * x[c] for c in range(r + 1, n))) / matrix[r][r]
    return x
