"""What the property runner checks after every action: components conserved, sound values, nothing hidden shown."""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable

from .data import (
    BEARS,
    BLACK_DECK,
    BOOKS,
    DISCS,
    EAGLES,
    FIELDS,
    GROVES,
    MARKET_SIZE,
    PLACEMENTS,
    ROUND_FACE,
    ROUNDS,
    TEMPLE,
    WHITE_DECK,
)
from .state import DECKS, RUDOLPH, SalamandraState

DECK_CARDS = {"bear": BEARS, "eagle": EAGLES, "white": WHITE_DECK, "black": BLACK_DECK}


def invariants(s: SalamandraState) -> list[str]:
    return [*conservation(s), *table(s), *apprentices(s), *(p for seat in range(s.players) for p in player(s, seat)),
            *rudolph(s), *turn(s)]


def _same(found: Iterable[str], expected: Iterable[str], what: str) -> list[str]:
    have, want = Counter(found), Counter(list(expected))   # a dict of components counts its keys
    if have == want:
        return []
    return [f"{what} not conserved: {sorted((have - want).elements())} extra, "
            f"{sorted((want - have).elements())} missing"]


def conservation(s: SalamandraState) -> list[str]:
    """Every field tile, grove, card and placement card is in exactly one place."""
    out = _same([*s.board.values(), *(t for t in s.market if t), *s.stack], FIELDS, "field tiles")
    out += _same([*s.groves.values(), *s.grove_pile, *s.r_groves, *(g for h in s.harvested for g in h)], GROVES,
                 "groves")
    owned = [c for p in range(s.players) for c in (*s.cards[p], *s.sals[p])]
    for deck, cards in DECK_CARDS.items():
        top = s.tops[deck]
        out += _same([*s.deck(deck), *([top] if top else []), *(c for c in owned if c in cards)], cards,
                     f"{deck} cards")
        if s.deck(deck) and top is None:
            out.append(f"the {deck} deck has cards but none face up")
    if s.solo:
        out += _same([*s.r_deck, *s.r_discard], PLACEMENTS, "placement cards")
    return out


def table(s: SalamandraState) -> list[str]:
    """The market, the temple, the spellbooks."""
    out = []
    if len(s.market) != MARKET_SIZE:
        out.append("the market has not 4 slots")
    if any(c in TEMPLE for c in s.board):
        out.append("a field tile lies on the temple")
    if len(s.books) != max(s.players, 2) + 1 or len(set(s.books)) != len(s.books) or not set(s.books) <= set(BOOKS):
        out.append("wrong spellbooks")
    if len(s.book_spots) != len(s.books):
        out.append("spellbook spots do not match the spellbooks")
    if any(w is not None and not (0 <= w < s.players or (s.solo and w == RUDOLPH)) for b in s.book_spots for w in b):
        out.append("a spellbook spot holds an unknown owner")
    return out


def apprentices(s: SalamandraState) -> list[str]:
    """Every apprentice on a tile stands on a spot of a field tile, with a known owner and face."""
    out = []
    for (x, y, k), (w, f) in s.spots.items():
        if (x, y) not in s.board or not 0 <= k < 4:
            out.append(f"apprentice on {x},{y},{k}, which is no spot of a field tile")
        if not (0 <= w < s.players and f in ("D", "N")) and not (s.solo and w == RUDOLPH and f == "R"):
            out.append(f"bad apprentice {w}/{f} at {x},{y},{k}")
    return out


def player(s: SalamandraState, p: int) -> list[str]:
    """One seat: 10 apprentice discs, counts in range, the Druid's face."""
    out = []
    on_tiles = sum(w == p for w, _ in s.spots.values())
    on_books = sum(spots.count(p) for spots in s.book_spots)
    if on_tiles + on_books + s.mat[p] != DISCS:
        out.append(f"seat {p} apprentices not conserved")
    if not 0 <= s.avail[p] <= s.mat[p]:
        out.append(f"seat {p} available apprentices out of range")
    if min(s.vp[p], s.crystals[p], s.scrolls[p]) < 0 or s.druid[p] not in ("D", "N"):
        out.append(f"seat {p} negative counts or bad Druid face")
    if any(spots.count(p) > 1 for spots in s.book_spots):
        out.append(f"seat {p} twice on one spellbook")
    if s.phase in ("turn", "harvest") and not s.passed[p] and s.druid[p] != ROUND_FACE[s.round - 1]:
        out.append(f"seat {p}'s Druid shows the wrong face for round {s.round}")
    return out


def rudolph(s: SalamandraState) -> list[str]:
    out = []
    if sum(w == RUDOLPH for w, _ in s.spots.values()) + sum(b.count(RUDOLPH) for b in s.book_spots) > DISCS:
        out.append("Rudolph has more than 10 apprentices in play")
    if s.r_vp < 0 or s.r_scrolls < 0:
        out.append("Rudolph has negative counts")
    return out


def turn(s: SalamandraState) -> list[str]:
    """The round, the seat on turn, this turn's pool and owed decisions."""
    out = []
    if any(v <= 0 for v in s.pool.values()):
        out.append("the pool holds an empty resource")
    if not 1 <= s.round <= ROUNDS or not 0 <= s.turn < s.players:
        out.append("round or turn out of range")
    elif s.phase not in ("over", "recycle") and s.passed[s.turn]:
        out.append("the player on turn has passed")
    if s.pending and s.phase not in ("turn", "harvest"):
        out.append("pending decisions outside a turn")
    return out


def leaks(s: SalamandraState, view: dict[str, object]) -> list[str]:
    """No face-down card or tile (grove pile, tile stack, cards under a face-up card, Rudolph's deck) in a view."""
    hidden = {*s.grove_pile, *s.stack, *s.r_deck, *(c for d in DECKS for c in s.deck(d))}
    seen = set(re.findall(r'"([^"]*)"', json.dumps(view)))
    return [f"a view shows hidden {h}" for h in sorted(hidden & seen)]
