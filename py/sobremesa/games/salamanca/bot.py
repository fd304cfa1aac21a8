"""What Salamanca's bots know (``bots``): doubloons now, and a little of what the seat's estates will pay."""

from __future__ import annotations

from .regions import all_regions
from .state import SalamancaState

ESTATE_SHARE = 0.5
"""How much of a held region's value counts before it is sold (a sale pays it in full, later)."""


def evaluate(state: SalamancaState, seat: int) -> float:
    """The seat's doubloons (the richest wins, D-S5), plus a share of the value of each region its
    Squire holds: what selling it would pay."""
    held = sum(region.value for cell, region in all_regions(state.board, state.plagues).items()
               if state.squires.get(cell) == seat)
    return state.money[seat] + ESTATE_SHARE * held
