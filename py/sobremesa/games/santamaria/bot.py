"""What Santa Maria's bots know (``bots``): the final scoring as if the game ended now."""

from __future__ import annotations

from .scoring import breakdown
from .state import SantaMariaState


def evaluate(state: SantaMariaState, seat: int) -> float:
    """The seat's happiness by the final scoring (§7.1) of the colony as it stands."""
    return float(breakdown(state, seat)["total"])
