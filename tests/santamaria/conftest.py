"""Helpers for the Santa Maria tests: build a position, act, read it back.

Positions are made from a seeded set-up and then edited in place (colony rows, resources,
dice); ``act`` applies one action through the engine, so legality is always checked.
"""

import pytest
from sobremesa.games.santamaria import GAME
from sobremesa.games.santamaria.colony import CELL_INDEX, parse_rows
from sobremesa.games.santamaria.data import RESOURCES

# Mostly empty field land with a shipping building top-left (printed like every A side).
PLAIN = ("SHIP/P R1 .P .P .P .P",
         ".P .P .P .P .P .P",
         ".P .P .P .P .P .P",
         ".P .P .P .P .P .P",
         ".P .P .P .P .P .P",
         ".P .P .P .P .P .P")


class Helpers:
    game = GAME

    @staticmethod
    def new(players=2, seed=1, **options):
        """A game in year 1, first player to act, before any action (advanced sets chosen)."""
        s = GAME.setup(players, seed, options)
        while s.phase == "sets":
            s = GAME.apply(s, ("choose", 0))
        return s

    @staticmethod
    def colony(s, p, rows):
        """Give seat p this colony (printed layout check off: the board is the one given)."""
        from sobremesa.games.santamaria import data
        data.BOARDS["TEST"] = tuple(rows)
        s.boards[p] = "TEST"
        s.colony[p] = parse_rows(rows)
        s.placed[p] = []
        s.markers[p] = {}

    @staticmethod
    def stock(s, p, coins=None, **res):
        if coins is not None:
            s.coins[p] = coins
        for r, n in res.items():
            s.res[p][RESOURCES.index(r)] = n

    @staticmethod
    def held(s, p):
        return dict(zip(RESOURCES, s.res[p]))

    @staticmethod
    def act(s, *action):
        return GAME.apply(s, action)

    @staticmethod
    def cell(name):
        return CELL_INDEX[name]

    @staticmethod
    def clean(s):
        """No invariant broken."""
        problems = GAME.invariants(s)
        assert problems == [], problems
        return s


@pytest.fixture
def sm():
    yield Helpers
    from sobremesa.games.santamaria import data
    data.BOARDS.pop("TEST", None)
