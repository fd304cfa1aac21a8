"""What Calimala's bots know (``bots``): the seat's points, what the scorings still to come would pay it, and what
its goods, action cards and discs will bring to the board.

Everything is counted in victory points. A cube on the board is worth what the scorings still to come that count
its area would pay for it (``Board``): the ranks as they stand, plus a little for each cube (a rank to defend or to
take), the secret scoring cards as far as the seat knows them. Goods are worth a share of the cube they become (a
resource of the building row or artwork slot it can go to, cloth of the city its ships or trade houses can deliver
it to), ships, trade houses and workshops the deliveries and cloth they bring (ships and trade houses more where the
cities they reach pay); an action card, a disc that the next disc on its stack activates and an activation in progress
what their actions bring ("Activating an action space"); a disc at the bottom of a stack one short of full, the
seat it will take in the city council ("Scoring Phases").
"""

from __future__ import annotations

from typing import TypeVar

from .actions import free, houses_of
from .activation import street_actions
from .data import (
    ART_SLOTS,
    BUILD_COST,
    CAPACITY,
    CARD_POINTS,
    CHURCHES,
    COUNCIL_ART,
    PORT_CITIES,
    RESOURCES,
    SCORING_CARDS,
    SCORING_TILES,
    SHIPS,
    TILE_POINTS,
    TRADE_CITIES,
    TRADE_HOUSES,
    WAREHOUSE_SIZE,
    WORKSHOP_SIZE,
    WORKSHOPS,
)
from .scoring import award, category_counts, scored_cards
from .state import CalimalaState

