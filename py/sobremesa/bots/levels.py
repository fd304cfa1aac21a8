"""The search levels, medium and hard (issue 12), one definition for the arena and the browser.

A level is a number of search iterations a move for each game and player count (``iterations``), chosen so that
the search fits the level's time in the browser (``SECONDS``) at the rate measured inside Pyodide; a player meets
that budget and the arena plays it, so the arena's figures describe what a player meets. In the browser the time
is a cap as well, counted from the request (``Ismcts``: it stops before an iteration that would not fit): a slow
or loaded device plays the move a little weaker rather than later.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

SECONDS = {"medium": 0.5, "hard": 2.0}
"""Each search level's time a move in the browser: its budget is sized to it, and it is the cap."""
SEARCHING = 0.7
"""The share of a level's time its iterations take at the rates measured (``RATES``): the rest is left for the
worker's replay of the record, the root's evaluation of every move, and a slower device than the one measured."""
RATES: dict[str, dict[int, int]] = {
    "calimala": {2: 337, 3: 162, 4: 130, 5: 98},
    "salamanca": {2: 280, 3: 342, 4: 400, 5: 201},
    "salamandra": {2: 589, 3: 450, 4: 335},
    "santamaria": {2: 433, 3: 301, 4: 200},
}
"""Search iterations a second inside Pyodide (Python 3.14 on wasm, under Node), processor time, 60 iterations a move,
per game and player count, on the positions a player meets (every third decision with a choice of two games of easy
players, ``tools/bench_bots.py --easy-games``: Santa Maria and Calimala seeds 1 and 2, Salamandra 3 and 5; a random
game's few positions miss the dear ones), but Salamanca's (``tools/bench_bots.py --pyodide``, a random game's
positions); the lower of two runs. Santa Maria's of its base game (with American Kingdoms: ``OPTION_RATES``). Calimala's
measured so on December 3's eleventh and twelfth sessions (187 / 155 / 92 / 63 before, from a random game's positions;
at 5 players one run; at 4 players 130 and 131, the root 2 ms: timed before, the root took the root halving's first
iterations for its own, 38 and 43 ms). Measured on the 2-core test machine in December 2026 with each game's evaluation
of that day (the figures before each measurement: bots/STRENGTH.md). At these budgets a Santa Maria move with every
module takes on average 0.35 s (medium) and 1.40 s (hard); a turn's first decision, up to 130 moves, up to 0.98 s and
7.8 s, cut by the time cap."""

WHOLE_TURNS = {"hard"}
"""The levels whose iterations play a root move as the seat's whole turn where the game's moves at the root are
turns (``ROOT_TURN`` of ``games/<game>/bot.py``, Santa Maria's) and the game does not ask otherwise (``WHOLE_TURNS =
False`` there: single decisions at ``RATES``, Salamandra's): dearer iterations (``TURN_RATES``), each weighing the move
as the root's prior does. Medium searches as before, from the same prior (see bots/STRENGTH.md for
what each measured)."""
TURN_RATES: dict[str, dict[int, int]] = {
    "santamaria": {2: 288, 3: 232, 4: 148},
}
"""``RATES`` of the search by whole turns (``WHOLE_TURNS``), measured as ``RATES`` on the same positions, the root's
time taken off: Santa Maria's of its base game (with American Kingdoms: ``OPTION_RATES``)."""

OPTION_RATES: dict[str, dict[str, tuple[dict[int, int], dict[int, int]]]] = {
    "santamaria": {"american_kingdoms": ({2: 303, 3: 229, 4: 135, 5: 120}, {2: 170, 3: 147, 4: 120, 5: 101})},
}
"""``RATES`` and ``TURN_RATES`` of a game played with an option on that makes its iterations dearer, measured on the
same kind of positions: Santa Maria with American Kingdoms, every module (a game with fewer modules gets the same).
Until December 3's thirteenth session Santa Maria's budgets were these whatever the options: the base game got about
two thirds of its time."""

