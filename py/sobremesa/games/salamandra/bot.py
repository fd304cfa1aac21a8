"""What Salamandra's bots know (``bots``): a position is worth the seat's victory points so far."""

from __future__ import annotations

from .state import SalamandraState


def evaluate(state: SalamandraState, seat: int) -> float:
    """The seat's victory points."""
    return float(state.vp[seat])
