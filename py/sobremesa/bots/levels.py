"""The search levels, medium and hard (issue 12), one definition for the arena and the browser.

A level is a number of search iterations a move for each game and player count (``iterations``), chosen so that
the search fits the level's time in the browser (``SECONDS``) at the rate measured inside Pyodide; a player meets
that budget and the arena plays it, so the arena's figures describe what a player meets. In the browser the time
is a cap as well, counted from the request (``Ismcts``: it stops before an iteration that would not fit): a slow
or loaded device plays the move a little weaker rather than later.
"""

from __future__ import annotations

from collections.abc import Mapping

SECONDS = {"medium": 0.5, "hard": 2.0}
"""Each search level's time a move in the browser: its budget is sized to it, and it is the cap."""
SEARCHING = 0.7
"""The share of a level's time its iterations take at the rates measured (``RATES``): the rest is left for the
worker's replay of the record, the root's evaluation of every move, and a slower device than the one measured."""
RATES: dict[str, dict[int, int]] = {
    "calimala": {2: 187, 3: 155, 4: 92, 5: 63},
    "salamanca": {2: 280, 3: 342, 4: 400, 5: 201},
    "salamandra": {2: 589, 3: 450, 4: 335},
    "santamaria": {2: 303, 3: 229, 4: 135, 5: 120},
}
"""Search iterations a second inside Pyodide (Python 3.14 on wasm, under Node: ``tools/bench_bots.py --pyodide``,
processor time, 60 iterations a move from three positions from 10 % to 60 % of a random game), per game and player
count; Santa Maria's the lower of its base game and every American Kingdoms module (--option american_kingdoms=true
--option governor=true ... mayan_city=true), measured again on the positions a player meets: every third decision with
a choice of two games of easy players (seeds 1 and 2), 60 iterations a move, processor time inside Pyodide: 2 to 5
players 303, 229, 135, 120 with every module against 433, 301, 200 for the base game (no 5-player base game; before,
from the random game's three positions, 140, 111, 85, 57). At the budgets these give (with ``TURN_RATES`` and
``ROOTS``), every module, 2 to 5 players, a move of medium takes 0.35 s on average, at worst 0.98, 0.72, 0.87, 0.77 s
(2, 5, 10, 12 of 29, 65, 87, 121 moves over its 0.5 s), hard 1.40 s, at worst 7.8, 5.3, 6.2, 6.0 s (5, 9, 11, 17 over
its 2 s; the browser's cap stops those early); the base game's are shorter (4 players: medium 0.24 s, at worst 0.70,
hard 1.13 s, at worst 2.45). Measured in
December 2026 on the 2-core test machine, with Salamanca's evaluation of that day; Salamandra's again with its Groves
in the evaluation (six positions: 2 to 4 players 374, 318, 237, against 515, 583, 368 before), and again with the
engine of a later day on every third decision of two games of easy players (seeds 3 and 5: 2 to 4 players 589, 450,
335); Calimala's again with
its scoring cards as known and its fleet in the evaluation, the lower of two runs (2 to 5 players 113 and 130, 83 and
97, 47 and 46, 37 and 33, against 102, 74, 48, 39 before), and again with its boards remembered (the same
evaluations: 2 to 5 players 187 and 211, 161 and 155, 102 and 92, 73 and 63); Salamanca's again with the engine
of a later day, the lower of two runs: 2 to 5 players 305, 344, 400, 202 (354 and 305, 399 and 344, 400 and 411,
292 and 202) against 280, 342, 324, 201, the 4 players' taken, the others within a tenth of theirs and kept."""

WHOLE_TURNS = {"hard"}
"""The levels whose iterations play a root move as the seat's whole turn where the game's moves at the root are
turns (``ROOT_TURN`` of ``games/<game>/bot.py``, Santa Maria's): dearer iterations (``TURN_RATES``), each weighing
the move as the root's prior does. Medium searches as before, from the same prior (see README's computer players for
what each measured)."""
TURN_RATES: dict[str, dict[int, int]] = {
    "salamandra": {2: 256, 3: 138, 4: 125},
    "santamaria": {2: 170, 3: 147, 4: 120, 5: 101},
}
"""``RATES`` of the search by whole turns (``WHOLE_TURNS``, ``tools/bench_bots.py --pyodide``, the root's time taken
off): Santa Maria's the lower of its base game and every American Kingdoms module, on the positions of its ``RATES``:
2 to 5 players 170, 147, 120, 101 with every module against 288, 232, 148 (before, from a random game's three
positions, 117, 67, 52, 53); Salamandra's from six
positions, and again on the positions of its ``RATES`` with the engine of a later day: 2 to 4 players 256, 138, 125
(the bench's random positions 263, 279, 212)."""


ROOTS: dict[str, dict[int, float]] = {
    "salamandra": {2: 0.04, 3: 0.053, 4: 0.042},
    "santamaria": {2: 0.05, 3: 0.02, 4: 0.03, 5: 0.03},
}
"""Seconds the root takes inside Pyodide (each move's prior, ``tools/bench_bots.py --pyodide``: the search with no
iteration), per game and player count, where it costs more than an easy move: Santa Maria's, each move followed by
the rest of the seat's turn (``ROOT_TURN`` of ``games/santamaria/bot.py``), the dearer of the base game and every
American Kingdoms module, the mean over the positions of its ``RATES`` to 10 ms: 2 to 5 players 47, 19, 29, 32 ms with
every module (at most 577, 108, 235, 193: a turn's first decision, 40 to 130 moves; a decision within a turn takes a
few ms) against 16, 20, 25 (at most 88, 96, 147); before, 70, 70, 120, 120 ms from the dearer of a random game's
three positions, where the bench now reads 4-5 ms at 4 players; Salamandra's, the same
(``ROOT_TURN``), the mean over every third decision of two games of easy players (2 to 4 players 43, 75, 75 ms; at
most 363, 804, 707; the bench's six positions 16, 37, 30), and again on the positions of its ``RATES`` with the
engine of a later day, the dearer of single decisions' and whole turns' roots (40, 53, 42 ms). A level's iterations
fill its searching time less that."""


def _by_players(table: Mapping[int, float], players: int) -> float:
    """The figure for ``players``, or for the nearest player count measured."""
    return table.get(players, table[min(table, key=lambda n: abs(n - players))])


def iterations(level: str, game: str, players: int) -> int:
    """The search iterations a move of ``level`` (medium or hard) in ``game`` with ``players`` players."""
    root = _by_players(ROOTS[game], players) if game in ROOTS else 0.0
    rates = TURN_RATES[game] if level in WHOLE_TURNS and game in TURN_RATES else RATES[game]
    return max(1, round(_by_players(rates, players) * (SECONDS[level] * SEARCHING - root)))
