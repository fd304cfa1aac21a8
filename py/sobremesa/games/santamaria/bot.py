"""What Santa Maria's bots know (``bots``): the final scoring as if the game ended now, plus what will still score."""

from __future__ import annotations

from .ak_maya_city import CITY
from .ak_maya_temples import temple_points
from .colony import square
from .data import COINS_PER_POINT, COLONIST_POINTS, TILES
from .scoring import breakdown
from .state import SantaMariaState
from .turn import FREE, conquest_points

FREE_ACTIONS = (*FREE, "offer", "offer_give", "offer_ask", "offer_back", "supply_buy", "supply_sell")
"""The market (§3.4: any time in one's own turn), an offer to another seat and its steps (``ak_maya_offers``), and the
Mayan City's trades with the supply (``ak_maya_cards``: one a decision until it declines): a bot plays one only when
it raises its evaluation (``bots.base.worth_playing``), so that it never buys and sells back, or asks for a wood and
takes it back, or starts an offer and withdraws it, for ever (medium did, 4 players with every American Kingdoms
module, seed 4; medium as the City bought and sold cacao back at 1 coin for ever, seed 12); so the bots make no offers
yet."""
ROOT_TURN = True
"""A turn is several decisions (§3: market trades, a die taken and changed, its line's choices, a tile to place):
a move at the search's root is the seat's whole turn, its rest played by easy's policy on every move
(``bots.ismcts``), weighed so in the root's prior and, at level hard (``bots.levels.WHOLE_TURNS``), in each
iteration, not by the position right after the move, where a die's activations are still to come. Measured, 2 players,
20 games from seed 1: see README's computer players."""
RESOURCE_BONUS = 1.0
"""Coins a resource in storage is worth over its final price while the game goes on (it ships or buys a tile)."""
DIE_VALUE = 1.5
"""Points a die the seat may still use this year is worth: an activation to come (§4.1); withdrawing forfeits them.
At 0.5 easy withdrew after a die or two each year for a retiring space's bonus (4 players, every American Kingdoms
module: it used 3 dice a game and won 14 of 20 against random; at 1.5, 35 of 40 from seed 21, 18 of 20 from 1)."""
BLUE_DIE_YEAR = 1.0
"""Points a blue die is worth for each year still to come (it is rolled again each year, §5.2)."""
RELIGION_STEP = 0.3
"""Points a step on the religion track is worth (it leads to monks and blue dice, §4.4)."""
BUILDING_VALUE = 0.5
"""Points a building in the colony is worth for each year still to come, counting this one: its activations (§4.1)."""
CONQUEST_SHARE = 0.7
"""How much of this year's conquistador points, by the ranks as they stand, counts (§4.3: scored at the year end)."""
TEMPLE_SHARE = 1.0
"""How much of the Mayan City's temple points as they stand (cards tucked x completed levels, the gold temple's
gold) counts for each withdrawal still to come, this year's if it has not withdrawn and one a year after (AK Module D:
scored at each withdrawal): without it the City saw nothing in a temple level or a card tucked until it withdrew.
Measured, 4 players, every module, medium against easy: as the City 1 of 4 before (seeds 4, 8, 12, 16), 5 of 5 with
it (seeds 4, 8, 20, 24, 28; the City 48-69 points, the colonists 6-35); seeds 1-16, 13 of 16 (12 before)."""


def evaluate(state: SantaMariaState, seat: int) -> float:
    """The seat's happiness by the final scoring (§7.1) of the colony as it stands, coins counted to the third;
    before the end also its resources by what they convert to, the conquistador ranks of the year, its religion,
    and the dice it may still use this year and the blue dice it will roll in the years to come; the Mayan City's
    temples (AK Module D) by the withdrawals still to come."""
    parts = breakdown(state, seat)
    value = parts["total"] + parts["coins left"] / COINS_PER_POINT
    if state.phase == "over":
        return float(value)
    value += RESOURCE_BONUS * sum(state.res[seat]) / COINS_PER_POINT
    value += CONQUEST_SHARE * conquest_points(state)[seat] + RELIGION_STEP * state.rel[seat]
    years_left = state.rules.years - state.year
    blue = len(state.blue[seat]) + sum(m[0] == "b" for m in state.markers[seat].values())
    value += BLUE_DIE_YEAR * years_left * blue
    value += _colony(state, seat, years_left + 1)
    if state.city is not None and seat == CITY:
        withdrawals = years_left + (not state.out[seat])
        value += TEMPLE_SHARE * withdrawals * sum(temple_points(state).values())
    if not state.out[seat]:
        active = sum(not out for out in state.out)
        value += DIE_VALUE * (len(state.blue[seat]) + len(state.white) / active)
    return value


def _to_place(state: SantaMariaState, seat: int) -> list[tuple[str, str | None, str | None, int]]:
    """The squares of the tiles the seat bought and is still to place (§4.2)."""
    return [square(code) for task in state.tasks if task[0] == "place" and task[1] == seat and task[2] in TILES
            for code in TILES[task[2]][1]]


def _colony(state: SantaMariaState, seat: int, years: int) -> float:
    """The buildings of the seat's colony by their activations in ``years`` years; the tiles it is still to place
    (§4.2) with them, their colonists as the final scoring counts them."""
    pending = _to_place(state, seat)
    buildings = sum(square(code)[0] == "building" for code in state.colony[seat])
    buildings += sum(kind == "building" for kind, *_ in pending)
    return BUILDING_VALUE * years * buildings + COLONIST_POINTS * sum(colonists for *_, colonists in pending)