LEVEL_COSTS: dict[str, dict[str, dict[int, float]]] = {
    "medium": {"salamanca": {4: 0.876}},
    "hard": {"salamanca": {4: 0.876}, "salamandra": {4: 0.62}, "santamaria": {2: 0.8, 3: 0.8, 4: 0.534, 5: 0.8}},
}
"""The share of the rate (``RATES``, ``TURN_RATES``, ``OPTION_RATES``) one level's iterations keep, per game and
player count, where the game gives that level dearer iterations (``BY_LEVEL`` of its ``bot.py``): the cost of its
iterations with and without them, measured on CPython on the same positions (``RATES``'). Salamandra's hard at 4
players plays out two laps (``PLAYOUT_LAPS``): 0.62 (411 against 661 iterations a second, 112 positions of two games of
easy players, seeds 3 and 5; 208 of 335 until December 3's fourteenth session, the same 282 iterations); measured again
inside Pyodide (``tools/bench_bots.py --level hard``, December 3's eleventh session): 231 against 390 with one lap on
the same positions, 0.59 (``RATES``' 335 was measured another day: the budget's 282 iterations took 1.28 s of hard's
1.4 s of searching at 231). Santa Maria's hard at 4 players weighs 6 drawn moves a playout step (``PLAYOUT_MOVES``):
0.68 of its whole turns' rate (204 and 212 against 306 and 302 a second, 73 positions of two games of easy players,
seeds 1 and 2, base game; December 3's fourteenth session): 138 iterations a move instead of 203; with American
Kingdoms 112 instead of 164 (every module measured 0.74 on December 3's tenth session: a little under its time).
Santa Maria's hard evaluates by the dice's lines (``evaluate_hard``, December 5's twenty-eighth session): 0.81 to
0.84 of the rate at 2 to 4 players (CPython processor time, the same 73 positions, the base game, a machine loaded by
three arena processes: 2 players 544 and 552 against 628 and 681 a second, 3 players 427 against 524, 4 players 214
and 216 against 259 and 275), 0.8 at every count; at 4 players 0.534 (0.68 x 0.785, the first of those runs): 108
iterations a move instead of 138, 2 players 311 instead of 389.
Salamanca's medium and hard at 4 players weigh by the fitted evaluation (``FITTED_WEIGHTS`` of its ``bot.py``): 0.876
of the rate (CPython processor time, 163 positions of games of easy players, seeds 1 and 2; December 4's sixteenth
session), 123 and 491 iterations a move instead of 140 and 560."""


ROOTS: dict[str, dict[int, float]] = {
    "calimala": {2: 0.0, 3: 0.0, 4: 0.013, 5: 0.0},
    "salamandra": {2: 0.04, 3: 0.053, 4: 0.042},
    "santamaria": {2: 0.05, 3: 0.02, 4: 0.03, 5: 0.03},
}
"""Seconds the root takes inside Pyodide (each move's prior: the search with no iteration), per game and player
count, where it costs more than an easy move: Santa Maria's, Salamandra's and Calimala's at 4 players, each move
followed by the rest of the seat's turn (``ROOT_TURN`` of their ``bot.py``), the mean over the positions of ``RATES``
(Santa Maria's, the dearer of its base game and every module, to 10 ms: a turn's first decision, 40 to 130 moves,
takes up to 0.58 s, a decision within a turn a few ms; Calimala's 13 ms, at most 131, on 169 positions of games 1 and
2 of easy players, December 5's twenty-fourth session). A level's iterations fill its searching time less that."""


def _by_players(table: Mapping[int, float], players: int) -> float:
    """The figure for ``players``, or for the nearest player count measured."""
    return table.get(players, table[min(table, key=lambda n: abs(n - players))])


def iterations(level: str, game: str, players: int, options: Mapping[str, Any] | None = None) -> int:
    """The search iterations a move of ``level`` (medium or hard) in ``game`` with ``players`` players and the
    game's ``options`` (``OPTION_RATES``)."""
    root = _by_players(ROOTS[game], players) if game in ROOTS else 0.0
    rates = TURN_RATES[game] if level in WHOLE_TURNS and game in TURN_RATES else RATES[game]
    for option, (option_rates, turn_rates) in OPTION_RATES.get(game, {}).items():
        if (options or {}).get(option):
            rates = turn_rates if level in WHOLE_TURNS else option_rates
    rate = _by_players(rates, players) * LEVEL_COSTS.get(level, {}).get(game, {}).get(players, 1.0)
    return max(1, round(rate * (SECONDS[level] * SEARCHING - root)))
