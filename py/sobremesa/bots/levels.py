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
    "santamaria": {2: 140, 3: 111, 4: 85, 5: 57},
}
"""Search iterations a second inside Pyodide (Python 3.14 on wasm, under Node: ``tools/bench_bots.py --pyodide``,
processor time, 60 iterations a move from three positions from 10 % to 60 % of a random game), per game and player
count; Santa Maria's the lower of its base game and every American Kingdoms module (--option american_kingdoms=true
--option governor=true ... mayan_city=true: 2 to 5 players 140, 111, 85, 57 against 273, 238, 156, 67). Measured in
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
    "santamaria": {2: 117, 3: 67, 4: 52, 5: 53},
}
"""``RATES`` of the search by whole turns (``WHOLE_TURNS``, ``tools/bench_bots.py --pyodide``, the root's time taken
off): Santa Maria's the lower of its base game and every American Kingdoms module, 2 and 4 players 117 and 52 against
130 and 116, 3 and 5 players 67 and 53 with every module (the base game's not measured); Salamandra's from six
positions, and again on the positions of its ``RATES`` with the engine of a later day: 2 to 4 players 256, 138, 125
(the bench's random positions 263, 279, 212)."""


ROOTS: dict[str, dict[int, float]] = {
    "salamandra": {2: 0.04, 3: 0.053, 4: 0.042},
    "santamaria": {2: 0.07, 3: 0.07, 4: 0.12, 5: 0.12},
}
"""Seconds the root takes inside Pyodide (each move's prior, ``tools/bench_bots.py --pyodide``: the search with no
iteration), per game and player count, where it costs more than an easy move: Santa Maria's, each move followed by
the rest of the seat's turn (``ROOT_TURN`` of ``games/santamaria/bot.py``), the dearer of the base game and every
American Kingdoms module (2 players 57–66 ms against 20–22, 4 players 118–120 against 8–9; with every module
3 players 39, 5 players 102; 3 players taken as 2, the base game's not measured); Salamandra's, the same
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
