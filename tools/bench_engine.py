"""Engine speed: what fuzzing and search bots pay per call. Prints figures; asserts nothing.

    PYTHONPATH=py python3 tools/bench_engine.py [game ...] [--games N]
"""

import argparse
import time

from sobremesa.core import rng, state_hash
from sobremesa.games import MODULES, get


def bench(name: str, games: int) -> None:
    game = get(name)
    t_legal = t_apply = t_copy = t_hash = 0.0
    calls = actions = 0
    start = time.perf_counter()
    for seed in range(games):
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        state = game.setup(players, seed)
        pick = rng.seed_state(seed)
        while not game.is_over(state):
            t0 = time.perf_counter()
            legal = game.legal_actions(state)
            t1 = time.perf_counter()
            pick, i = rng.below(pick, len(legal))
            state = game.apply(state, legal[i])
            t2 = time.perf_counter()
            state.copy()
            t3 = time.perf_counter()
            if actions % 50 == 0:
                state_hash(game, state)
                t_hash += time.perf_counter() - t3
                calls += 1
            t_legal += t1 - t0
            t_apply += t2 - t1
            t_copy += t3 - t2
            actions += 1
    total = time.perf_counter() - start
    print(f"{game.title:12} {games / total:7.1f} games/s {actions / total:9.0f} actions/s | "
          f"legal_actions {1e6 * t_legal / actions:6.1f} us  apply {1e6 * t_apply / actions:6.1f} us  "
          f"copy {1e6 * t_copy / actions:5.1f} us  hash {1e6 * t_hash / max(calls, 1):6.1f} us")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*", default=sorted(MODULES))
    parser.add_argument("--games", dest="count", type=int, default=40)
    args = parser.parse_args()
    for name in args.games:
        bench(name, args.count)


if __name__ == "__main__":
    main()
