"""A click's CPU time on CPython (issue 16): what the glue asks of the engine and the renderers per click. Prints
figures; asserts nothing.

    PYTHONPATH=py python3 tools/bench_click.py [game ...] [--clicks N] [--seed S]

Each game at its largest player count plays ``--clicks`` random legal actions; a click is ``Table.act`` and
``Table.screen`` (the board and panel drawn, the changed places marked), and a pass screen's confirmation is a
click too (``Table.confirm_pass`` and ``Table.screen``, which marks what the others did). Times are process time
(``time.process_time``), so the other work of a loaded machine counts little; median and 95th percentile in ms.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from sobremesa.app.table import Table
from sobremesa.core import Action
from sobremesa.games import get

GAMES = (("santamaria", 4), ("salamanca", 5), ("calimala", 5), ("salamandra", 4))


def click(table: Table, action: Action | None) -> float:
    """The process time of one click, in ms: ``action`` taken, or the pass screen confirmed (None), then the
    screen drawn."""
    start = time.process_time()
    if action is None:
        table.confirm_pass()
    else:
        table.act(action)
    table.screen()
    return (time.process_time() - start) * 1000


def new_table(name: str, players: int, seed: int) -> Table:
    return Table.new(name, [f"P{i}" for i in range(players)], [], get(name).option_combinations(players)[0], seed,
                     "bench")


def clicks(name: str, players: int, count: int, seed: int) -> list[float]:
    """The times of ``count`` clicks of random games (a new one, next seed, when one ends)."""
    rng = random.Random(seed)
    times: list[float] = []
    table = new_table(name, players, seed)
    while len(times) < count:
        if table.over:
            seed += 1
            table = new_table(name, players, seed)
        times.append(click(table, None if table.needs_pass() else rng.choice(table.legal())))
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help="games to measure (default: all four)")
    parser.add_argument("--clicks", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{'game':<12} {'players':>7} {'clicks':>6} {'median ms':>10} {'p95 ms':>8}")
    for name, players in GAMES:
        if args.games and name not in args.games:
            continue
        times = clicks(name, players, args.clicks, args.seed)
        p95 = statistics.quantiles(times, n=20)[-1]
        print(f"{name:<12} {players:>7} {len(times):>6} {statistics.median(times):>10.1f} {p95:>8.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