TILE_SHARE = (0.9, 0.8, 0.7, 0.6)
"""How much of what a scoring tile would pay the seat now counts, by its place among the tiles still to be
triggered (the next one first; farther ones as the last): the ranks of the next one hardly change before it."""
CARD_SHARE = 0.6
"""The same for a scoring card of the final scoring that the seat knows is scored; one it has not seen counts by
the chance that it is (``card_shares``). Medium against easy, 4 players, at its budget (32 iterations), seeds 1-16
and 17-32: 0.6 11 and 7 (18 of 32), 0.8 10 and 5 (15), 1.0 8 and 8 (16), 0.6 rising to 1 as the scoring tiles are
triggered 4 and 4 after 11 games each (stopped): medium's lost final scoring cards are not a matter of their weight.
Nor in the search's evaluation alone (``BY_LEVEL``, easy's as it is), against 8 and 9 (17 of 32) with the search as it
is (``ROOT_HALVING``: 29 of 64): 1.0 6 and 9 (15), 0.6 rising to 1 7 and 4 (11), 0.3 6 and 8 (14). Where medium lost (35
of those 64 games) its cards made 7.1 points, the easy players' 8.5 and the winner's 11.7: its own kept card 2.9 (easy's
2.1), the face-up one 1.6 (1.9), the others' kept ones 2.7 (4.4, the winner's 5.7). Nor read from the cubes: an easy
player's cubes tell its kept card a little (easy's own games, 4 players, seeds 5001-5100, every 8th move: the true
card's mean log chance -2.079 alike, -2.012 with the chance exp(0.5 x), x the seat's cubes in the card's area beyond
the mean of the others', best of 0.1-1.2; its cubes alone at best -2.053); so read, medium and hard alone 7 and 5 (12
of 32), every level 8 and 8 (16), the search's samples drawing the others' kept cards so 8 and 6 (14), against 8 and
9. Medium keeps the card its search picks: keeping easy's choice won 5 and 6 (11 of 32), though easy players playing
both choices to the end (seeds 101-130, 56 of 120 keep decisions differ) found medium's 9 wins and 2.25 points a
card, easy's 10.5 and 2.89: medium's search plays to the card it keeps."""
CUBE: dict[tuple[int, ...], float] = {TILE_POINTS: 0.2, CARD_POINTS: 0.3}
"""Points a cube of the seat in an area a scoring still to come counts is worth beyond its rank now (a rank to
defend or to take), by the points of the scoring, counted at the scoring's share (``TILE_SHARE``,
``card_shares``)."""
CONVERT = 0.15
"""The share of a cube's worth on the board that the good it comes from is worth: it needs an action to get there.
Measured, easy against random with 4 players, 80 games: 0.6 60 %, 0.3 80 %, 0.15 87 %, 0.05 80 % (a bot that
values goods highly gathers them and does not bring them to the board)."""
IDLE = 0.1
"""Points a good is worth that has nowhere to go yet (cloth without ships or trade houses)."""
CARD = 0.35
"""Points an action card drawn instead of an action that cannot be carried out is worth, its kind still unknown."""
HAND_SHARE = 0.5
"""The share of what the action cards in hand would bring, played one after the other (``PLAY_ORDER``), that counts
(fewer as the turns run out, as goods): a card is worth playing when its action pays. Measured, easy against random
with 4 players, seeds 1001-1240 and 5001-5240: each card worth ``CARD`` 200.5 and 202 of 240 (it ended the game
holding 7.6 cards), the share 0.5 216 and 202, 0.3 216 and 193 (the cards' worth not falling with the turns); on
seeds 1001-1240 alone the share 0.7 206.5, 0.5 without the fall 214."""
HELD = 0.1
"""Points an action card in hand is worth that cannot be played now (a Ship without ships, a Build without the
resources): it may be later."""
PLAY_ORDER = ("wood", "brick", "marble", "build", "weave", "ship", "transport", "artwork", "contribute")
"""The order the cards in hand are weighed in: the resources first, for the actions that use them."""
BUILT = {"ship": 0.7, "house": 0.8, "workshop": 0.7}
"""Points a ship, a trade house and a workshop are worth while there are turns to come: deliveries and cloth."""
FLEET = 0.3
"""The share of what a cube in the best city open to a ship or a trade house (a port city, a trade city) is worth
that the ship or trade house is worth beyond ``BUILT``: the cities the scorings still to come pay for are worth the
ships and trade houses that reach them (easy built few and lost on the cities' scoring cards). Measured with
``card_shares``, easy against random with 4 players, seeds 1-480: 0 419, 0.3 435.5, 0.6 416 of 480."""
ACTION_SHARE = 0.2
"""The share of an activation's worth that a coloured disc the next disc on its stack activates counts."""
SEAT = 0.3
"""Points a seat in the city council is worth beyond the scorings it counts in (it wins ties)."""
HORIZON = 4
"""Discs a seat has left when its goods and cards start to lose worth: the fewer turns, the fewer actions to use
them."""
ANCHORED_SCALE = True
"""Whether the search sizes every lead by the root's evaluations (``bots.base.anchor``). On: with the cards in hand
worth their use (``HAND_SHARE``) medium against easy, seeds 1-16, won 8 of 16 at 2 players and 6 of 16 at 4 without
it, 13 and 9 with it (11 and 8 before either)."""
LEADER_REWARD = True
"""Whether the search scores a seat by its lead over the best of the others (``bots.base.rewards``) rather than the
mean of its leads over each: only the richest wins (at 2 players, with one other, the same). On: medium against
easy, 4 players, at its budget (32 iterations) won 7 of 16 (seeds 1-16), 9 of 16 (17-32) and 4.5 of 16 (33-48),
20.5 of 48; without it 11 of 32 (seeds 1-32) and 7.5 of 16 (33-48), 18.5 of 48: a little, not the half."""
PLAYOUT_MOVES = 3
"""The legal moves a playout's greedy step weighs, drawn at random (``bots.ismcts``; ``None``: every one, easy's own
policy), one move in ten at random (``PLAYOUT_EPSILON``, the search's). Three, the search's own: inside Pyodide
(``tools/bench_bots.py --pyodide``, 4 players, 60 iterations, two runs side by side) every move with none at random
costs 0.6 of the rate with three (34 against 57 iterations a second: 55 of ``bots.levels.RATES``' 92, medium 18
iterations), six moves 0.73 (47 against 64: 67, medium 24). Medium at those budgets against easy, 4 players: every
move, none at random, 8 of 16 (seeds 1-16), 7 of 16 (17-32) and 6 of 16 (33-48), 21 of 48; one in 20 at random 7 and
7 (seeds 1-32); six moves 6 and 8; against 7, 9 and 4.5 (20.5 of 48) with three at 32 iterations."""
PLAYOUT_LAPS = 1
"""How many laps of the seats a playout plays (``bots.ismcts``). One: two cost 0.6 of the rate (48 against 79
iterations a second inside Pyodide, 4 players), and medium at the budget that leaves (20 iterations) against easy,
4 players, won 9, 7 and 5 of 16 (seeds 1-16, 17-32, 33-48), 21 of 48, against 20.5 with one lap at 32 (at 32
iterations, beyond its time, two laps won 13 of 24, seeds 1-24, against 10)."""
ROOT_HALVING = {4: 4}
"""At 4 players the root's iterations go to its four best moves by the prior, in rounds of sequential halving
(``bots.ismcts``): medium's 32 iterations spread by UCB1 over up to 40 moves give each a playout or two. Medium
against easy, 4 players, at the levels' budgets: four moves won 11, 7, 6 and 6 of 16 (seeds 1-16, 17-32, 33-48,
49-64), 30 of 64 (since the halving spends the whole budget, dd44c95: 8, 9, 6 and 6, 29 of 64), against 7, 9,
4.5 and 7 (27.5) without, a little, within the spread; two moves 5 and 6, eight 5 and
8 (seeds 1-32, against 16 of 32). Hard against medium, 4 players, both halving over four: 6 of 16 (seeds 1-16),
against 7 without. 2, 3 and 5 players search as before (not measured). Twice medium's budget (64 iterations,
beyond its time: four moves of 8 playouts, then two of 16) won 11, 8.5 and 5 of 16 (seeds 1-16, 17-32, 33-48), 24.5
of 48, against 24 at 32: what medium lacks against easy is not iterations, and a faster engine would not buy it."""
ROOT_TURN = {4: True}
"""At 4 players a move at the search's root is the seat's whole turn: its prior is the evaluation once the rest of
the turn (the activation's connected actions, a delivery's steps, a card played) is played by easy's policy
(``bots.base.finish_turn``), not the evaluation right after the move, where a placed disc's activation is still to
come (``Goods.activation`` guesses it). Medium against easy, 4 players: 47 of 64 at 46 iterations (seeds 1-32 24, 33-64
23), and at its budget since (44: the root costs 13 ms a move inside Pyodide against about 2, ``bots.levels.ROOTS``)
41 of 64 (17, 24), against 36 with the prior one decision deep; seeds 65-128 41 of 64 (24, 17): 82 of 128 (64 %)
against 63. 2, 3 and 5 players as before (not measured)."""
WHOLE_TURNS = False
"""Hard's iterations stay single decisions, as medium's (``bots.levels.WHOLE_TURNS``): only the root's prior weighs
whole turns, at the rate of ``bots.levels.RATES``."""
BY_LEVEL = {"medium": {"PRIOR_VISITS": {4: 10}}, "hard": {"PRIOR_VISITS": {4: 10}, "ROOT_ENSEMBLE": {4: 4}}}
"""At 4 players medium's root prior counts as 10 visits, not the search's 30 (``PRIOR_VISITS``, ``bots.ismcts``): its
46 iterations, halved over four moves (5 or 6 playouts each, then 17 or 18 for the better two), weighed about a third
of the final mean against the prior's two thirds, and 65 of its 204 decisions in four lost games (seeds 1, 5, 10, 17)
left the prior's best move, most by a prior gap under 0.01 (median 0.0088), as a coin would. Medium against easy, 4
players, at its budget: 28 of 48 (seeds 1-16 9, 17-32 7, 33-48 12) against 19 (8, 5, 6); hard against medium, 4
players, 6.5 of 16 (seeds 1-8 3.5, 9-16 3) against 6. On the same seeds the seat medium plays
wins 10 of 32 (5 and 5) played by easy: medium at 30 visits won 10 games easy lost and lost 7 easy won. At 3 visits
(not kept): 35.5 of 64 (seeds 1-32 15.5, 33-64 20) against 36 at 10 on the same seeds. 2 and 3 players as before
(2 players' moves unchanged).

At 4 players hard is four of medium's searches (``ROOT_ENSEMBLE``, ``bots.ismcts``): each from a root of its own, on
a state sampled afresh, with a quarter of hard's budget, its prior at 10 visits and the root halving over its four
best moves; the move most of them keep is played. Against medium with the whole-turn root (``ROOT_TURN``), 4
players, at the levels' budgets (180 against 44): 14 of 32 (seeds 1-8 4, 9-16 5, 17-24 1, 25-32 4); one tree of
hard's budget, its prior at 30 visits, 0 of 7 (seeds 1-3, 17-20; stopped)."""


