"""What Santa Maria's bots know (``bots``): the final scoring as if the game ended now, plus what will still score."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from . import hooks
from .ak_maya_city import CITY
from .ak_maya_temples import temple_points
from .colony import COLUMN, ROW, buildings, is_building, square
from .data import (
    COINS_PER_POINT,
    COLONIST_POINTS,
    DOCK_BONUS,
    DOCKS,
    GOVERNOR_POINTS,
    GOVERNOR_START,
    MAYA_CARD_REGIONS,
    MAYA_CARDS,
    MAYA_GOLD_REGION,
    SIZE,
    TILES,
)
from .scoring import breakdown
from .state import MayanCity, SantaMariaState
from .turn import FREE, seat_conquest_points

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
20 games from seed 1: see bots/STRENGTH.md. Measured and not kept, 4 players, every module, hard against
medium (1 of 9 as it is, seeds 1-9, its colonist 13 points behind the best medium colonist on average): hard's root
narrowed to the 5 moves of the best priors (its 67 iterations spread over 30 to 70 moves), a colonist's only, 2 of 16
(seeds 1-8, 13-20), equals drawn 2 of 13 (seeds 1-6, 13-19); every seat's, 3 of 15 (seeds 1-15; the City lost all 3,
with 52, 27, 34 points). Hard's budget, the same pairing with hard at K iterations a move and medium at its own
20: K = 67 (the level's) 3 of 24 (seeds 1-24; 1 of 9 on seeds 1-9), 1 of 16 (seeds 25-40: the City won 11, hard as
a colonist 0 of 12); K = 201 (3x) 5 of 12 (seeds 1-12: as the City 3 of 3, as a colonist 2 of 9); K = 536 (8x) 0 of 3
(seeds 1-3, a colonist, which neither other budget won): hard wins more with more iterations. At the budgets of
``bots.levels`` measured again on the positions of games of easy players (hard 164 iterations, medium 43), 4 of 16
(seeds 1-8 2, 25-32 2; seeds 4, 8, 32 as the City, 27 as a colonist): more than at 67 and 20 (4 of 40,
seeds 1-40), short of 1.5/4."""
LEADER_REWARD = False
"""Whether the search scores a seat by its lead over the best of the others (``bots.ismcts``), not the mean of its
leads: the colonists would then play against the City, which wins most 4-player games. Off: at 4 players, at the
levels' budgets (hard 164 iterations, medium 43), it moved no row past noise. Every American Kingdoms module, hard
against medium: 8 of 24 with it (seeds 1-8 4, 9-16 2, 25-32 2), 7.5 of 24 without (2, 3.5, 2), short of 1.5/4 either
way; medium against easy, seeds 1-16: 13.5 of 16 with it, 12 without; the base game 14.5 and 14 of 16. At 2 players
a seat's only other is the best of the others: nothing changes."""
PLAYOUT_LAP = False
"""Whether a playout stops after one lap of the seats still playing (``bots.ismcts``) instead of waiting, once a seat
has withdrawn, for its next decision in the next year. Off: at 4 players, every American Kingdoms module, hard
against medium won 4 of 16 with it (seeds 1-16), 2 of 16 without (3 of 24, seeds 1-24; the City won 9 of the 14 on
seeds 11-24 and tied 3, hard only as the City, 2 of 4), but medium against easy in the base game 13 of 20 with it
(seeds 1-20), 16 of 20 without; every module, medium against easy 14 of 16 either way. At 2 players a playout stops
where it stops either way."""
RESOURCE_BONUS = 1.0
"""Coins a resource in storage is worth over its final price while the game goes on (it ships or buys a tile)."""
DIE_VALUE = 1.5
"""Points a die the seat may still use this year is worth: an activation to come (§4.1); withdrawing forfeits them
(easy's and medium's evaluation; hard's counts each die by its line, ``LINE_WORTH``).
At 0.5 easy withdrew after a die or two each year for a retiring space's bonus (4 players, every American Kingdoms
module: it used 3 dice a game and won 14 of 20 against random; at 1.5, 35 of 40 from seed 21, 18 of 20 from 1). The
pool's white dice count whether or not the seat may still take one this year: counted only up to its limit (AK Module C:
2 a year), easy won 49.5 of 60 against random (4 players, every module, seeds 1-60; 53.5 without the limit), 49 with
the ambassador dice still on their tiles counted as well: the limit is left out. As it is, easy against random with
every module: 4 players 217.5 of 240 (seeds 1-240) and 225 of 240 (seeds 1001-1240), 2 players 190.5 of 200; its
losses are to a random City (20.5 of the 22.5 on seeds 1-240), easy's colonist ending with its governor at about -7.7
on average."""
LINE_WORTH = 0.85
"""Points a die still to use this year is worth for each building of the line it would activate (§3.3 step 4: a
white die its column, a blue die its row, or the line a pip away for a coin, a third of a point), in hard's
evaluation (``evaluate_hard``): a die whose line holds no free building cannot be taken (§3.3 step 7). Sized so
that the dice count as much as ``DIE_VALUE`` on average: positions of three games of easy players (4 players, base
game, seeds 1-3, every seventh decision), 3.40 points at 0.8 and 4.34 at 1.0 against 3.61; a die's line holds
about one free building (a blue die's row 0.95, a white die's column 1.01; none for 25 % of the blue dice and 36 %
of the white)."""
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
GOVERNOR_STEP = 2.4
"""Points a step of the governor (AK Module A) counts at least while the game goes on: the bottom right corner's 12
points over the 10 steps to it from the top left's -12 (the overview card's grid pays 1 for each of the first steps
and up to 4 for the last ones, and each step leads to them). Measured, 2 players, every module, hard against medium:
the colonists' governors ended at -7.4 points on average with it (seeds 1-8, from -11 to -1), -7.9 with the grid
alone (14 games, from -12 to 8): little changed; easy against random, 4 players, seeds 1-60: 53.5 of 60 with it and
``CARD_SHARE``'s terms, 54 without."""
HARD_GOVERNOR_STEP = 4.0
"""``GOVERNOR_STEP`` in hard's evaluation (``evaluate_hard``): a step of its governor counts 4 points while the game
goes on (10 steps to the corner 40, against the overview card's 24). The colonists' governors were where the Mayan
City beat them (about -9 points at the end among easy players); each step needs a die of the governor's own line
(AK Module A), so a step taken now is dearer than the card's next square pays. Measured, hard against medium at the
levels' budgets, against 2.4 (December 5's twenty-ninth session): every module, 2 players, **57 of 96** (59 %, seeds
1-24 16, 25-48 13, 49-72 15, 73-96 13), +5.7 points a game over medium (standard error 1.9), as the colonist 18 of 48;
seeds 1-48 29 against 24, +6.2 against +2.8 (paired +3.4, standard error 2.2), as the colonist 9 of 24 against 5;
Modules A-C, 4 players, 19 of 48 against 18, +6.6 points against +6.3 (paired +0.3, standard error 1.8); every module,
4 players, 4 of 16 against 4 (seeds 1-16), -0.5 points against +1.7 (paired -2.1, standard error 3.5). On the 76 seeds
played both ways at 2 players (1-52, 73-96) +2.0 points (standard error 2.0): about one standard error. Nor did the
governor go further: hard's, as the colonist against a medium City, ended at -4.7 points against -5.0 (odd seeds
1-23); the City scored 31.1 against 37.7 there, so what changed is the rest of the colonist's play."""
DOCK_SHARE = 1.0
"""How much of what the ships in the seat's harbour still bring counts: each fires its dock's bonus at each withdrawal
still to come, this year's if the seat has not withdrawn and one a year after (§4.4, §9.8: 2 coins, a religion step,
a conquistador step or 1 happiness), each at the value the evaluation gives it (a coin a third of a point,
``RELIGION_STEP``, a conquistador step by ``CONQUEST_SHARE`` of this year's ranks, a point). Without it a ship counted
only by the final scoring (its purple points; a set once complete) against its cost at the resources' value, a
standard order -1.2 points on average (from -2.3 to +0.3): easy players, 4 players, seeds 1-10, fulfilled 20 of the
259 orders they could (ships a game: base game 0.4, American Kingdoms 0.2, its modules A to D 0.2, 0.5, 0.3, 0.2,
every module 0.2), 14 of the 20 in the third year. With it 77 of 219 (1.7, 0.9, 1.0, 1.3, 1.4, 0.6, 0.8 a game),
spread over the three years. Kept as the rule's worth (the rows moved within their spread): every module, 4 players,
with it and without, easy against random 28.5 and 28.5 of 32 (seeds 1-32, the same games lost), medium against easy
12 and 12 of 16 (seeds 1-16), hard against medium 7 of 40 (seeds 1-40: 2, 2, 0, 2, 1) against 8.5 (2, 3.5, 0, 2,
1; seeds 33-40 paired, the others the figures of before)."""
CARD_SHARE = 0.5
"""How much of the temple points a card in the Mayan City's hand would add, tucked by the region of its two actions
with the more completed levels, counts for each withdrawal still to come (AK Module D: a card is tucked when played,
then scored at each withdrawal); with it the City's building tokens and high priests count too (``_city``). Without
them a temple level was worth nothing to the City where no card was tucked yet, a card in hand nothing at all.
Measured, 2 players, every module, hard against medium: the City (either level) won 11.5 of 14 games with them
(seeds 1-6 and 1-8, the white dice then counted up to the year's limit, ``DIE_VALUE``), 4.5 of 8 without (seeds 1-8,
hard by one-step iterations); hard won 2 of 6 and 2.5 of 8. Without that limit, as here: hard against medium 11 of 16
at 2 players (seeds 1-16; the City 13 of 16), 1 of 8 at 4 players (seeds 1-8; 3 of 8 without these terms); medium
against easy 14 of 16 at 2 and at 4 players (15 and 13 before). Those at the budgets of then (hard 156 and 67, medium
39 and 20 at 2 and 4 players); at those measured again (229 and 164, 91 and 43): hard against medium 9 of 16 at 2
players (seeds 1-16, 8 of 8 as the City), medium against easy 12 of 16 at 4."""

