"""Scoring phases, the 15 categories, 3/2/1 with the tie-break chain, game end and final scoring."""

from __future__ import annotations

from collections.abc import Sequence

from ...core import Event
from . import words
from .data import (
    CARD_POINTS,
    COUNCIL_ART,
    FIFTY,
    SCORING_CARDS,
    SCORING_TILES,
    TILE_POINTS,
)
from .state import CalimalaState

Category = tuple[str, tuple[str, ...], bool]
"""A scoring category: its name, the board areas counted, whether council seats count."""


def seats(s: CalimalaState, p: int) -> int:
    return s.seats.count(p)


def council_sum(s: CalimalaState, p: int) -> int:
    """Seats plus artworks in the city council: the first tie-breaker and the winner tie-break."""
    return seats(s, p) + s.board[COUNCIL_ART][p]


def tiebreak_key(s: CalimalaState, e: int) -> tuple[int | tuple[int, int], ...]:
    """The tie-break chain of "The Scoring Categories in Detail", larger is better.

    "The tied players add up their seats and their contributed artworks in the city council": the
    higher sum; then more seats; then who first reached that number of seats; then, with no seats,
    who contributed the first artwork to the council (``council_art``; an artwork in a church does
    not count, RULES-NOTES 17). Equal keys split the points. The neutral colour (index ``players``)
    loses every tie (D-C6).
    """
    if e == s.players:
        return (-1,)
    k = seats(s, e)
    reached = -_nth_index(s.seats, e, k) if k else 0
    art = (1, -s.council_art.index(e)) if k == 0 and e in s.council_art else (0, 0)
    return (council_sum(s, e), k, reached, art)


def _nth_index(items: Sequence[object], value: object, n: int) -> int:
    seen = 0
    for i, x in enumerate(items):
        if x == value:
            seen += 1
            if seen == n:
                return i
    raise ValueError(n)


def category_counts(s: CalimalaState, category: Category) -> list[int]:
    """Cubes per seat (and the neutral colour last) in a scoring category."""
    _, areas, with_seats = category
    counts = [sum(column) for column in zip(*[s.board[a] for a in areas])]
    if with_seats:
        for p in range(s.players):
            counts[p] += seats(s, p)
    return counts


def award(s: CalimalaState, counts: list[int], points: tuple[int, ...]) -> list[int]:
    """Points per seat: ranked by count then the tie-break chain; exact ties split, rounded down."""
    ranked = sorted(((counts[e],) + tiebreak_key(s, e), e) for e in range(len(counts)) if counts[e] > 0)
    ranked.reverse()
    out = [0] * s.players
    place = 0
    while place < len(ranked):
        key = ranked[place][0]
        group = [e for k, e in ranked[place:] if k == key]
        share = sum(points[place:place + len(group)]) // len(group)
        for e in group:
            if e < s.players:
                out[e] += share
        place += len(group)
    return out


def score_category(s: CalimalaState, category: Category, points: tuple[int, ...]) -> list[int]:
    gained = award(s, category_counts(s, category), points)
    for p, g in enumerate(gained):
        before = s.score[p]
        s.score[p] += g
        if before < FIFTY <= s.score[p]:
            s.events.append(Event(words.fifty(s.names[p])))
    gains = [(s.names[p], g) for p, g in sorted(enumerate(gained), key=lambda x: -x[1]) if g]
    s.events.append(Event(words.scored(category[0], gains)))
    return gained


def trigger(s: CalimalaState, seat: int | None) -> None:
    """The next scoring tile in council order gets ``seat`` (or no seat) and is scored."""
    tile = s.council[len(s.seats)]
    s.seats.append(seat)
    s.events.append(Event(words.seated(None if seat is None else s.names[seat], tile)))
    score_category(s, SCORING_TILES[tile], TILE_POINTS)
    if len(s.seats) == len(s.council):
        s.last_round = True
        s.events.append(Event(words.ALL_TILES_TRIGGERED))