ROWS = [[f"{c}.{r}" for c in CHURCHES] for r in RESOURCES]
"""The church rows of each resource."""
ARTWORKS = [f"{b}.art" for b in ART_SLOTS]
"""The artwork slots of the four buildings."""
PORTS = list(PORT_CITIES)
"""The port cities."""


class Board:
    """The scorings still to come on one state: what each pays the seats now, and what a cube in each area is worth
    to a seat: what one more cube there would add to what they pay it, and a little (``CUBE``)."""

    __slots__ = ("art_open", "open", "paid", "reaches", "rows_open", "scorings", "worths")

    def __init__(self, state: CalimalaState):
        self.open = {area for area in CAPACITY if free(state, area) > 0}
        self.paid = [0.0] * state.players
        self.scorings: list[tuple[tuple[str, ...], tuple[int, ...], list[float], list[int]]] = []
        self.worths: dict[int, dict[str, float]] = {}
        self.reaches: dict[int, tuple[float | None, list[float], float]] = {}
        self.rows_open = [not self.open.isdisjoint(rows) for rows in ROWS]
        self.art_open = not self.open.isdisjoint(ARTWORKS)
        ahead = [(SCORING_TILES[tile], TILE_POINTS, [TILE_SHARE[min(k, len(TILE_SHARE) - 1)]] * state.players)
                 for k, tile in enumerate(state.council[len(state.seats):])]
        ahead += [(SCORING_CARDS[card], CARD_POINTS, shares) for card, shares in card_shares(state).items()]
        ties = (tuple(state.seats), tuple(state.board[COUNCIL_ART]), tuple(state.council_art))
        for category, points, shares in ahead:
            counts = category_counts(state, category)
            paid, more = _awards(state, counts, points, ties)
            self.scorings.append((category[1], points, shares, more))
            for seat, points_now in enumerate(paid):
                self.paid[seat] += shares[seat] * (points_now + CUBE[points] * counts[seat])

    def worth(self, seat: int) -> dict[str, float]:
        """What a cube of ``seat`` in each area adds to what the scorings still to come pay it."""
        if seat not in self.worths:
            worth: dict[str, float] = {}
            for areas, points, shares, more in self.scorings:
                if not shares[seat]:
                    continue
                gain = shares[seat] * (CUBE[points] + more[seat])
                for area in areas:
                    worth[area] = worth.get(area, 0.0) + gain
            self.worths[seat] = worth
        return self.worths[seat]

    def best(self, seat: int, areas: list[str]) -> float:
        """The worth to ``seat`` of a cube in the best of ``areas`` with an empty slot (0 if none)."""
        worth = self.worth(seat)
        return max((worth.get(area, 0.0) for area in areas if area in self.open), default=0.0)

    def reach(self, seat: int) -> tuple[float | None, list[float], float]:
        """The worth to ``seat`` of a cube in the best port city with an empty slot (None if none has one), in the
        best church row of each resource and in the best artwork slot (``best``), worked out once a seat."""
        if seat not in self.reaches:
            ports = None if self.open.isdisjoint(PORTS) else self.best(seat, PORTS)
            self.reaches[seat] = (ports, [self.best(seat, rows) for rows in ROWS], self.best(seat, ARTWORKS))
        return self.reaches[seat]