TERMS = ("final scoring", "resources", "conquest", "religion", "blue dice", "colony", "harbour", "governor", "city",
         "dice")
"""The parts of ``evaluate``, in the order ``terms`` gives them (``bots.fitted``: a level may weigh them apart)."""


def evaluate(state: SantaMariaState, seat: int) -> float:
    """The seat's happiness by the final scoring (§7.1) of the colony as it stands, coins counted to the third;
    before the end also its resources by what they convert to, the conquistador ranks of the year, its religion,
    the dice it may still use this year and the blue dice it will roll in the years to come, the bonuses its docked
    ships will still fire (``_harbour``); the Mayan City's board (AK Module D, ``_city``): ``terms`` added up one by
    one, the conquest and the religion first to each other (the sums of before, the same floats; not ``sum``, which
    compensates from Python 3.12 on)."""
    return _added(terms(state, seat))


def evaluate_hard(state: SantaMariaState, seat: int) -> float:
    """Hard's evaluation (``BY_LEVEL``): ``evaluate`` with each die still to use worth the free buildings of the line
    it would activate (``LINE_WORTH``, ``_dice``), not ``DIE_VALUE`` whatever its line holds, and a governor's step
    worth ``HARD_GOVERNOR_STEP``."""
    return _added(terms(state, seat, hard=True))


