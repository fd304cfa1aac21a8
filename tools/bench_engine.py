"""Engine speed: what fuzzing and search bots pay per call, on CPython and inside Pyodide (issue 16).
Prints figures; asserts nothing.

    PYTHONPATH=py python3 tools/bench_engine.py [game ...] [--games N] [--repeat R] [--pyodide DIR | --no-pyodide]

The same random games (seed i, player counts cycling, each count with its first allowed options) are played on
this CPython and, when a Pyodide folder is given (default dist/pyodide, when built), in Pyodide under Node
(``loadPyodide`` on the engine sources of py/), each the fastest of ``--repeat`` runs (the one a loaded machine
disturbed least); the table gives the times per call and the Pyodide ÷ CPython ratio of the games' total time.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import shutil
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
PARTS = ("legal_actions", "apply", "copy", "hash")

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
json.dumps({name: bench_engine.best(name, ${args.games}, ${args.repeat}) for name in ${JSON.stringify(args.names)}})
`));
"""


def bench(name: str, games: int) -> dict[str, float]:
    """Seconds per call of each part, and games and actions per second, over ``games`` random games."""
    from sobremesa.core import rng, state_hash
    from sobremesa.games import get

    game = get(name)
    spent = dict.fromkeys(PARTS, 0.0)
    hashes = actions = 0
    counts = range(game.min_players, game.max_players + 1)
    options = {n: game.option_combinations(n)[0] for n in counts}
    start = time.perf_counter()
    for seed in range(games):
        players = counts[seed % len(counts)]
        state = game.setup(players, seed, options[players])
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
                spent["hash"] += time.perf_counter() - t3
                hashes += 1
            spent["legal_actions"] += t1 - t0
            spent["apply"] += t2 - t1
            spent["copy"] += t3 - t2
            actions += 1
    total = time.perf_counter() - start
    out = {part: spent[part] / max(hashes if part == "hash" else actions, 1) for part in PARTS}
    return {**out, "games_s": games / total, "actions_s": actions / total, "total": total, "actions": actions}


def best(name: str, games: int, repeat: int) -> dict[str, float]:
    """The fastest of ``repeat`` runs of the same games (the game imported first): the one a loaded machine
    disturbed least."""
    from sobremesa.games import get

    get(name)
    return min((bench(name, games) for _ in range(repeat)), key=lambda figures: figures["total"])


def in_pyodide(pyodide: pathlib.Path, names: list[str], games: int, repeat: int) -> dict[str, dict[str, float]]:
    node = shutil.which("node")
    if node is None:
        sys.exit("node is needed for the Pyodide figures (or --no-pyodide)")
    args = json.dumps({"names": names, "games": games, "repeat": repeat})
    done = subprocess.run([node, "--input-type=module", "-e", NODE_RUNNER, str(pyodide.resolve()), str(ROOT), args],
                          check=True, capture_output=True, text=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


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
    native = {name: best(name, args.games, args.repeat) for name in args.names}
    wasm = in_pyodide(pyodide, args.names, args.games, args.repeat) if use_pyodide else {}
    print(f"{args.games} random games per game, CPython {sys.version.split()[0]}"
          + (f" and Pyodide ({pyodide})" if wasm else "") + "; times per call in µs (hash: 1 state in 50)\n")
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
