"""Bot speed per game: milliseconds a move for each level, and the search's iterations a second. Prints figures;
asserts nothing.

    PYTHONPATH=py python3 tools/bench_bots.py [game ...] [--players N] [--positions K | --easy-games 1,2]
        [--iterations I] [--option KEY=VALUE ...] [--whole-turns] [--level hard]
    python3 tools/bench_bots.py santamaria --pyodide node_modules/pyodide     # the same inside Pyodide under Node

From positions spread over a seeded random game (from 10 % to 60 % of it), or with ``--easy-games`` every third
decision with a choice of games of easy players (the positions a player meets, which ``bots.levels`` is measured
on: a turn's first decision can cost the root ten times a random game's), each level decides once per position:
random and easy as they play; the search (medium's; hard's another budget, with ``--whole-turns`` where the game
asks for it) with a fixed budget of ``--iterations`` a move, timed by the processor time this process used
(``_clock``, so that other work on a shared machine does not count), which gives the time of the root (the search
with no iteration: each move's prior) and, the root's time taken off, the iterations a second: measured inside
Pyodide, what the levels' budgets are sized by (``bots.levels.RATES`` and ``ROOTS``; ``--whole-turns``: hard's
iterations by whole turns, ``TURN_RATES``); each level's budget is printed with the time it takes at the figures
measured. ``--pyodide DIR`` runs this script in Pyodide (Python 3.14 on wasm) under Node, with the engine from
``py/``. ``--option``: the game's options (``python -m sobremesa arena --help``), for one game. ``--level``: the
search with that level's own settings of the game (``BY_LEVEL`` of its ``bot.py``: longer playouts, another
evaluation), whose rate is then that level's (``bots.levels.LEVEL_COSTS``).
"""

import argparse
import json
import os
import subprocess
import sys
import time
from typing import Any

from sobremesa.__main__ import parse_options
from sobremesa.bots import Information, Ismcts, levels, make_bot
from sobremesa.core.fuzz import play_random
from sobremesa.core.record import Session
from sobremesa.games import MODULES, get

NODE_BOOT = """
const [pyodideDir, repo, args] = process.argv.slice(1);
const { loadPyodide } = await import(pyodideDir + "/pyodide.mjs");
const py = await loadPyodide({ indexURL: pyodideDir + "/" });
py.FS.mkdirTree("/repo");
py.FS.mount(py.FS.filesystems.NODEFS, { root: repo }, "/repo");
py.globals.set("ARGS_JSON", args);
await py.runPythonAsync(`
import json, runpy, sys
sys.dont_write_bytecode = True
sys.path.insert(0, "/repo/py")
sys.argv = ["bench_bots.py", *json.loads(ARGS_JSON)]
print("Pyodide, Python", sys.version.split()[0])
runpy.run_path("/repo/tools/bench_bots.py", run_name="__main__")
`);
"""


def positions(name: str, players: int, count: int, options: dict[str, Any] | None = None) -> list[Information]:
    game = get(name)
    states = [s for s in play_random(game, players, seed=2, check=False, options=options).states
              if not game.is_over(s) and len(game.legal_actions(s)) > 1]
    picks = [states[int(len(states) * (0.1 + 0.5 * i / max(1, count - 1)))] for i in range(count)]
    return [Information(game, s, seat) for s in picks if (seat := game.actor(s)) is not None]


def easy_positions(name: str, players: int, seeds: list[int], options: dict[str, Any] | None = None,
                   every: int = 3) -> list[Information]:
    """Every ``every``-th decision with a choice of games of easy players (one a seed): the positions a player meets,
    the dear ones (a turn's first decision) among them, which a random game's few positions miss."""
    game = get(name)
    found = []
    for seed in seeds:
        session = Session.new(name, players, seed, options)
        bots = [make_bot("easy", seed * 31 + seat) for seat in range(players)]
        decisions = 0
        while (seat := game.actor(session.state)) is not None:
            info = Information(game, session.state, seat)
            if len(info.legal) > 1:
                if decisions % every == 0:
                    found.append(info)
                decisions += 1
            session.apply(bots[seat].choose(info))
    return found