def _added(parts: list[float]) -> float:
    """``terms`` added up in ``evaluate``'s order."""
    final, resources, conquest, religion, *rest = parts
    value = final + resources + (conquest + religion)
    for term in rest:
        value += term
    return value


def terms(state: SantaMariaState, seat: int, hard: bool = False) -> list[float]:
    """``evaluate``'s parts (``TERMS``), each one number; all but the final scoring 0 once the game is over;
    ``hard``: ``evaluate_hard``'s (a colonist's dice by their lines, its governor's steps dearer)."""
    parts = breakdown(state, seat)
    final = float(parts["total"] + parts["coins left"] / COINS_PER_POINT)
    if state.phase == "over":
        return [final] + [0.0] * (len(TERMS) - 1)
    years_left = state.rules.years - state.year
    blue = len(state.blue[seat]) + sum(m[0] == "b" for m in state.markers[seat].values())
    governor = (_governor(state.governor[seat], HARD_GOVERNOR_STEP if hard else GOVERNOR_STEP)
                if state.governor is not None and seat not in state.rules.roles else 0.0)
    city = _city(state, state.city, years_left) if state.city is not None and seat == CITY else 0.0
    if state.out[seat]:
        dice = 0.0
    else:
        active = sum(not out for out in state.out)
        if hard and not (state.city is not None and seat == CITY):  # the City's dice follow its roads
            dice = _dice(state, seat, active)
        else:
            dice = DIE_VALUE * (len(state.blue[seat]) + len(state.white) / active)
    return [final, RESOURCE_BONUS * sum(state.res[seat]) / COINS_PER_POINT,
            CONQUEST_SHARE * seat_conquest_points(state, seat), RELIGION_STEP * state.rel[seat],
            BLUE_DIE_YEAR * years_left * blue, _colony(state, seat, years_left + 1),
            DOCK_SHARE * _harbour(state, seat, years_left + (not state.out[seat])), governor, city, dice]