def card_shares(state: CalimalaState) -> dict[str, list[float]]:
    """The share of each scoring card of the final scoring that counts for each seat (``CARD_SHARE``), as far as
    the seat knows them: all of the ones face up and its own kept one, and for each card it has not seen (nor put
    back in the box) the chance that it is one of the others' kept or face-down ones (every card it has not seen
    alike). A bot weighs a determinized sample, whose guess of the others' cards changes from one decision to the
    next. Remembered by the cards (``_SHARES``)."""
    key = _cards(state)
    known_shares = _SHARES.get(key)
    if known_shares is None:
        known_shares = _remember(_SHARES, SHARES_KEPT, key, _card_shares(state))
    return known_shares


K = TypeVar("K")
V = TypeVar("V")


def _remember(memo: dict[K, V], kept: int, key: K, value: V) -> V:
    """``value`` written in ``memo`` under ``key``, the memo forgotten all at once first when it holds ``kept``
    (``_SHARES``, ``_AWARDS``, ``_BOARDS``: a search meets again what it met a few iterations before)."""
    if len(memo) >= kept:
        memo.clear()
    memo[key] = value
    return value


_SHARES: dict[tuple[object, ...], dict[str, list[float]]] = {}
"""``card_shares`` already worked out: the states of one search sample differ in their cards far less often than in
their cubes."""
SHARES_KEPT = 2_000
"""The most ``_SHARES`` kept (forgotten all at once beyond it)."""


