"""Fit a game's evaluation to how games ended (issue 12, ``bots.fitted``). Prints figures and a weights table.

usage: PYTHONPATH=py .venv/bin/python tools/fit_eval.py GAME --players 4 [--games 400] [--seed 100001]
       [--every 1] [--level easy] [--target score|margin] [--option KEY=VALUE ...] [--dump FILE]
       PYTHONPATH=py .venv/bin/python tools/fit_eval.py GAME --players 4 --load FILE ... [--target score|margin]

Plays ``--games`` games with every seat at ``--level`` (seeds from ``--seed``: keep them apart from the arena's),
and at every ``--every``-th decision records, for each seat, the game's ``stage(state)`` and ``terms(state, seat)``
(``games/<game>/bot.py``); the target is the seat's evaluation once the game is over (its final score), or with
``--target margin`` its lead over the others' mean, fitted on its terms less the others' mean terms: what the
search's reward compares, where a constant cancels (the constant is then 0). For each stage
it fits a weight a term and a constant (``least_squares``) on the first four fifths of the games and
prints the error on the last fifth of the game's own evaluation (the terms added up) and of the fitted one, then the
weights fitted on every game, as a Python literal for ``bots.fitted.linear``.

Games of slow levels are played apart and fitted together: ``--dump FILE`` appends each game's records (its seed,
level, options, stages and terms, final evaluations) to FILE as a JSON line; ``--load FILE ...`` fits on the games
of such files instead of playing, in the order of their seeds (the last fifth held out).
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import sys
from collections import defaultdict
from collections.abc import Hashable, Sequence
from pathlib import Path
from typing import Any

from sobremesa.__main__ import parse_options
from sobremesa.bots import make_bot
from sobremesa.bots.arena import table_options
from sobremesa.bots.base import Information
from sobremesa.core.record import Session
from sobremesa.games import MODULES, get

Sample = tuple[list[float], float]
Seen = list[tuple[Hashable, list[list[float]]]]
"""A game's records: at each recorded decision, the stage and every seat's terms."""


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


def margins(rows: Sequence[Sequence[float]], finals: Sequence[float]) -> list[Sample]:
    """Each seat's terms less the others' mean terms, and its final value less the others' mean (``--target
    margin``)."""
    n = len(rows)
    samples = []
    for p in range(n):
        others = [q for q in range(n) if q != p]
        row = [rows[p][i] - sum(rows[q][i] for q in others) / len(others) for i in range(len(rows[p]))]
        samples.append((row, finals[p] - sum(finals[q] for q in others) / len(others)))
    return samples


def play(name: str, players: int, level: str, seed: int, options: dict, every: int) -> tuple[Seen, list[float]]:
    """One game: its records, and every seat's evaluation once it is over."""
    game, bot = get(name), importlib.import_module(MODULES[name] + ".bot")
    bots = [make_bot(level, seed * 31 + p) for p in range(players)]
    session = Session.new(name, players, seed, options)
    seen: list[tuple[Hashable, list[list[float]]]] = []
    decisions = 0
    while (seat := game.actor(session.state)) is not None:
        state = session.state
        if decisions % every == 0 and (stage := bot.stage(state)) is not None:
            seen.append((stage, [list(bot.terms(state, p)) for p in range(players)]))
        decisions += 1
        session.apply(bots[seat].choose(Information(game, state, seat)))
    return seen, [bot.evaluate(session.state, p) for p in range(players)]


def samples_of(seen: Seen, final: Sequence[float], margin: bool) -> dict[Hashable, list[Sample]]:
    """Per stage, each recorded (terms, final evaluation) of every seat, or with ``margin`` (``margins``) each seat's
    lead over the others'."""
    samples: dict[Hashable, list[Sample]] = defaultdict(list)
    for stage, rows in seen:
        samples[stage] += margins(rows, final) if margin else list(zip(rows, final))
    return samples


def _tuples(value: Any) -> Any:
    """A stage read back from JSON, its lists tuples again."""
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