def stage(state: SantaMariaState) -> tuple[int, int, bool] | None:
    """The part of the game a fitted evaluation's weights are for (``bots.fitted``): the player count, the years still
    to come after this one, American Kingdoms or not; None once the game is over. Measured and not kept, base game, 4
    players, hard against medium (6.5 of 16 on seeds 1-16 as it is, 8.5 of 24 on 1-24): hard by weights fitted per
    stage to the seats' final scores (``tools/fit_eval.py``, 400 games of easy players from seed 100001; held-out RMSE
    by years to come 0, 1, 2: 7.66, 6.68, 6.25 -> 2.95, 4.74, 5.88, mostly the constant), its iterations 0.82 of the
    rate (CPython, 73 positions of easy games 1 and 2: 186 and 178 against 228 and 215 a second; 114 iterations) 2.5
    of 16 (seeds 1-8 1, 9-16 1.5); fitted to the seat's final margin over the others' mean on its terms less theirs
    (what the search's reward compares: 3.66, 5.30, 6.57 -> 3.37, 5.21, 6.26, the evaluation as it is nearly as good),
    0.90 of the rate (199 a second, 124 iterations; seeds 1-8 at 114) 6 of 24 (2, 3, 1); so, on 40 games of medium
    players (3.84, 5.34, 7.46 -> 3.31, 5.14, 7.09), 1 of 16 (1, 0). The weights change from fit to fit (resources -0.6
    to +2.4, conquest -0.1 to 1.2 in the first year); only a religion step in the first year stays dear (5 to 11 times
    its 0.3): at 5 times, the other terms as they are (138 iterations), 5.5 of 16 (3, 2.5)."""
    if state.phase == "over":
        return None
    return state.rules.players, state.rules.years - state.year, bool(state.options.get("american_kingdoms"))


def _harbour(state: SantaMariaState, seat: int, withdrawals: int) -> float:
    """The bonuses the seat's docked ships fire at ``withdrawals`` withdrawals still to come (§4.4, §9.8), at the
    value the evaluation gives each: a conquistador step by this year's ranks (``CONQUEST_SHARE``)."""
    if not withdrawals or not any(state.harbour[seat]):
        return 0.0
    gains = {"coins": 0, "rel": 0, "conq": 0, "happy": 0}
    for dock, ships in zip(DOCKS, state.harbour[seat]):
        for kind, n in DOCK_BONUS[dock]:
            gains[kind] += n * len(ships)
    if not any(gains.values()):
        return 0.0
    value = gains["coins"] / COINS_PER_POINT + RELIGION_STEP * gains["rel"] + gains["happy"]
    if gains["conq"]:
        conq = list(state.conq)
        conq[seat] += gains["conq"]
        value += CONQUEST_SHARE * (seat_conquest_points(state, seat, conq) - seat_conquest_points(state, seat))
    return withdrawals * value


def _governor(space: int, step: float) -> float:
    """What a governor's steps (AK Module A) count over the overview card's value of its space while the game goes
    on: ``step`` a step at least."""
    row, column = divmod(space, SIZE)
    start_row, start_column = divmod(GOVERNOR_START, SIZE)
    steps = row - start_row + column - start_column
    start = GOVERNOR_POINTS[start_row][start_column]
    return max(0.0, start + step * steps - GOVERNOR_POINTS[row][column])


def _city(state: SantaMariaState, city: MayanCity, years_left: int) -> float:
    """The Mayan City's board (AK Module D): its temples by the withdrawals still to come (``TEMPLE_SHARE``), each
    card in hand by the temple it would be tucked by (``CARD_SHARE``), its building tokens by their activations in
    the years to come (``BUILDING_VALUE``), its high priests as blue dice (a building activated each year)."""
    withdrawals = years_left + (not state.out[CITY])
    value = TEMPLE_SHARE * withdrawals * sum(temple_points(state).values())
    levels = {region: len(tiles) for region, tiles in city.temples.items() if region != MAYA_GOLD_REGION}
    value += CARD_SHARE * withdrawals * sum(max(levels[MAYA_CARD_REGIONS[half[0]]] for half in MAYA_CARDS[card])
                                            for card in city.hand)
    value += BUILDING_VALUE * (years_left + 1) * len(city.built)
    priests = city.priests + sum(block == "priest" for block in city.placed.values())
    value += BLUE_DIE_YEAR * years_left * priests + (0.0 if state.out[CITY] else DIE_VALUE * city.priests)
    return value


