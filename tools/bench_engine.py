"""Engine speed: what fuzzing and search bots pay per call, on CPython and inside Pyodide (issue 16).
Prints figures; asserts nothing.

    PYTHONPATH=py python3 tools/bench_engine.py [game ...] [--games N] [--repeat R] [--pyodide DIR | --no-pyodide]

The same random games (seed i, player counts cycling, each count with its first allowed options) are played on
this CPython and, when a Pyodide folder is given (default dist/pyodide, when built), in Pyodide under Node
(``loadPyodide`` on the engine sources of py/). Times are the process's CPU time, not the wall clock: on a machine
shared with other work the wall clock counts the time others had the cores, and a runtime measured in a busier
moment would look slower. The runtimes take turns ``--repeat`` times (CPython, Pyodide, CPython, ...), each turn
after two CPU seconds of warm-up games (imports, and the wasm compiled by Node's optimising tier), and each figure
is the fastest of its turns. Games/s and actions/s are those of playing the games (set-up, ``legal_actions``,
``apply`` and the random player's choice; the options are chosen before); the parts are timed apart afterwards, one
game at a time, ten of the states it went through at a time, over copies made just before (a copy remembers no
legal actions): ``legal_actions``, ``apply`` (its check included), ``copy``, and the stable hash of one state in 50.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import shutil
import subprocess
import sys
import time
from collections.abc import Callable

ROOT = pathlib.Path(__file__).resolve().parents[1]
PARTS = ("legal_actions", "apply", "copy", "hash")
HASH_EVERY = 50
BATCH = 10
WARM_UP = 2.0

NODE_RUNNER = """
const { loadPyodide } = await import(process.argv[1] + "/pyodide.mjs");
const py = await loadPyodide({ indexURL: process.argv[1] + "/" });
py.FS.mkdirTree("/repo");
py.FS.mount(py.FS.filesystems.NODEFS, { root: process.argv[2] }, "/repo");
const args = JSON.parse(process.argv[3]);
console.log(py.runPython(`
import json, sys
sys.dont_write_bytecode = True
sys.path[:0] = ["/repo/py", "/repo/tools"]
import bench_engine
json.dumps(bench_engine.turn(${JSON.stringify(args.names)}, ${args.games}))
`));
"""


def cpu_clock() -> Callable[[], float]:
    """This process's CPU seconds: ``time.process_time`` on CPython; inside Pyodide under Node, Node's
    ``process.cpuUsage`` (Emscripten's process clock is the wall clock)."""
    try:
        from js import process  # Pyodide under Node
    except ImportError:
        return time.process_time

    def clock() -> float:
        used = process.cpuUsage()
        return (used.user + used.system) / 1e6

    return clock


def first_options(name: str) -> dict[int, dict]:
    """Per player count, the first options allowed (the benchmark's choice, made before the games are timed)."""
    from sobremesa.games import get

    game = get(name)
    return {n: game.option_combinations(n)[0] for n in range(game.min_players, game.max_players + 1)}


def play(name: str, seeds: range, options: dict[int, dict], keep: bool = False) -> list[tuple[list, list]]:
    """Per game (one per seed), the states it went through and the action played in each (none unless ``keep``:
    the timed games hold only the state at hand, since a heap of thousands of states makes CPython's collector cost
    more than the engine)."""
    from sobremesa.core import rng
    from sobremesa.games import get

    game = get(name)
    counts = range(game.min_players, game.max_players + 1)
    played = []
    for seed in seeds:
        players = counts[seed % len(counts)]
        state = game.setup(players, seed, options[players])
        pick = rng.seed_state(seed)
        states, actions = [], []
        while not game.is_over(state):
            legal = game.legal_actions(state)
            pick, i = rng.below(pick, len(legal))
            if keep:
                states.append(state)
                actions.append(legal[i])
            state = game.apply(state, legal[i])
        played.append((states, actions))
    return played


def parts(name: str, states: list, actions: list) -> dict[str, float]:
    """CPU seconds of each part over the states of one game (``HASH_EVERY``-th state for the hash), ``BATCH`` states
    at a time: each batch is copied untimed just before, so that, as in play, a part finds its state in the cache
    (timed over hundreds of copies at once, a part read its states from memory, which costs CPython relatively
    more, and the parts' ratios were below the games')."""
    from sobremesa.core import state_hash
    from sobremesa.games import get

    game = get(name)
    clock = cpu_clock()
    spent = dict.fromkeys(PARTS, 0.0)
    for at in range(0, len(states), BATCH):
        batch, moves = states[at:at + BATCH], actions[at:at + BATCH]
        fresh = [state.copy() for state in batch]  # no legal actions remembered (Calimala keeps them in its state)
        start = clock()
        for state in fresh:
            game.legal_actions(state)
        spent["legal_actions"] += clock() - start
        fresh = [state.copy() for state in batch]
        start = clock()
        for state, action in zip(fresh, moves):
            game.apply(state, action)
        spent["apply"] += clock() - start
        start = clock()
        for state in batch:
            state.copy()
        spent["copy"] += clock() - start
    start = clock()
    for state in states[::HASH_EVERY]:
        state_hash(game, state)
    spent["hash"] = clock() - start
    return spent


def bench(name: str, games: int) -> dict[str, float]:
    """CPU seconds per call of each part, and games and actions per second of play, over ``games`` random games;
    the parts are timed one game at a time over copies of the states it went through."""
    clock = cpu_clock()
    options = first_options(name)
    start = clock()
    play(name, range(games), options)
    total = clock() - start
    spent = dict.fromkeys(PARTS, 0.0)
    calls = hashes = 0
    for seed in range(games):
        ((states, actions),) = play(name, range(seed, seed + 1), options, keep=True)
        for part, seconds in parts(name, states, actions).items():
            spent[part] += seconds
        calls += len(states)
        hashes += len(states[::HASH_EVERY])
    out = {part: spent[part] / max(hashes if part == "hash" else calls, 1) for part in PARTS}
    return {**out, "games_s": games / total, "actions_s": calls / total, "total": total, "actions": calls}


def turn(names: list[str], games: int) -> dict[str, dict[str, float]]:
    """One runtime's turn: warm-up games, a game of each player count of each game (the modules an option needs are
    imported then, not in the timed games) and again until ``WARM_UP`` CPU seconds have passed, then the figures of
    each game. Node compiles the hot parts of the interpreter again with its optimising compiler on other threads of
    the process while the first games are played, about 0.2 s of CPU that the first game timed paid (Calimala's,
    a third slower than the next time)."""
    from sobremesa.games import get

    clock = cpu_clock()
    start = clock()
    while True:
        for name in names:
            play(name, range(get(name).max_players - get(name).min_players + 1), first_options(name))
        if clock() - start >= WARM_UP:
            break
    return {name: bench(name, games) for name in names}


def in_pyodide(pyodide: pathlib.Path, names: list[str], games: int) -> dict[str, dict[str, float]]:
    node = shutil.which("node")
    if node is None:
        sys.exit("node is needed for the Pyodide figures (or --no-pyodide)")
    args = json.dumps({"names": names, "games": games})
    done = subprocess.run([node, "--input-type=module", "-e", NODE_RUNNER, str(pyodide.resolve()), str(ROOT), args],
                          check=True, capture_output=True, text=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def fastest(runs: list[dict[str, dict[str, float]]]) -> dict[str, dict[str, float]]:
    """Each figure at its best over the turns: the least time, the most games and actions per second."""
    out: dict[str, dict[str, float]] = {}
    for name in runs[0]:
        figures = [run[name] for run in runs]
        out[name] = {key: (max if key.endswith("_s") else min)(f[key] for f in figures) for key in figures[0]}
    return out


def row(title: str, figures: dict[str, float]) -> str:
    return (f"| {title} | {figures['games_s']:.1f} | {figures['actions_s']:.0f} | "
            + " | ".join(f"{1e6 * figures[p]:.1f}" for p in PARTS) + " |")


def main() -> None:
    sys.path.insert(0, str(ROOT / "py"))
    from sobremesa.games import MODULES, get

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", default=sorted(MODULES))
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--pyodide", default=str(ROOT / "dist" / "pyodide"))
    parser.add_argument("--no-pyodide", action="store_true")
    args = parser.parse_args()
    pyodide = pathlib.Path(args.pyodide)
    use_pyodide = not args.no_pyodide and (pyodide / "pyodide.mjs").exists()
    native_runs, wasm_runs = [], []
    for _ in range(args.repeat):
        native_runs.append(turn(args.names, args.games))
        if use_pyodide:
            wasm_runs.append(in_pyodide(pyodide, args.names, args.games))
    native = fastest(native_runs)
    wasm = fastest(wasm_runs) if wasm_runs else {}
    print(f"{args.games} random games per game, CPython {sys.version.split()[0]}"
          + (f" and Pyodide ({pyodide})" if wasm else "")
          + f"; CPU time, the best of {args.repeat} turns; times per call in µs (hash: 1 state in {HASH_EVERY})\n")
    print("| game | runtime | games/s | actions/s | " + " | ".join(PARTS) + " | Pyodide ÷ CPython |")
    print("|---|---|---:|---:|" + "---:|" * len(PARTS) + "---:|")
    for name in args.names:
        title = get(name).title
        print(row(f"{title} | CPython", native[name]) + " |")
        if name in wasm:
            ratio = wasm[name]["total"] / native[name]["total"]
            print(row(f"{title} | Pyodide", wasm[name]) + f" {ratio:.2f}× |")


if __name__ == "__main__":
    main()
