"""What Salamanca's bots know (``bots``): doubloons now, and what the seat's estates and Condes will pay."""

from __future__ import annotations

from .data import MARKET_CONDE, MARKET_SQUIRE, MARKET_THRESHOLD
from .regions import all_regions
from .state import SalamancaState

ESTATE_SHARE = 0.5
"""How much of a held region's value counts before it is sold (a sale pays it in full, later)."""
CONDE_SHARE = 0.5
"""How much of the landscape value under one of the seat's Condes counts: what the sale will pay it (Section 3)."""


def evaluate(state: SalamancaState, seat: int) -> float:
    """The seat's doubloons (the richest wins, D-S5), plus a share of the value of each region its Squire holds
    (what selling it would pay) and of the landscape under each of its Condes (what the owner's sale pays it), and
    the next weekly market's pay for each of those worth 7 or more (Section 5)."""
    if state.phase == "over":
        return float(state.money[seat])
    value = float(state.money[seat])
    for cell, region in all_regions(state.board, state.plagues).items():
        market = region.value >= MARKET_THRESHOLD
        if state.squires.get(cell) == seat:
            value += ESTATE_SHARE * region.value + MARKET_SQUIRE * market
        if state.condes.get(cell) == seat:
            value += CONDE_SHARE * region.landscape + MARKET_CONDE * market
    return value