def _cards(state: CalimalaState) -> tuple[object, ...]:
    """What ``card_shares`` reads: the first player and the scoring cards of the final scoring."""
    return (state.start, tuple(state.faceup), tuple(state.facedown), *map(tuple, state.shown),
            *map(tuple, state.kept), *map(tuple, state.dealt))


def _card_shares(state: CalimalaState) -> dict[str, list[float]]:
    """``card_shares`` worked out."""
    scored = scored_cards(state)
    known = [*state.faceup, *(c for cards in state.shown for c in cards)]
    shares: dict[str, list[float]] = {}
    for seat in range(state.players):
        seen = {*known, *state.kept[seat], *state.dealt[seat]}
        unseen = [card for card in SCORING_CARDS if card not in seen]
        hidden = sum(card not in seen for card in scored)
        for card in scored:
            if card in seen:
                shares.setdefault(card, [0.0] * state.players)[seat] = CARD_SHARE
        for card in unseen:
            shares.setdefault(card, [0.0] * state.players)[seat] = CARD_SHARE * hidden / len(unseen)
    return shares


_AWARDS: dict[tuple[object, ...], tuple[list[int], list[int]]] = {}
"""``_awards`` already worked out: the states a bot weighs differ from each other in an area or two."""
AWARDS_KEPT = 20_000
"""The most ``_AWARDS`` kept (forgotten all at once beyond it)."""


def _awards(state: CalimalaState, counts: list[int], points: tuple[int, ...],
            ties: tuple[object, ...]) -> tuple[list[int], list[int]]:
    """What a scoring pays each seat by ``counts`` (``scoring.award``), and what one more cube of each seat would add
    to what it pays that seat; remembered by all that decides them: the counts, the points and ``ties``, what the
    tie-break chain reads (the seats, the artworks in the city council and who contributed the first)."""
    key = (points, ties, *counts)
    known = _AWARDS.get(key)
    if known is None:
        paid = award(state, counts, points)
        more = []
        for seat in range(state.players):
            one_more = list(counts)
            one_more[seat] += 1
            more.append(award(state, one_more, points)[seat] - paid[seat])
        known = _remember(_AWARDS, AWARDS_KEPT, key, (paid, more))
    return known


_LAST: list[tuple[CalimalaState, Board]] = []
"""The last state evaluated and its board: a bot evaluates one state for every seat in a row
(``bots.base.rewards``)."""
_BOARDS: dict[tuple[object, ...], Board] = {}
"""``Board``s already made, by all that they read (``board``): the states a search weighs mostly differ in what a
``Board`` does not read (discs, goods, cards in hand): 7 in 10 of those a 4-player search weighs are met again."""
BOARDS_KEPT = 500
"""The most ``_BOARDS`` kept (forgotten all at once beyond it), about 8 kB each: a search meets its boards again
within a few iterations (4 players, 900 iterations: 250, 1,000 or 4,000 kept, 16,774, 16,670, 16,612 made)."""


