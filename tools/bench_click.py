"""A click's CPU time on CPython and inside Pyodide (issue 16): what the glue asks of the engine and the renderers per
click. Prints figures; asserts nothing.

    PYTHONPATH=py python3 tools/bench_click.py [game ...] [--clicks N] [--seed S] [--pyodide [DIR]]

Each game at its largest player count plays ``--clicks`` random legal actions; a click is ``Table.act`` and
``Table.screen`` (the board and panel drawn, the changed places marked), and a pass screen's confirmation is a
click too (``Table.confirm_pass`` and ``Table.screen``, which marks what the others did). Times are process time
(``time.process_time``), so the other work of a loaded machine counts little; median and 95th percentile in ms.
With ``--pyodide`` the same clicks run in Pyodide under Node instead (``loadPyodide`` on the sources of py/, from
dist/pyodide when no folder is given), timed by the Node process's CPU time (``process.cpuUsage``: Pyodide's own
``process_time`` is wall time), the runtime the browser runs.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import random
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Callable

from sobremesa.app.table import Table
from sobremesa.core import Action
from sobremesa.games import get

ROOT = pathlib.Path(__file__).resolve().parents[1]
GAMES = (("santamaria", 4), ("salamanca", 5), ("calimala", 5), ("salamandra", 4))

NODE_RUNNER = """
const { loadPyodide } = await import(process.argv[1] + "/pyodide.mjs");
const py = await loadPyodide({ indexURL: process.argv[1] + "/" });
py.FS.mkdirTree("/repo");
py.FS.mount(py.FS.filesystems.NODEFS, { root: process.argv[2] }, "/repo");
py.globals.set("args", process.argv[3]);
console.log(py.runPython(`
import json, sys
sys.dont_write_bytecode = True
sys.path[:0] = ["/repo/py", "/repo/tools"]
import bench_click
json.dumps(bench_click.measure(**json.loads(args)))
`));
"""


def cpu_seconds() -> float:
    """The process's CPU time in seconds: this Python's, or inside Pyodide under Node the Node process's."""
    if sys.platform == "emscripten":
        from js import process  # type: ignore[import-not-found]  # Pyodide's bridge to Node

        used = process.cpuUsage()
        return float(used.user + used.system) / 1e6
    return time.process_time()


def click(table: Table, action: Action | None, clock: Callable[[], float] = cpu_seconds) -> float:
    """The CPU time of one click, in ms: ``action`` taken, or the pass screen confirmed (None), then the
    screen drawn."""
    start = clock()
    if action is None:
        table.confirm_pass()
    else:
        table.act(action)
    table.screen()
    return (clock() - start) * 1000


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


def measure(games: list[str], count: int, seed: int) -> dict[str, list[float]]:
    """The click times of each game of ``games`` (all four when empty) at its largest player count."""
    return {name: clicks(name, players, count, seed) for name, players in GAMES if not games or name in games}


def in_pyodide(pyodide: pathlib.Path, games: list[str], count: int, seed: int) -> dict[str, list[float]]:
    """``measure`` run in Pyodide under Node."""
    node = shutil.which("node")
    if node is None:
        sys.exit("node is needed for --pyodide")
    if not (pyodide / "pyodide.mjs").exists():
        sys.exit(f"no Pyodide in {pyodide} (./build.sh build makes dist/pyodide)")
    args = json.dumps({"games": games, "count": count, "seed": seed})
    done = subprocess.run([node, "--input-type=module", "-e", NODE_RUNNER, str(pyodide.resolve()), str(ROOT), args],
                          check=True, capture_output=True, text=True)
    found: dict[str, list[float]] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help="games to measure (default: all four)")
    parser.add_argument("--clicks", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pyodide", nargs="?", const=str(ROOT / "dist" / "pyodide"), default=None,
                        help="run in Pyodide under Node (default folder: dist/pyodide)")
    args = parser.parse_args()
    if args.pyodide:
        found = in_pyodide(pathlib.Path(args.pyodide), args.games, args.clicks, args.seed)
    else:
        found = measure(args.games, args.clicks, args.seed)
    print(f"{'game':<12} {'players':>7} {'clicks':>6} {'median ms':>10} {'p95 ms':>8}"
          + ("  (Pyodide)" if args.pyodide else ""))
    for name, players in GAMES:
        if name in found:
            times = found[name]
            p95 = statistics.quantiles(times, n=20)[-1]
            print(f"{name:<12} {players:>7} {len(times):>6} {statistics.median(times):>10.1f} {p95:>8.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
