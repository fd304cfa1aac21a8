"""Helpers for the Santa Maria tests: build a position, act, read it back.

Positions are made from a seeded set-up and then edited in place (colony rows, resources,
dice); ``act`` applies one action through the engine, so legality is always checked.
"""

from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from sobremesa.core import Session
from sobremesa.games.santamaria import GAME, data
from sobremesa.games.santamaria.colony import CELL_INDEX, parse_rows
from sobremesa.games.santamaria.state import SantaMariaState

# Mostly empty field land with a shipping building top-left (printed like every A side).
PLAIN = ("SHIP/P R1 .P .P .P .P",
         ".P .P .P .P .P .P",
         ".P .P .P .P .P .P",
         ".P .P .P .P .P .P",
         ".P .P .P .P .P .P",
         ".P .P .P .P .P .P")


class Helpers:
    """The ``sm`` fixture."""

    game = GAME

    @staticmethod
    def new(players: int = 2, seed: int = 1, **options: Any) -> SantaMariaState:
        """A game in year 1, first player to act, before any action (advanced sets chosen)."""
        s = GAME.setup(players, seed, options)
        while s.phase == "sets":
            s = GAME.apply(s, ("choose", 0))
        return s

    @staticmethod
    def colony(s: SantaMariaState, p: int, rows: Sequence[str]) -> None:
        """Give seat p this colony (printed layout check off: the board is the one given)."""
        data.BOARDS["TEST"] = tuple(rows)
        s.boards[p] = "TEST"
        s.colony[p] = parse_rows(rows)
        s.placed[p] = []
        s.markers[p] = {}

    @staticmethod
    def stock(s: SantaMariaState, p: int, coins: int | None = None, **res: int) -> None:
        if coins is not None:
            s.coins[p] = coins
        for r, n in res.items():
            s.res[p][s.rules.resources.index(r)] = n

    @staticmethod
    def held(s: SantaMariaState, p: int) -> dict[str, int]:
        return dict(zip(s.rules.resources, s.res[p]))

    @staticmethod
    def act(s: SantaMariaState, *action: Any) -> SantaMariaState:
        return GAME.apply(s, action)

    @staticmethod
    def cell(name: str) -> int:
        return CELL_INDEX[name]

    @staticmethod
    def clean(s: SantaMariaState) -> SantaMariaState:
        """No invariant broken."""
        problems = GAME.invariants(s)
        assert problems == [], problems
        return s


def give(s: SantaMariaState, p: int, *scholars: str) -> None:
    """Seat p gets a monk on each of these scholars (brought from the box onto the board if need be)."""
    for sid in scholars:
        if sid not in s.scholars:
            out = next(x for x in s.scholars if x not in scholars and not s.monks[x])
            s.scholar_box[s.scholar_box.index(sid)] = out
            s.scholars[s.scholars.index(out)] = sid
            s.monks[sid] = s.monks.pop(out)
        s.monks[sid].append(p)


def states(session: Session) -> list[SantaMariaState]:
    """The states a session went through, as Santa Maria states."""
    out = [s for s in session.states if isinstance(s, SantaMariaState)]
    assert len(out) == len(session.states)
    return out


@pytest.fixture
def sm() -> Iterator[Helpers]:
    yield Helpers()
    data.BOARDS.pop("TEST", None)
