"""Helpers for Salamandra tests: positions made by editing a fresh setup's position dict, then loaded strictly."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest

from sobremesa.core import Action
from sobremesa.core.fuzz import play_random
from sobremesa.games.salamandra import GAME
from sobremesa.games.salamandra.game import Salamandra
from sobremesa.games.salamandra.state import Cell, SalamandraState

Run = Callable[..., SalamandraState]
"""``run(state, *actions)``: the state after the actions, each applied through the contract."""
RandomGame = Callable[..., list[SalamandraState]]
"""``random_game(players, seed, options=None)``: the states of a seeded random game (``core.fuzz.play_random``)."""


class Position:
    """A position dict being edited; every edit keeps the components conserved."""

    def __init__(self, players: Sequence[str] = ("Gray", "Blue"), seed: int = 1, level: int = 1) -> None:
        options = {"level": level} if len(players) == 1 else {}
        self.d: dict[str, Any] = GAME.state_to_dict(GAME.setup(list(players), seed, options))

    def cells(self) -> dict[str, Cell]:
        """Where each field tile on the board lies: tile -> (x, y)."""
        out = {}
        for text, tile in self.d["board"].items():
            x, y = map(int, text.split(","))
            out[tile] = (x, y)
        return out

    def seat(self, p: int) -> dict[str, Any]:
        seat: dict[str, Any] = self.d["seats"][p]
        return seat

    def _take(self, item: str, *piles: str) -> None:
        for name in piles:
            pile = self.d[name]
            if isinstance(pile, dict):
                for key, value in list(pile.items()):
                    if value == item:
                        del pile[key]
                        return
            elif item in pile:
                i = pile.index(item)
                if name == "market":
                    pile[i] = self.d["stack"].pop()
                else:
                    del pile[i]
                return
        raise AssertionError(f"{item} not found")

    def tile(self, tile: str, x: int, y: int) -> Position:
        old = self.d["board"].get(f"{x},{y}")
        self._take(tile, "board", "market", "stack")
        if old:
            self.d["stack"].insert(0, old)
        self.d["board"][f"{x},{y}"] = tile
        return self

    def market(self, *tiles: str) -> Position:
        for i, tile in enumerate(tiles):
            if self.d["market"][i] != tile:
                self._take(tile, "stack", "market")
                self.d["stack"].insert(0, self.d["market"][i])
                self.d["market"][i] = tile
        return self

    def grove(self, grove: str, gx: int, gy: int) -> Position:
        if grove in self.d["groves"].values() or grove in self.d["grove_pile"]:
            self._take(grove, "groves", "grove_pile")
        old = self.d["groves"].get(f"{gx},{gy}")
        if old:
            self.d["grove_pile"].insert(0, old)
        self.d["groves"][f"{gx},{gy}"] = grove
        return self

    def no_grove(self, gx: int, gy: int) -> Position:
        old = self.d["groves"].pop(f"{gx},{gy}", None)
        if old:
            self.d["grove_pile"].insert(0, old)
        return self

    def apprentice(self, owner: int, x: int, y: int, k: int, face: str = "D") -> Position:
        self.d["spots"][f"{x},{y},{k}"] = [owner, face]
        if owner >= 0:
            self.seat(owner)["mat"] -= 1
        return self

    def card(self, p: int, card: str) -> Position:
        prefix = card[:2] if card[:2] in ("Be", "Ea") else card[0]
        deck = {"Be": "bear", "Ea": "eagle", "W": "white", "K": "black"}[prefix]
        self.d[deck].remove(card)
        self.seat(p)["sals" if deck in ("white", "black") else "cards"].append(card)
        return self

    def top(self, deck: str, card: str) -> Position:
        """Put ``card`` face up on top of ``deck``."""
        self.d[deck].remove(card)
        self.d[deck].append(card)
        return self

    def state(self) -> SalamandraState:
        return GAME.state_from_dict(self.d)


def play(state: SalamandraState, *actions: Action) -> SalamandraState:
    for action in actions:
        state = GAME.apply(state, action)
    return state


@pytest.fixture
def game() -> Salamandra:
    return GAME


@pytest.fixture
def position() -> type[Position]:
    return Position


@pytest.fixture
def run() -> Run:
    return play


def states_of(players: int, seed: int, options: dict[str, Any] | None = None) -> list[SalamandraState]:
    states = play_random(GAME, players, seed=seed, check=False, options=options).states
    return [s for s in states if isinstance(s, SalamandraState)]


@pytest.fixture
def random_game() -> RandomGame:
    return states_of
