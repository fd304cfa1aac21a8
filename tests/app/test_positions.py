"""A game that starts from a position (a rule example's "Play from here"): the app's saves and its computer
players treat it as its own game, never as the set-up game with the same seed."""

from __future__ import annotations

import pathlib
from dataclasses import replace

from sobremesa.app import computer
from sobremesa.app.saves import same_game
from sobremesa.core import Record, Session, state_hash
from sobremesa.examples import load_all, record

# the examples of the source tree (the wheel installed in Pyodide does not carry them)
DIRECTORY = pathlib.Path(__file__).resolve().parents[2] / "py" / "sobremesa" / "examples"


def two_positions() -> tuple[Record, Record]:
    """Two rule examples of one game and player count: records that differ only in their starting position."""
    seen: dict[tuple[str, int, str], Record] = {}
    for example in load_all(DIRECTORY):
        r = record(example)
        key = (r.game, len(r.players), repr(sorted(r.options.items())))
        if key in seen and seen[key].position != r.position:
            return replace(seen[key], actions=[], meta={}), replace(r, players=list(seen[key].players),
                                                                     actions=[], meta={})
        seen.setdefault(key, r)
    raise AssertionError("no two rule examples of the same game, player count and options")


def test_same_game_tells_two_positions_apart() -> None:
    a, b = two_positions()
    assert same_game(a, a) and not same_game(a, b)


def test_the_computer_players_session_follows_the_records_position() -> None:
    a, b = two_positions()
    for r in (a, b, a):
        session = computer._session(r)  # cached from the previous record: must not be taken for this one
        assert state_hash(session.game, session.state) == state_hash(session.game, Session(r).state)
