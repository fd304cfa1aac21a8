"""Helpers for Salamandra tests: positions made by editing a fresh setup's position dict, then loaded strictly."""

import pytest
from sobremesa.games import get

GAME = get("salamandra")


class Position:
    """A position dict being edited; every edit keeps the components conserved."""

    def __init__(self, players=("Gray", "Blue"), seed=1, level=1):
        options = {"level": level} if len(players) == 1 else {}
        self.d = GAME.state_to_dict(GAME.setup(list(players), seed, options))

    def seat(self, p):
        return self.d["seats"][p]

    def _take(self, item, *piles):
        for name in piles:
            pile = self.d[name]
            if isinstance(pile, dict):
                for key, value in list(pile.items()):
                    if value == item:
                        del pile[key]
                        return name, key
            elif item in pile:
                i = pile.index(item)
                if name == "market":
                    pile[i] = self.d["stack"].pop()
                else:
                    del pile[i]
                return name, i
        raise AssertionError(f"{item} not found")

    def tile(self, tile, x, y):
        old = self.d["board"].get(f"{x},{y}")
        self._take(tile, "board", "market", "stack")
        if old:
            self.d["stack"].insert(0, old)
        self.d["board"][f"{x},{y}"] = tile
        return self

    def market(self, *tiles):
        for i, tile in enumerate(tiles):
            if self.d["market"][i] != tile:
                self._take(tile, "stack", "market")
                self.d["stack"].insert(0, self.d["market"][i])
                self.d["market"][i] = tile
        return self

    def grove(self, grove, gx, gy):
        if grove in self.d["groves"].values() or grove in self.d["grove_pile"]:
            self._take(grove, "groves", "grove_pile")
        old = self.d["groves"].get(f"{gx},{gy}")
        if old:
            self.d["grove_pile"].insert(0, old)
        self.d["groves"][f"{gx},{gy}"] = grove
        return self

    def no_grove(self, gx, gy):
        old = self.d["groves"].pop(f"{gx},{gy}", None)
        if old:
            self.d["grove_pile"].insert(0, old)
        return self

    def apprentice(self, owner, x, y, k, face="D"):
        self.d["spots"][f"{x},{y},{k}"] = [owner, face]
        if owner >= 0:
            self.seat(owner)["mat"] -= 1
        return self

    def card(self, p, card):
        prefix = card[:2] if card[:2] in ("Be", "Ea") else card[0]
        deck = {"Be": "bear", "Ea": "eagle", "W": "white", "K": "black"}[prefix]
        self.d[deck].remove(card)
        self.seat(p)["sals" if deck in ("white", "black") else "cards"].append(card)
        return self

    def top(self, deck, card):
        self.d[deck].remove(card)
        self.d[deck].append(card)
        return self

    def state(self):
        return GAME.state_from_dict(self.d)


def play(state, *actions):
    for action in actions:
        state = GAME.apply(state, action)
    return state


@pytest.fixture
def game():
    return GAME


@pytest.fixture
def position():
    return Position


@pytest.fixture
def run():
    return play
