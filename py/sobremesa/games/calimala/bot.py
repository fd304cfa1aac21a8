"""What Calimala's bots know (``bots``): the seat's points, what is still to be scored, and its goods."""

from __future__ import annotations

from .data import CARD_POINTS, SCORING_CARDS, SCORING_TILES, TILE_POINTS
from .scoring import award, category_counts, scored_cards
from .state import CalimalaState

SHARE = 0.8
"""How much of a scoring still to come counts: what it would pay the seat if scored now."""
CUBE = 0.25
"""Points a cube of the seat in an area a scoring still to come counts is worth beyond its rank now (a rank to
defend or to take)."""
GOODS = {"warehouse": 0.3, "cloth": 0.4, "ship": 0.6, "workshop": 0.6, "house": 0.6}
"""Points the seat's goods are worth before they reach the board: materials to contribute or build with, cloth in
its workshops, ships and trade houses to deliver it with ("Actions")."""


def evaluate(state: CalimalaState, seat: int) -> float:
    """The seat's points so far ("Scoring Phases"), plus a share of what each scoring tile still to be
    triggered and each scoring card of the final scoring would pay it now (cubes and seats as they stand), a little
    for each of its cubes those count, and its goods still to reach the board (``GOODS``)."""
    if state.phase == "over":
        return float(state.score[seat])
    ahead = [(SCORING_TILES[tile], TILE_POINTS) for tile in state.council[len(state.seats):]]
    ahead += [(SCORING_CARDS[card], CARD_POINTS) for card in scored_cards(state)]
    counts = [(category_counts(state, c), p) for c, p in ahead]
    return (state.score[seat] + SHARE * sum(award(state, n, p)[seat] for n, p in counts)
            + CUBE * sum(n[seat] for n, _ in counts) + _goods(state, seat))


def _goods(state: CalimalaState, seat: int) -> float:
    houses = sum(seat in owners for owners in state.houses.values())
    return (GOODS["warehouse"] * sum(state.wh[seat]) + GOODS["cloth"] * sum(state.shops[seat])
            + GOODS["ship"] * state.ships[seat] + GOODS["workshop"] * len(state.shops[seat])
            + GOODS["house"] * houses)