def board(state: CalimalaState) -> Board:
    """The ``Board`` of ``state``, made once for all its seats and for every state with the same cubes on the board,
    scoring tiles still to come, seats in the city council and scoring cards."""
    if _LAST and _LAST[0][0] is state:
        return _LAST[0][1]
    key = (state.council, tuple(state.seats), tuple(state.council_art), _cards(state),
           *map(tuple, state.board.values()))
    made = _BOARDS.get(key)
    if made is None:
        made = _remember(_BOARDS, BOARDS_KEPT, key, Board(state))
    _LAST[:] = [(state, made)]
    return made


def evaluate(state: CalimalaState, seat: int) -> float:
    """The seat's points so far ("Scoring Phases"), what the scorings still to come would pay it, and what its goods,
    action cards, discs on the streets and the activation in progress will bring (module docstring); goods and cards
    are worth less in the last turns (``HORIZON``)."""
    if state.phase == "over":
        return float(state.score[seat])
    scorings = board(state)
    goods = Goods(state, seat, scorings)
    turns = min(1.0, (sum(state.discs[seat]) + (0 if state.last_round else 1)) / HORIZON)
    return (state.score[seat] + scorings.paid[seat] + SEAT * state.seats.count(seat)
            + turns * (goods.stock() + goods.hand()) + goods.discs() + goods.activation())


def _open(board: Board, seat: int, areas: list[str]) -> float | None:
    """The worth to ``seat`` of a cube in the best of ``areas`` with an empty slot; None if none has one."""
    if board.open.isdisjoint(areas):
        return None
    return board.best(seat, areas)