def load(paths: Sequence[str], name: str, players: int) -> list[dict[str, Any]]:
    """The games ``--dump`` wrote to ``paths``, in the order of their seeds; all of ``name`` at ``players``, with the
    same options."""
    games = [json.loads(line) for path in paths for line in Path(path).read_text().splitlines() if line]
    for record in games:
        if (record["game"], record["players"], record["options"]) != (name, players, games[0]["options"]):
            sys.exit(f"the game of seed {record['seed']}, {record['game']} at {record['players']} players with "
                     f"options {record['options']}, is not {name} at {players} with {games[0]['options']}")
        record["seen"] = [(_tuples(stage), rows) for stage, rows in record["seen"]]
    if not games:
        sys.exit(f"no games in {', '.join(paths)}")
    return sorted(games, key=lambda record: record["seed"])


def rmse(samples: Sequence[Sample], weights: Sequence[float] | None) -> float:
    """The root mean squared error of the terms added up (``weights`` None) or weighed, against the final values."""
    def value(row: list[float]) -> float:
        return sum(row) if weights is None else sum(w * t for w, t in zip(weights, row)) + weights[-1]
    return math.sqrt(sum((value(row) - target) ** 2 for row, target in samples) / len(samples))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(MODULES))
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=100001)
    parser.add_argument("--every", type=int, default=1)
    parser.add_argument("--level", default="easy")
    parser.add_argument("--target", choices=["score", "margin"], default="score")
    parser.add_argument("--option", action="append", metavar="KEY=VALUE")
    parser.add_argument("--dump", metavar="FILE", help="append each game's records to FILE, a JSON line a game")
    parser.add_argument("--load", nargs="+", metavar="FILE", help="fit on the games of --dump files instead")
    args = parser.parse_args()
    game = get(args.game)
    options = table_options(args.game, args.players, parse_options(game, args.option))
    train: dict[Hashable, list[Sample]] = defaultdict(list)
    held: dict[Hashable, list[Sample]] = defaultdict(list)
    margin = args.target == "margin"
    if args.load:
        games = load(args.load, args.game, args.players)
        levels = sorted({record["level"] for record in games})
        origin = (f"{len(games)} games of {' and '.join(levels)} players loaded from {', '.join(args.load)} "
                  f"(seeds {games[0]['seed']} to {games[-1]['seed']}), options {games[0]['options']}")
    else:
        games = []
        for n in range(args.games):
            seed = args.seed + n
            seen, final = play(args.game, args.players, args.level, seed, options, args.every)
            record = {"game": args.game, "players": args.players, "level": args.level, "options": options,
                      "seed": seed, "seen": seen, "final": final}
            games.append(record)
            if args.dump:
                with Path(args.dump).open("a") as dump:
                    dump.write(json.dumps(record) + "\n")
        origin = f"{args.games} games of {args.level} players from seed {args.seed}, options {options}"
    split = len(games) * 4 // 5
    for n, record in enumerate(games):
        for stage, samples in samples_of(record["seen"], record["final"], margin).items():
            (train if n < split else held)[stage].extend(samples)

    def fit(samples: list[Sample]) -> list[float]:
        weights = least_squares([row for row, _ in samples], [target for _, target in samples])
        if margin:
            weights[-1] = 0.0  # a lead has no constant: the others' cancel it
        return weights

    table = {}
    print(f"{args.game}, {args.players} players, {origin}, target: the final {args.target}")
    print("stage: samples, held-out RMSE of the evaluation as it is -> fitted on the first four fifths")
    for stage in sorted(train, key=repr):
        check = held.get(stage)
        errors = f"{rmse(check, None):.2f} -> {rmse(check, fit(train[stage])):.2f}" if check else "no held-out games"
        print(f"  {stage!r}: {len(train[stage])}, {errors}")
        table[stage] = tuple(round(w, 4) for w in fit(train[stage] + held.get(stage, [])))
    print("weights fitted on every game (per stage: one a term, then the constant):")
    print("{" + ",\n ".join(f"{stage!r}: {row!r}" for stage, row in table.items()) + "}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
