"""What Calimala's bots know (``bots``): the seat's points, and a little of what is still to be scored."""

from __future__ import annotations

from .data import CARD_POINTS, SCORING_CARDS, SCORING_TILES, TILE_POINTS
from .scoring import award, category_counts, scored_cards
from .state import CalimalaState

SHARE = 0.5
"""How much of a scoring still to come counts: what it would pay the seat if scored now."""


def evaluate(state: CalimalaState, seat: int) -> float:
    """The seat's points so far ("Scoring Phases"), plus a share of what each scoring tile still to be
    triggered and each scoring card of the final scoring would pay it now (cubes and seats as they stand)."""
    if state.phase == "over":
        return float(state.score[seat])
    ahead = [(SCORING_TILES[tile], TILE_POINTS) for tile in state.council[len(state.seats):]]
    ahead += [(SCORING_CARDS[card], CARD_POINTS) for card in scored_cards(state)]
    return state.score[seat] + SHARE * sum(award(state, category_counts(state, c), p)[seat] for c, p in ahead)
