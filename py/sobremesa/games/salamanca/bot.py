"""What Salamanca's bots know (``bots``): doubloons now, and what the seat's estates, Condes, Squires and the tiles
it took will still pay before the game ends.

Only doubloons count at the end ("Game End and Winner"): a building still held then pays nothing. So a held region is
worth what selling it will pay and a share of the weekly markets still to come that grows with its worth (Section 5:
a region worth 7 or more pays); in the last round only what the seat can still sell counts, and the market of that
round. Every purse is known (``determinize``: the payments are public), so the evaluation reads the seat's money as
it is. A turn of the seat still to come this round counts what the display fields offer it, less what the players
before it will take (Sections 2 and 3: the higher card chooses first), so that the card played and the turns of the
others between two decisions of the seat do not swing its worth.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ...bots.fitted import Weights, linear
from ...core import Action
from .actions import main_done
from .cards import expansion_order, plays
from .data import (
    BUILDING_VALUE,
    CARDS_PLAYED_PER_ROUND,
    CELL_NAMES,
    DISPLAY_FIELDS,
    IS_BUILDING,
    KIND,
    MARKET_CONDE,
    MARKET_SQUIRE,
    MARKET_THRESHOLD,
    NEIGHBOURS,
    SERVES,
    VALUE,
    deck,
)
from .regions import Board, Plagues, Region, all_regions, tile_at
from .selling import sellable, squires_in_stock
from .state import SalamancaState, Turn
from .tiles import can_occupy, occupy_cost

SALE_SHARE = 0.85
"""How much of a held region's value counts before the last round (plagues and others' sales may still cut it;
a sale pays it in full)."""
CONDE_SHARE = 0.85
"""How much of the landscape value under one of the seat's Condes counts before the last round: what the owner's
sale will pay it (Section 3)."""
MARKET_PAID = 0.38
"""The share of the weekly markets still to come that a held region well over 7 pays its owner (its Squire may sell
it, a plague or another's sale may bring it under 7): along 150 games of four easy players (seeds 5000–5149, 7344
regions held at the start of a round) regions worth 10 or more paid 0.3–0.48 of them, 7 0.2–0.3, 6 0.04–0.12,
4 0.04, 3 or less 0.02, about alike early and late (``MARKET_MIDPOINT``, ``MARKET_SPREAD``: least squares).
Counted before as 0.8 of every market while worth 7 or more, nothing under 7: one sale could bring another
seat's evaluation from 22 to 4, and along 81 games of easy players (seeds 2000–2080) that part predicted nothing of
the final money against the others'. Medium against easy, 4 players, at its budget: 5 of 16 (seeds 301–316), 6 of 16
(201–216) and 5.33 of 16 (317–332), 16.33 of 48 against 13 of 48 (4.5, 5.5, 3) before; the same curve up to 0.8
5.83 of 16 (301–316). With it easy against random, 4 players, won 16 of 16 (seeds 1–16), medium against easy,
2 players, 13 of 16 (seeds 1–16). At 0.3 and still from 7 on, medium against easy, 4 players, won 3.5 of 13
(seeds 1–13); at 0.2 and every sale counted whole (``SALE_SHARE``, ``CONDE_SHARE`` 1) 10 of 30 (seeds 1–15 and
101–115). A fit of the final money along 73 such games (seeds 3000–3072, rounds 3 to 14: a held region's value
0.57 + 0.12 for each market to come, a Conde's landscape 0.35 + 0.09 a market, a Squire in stock 0.24 a market,
a turn to come 0.65) was not kept as an evaluation either: 2 of 11 (seeds 101–111; 4 of 11 as it was)."""
MARKET_MIDPOINT = 6.7
"""The worth at which a region pays half of ``MARKET_PAID``: it pays from 7 on, and a region of 6 may grow."""
MARKET_SPREAD = 0.9
"""How gradually the share paid grows with the worth around ``MARKET_MIDPOINT`` (a logistic's scale, doubloons)."""
SQUIRE_VALUE = 1.0
"""Doubloons a Squire in stock is worth before the last round: a building occupied later at no charge."""
TURN_SHARE = 0.8
"""How much of the display field best for the seat counts for a turn of its still to come this round (it may
prefer a Conde or the card's function, a plague may strike first)."""
RIVAL_TAKES = 0.5
"""How many of the fields best for the seat an opponent's turn before its own takes away: about every other time
the one it wanted."""
ANCHORED_SCALE = False
"""Whether the search sizes every lead by the root's evaluations (``bots.base.anchor``). Off: at 4 players, medium
(113 iterations a move) against easy on seeds 1–5 and 11–15 won 1 of 10 games with it, 6 of 10 without; the root's
visits stay on one move when behind (112 or 113 of 113 at 4 of 12 positions of two games of easy players, 3
without). Nor did leads sized by the spread of the final money of easy players still to come (a logistic scale of
2.5 or 1.25 times the square root of the markets to come, flatter than the evaluations' size until the last rounds):
1 of 8 (seeds 1–8) and 3.5 of 11 (seeds 1–11)."""
LEADER_REWARD = True
"""Whether the search scores a seat by its lead over the best of the others (``bots.base.rewards``) rather than the
mean of its leads over each: only the richest wins (at 2 players, with one other, the same). On: medium against
easy, 4 players, at its budget won 10 of 20 (seeds 301–320) and 3 of 15 (201–215); without it 0 of 13 (301–313)
and 2 of 15 (201–215). More iterations without it did not pay: 2.5 of 12 at three times the budget, 0 of 3 at eight
(seeds 301–312, 301–303). At the budget of the rate measured again (140 iterations, ``bots.levels.RATES``): 4.5 of
16 (301–316) and 5.5 of 16 (201–216), 10 of 32 against 11 of 32 of the same seeds at 113 (8 and 3): a move changed
early changes the rest of the game, so each range swings more than the whole. Hard (560) against medium (140),
4 players: 2.5 of 8 (seeds 1–4 2, 9–12 0.5)."""
PLAYOUT_LAP = False
"""Whether a playout ends after one lap of the seats still playing (``bots.ismcts``). Off: the same match won 1 of 10
games with it (6 of 10 without)."""
PLAYOUT_LAPS = 1
"""How many laps of the seats a playout plays (``bots.ismcts``). One: with two, an iteration costs more than twice
as much (inside Pyodide, 4 players, 180 iterations a second against 400; 2 players 172 against 305), and medium at
the budget that leaves it (63 iterations) against easy, 4 players, won 2.5 of 16 (seeds 301–316) and 3 of 16
(201–216), against 8 and 3 of the same seeds with one lap at 113 iterations and 4.5 and 5.5 at 140."""
PLAYOUT_MOVES = 3
"""How many legal moves, drawn at random, a playout step weighs (``bots.ismcts``; ``None``: every one, easy's own
policy): the search's three. Inside Pyodide, 4 players (``tools/bench_bots.py``, two runs each, the machine's load
varying): every move weighed and no random move (``PLAYOUT_EPSILON`` 0) 103 and 155 iterations a second, six moves
260 and 394, three 316 beside them (400 in ``bots.levels.RATES``). Medium against easy, 4 players, at a budget of
those rates: every move, 45 iterations, won 1 of 8 (seeds 301–308) and 1.5 of 7 (201–207); six moves, 115
iterations, 5.5 of 16 (301–316) and 3.5 of 16 (201–216), 9 of 32 against 10 of 32 with three at 140 (4.5, 5.5)."""


SERVED_BY = {kind: building for building, kinds in SERVES.items() for kind in kinds}
"""The kind of building each landscape serves (every landscape serves one)."""


MARKET_SHARES = tuple(MARKET_PAID / (1 + math.exp((MARKET_MIDPOINT - worth) / MARKET_SPREAD)) for worth in range(16))
"""``_markets``'s share by a region's worth (15 and more: the last)."""


DECKS = {players: deck(players) for players in DISPLAY_FIELDS}
"""The cards of the game for each player count (Game Preparation)."""


class Summary:
    """What one board offers every seat alike: each building's region, and for each kind of building the most
    landscape value one free field would give it and that field (``_spots``, computed when first asked)."""

    __slots__ = ("_spots", "board", "regions")

    def __init__(self, board: tuple[str | None, ...], plagues: Plagues):
        self.board = board
        self.regions = all_regions(board, plagues)
        self._spots: dict[str, tuple[int, int]] | None = None

    @property
    def spots(self) -> dict[str, tuple[int, int]]:
        if self._spots is None:
            self._spots = _spots(self.board)
        return self._spots


_summaries: dict[tuple[tuple[str | None, ...], tuple[int | None, ...]], Summary] = {}
SUMMARIES = 16
"""How many boards' summaries are kept: a playout step weighs a few moves, then goes on from one of them."""


def evaluate(state: SalamancaState, seat: int) -> float:
    """The seat's doubloons (the richest wins), plus what its held buildings and Condes will still pay (``_estates``),
    its Squires in stock, during its turn the tiles it took and has still to place (``_pending``), and its turns to
    come this round: ``terms`` added up in their order."""
    if state.phase == "over":
        return float(state.money[seat])
    value = 0.0
    for term in terms(state, seat):  # not sum(): from Python 3.12 on it rounds otherwise
        value += term
    return value


def terms(state: SalamancaState, seat: int) -> list[float]:
    """``evaluate``'s parts while the game goes on (``bots.fitted``): the seat's doubloons, its held buildings and
    Condes, its Squires in stock, the tiles it took and has still to place, its turns to come this round."""
    summary = _summary(state)
    turn = state.turn
    return [float(state.money[seat]), _estates(state, seat, summary.regions),
            0.0 if state.last_round else SQUIRE_VALUE * squires_in_stock(state, seat),
            _pending(state, turn, summary) if turn is not None and turn.seat == seat else 0.0,
            TURN_SHARE * _to_come(state, seat, summary)]


def stage(state: SalamancaState) -> tuple[int, int] | None:
    """The part of the game a set of fitted weights is for (``bots.fitted``): the player count and the weekly markets
    still to come (``markets_left``; 1 in the last round); None once the game is over."""
    return None if state.phase == "over" else (state.players, markets_left(state))


def markets_left(state: SalamancaState) -> int:
    """The weekly markets still to come: this round's, and one for each round the tiles left will fill (Section 1:
    the round that lays out the last blue-star tile is the last)."""
    if state.last_round:
        return 1
    fields = len(DISPLAY_FIELDS[state.players])
    return 1 + -(-(len(state.stack) + len(state.blue)) // fields)


def _estates(state: SalamancaState, seat: int, regions: dict[int, Region]) -> float:
    """The seat's held buildings (``_held``) and its Conde (the landscape value the owner's sale pays, and the
    markets); in the last round a sale counts when the seller can still make it (``_still_sellable``)."""
    sales = {o: _still_sellable(state, o) for o in set(state.squires.values())} if state.last_round else {}
    value = 0.0
    for cell, owner in state.squires.items():
        if owner == seat:
            value += _held(state, regions[cell].value, cell in sales.get(owner, ()))
        elif state.condes.get(cell) == seat:
            value += _conde(state, regions[cell], cell in sales.get(owner, ()))
    return value


def _held(state: SalamancaState, worth: int, sold: bool = False) -> float:
    """A held region worth ``worth``: before the last round a share of its sale (``SALE_SHARE``) and the markets it
    is expected to pay (``_markets``); in the last round its sale if the seat can still make it (``sold``), otherwise
    that round's market."""
    if state.last_round:
        return worth if sold else MARKET_SQUIRE * (worth >= MARKET_THRESHOLD)
    return SALE_SHARE * worth + MARKET_SQUIRE * _markets(state, worth)


def _conde(state: SalamancaState, region: Region, sold: bool) -> float:
    """A Conde on a region: what the owner's sale pays it (the landscape value) and the markets, as ``_held``."""
    if state.last_round:
        return region.landscape if sold else MARKET_CONDE * (region.value >= MARKET_THRESHOLD)
    return CONDE_SHARE * region.landscape + MARKET_CONDE * _markets(state, region.value)


def _markets(state: SalamancaState, worth: int) -> float:
    """The weekly markets to come that a held region worth ``worth`` is expected to pay before the last round
    (``MARKET_PAID``): a share that grows gradually with the worth, no jump at 7."""
    return markets_left(state) * MARKET_SHARES[min(worth, len(MARKET_SHARES) - 1)]


def _still_sellable(state: SalamancaState, seat: int) -> set[int]:
    """The buildings ``seat`` can still sell this round: in its turn with action A begun or still open, or in a turn
    of its to come (the round's restrictions: not one it took possession of, nor one it added a fertile tile to)."""
    if state.phase == "expansion" and not _turn_to_come(state, seat):
        return set()
    return set(sellable(state, seat))


def _turn_to_come(state: SalamancaState, seat: int) -> bool:
    """Whether ``seat`` may still take action A this round: in the turn being played or in one still to come."""
    turn = state.current
    if turn.seat == seat and ("A" in turn.acts or ("B" not in turn.acts and ("C" not in turn.acts or turn.last))):
        return True
    return any(s == seat for s, _ in state.order[state.turn_index + 1:])


def _pending(state: SalamancaState, turn: Turn, summary: Summary) -> float:
    """During the seat's turn: the building just placed, as if occupied when it may be (its cost paid); and each tile
    taken and not yet placed, by a quick guess of what placing it will bring (``_placements``)."""
    value = 0.0
    if turn.occupy is not None and can_occupy(state):
        r = summary.regions[turn.occupy]
        value += _held(state, r.value) - occupy_cost(state) - _squire(state)
    if turn.pending:
        worth = _placements(state, turn.seat, summary)
        value += sum(worth(code) for code in turn.pending)
    return value


def _squire(state: SalamancaState) -> float:
    return 0.0 if state.last_round else SQUIRE_VALUE


def _placements(state: SalamancaState, seat: int, summary: Summary) -> Callable[[str], float]:
    """A guess of what placing a tile brings the seat: a landscape with a free field beside one of its buildings
    it serves, its value; a building with a Squire in stock, held on the free field whose neighbouring landscapes it
    serves are worth most (``Summary.spots``)."""
    reach = {kind for c, owner in state.squires.items() if owner == seat
             and any(state.board[n] is None for n in NEIGHBOURS[c]) for kind in SERVES[KIND[tile_at(state.board, c)]]}
    stock = squires_in_stock(state, seat) > 0

    def worth(code: str) -> float:
        kind = KIND[code]
        if not IS_BUILDING[code]:
            return SALE_SHARE * VALUE[code] if kind in reach else 0.0
        if not stock:
            return 0.0
        return max(0.0, _held(state, BUILDING_VALUE[kind] + summary.spots[kind][0]) - _squire(state))

    return worth


def playout_placement(state: SalamancaState, seat: int) -> Action | None:
    """The search's playouts place a tile the seat took where ``_placements`` counts it (a building on the best free
    field for it, ``Summary.spots``, while a Squire may occupy it; a landscape beside the seat's building it serves
    whose region is worth most); ``None`` for any other decision or tile: the drawn moves are weighed. Three moves
    drawn among some 50 fields seldom hold a good one, so a move that leaves tiles to place (a sale, before them)
    lost in the playouts what a placement made at the root kept: where easy sold a region worth 11 with a castle to
    place (seed 302, round 13), the sale's playouts scored 0.78 against its prior 0.88 (the castle's region 2.8
    doubloons instead of the 7.6 counted) and medium placed the castle first; placed by this, 0.87."""
    turn = state.turn
    if state.phase != "expansion" or turn is None or turn.seat != seat or not turn.pending or turn.occupy is not None:
        return None
    summary = _summary(state)
    stock = squires_in_stock(state, seat) > 0
    for code in turn.pending:
        kind = KIND[code]
        if IS_BUILDING[code]:
            worth, field = summary.spots[kind]
            if stock and worth > 0:
                return ("place", code, CELL_NAMES[field])
            continue
        beside = [(summary.regions[c].value, n) for c, owner in state.squires.items() if owner == seat
                  and kind in SERVES[KIND[tile_at(state.board, c)]] for n in NEIGHBOURS[c] if state.board[n] is None]
        if beside:
            return ("place", code, CELL_NAMES[max(beside)[1]])
    return None


def _to_come(state: SalamancaState, seat: int, summary: Summary) -> float:
    """The seat's turns still to come this round in which it may take a display field (``_ranks``): each the field
    best for it after those taken before it (between two, by the share taken)."""
    ranks = _ranks(state, seat)
    if not ranks:
        return 0.0
    worth = _placements(state, seat, summary)
    offers = sorted((sum(worth(code) for code in tiles)
                     for tiles in state.display if tiles), reverse=True)
    value = 0.0
    for rank in ranks:
        i = int(rank)
        low = offers[i + 1] if i + 1 < len(offers) else 0.0
        high = offers[i] if i < len(offers) else 0.0
        value += high + (rank - i) * (low - high)
    return value


def _ranks(state: SalamancaState, seat: int) -> list[float]:
    """For each turn of the seat this round in which it may still take a display field, how many fields are taken
    before it: one for each turn of its own, ``RIVAL_TAKES`` for an opponent's (Section 3's order; while cards are
    still to be played, an opponent's card not yet played comes first every other time)."""
    if state.phase == "cards":
        return _card_ranks(state, seat)
    if state.phase != "expansion":
        return []
    ranks: list[float] = []
    taken = 0.0
    for i in range(state.turn_index, len(state.order)):
        owner = state.order[i][0]
        if i == state.turn_index:
            turn = state.current
            if main_done(turn) or ("C" in turn.acts and not turn.last):
                continue
        if owner == seat:
            ranks.append(taken)
        taken += 1.0 if owner == seat else RIVAL_TAKES
    return ranks


def _card_ranks(state: SalamancaState, seat: int) -> list[float]:
    """``_ranks`` while cards are played (Section 2): an opponent's card comes before one of the seat's when it is
    higher (Section 3; the "5" as the table shows it), a card not yet played as likely as the cards the seat has not
    seen are higher; a card of the seat still in hand by the average of its hand."""
    per = CARDS_PLAYED_PER_ROUND[state.players]
    table = expansion_order(plays(state))
    unseen = [0] * (max(DECKS[state.players]) + 1)
    for card in DECKS[state.players]:
        unseen[card] += 1
    for card in (*state.hands[seat], *(c for _, c in table)):
        unseen[card] -= 1
    higher = [sum(unseen[card + 1:]) for card in range(len(unseen))]
    hidden = ((state.players - 1) * per - sum(1 for s, _ in table if s != seat)) / max(1, sum(unseen))

    def before(card: int) -> float:
        """Opponents' cards before ``card``: those on the table that are higher, and the hidden ones' chance."""
        return sum(1 for s, c in table if s != seat and c > card) + hidden * higher[card]

    counts = [sum(1 for s, _ in table[:i] if s != seat) + hidden * higher[card]
              for i, (owner, card) in enumerate(table) if owner == seat]
    hand = state.hands[seat]
    if len(counts) < per and hand:
        counts += [sum(map(before, hand)) / len(hand)] * (per - len(counts))
    return [RIVAL_TAKES * others + mine for mine, others in enumerate(sorted(counts))]


def _spots(board: Board) -> dict[str, tuple[int, int]]:
    """For each kind of building, the most landscape value a free field would give one placed there and the first
    such field: the value of every landscape it serves that touches the field, each landscape counted whole, plagues
    aside."""
    kinds = [None if code is None else KIND[code] for code in board]
    totals = {building: [0] * len(board) for building in SERVES}
    seen = [False] * len(board)
    for cell, kind in enumerate(kinds):
        if kind is None or kind in BUILDING_VALUE or seen[cell]:
            continue
        seen[cell] = True
        todo, worth, free = [cell], 0, set()
        while todo:
            tile = todo.pop()
            worth += VALUE[tile_at(board, tile)]
            for n in NEIGHBOURS[tile]:
                if kinds[n] is None:
                    free.add(n)
                elif kinds[n] == kind and not seen[n]:
                    seen[n] = True
                    todo.append(n)
        by_field = totals[SERVED_BY[kind]]
        for n in free:
            by_field[n] += worth
    empty = [field for field, code in enumerate(board) if code is None]
    return {building: max(((by_field[f], f) for f in empty), key=lambda spot: spot[0], default=(0, 0))
            for building, by_field in totals.items()}


def _summary(state: SalamancaState) -> Summary:
    """The board's ``Summary``, computed once for the seats that evaluate one state and the moves weighed from it."""
    board = tuple(state.board)
    key = (board, tuple(state.plagues.values()))
    summary = _summaries.get(key)
    if summary is None:
        if len(_summaries) >= SUMMARIES:
            _summaries.clear()
        summary = _summaries[key] = Summary(board, state.plagues)
    return summary


FITTED_WEIGHTS: Weights = {
    (4, 15): (0.0, 0.0703, -3.0037, 1.0283, 0.7062, 50.6623),
    (4, 14): (0.5674, 0.5361, -1.8878, 0.9629, 0.6242, 45.3173),
    (4, 13): (0.5664, 0.7045, -1.0793, 0.7048, 0.6184, 40.5098),
    (4, 12): (0.6476, 0.7574, -1.1691, 0.7398, 0.5646, 37.7563),
    (4, 11): (0.7876, 0.7813, -1.0379, 0.6732, 0.5927, 33.9891),
    (4, 10): (0.8947, 0.8204, -0.9517, 0.6522, 0.5539, 29.8135),
    (4, 9): (0.9267, 0.7992, -1.2886, 0.721, 0.679, 27.1126),
    (4, 8): (0.9774, 0.8364, -0.7485, 0.6346, 0.5703, 22.2269),
    (4, 7): (0.9801, 0.8408, -0.7906, 0.6215, 0.5829, 19.0229),
    (4, 6): (0.9851, 0.8399, -0.6585, 0.6732, 0.6652, 15.3251),
    (4, 5): (0.9801, 0.8517, -0.56, 0.7818, 0.7466, 11.9531),
    (4, 4): (0.9866, 0.8345, -0.7104, 0.7039, 0.7577, 9.3325),
    (4, 3): (0.9864, 0.797, -0.9662, 0.8958, 0.9121, 6.8323),
    (4, 2): (0.9794, 0.7201, -1.1557, 0.8351, 0.878, 5.5526),
    (4, 1): (0.9802, 0.7369, 0.0, 1.5568, 1.8308, 1.1423),
}
"""The search's evaluation at 4 players (``bots.fitted``): for each stage (the player count, the weekly markets to
come) a weight for each of ``terms`` and a constant, fitted by least squares to the final money of 500 games of easy
players (``tools/fit_eval.py salamanca --players 4 --games 500 --seed 100001``). Held-out error of the final money
(the last fifth of the games), the terms added up against fitted: 39.5 → 12.2 doubloons with 15 markets to come,
24.2 → 10.6 with 10, 8.9 → 6.1 with 5, 2.5 → 2.1 in the last round. Doubloons in hand count 0.57–0.65 early, 0.98
from 8 markets to come; held buildings and Condes 0.70–0.85; a Squire in stock −0.6 to −3.0 against the plain +1.
Other player counts: the game's ``evaluate`` (no weights)."""

fitted_evaluate = linear(terms, stage, FITTED_WEIGHTS, evaluate)

BY_LEVEL = {"medium": {"PLAYOUT_POLICY": playout_placement, "evaluate": fitted_evaluate},
            "hard": {"PLAYOUT_POLICY": {2: playout_placement, 4: playout_placement}, "evaluate": fitted_evaluate,
                     "ROOT_ENSEMBLE": {4: 4}}}
"""Medium and hard search with ``fitted_evaluate`` (the game's ``evaluate`` but at 4 players). At 4 players hard
grows four trees of medium's size, its budget shared (``ROOT_ENSEMBLE``, ``bots.ismcts``), with medium's playouts.
Measured at 4 players (December 5): medium against easy 30 of 56 (seeds 301–316 7, 201–216 7, 317–340 16), against
21.25 by the game's evaluation; hard against that medium 24.5 of 64 (seeds 1–16 7, 17–32 6, 33–48 3, 49–64 8.5),
where one tree of hard's budget won 2.17–5 of 16 against it (``bots/STRENGTH.md``).

Before (December 3's tenth session): medium's playouts place the tiles taken by ``playout_placement`` (``bots.ismcts``),
a cheaper step than the three drawn moves weighed (on CPython 524 iterations a second against 453, the budget left as it
was). Medium against easy, 4 players, at its budget: 21.25 of 56 (seeds 301–316 9.25, 201–216 3, 317–332 7, 333–340 2)
against 18.33 (5, 6, 5.33, 2), a gain within one range's swing; 2 players 13 of 16 (seeds 1–16) as before. Hard's
playouts are as they were (hard against medium, 4 players, with it: 8.33 of 16, seeds 1–16). Measured again (December
3's eleventh session, CPython processor time, 140 iterations, every third decision of games of easy players): 1.110 of
the rate without it (525 against 473 iterations a second, 164 positions, seeds 1 and 2) and 1.077 (433 against 402, 165
positions, seeds 3 and 4, a loaded machine); at the budget that allows (a rate of 444, 155 iterations) medium against
easy, 4 players, won 6 of 16 (seeds 301–316) and 2 of 16 (201–216), 8 of 32 against 12.25 at 140. Nor did these pay,
with it, at 140: the prior by whole turns (``ROOT_TURN`` at 4 players, the root's time not budgeted) 5.5 and 5.33 of 16,
10.83 of 32; an evaluation leaving out the turns to come until a round's first card is played (so that the last seat's
pass, which lays out the next round's display from the sampled stack, is weighed as a take is) 1 of 16 (201–216) and 4.5
of 16 (301–316). Nor a policy that keeps a fertile tile out of a region the seat may still sell this round (such a sale
is then barred, Section 3): 4.5 and 7.5 of 16 (201–216, 301–316), 12 of 32 against 12.25. Where the round's last seat
may end it, the move's prior is measured on one sampled state and the next display comes from its stack: at seed 203,
round 10, "end" scored 0.03–0.09 (0.061 on average over 8 samples) against 0.022 for every take. Nor did these pay
(December 3's twelfth session, at 140, against 9.25 and 3 of 16 on seeds 301–316 and 201–216, and 7 on 317–332): the
root's prior averaged over 3 sampled states (the root 9.3 ms against 2.9 of a 289 ms move on CPython) 6 and 2 of 16, 8
of 32; the next display's new tiles counted by their expectation over the stack until the round's first card (that "end"
0.026 at every sample) 6, 5 and 5 of 16, 16 of 48 against 19.25; 20 starting visits at the root
(``bots.ismcts.PRIOR_VISITS``) 6, 5 and 4 of 16, 15 of 48; 10 starting visits 2 and 6.5 of 16, 8.5 of 32. Hard's
playouts place so too at 2 players: hard against medium, 2 players, seeds 1-16, won 9 of 16 with it, 5 of 16 without (5
of 7 before medium's placements); at 3 to 5 players hard's are as they were (not measured with it; 4 players 8.33 of 16
without), the budgets too (the policy's iterations are the cheaper). Nor did these pay, medium at 4 players (December 4,
against 9.25, 3 and 7 of 16 on seeds 301–316, 201–216, 317–332, 2 of 8 on 333–340): UCB1's exploration
(``ismcts.EXPLORATION``, 0.15, set by level through a hook since removed) 0.05 5 and 3.33 of 16, 0.3 9, 4 and 5 of 16
(18 of 48 against 19.25); a thousandth of a doubloon for each free field beside the seat's held buildings, so that a
tile placed where it is worth nothing stops going to the first of some 17 equal fields, 5, 6 and 4 (15 of 48); playouts
without random moves (``PLAYOUT_EPSILON`` 0; 0.936 of the rate on CPython, 163 positions of games of easy players, seeds
1 and 2) 6, 5, 10 and 3 of 8 at 140 (24 of 56 against 21.25), but 6, 4, 8 and 1 of 8 (19 of 56) at the 131 iterations
its cost leaves, and hard against medium with it 1 of 8 (seeds 1–8, at 140; 3.83 before) and 3 of 8 (9–16, at 131; 4.5
before); the seat's held regions counted at 0.75 of their worth instead of ``SALE_SHARE`` (so that medium sells sooner)
3.5 and 3 of 16 (201–216, 301–316; 6.5 of 32 against 12.25). Nor an evaluation of medium's and hard's own (issue 12,
``bots.fitted.linear``): ``terms`` weighed by the stage (4 players, ``markets_left``) as ``tools/fit_eval.py salamanca
--players 4 --games 500 --seed 100001`` fits them to the final money of easy players (held-out error 39.5 -> 12.2
doubloons with 15 markets to come, 8.9 -> 6.1 with 5, 2.5 -> 2.1 in the last round, most of it the constant a lead
leaves out; money 0.98 from 8 markets to come on, held buildings and Condes 0.70–0.85, tiles to place and turns to come
0.55–1.0, a Squire in stock −0.6 to −1.3). Medium against easy, 4 players, at 140: 31 of 56 (seeds 301–316 10, 201–216
5, 317–332 10, 333–340 6; 55 %) against 21.25; but hard against medium, 4 players, both with it, 4.5 of 16 (seeds 1–8 1,
9–16 3.5) against 8.33, and with hard's playouts placing too 5 of 16 (1.5, 3.5), under its bar of 6. An evaluation costs
1.04–1.09 times the plain one on CPython (28.6 against 27.6 µs, 165 positions), medium's iterations 0.876 of the rate
(571 against 652 a second, seeds 1 and 2; 494 against 564, seeds 3 and 4): its greedy playout steps go elsewhere. At the
123 iterations that leaves (December 4's seventeenth session, the fitted weights for medium alone) medium against easy,
4 players, still won 30 of 56 (7, 7, 9, 7), but hard against it stayed under its bar: with the game's evaluation 3 of 14
(seeds 1–6 1, 9–16 2; seeds 7 and 8 not played: 6 of 16 was out of reach), with weights of its own fitted to the final
margin (``--target margin``, the lead over the others' mean that the search's reward compares; held-out error hardly
below the terms added up: 14.05 -> 14.00 with 15 markets to come, 6.55 -> 6.45 with 5, 2.52 -> 2.15 in the last round) 5
of 16 (seeds 1–8 1, 9–16 4), and with medium's weights (at 560, their cost to hard not measured) 2.67 of 16 (1.33,
1.33); nor with weights fitted to 40 games of medium players that played with the easy players' fit (``--level medium
--dump``, seeds 200001–200020 and 200501–200520; held-out error 35.6 -> 8.9 doubloons with 10 markets to come, 13.1 with
the easy players' fit; doubloons weigh 0.2–0.7 until 5 markets to come, the weights with 10 or more to come are noise),
at 560 (0.90–0.95 of the rate on CPython): 2.17 of 16 (seeds 1–8 1.33, 9–16 0.83)."""
