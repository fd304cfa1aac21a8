"""Helpers for the Santa Maria tests: build a position, act, read it back.

Positions are made from a seeded set-up and then edited in place (colony rows, resources,
dice); ``act`` applies one action through the engine, so legality is always checked.
"""
from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from sobremesa import render
from sobremesa.app.table import Table
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


def play_through_table(options: dict[str, Any], players: int, seed: int, keen: set[str], rate: float) -> set[str]:
    """A whole game clicked through the pass-and-play table: every legal move offered on screen, the board
    well-formed, moves of the ``keen`` kinds chosen ``rate`` of the time. The kinds of moves offered."""
    table = Table.new("santamaria", ["Ana", "Ben", "Cid"][:players], [], options, seed, "k")
    rng = random.Random(players)
    kinds: set[str] = set()
    for _ in range(3000):
        if table.over:
            break
        if table.needs_pass():  # a hidden hand (the City's): the device goes round
            assert table.screen()["mode"] == "pass"
            table.confirm_pass()
        screen = table.screen()
        legal = set(table.legal())
        offered = render.actions_in(screen["board"] + screen["side"] + screen["buttons"])
        assert offered <= legal and {a[0] for a in legal} <= {a[0] for a in offered}
        ET.fromstring(screen["board"])
        kinds |= {a[0] for a in offered}
        eager = [a for a in sorted(offered, key=repr) if a[0] in keen]
        table.act(rng.choice(eager if eager and rng.random() < rate else sorted(offered, key=repr)))
    assert table.over
    return kinds