def _to_place(state: SantaMariaState, seat: int) -> list[tuple[str, str | None, str | None, int]]:
    """The squares of the tiles the seat bought and is still to place (§4.2)."""
    return [square(code) for task in state.tasks if task[0] == "place" and task[1] == seat and task[2] in TILES
            for code in TILES[task[2]][1]]


def _colony(state: SantaMariaState, seat: int, years: int) -> float:
    """The buildings of the seat's colony by their activations in ``years`` years; the tiles it is still to place
    (§4.2) with them, their colonists as the final scoring counts them."""
    pending = _to_place(state, seat)
    built = buildings(state.colony[seat]) + sum(kind == "building" for kind, *_ in pending)
    return BUILDING_VALUE * years * built + COLONIST_POINTS * sum(colonists for *_, colonists in pending)


_ROWS = (0, *(sum(1 << c for c in ROW[v]) for v in range(1, SIZE + 1)))
_COLUMNS = (0, *(sum(1 << c for c in COLUMN[v]) for v in range(1, SIZE + 1)))


@lru_cache(maxsize=8192)
def _buildings(colony: tuple[str, ...]) -> int:
    """The colony's buildings as a bit mask of its spaces (remembered: a search meets the same colony again)."""
    return sum(1 << c for c, code in enumerate(colony) if is_building(code))


def _line_worths(lines: tuple[int, ...], free: int, coins: int) -> list[float]:
    """What a die of each value (index 1 to 6) would activate (``LINE_WORTH`` a free building of its line), or, with
    a coin to change it (§3.2), the line a pip away, less the coin."""
    worths = [0.0, *(LINE_WORTH * (free & line).bit_count() for line in lines[1:]), 0.0]
    if not coins:
        return worths
    pip = 1 / COINS_PER_POINT
    return [0.0, *(max(worths[v], worths[v - 1] - pip, worths[v + 1] - pip) for v in range(1, SIZE + 1)), 0.0]


def _dice(state: SantaMariaState, seat: int, active: int) -> float:
    """The dice the seat may still use this year by their lines (``LINE_WORTH``): its blue dice, and its share of the
    pool's white dice (a die in every ``active``, the seats still playing), the best for it counted first."""
    free = _buildings(tuple(state.colony[seat]))
    for space in hooks.blocked(state, seat):
        free &= ~(1 << space)
    coins = state.coins[seat]
    value = 0.0
    if state.blue[seat]:
        rows = _line_worths(_ROWS, free, coins)
        value += sum(rows[v] for v in state.blue[seat])
    if state.white:
        columns = _line_worths(_COLUMNS, free, coins)
        best = sorted((columns[v] for v in state.white), reverse=True)
        share = len(best) / active
        whole = int(share)
        value += sum(best[:whole]) + (share - whole) * (best[whole] if whole < len(best) else 0.0)
    return value


