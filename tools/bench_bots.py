"""Bot speed per game: search iterations a second and milliseconds a move. Prints figures; asserts nothing.

    PYTHONPATH=py python3 tools/bench_bots.py [game ...] [--players N] [--seconds S] [--positions K]

From positions spread over a seeded random game (from 10 % to 60 % of it), each level decides once per
position: easy and random by time a move; medium and hard with their time budgets (issue 12: ~0.5 s and
~2 s), which gives the iterations they reach; ``--seconds`` sets the search time for iterations/s instead.
"""

import argparse
import time

from sobremesa.bots import SECONDS, Information, Ismcts, make_bot
from sobremesa.core.fuzz import play_random
from sobremesa.games import MODULES, get


def positions(name: str, players: int, count: int) -> list:
    game = get(name)
    states = [s for s in play_random(game, players, seed=2, check=False).states
              if not game.is_over(s) and len(game.legal_actions(s)) > 1]
    picks = [states[int(len(states) * (0.1 + 0.5 * i / max(1, count - 1)))] for i in range(count)]
    return [(s, Information(game, s, game.actor(s))) for s in picks]


def bench(name: str, players: int, seconds: float | None, count: int) -> None:
    spots = positions(name, players, count)
    line = [f"{get(name).title:12} {players}p"]
    for level in ("random", "easy"):
        start = time.perf_counter()
        for _, info in spots:
            make_bot(level, 1).choose(info)
        line.append(f"{level} {1000 * (time.perf_counter() - start) / len(spots):.1f} ms/move")
    budgets = {"search": seconds} if seconds else SECONDS
    for level, budget in budgets.items():
        done = 0
        start = time.perf_counter()
        for _, info in spots:
            bot = Ismcts(1, seconds=budget)
            bot.choose(info)
            done += bot.last_iterations
        spent = time.perf_counter() - start
        line.append(f"{level} {1000 * spent / len(spots):.0f} ms/move, {done / spent:.0f} iterations/s")
    print(", ".join(line), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*", default=sorted(MODULES))
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds", type=float, help="search time a move (default: medium's and hard's)")
    parser.add_argument("--positions", type=int, default=3)
    args = parser.parse_args()
    for name in args.games:
        game = get(name)
        bench(name, min(max(args.players, game.min_players), game.max_players), args.seconds, args.positions)


if __name__ == "__main__":
    main()