def push_out(s: CalimalaState) -> bool:
    """The 4th disc at the bottom of the stack ("Scoring Phases"); False when a choice of stack is needed."""
    street = s.activation.street
    disc = s.stacks[street].pop(0)
    kind, owner = disc[0], int(disc[1:])
    if s.last_round:
        s.removed.append(disc)
        s.events.append(Event(words.bottom_disc_leaves(s.grid, street)))
    elif kind == "c":
        trigger(s, owner)
    elif kind == "n":
        s.removed.append(disc)
        trigger(s, None)
    else:
        return exchange_white(s, disc)
    return True


def exchange_white(s: CalimalaState, disc: str) -> bool:
    """The white 4th disc: "White discs may never be transferred to the city council", so the active
    player puts one of his coloured discs there instead; False when he must choose its stack."""
    a = s.turn
    if s.discs[a][0]:
        s.discs[a][0] -= 1
        s.discs[a][1] += 1
        s.events.append(Event(words.white_exchanged(s.names[a])))
        trigger(s, a)
        return True
    choices = swap_choices(s)
    if len(choices) > 1:
        s.activation.out = disc
        return False
    if choices:
        swap_from(s, disc, *choices[0])
    else:  # DESIGNED (RULES-NOTES): no coloured disc anywhere: the tile is triggered without a seat
        s.removed.append(disc)
        trigger(s, None)
    return True


def swap_choices(s: CalimalaState) -> list[tuple[int, int]]:
    """The active player's coloured discs on other action spaces: (street, position from bottom)."""
    mine = f"c{s.turn}"
    return [(i, j) for i, st in enumerate(s.stacks) if i != s.activation.street for j, d in enumerate(st) if d == mine]


def swap_from(s: CalimalaState, white: str, street: int, pos: int) -> None:
    """Take a coloured disc from another stack to the council; the white disc goes on top there."""
    stack = s.stacks[street]
    stack.pop(pos)
    stack.append(white)
    s.events.append(Event(words.white_swapped(s.names[s.turn], s.grid, street)))
    trigger(s, s.turn)


def end_turn(s: CalimalaState) -> None:
    """Pass the active player token; check both end conditions ("Game End & Final Scoring")."""
    s.act = None
    nxt = (s.turn + 1) % s.players
    if not any(sum(d) for d in s.discs):
        if len(s.seats) < len(s.council):
            s.events.append(Event(words.ALL_DISCS_PLACED))
        while len(s.seats) < len(s.council):
            tile = s.council[len(s.seats)]
            s.seats.append(None)
            score_category(s, SCORING_TILES[tile], TILE_POINTS)
        final_scoring(s)
    elif s.last_round and nxt == s.start:
        final_scoring(s)
    else:
        s.turn = nxt
        s.phase = "place"


def scored_cards(s: CalimalaState) -> list[str]:
    """The scoring cards of the final scoring: face-up, face-down, laid-out and kept ones."""
    order = [(s.start + i) % s.players for i in range(s.players)]
    return [*s.faceup, *s.facedown, *(c for p in order for c in s.shown[p]), *(c for p in order for c in s.kept[p])]


def final_scoring(s: CalimalaState) -> None:
    s.phase = "over"
    s.barrier = True  # the secret scoring cards are revealed
    s.events.append(Event(words.final_scoring(scored_cards(s))))
    for card in scored_cards(s):
        score_category(s, SCORING_CARDS[card], CARD_POINTS)
    ranking = winners(s)
    s.events.append(Event(words.winner([s.names[p] for p in ranking])))


def categories(s: CalimalaState) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The score of a finished game by category, for the end screen: the scoring tiles taken during the game
    (what the score held before the final scoring; tiles are scored on the board as it was then, so they are
    added up), then each scoring card of the final scoring on the final board, as ``final_scoring`` scored it."""
    cards = [(words.card_category(c), tuple(award(s, category_counts(s, SCORING_CARDS[c]),
                                                                     CARD_POINTS)))
             for c in scored_cards(s)]
    tiles = tuple(s.score[p] - sum(points[p] for _, points in cards) for p in range(s.players))
    return ((words.TILES_CATEGORY, tiles), *cards)


def winners(s: CalimalaState) -> list[int]:
    """Most points; a tie goes to more seats plus council artworks; still tied: all of them."""
    best = max((s.score[p], council_sum(s, p)) for p in range(s.players))
    return [p for p in range(s.players) if (s.score[p], council_sum(s, p)) == best]