BY_LEVEL = {"hard": {"evaluate": evaluate_hard, "PLAYOUT_MOVES": {4: 6}}}
"""Hard evaluates a position by ``evaluate_hard``: each die still to use by the free buildings of its line, and its
governor's steps by ``HARD_GOVERNOR_STEP`` (measured there; the American Kingdoms figures below are from before it).
Measured at the levels' budgets (hard's 0.8 of the rate for it, ``bots.levels.LEVEL_COSTS``), base game, hard
against medium: 4 players, **36.5 of 64** (57 %; seeds 1-8 5, 9-16 6, 17-24 6, 25-32 4, 33-40 4, 41-48 5, 49-56 4,
57-64 2.5) at 108 iterations against 64, hard +6.3 points a game over the others' mean (standard error 1.0), against
19.5 of 64 and +2.2 by ``evaluate`` (seeds 1-32: 21 of 32 against 11.5); 2 players 10.5 of 16 (seeds 1-16) at 311
against 130, against 10 of 16 at 389. With the dice flat, hard at four times its budget (552 iterations) was no
better: 3 of 13 (seeds 1-6, 17-23), +0.4 points (standard error 2.2).
With American Kingdoms (every budget 0.8 as much: 88 iterations against 43 at 4 players, 184 against 91 at 2):
Modules A-C, 4 players, 18 of 48 (37.5 %, the bar; seeds 1-16 6, 17-32 5, 33-48 7), +6.3 points (standard error
2.2), against 8 of 32 and +4.2; every module, 2 players, 24 of 48 (50 %; seeds 1-24 12, 25-48 12; as the Mayan
City 19 of 24, as the colonist 5 of 24), +2.8 points (standard error 2.9), against 11 of 24 and +1.5; every module,
4 players, 4 of 16 (seeds 1-8 1, 9-16 3), +1.7 points (standard error 3.4), against 1.5 of 16 and -2.7: where the
City's seat decides the games, as before.
At 4 players hard's playouts weigh 6 drawn moves a step (``PLAYOUT_MOVES``, ``bots.ismcts``; medium's, and hard's
at 2 and 3 players, 3), at the budget that leaves hard its time (``bots.levels.LEVEL_COSTS``: 0.68 of the rate on
CPython, 204 and 212 against 306 and 302 iterations a second, 73 positions of two games of easy players, seeds 1 and
2; 138 iterations a move against 203). Measured at the levels' budgets, base game, hard against medium, 4 players:
11.5 of 32 (seeds 1-8 5.5, 9-16 1, 17-24 2, 25-32 3) against 7.83 (2.5, 5, 0.33, 0); seeds 33-48 paired 3 against
3.5 (33-40 1 and 2, 41-48 2 and 1.5): 14.5 of 48 against 11.33, short of 1.5/4 either way. With every American
Kingdoms module (0.74 of the rate, 121 iterations against 164, before the ships' dock bonuses): 10 of 32 against 7.5;
with them, at 112 (the same share, 0.68): 1.5 of 16 (seeds 1-8 1.5, 9-16 0) against 4.
Not kept, seeds 1-16 (6.5 with 6 moves): 10 moves (0.58 of the rate, 118 iterations) 5; 6 moves and no random
playout move (``PLAYOUT_EPSILON`` 0, 0.61, 123 iterations) 6; 6 moves and hard's prior at 60 visits
(``PRIOR_VISITS``, 138 iterations) 5.5. Hard's settings with 6 moves (sm18, the same seeds): UCB1's exploration
(``ismcts.EXPLORATION``, 0.15, set by level through a hook since removed) 0.05 5 (seeds 1-8 4, 9-16 1), 0.3 5 (2, 3);
the prior at 10 visits 5 (3, 2); the root halving over its 4 best moves (``ROOT_HALVING``) 2.5 (2, 0.5). A probe at
twice hard's budget (276 iterations): 7 (3, 4), 8 of 32 with seeds 17-32's 0 and 1 (against 2 and 3). Hard's moves where
a medium search on the same information chose otherwise (102 of 318 decisions, seeds 9-16, hard lost 7), each played on
by easy players over 6 futures: hard's move ahead by 0.34 points on average (+-0.26). Not kept either (seeds 1-32,
11.5 with 6 moves): leads sized at the root (``ANCHORED_SCALE``) 10.5; playouts of two laps (``PLAYOUT_LAPS``, 0.41 of
the rate, 83 iterations) 8; no tree below the root (the playout straight after the root's move) 8; the node added
under a root move the best of 6 drawn by the evaluation instead of one at random 7 (bots/STRENGTH.md)."""

BY_OPTION: dict[str, dict[str, dict[str, Any]]] = {}
"""A level's settings that hold only when an option is on (option -> level -> settings, ``bots.base.hook``): none
kept. With the Mayan City (AK Module D), every module, 4 players, hard (88 iterations) against medium (43), hard's
two trees of half its budget voting (``ROOT_ENSEMBLE`` {4: 2}, kept on December 5's thirtieth session, removed on
December 6's thirty-first): seeds 1-64 22 of 64 against one tree's 16, +3.0 points a game over it (standard error
2.3), the seeds the change was chosen on; seeds 65-128 14 of 64 against one tree's **23 of 64** (as the City 12 of
16, as a colonist 11 of 48), -3.1 points (standard error 2.0): no gain over 128 seeds (36 against 39), and a second
root costs 0.03 s a move in the browser. One tree on seeds 65-128 scores +7.1 points a game over medium in the same
seat (``arena --bot medium --vs medium``: 13 of 64; standard error 2.3). Not kept either: medium's settings at hard's
88 iterations (seeds 1-32, 5 of 32, -4.2 points against medium at 43, standard error 2.7); three trees 9 of 32 and
four trees 9 of 32 (seeds 1-32, against two trees' 12); ``LEADER_REWARD`` with two trees 6 of 32 (seeds 65-96,
against 7). In the browser (``tools/bench_worker.py --turns 60``, every module, Ana the City, Cid hard with two
trees, the CI's build, quiet): 1,029 ms a move (median 975, longest 1,792; 51 moves), medium 307 ms."""