class Goods:
    """What one seat's goods, cards and discs are worth on one state (``Board``'s worth of a cube)."""

    __slots__ = ("actions", "art", "art_open", "board", "built", "churches", "cloth", "port", "res", "rows_open",
                 "seat", "state", "trade")

    def __init__(self, state: CalimalaState, seat: int, board: Board):
        self.state, self.seat, self.board = state, seat, board
        self.actions: dict[str, float] = {}
        s = state
        ports, self.churches, self.art = board.reach(seat)
        self.port = ports if s.ships[seat] else None
        self.trade = _open(board, seat, houses_of(s, seat))
        self.built = {"ship": BUILT["ship"] + FLEET * (ports or 0.0),
                      "house": BUILT["house"] + FLEET * board.best(seat, [c for c in TRADE_CITIES
                                                                          if seat not in s.houses[c]]),
                      "workshop": BUILT["workshop"]}
        self.cloth = max(CONVERT * max(self.port or 0.0, self.trade or 0.0), IDLE)
        self.rows_open, self.art_open = board.rows_open, board.art_open
        best = [*self.churches[:2], max(self.churches[2], self.art)]
        self.res = [max(CONVERT * v, IDLE) for v in best]

    def stock(self) -> float:
        """Resources, cloth, ships, trade houses and workshops (``CONVERT``, ``BUILT``)."""
        s, p = self.state, self.seat
        houses = len(houses_of(s, p))
        return (sum(n * v for n, v in zip(s.wh[p], self.res)) + self.cloth * sum(s.shops[p])
                + self.built["ship"] * s.ships[p] + (BUILT["house"] + FLEET * (self.trade or 0.0)) * houses
                + BUILT["workshop"] * (len(s.shops[p]) - 1))

    def hand(self) -> float:
        """The action cards in hand, played one after the other (``HAND_SHARE``, ``HELD``)."""
        cards = self.state.hands[self.seat]
        if not cards:
            return 0.0
        wh, cloth = list(self.state.wh[self.seat]), [sum(self.state.shops[self.seat])]
        worth = 0.0
        for card in sorted(cards, key=PLAY_ORDER.index):
            gain = self.carry_out(card, wh, cloth)
            worth += HELD if gain is None else HAND_SHARE * gain
        return worth

    def action(self, action: str) -> float:
        """What carrying out ``action`` now would bring the seat: the good or cube it gains, or the card it draws
        (worked out once: several streets have the same action)."""
        if action not in self.actions:
            gain = self.carry_out(action, list(self.state.wh[self.seat]), [sum(self.state.shops[self.seat])])
            self.actions[action] = CARD if gain is None else gain
        return self.actions[action]

    def carry_out(self, action: str, wh: list[int], cloth: list[int]) -> float | None:
        """What carrying out ``action`` would bring the seat with the resources ``wh`` and the cloth ``cloth[0]``
        it will have then, which it updates: an action that comes later works with what this one leaves (a
        resource gained can be contributed, one contributed is gone). None when it cannot be carried out."""
        s, p = self.state, self.seat
        if action in RESOURCES:
            i = RESOURCES.index(action)
            if wh[i] >= WAREHOUSE_SIZE or not s.cubes[p]:
                return None
            wh[i] += 1
            return self.res[i]
        if action == "weave":
            made = min(s.cubes[p], len(s.shops[p]), WORKSHOP_SIZE * len(s.shops[p]) - cloth[0])
            cloth[0] += max(made, 0)
            return self.cloth * made if made > 0 else None
        if action in ("ship", "transport"):
            return self._deliver(action, cloth)
        if action == "build":
            return self._build(wh)
        if action == "artwork":
            if not wh[2] or not self.art_open:
                return None
            wh[2] -= 1
            return self.art - self.res[2]
        gains = [(c - r, i) for i, (n, c, r, o) in enumerate(zip(wh, self.churches, self.res, self.rows_open))
                 if n and o]
        if not gains:
            return None
        gain, i = max(gains)
        wh[i] -= 1
        return gain

    def _deliver(self, action: str, cloth: list[int]) -> float | None:
        """Ship or Transport: a cloth cube for each ship or trade house, to the best city open to it."""
        s, p = self.state, self.seat
        if action == "ship":
            carriers, city = s.ships[p], self.port
        else:
            carriers, city = len(houses_of(s, p)), self.trade
        moved = min(cloth[0], carriers)
        if not moved or city is None:
            return None
        cloth[0] -= moved
        return moved * (city - self.cloth)

    def _build(self, wh: list[int]) -> float | None:
        """Build: the item the resources pay for that is worth most over the resources it takes."""
        s, p = self.state, self.seat
        can = {"ship": s.ships[p] < SHIPS and wh[0] >= 2,
               "house": len(houses_of(s, p)) < TRADE_HOUSES and wh[1] >= 2,
               "workshop": len(s.shops[p]) < WORKSHOPS and wh[0] >= 1 and wh[1] >= 1}
        options = [(self.built[item] - sum(n * self.res[RESOURCES.index(r)] for r, n in BUILD_COST[item].items()), item)
                   for item, ok in can.items() if ok]
        if not options:
            return None
        gain, item = max(options)
        for r, n in BUILD_COST[item].items():
            wh[RESOURCES.index(r)] -= n
        return gain

    def plan(self, actions: list[str]) -> float:
        """What ``actions`` carried out one after the other bring the seat (``carry_out``), a card for each that
        cannot be."""
        wh, cloth = list(self.state.wh[self.seat]), [sum(self.state.shops[self.seat])]
        gains = (self.carry_out(action, wh, cloth) for action in actions)
        return sum(CARD if gain is None else gain for gain in gains)

    def discs(self) -> float:
        """Coloured discs the next disc on their stack activates (``ACTION_SHARE``) and a disc that will take a
        seat (``SEAT``)."""
        s, p = self.state, self.seat
        mine = f"c{p}"
        value = 0.0
        for street, stack in enumerate(s.stacks):
            if mine not in stack or (s.act is not None and s.act.street == street):
                continue
            if stack[0] == mine and len(stack) == s.limit - 1 and not s.last_round:
                value += SEAT
            later = sum(max(0, s.limit - 1 - depth) for depth, disc in enumerate(reversed(stack), 1) if disc == mine)
            if later:
                value += ACTION_SHARE * later * sum(map(self.action, street_actions(s, street)))
        return value

    def activation(self) -> float:
        """The actions of the activation in progress still to come to the seat, one after the other (``plan``):
        its pending ones if it resolves now, both of the street's for each of its discs still to be activated."""
        a = self.state.act
        if a is None:
            return 0.0
        actions = list(a.pending) if a.seat == self.seat else []
        for q, _ in a.queue:
            if q == self.seat:
                actions += street_actions(self.state, a.street)
        return self.plan(actions)