def _clock() -> float:
    """The processor time this process used, in seconds: Python's, or under Node (Pyodide, whose own clock is the
    wall's) Node's ``process.cpuUsage``."""
    if sys.platform == "emscripten":
        import js  # type: ignore[import-not-found]  # Pyodide's bridge to JavaScript

        usage = js.process.cpuUsage()
        return (usage.user + usage.system) / 1e6
    return time.process_time()


def bench(name: str, players: int, iterations: int, count: int, options: dict[str, Any] | None = None,
          whole_turns: bool = False, easy_games: list[int] | None = None, level: str | None = None) -> None:
    if easy_games:
        spots = easy_positions(name, players, easy_games, options)
    else:
        spots = positions(name, players, count, options)
    line = [f"{get(name).title:12} {players}p" + (f" ({level}'s settings)" if level else "")]
    for simple in ("random", "easy"):
        start = _clock()
        for info in spots:
            make_bot(simple, 1).choose(info)
        line.append(f"{simple} {1000 * (_clock() - start) / len(spots):.1f} ms/move")
    roots = []
    for info in spots:
        start = _clock()
        Ismcts(1, seconds=None, iterations=0, whole_turns=whole_turns, level=level).choose(info)
        roots.append(_clock() - start)
    root = sum(roots) / len(spots)
    start = _clock()
    for info in spots:
        Ismcts(1, seconds=None, iterations=iterations, whole_turns=whole_turns, level=level).choose(info)
    spent = (_clock() - start) / len(spots)
    rate = iterations / max(spent - root, 1e-9)
    line.append(f"{len(spots)} positions, the root {1000 * root:.0f} ms/move (at most {1000 * max(roots):.0f}), "
                f"search {1000 * spent:.0f} ms/move at {iterations} iterations, "
                f"{rate:.0f} iterations/s")
    for searched, budget in levels.SECONDS.items():
        planned = levels.iterations(searched, name, players, options)
        line.append(f"{searched} {planned} iterations: {1000 * (root + planned / rate):.0f} ms (its time {budget:g} s)")
    print(", ".join(line), flush=True)


def in_pyodide(pyodide: str, args: list[str]) -> None:
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    subprocess.run(["node", "--input-type=module", "-e", NODE_BOOT, os.path.abspath(pyodide), repo, json.dumps(args)],
                   check=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*", default=sorted(MODULES))
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--positions", type=int, default=3, help="positions of one random game")
    parser.add_argument("--easy-games", help="SEED,SEED...: every third decision of games of easy players instead")
    parser.add_argument("--iterations", type=int, default=200, help="search iterations a move to time")
    parser.add_argument("--pyodide", help="the Pyodide directory (node_modules/pyodide): run there under Node")
    parser.add_argument("--option", action="append", help="KEY=VALUE, one of the option's choices (repeatable)")
    parser.add_argument("--whole-turns", action="store_true",
                        help="iterations by whole turns, as level hard's (levels.WHOLE_TURNS, levels.TURN_RATES)")
    parser.add_argument("--level", choices=sorted(levels.SECONDS),
                        help="the search with this level's settings of the game (BY_LEVEL; levels.LEVEL_COSTS)")
    args = parser.parse_args()
    if args.pyodide:
        rest = [a for a in sys.argv[1:] if a not in (args.pyodide, "--pyodide") and not a.startswith("--pyodide=")]
        in_pyodide(args.pyodide, rest)
        return
    for name in args.games:
        game = get(name)
        options = parse_options(game, args.option)
        seeds = [int(seed) for seed in args.easy_games.split(",")] if args.easy_games else None
        bench(name, min(max(args.players, game.min_players), game.max_players), args.iterations, args.positions,
              options, args.whole_turns, seeds, args.level)


if __name__ == "__main__":
    main()
