"""What Salamandra's bots know (``bots``): the seat's victory points with the final scoring as if the game ended now
(rule "End of the game"), plus what its crystals will buy."""

from __future__ import annotations

from .scoring import books_points, faith_points
from .state import SalamandraState

CRYSTAL_VALUE = 0.25
"""VP a crystal is worth while the game goes on: a quarter of the 4 crystals a primary resource costs, which makes a
potion or pays a build on the way to VP."""


def evaluate(state: SalamandraState, seat: int) -> float:
    """The seat's VP; before the end also its spellbook spots, faith majorities and unused scrolls as the final
    scoring would count them now, and its crystals (``CRYSTAL_VALUE``)."""
    if state.phase == "over":
        return float(state.vp[seat])
    final = books_points(state, seat) + faith_points(state)[seat] + state.scrolls[seat]
    return state.vp[seat] + final + CRYSTAL_VALUE * state.crystals[seat]
