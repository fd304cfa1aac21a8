"""Action B: a Conde onto an opponent's occupied building whose region is worth less
than 7, from stock or moved from the building it stands on."""

from __future__ import annotations

from .data import CONDE_LIMIT
from .regions import region
from .state import SalamancaState


def conde_targets(state: SalamancaState, seat: int) -> list[int]:
    return sorted(cell for cell, owner in state.squires.items()
                  if owner != seat and cell not in state.condes
                  and region(state.board, state.plagues, cell).value < CONDE_LIMIT)


def place_conde(state: SalamancaState, seat: int, cell: int) -> int | None:
    """Put or move ``seat``'s Conde; returns the cell it came from (None: from stock)."""
    came_from = next((c for c, s in state.condes.items() if s == seat), None)
    if came_from is not None:
        del state.condes[came_from]
    state.condes[cell] = seat
    state.current.acts += "B"
    return came_from
