"""What the property runner checks after every action: components conserved, sound values, nothing hidden shown."""

from __future__ import annotations

import json
import re

from ...core.checks import conserved
from ...core.i18n import Message
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


def conservation(s: SalamandraState) -> list[str]:
    """Every field tile, grove, card and placement card is in exactly one place."""
    out = conserved([*s.board.values(), *(t for t in s.market if t), *s.stack], FIELDS,
                     Message("salamandra.check.field_tiles"))
    out += conserved([*s.groves.values(), *s.grove_pile, *s.r_groves, *(g for h in s.harvested for g in h)], GROVES,
                      Message("salamandra.check.groves"))
    owned = [c for p in range(s.players) for c in (*s.cards[p], *s.sals[p])]
    for deck, cards in DECK_CARDS.items():
        top = s.tops[deck]
        what = Message(f"salamandra.check.cards.{deck}")
        out += conserved([*s.deck(deck), *([top] if top else []), *(c for c in owned if c in cards)], cards, what)
        if s.deck(deck) and top is None:
            out.append(Message("salamandra.check.no_face_up", cards=what))
    if s.solo:
        out += conserved([*s.r_deck, *s.r_discard], PLACEMENTS, Message("salamandra.check.placement_cards"))
    return out


def table(s: SalamandraState) -> list[str]:
    """The market, the temple, the spellbooks."""
    out: list[str] = []
    if len(s.market) != MARKET_SIZE:
        out.append(Message("salamandra.check.market", slots=MARKET_SIZE))
    if any(c in TEMPLE for c in s.board):
        out.append(Message("salamandra.check.temple"))
    if len(s.books) != max(s.players, 2) + 1 or len(set(s.books)) != len(s.books) or not set(s.books) <= set(BOOKS):
        out.append(Message("salamandra.check.books"))
    if len(s.book_spots) != len(s.books):
        out.append(Message("salamandra.check.book_spots"))
    if any(w is not None and not (0 <= w < s.players or (s.solo and w == RUDOLPH)) for b in s.book_spots for w in b):
        out.append(Message("salamandra.check.book_owner"))
    return out


def apprentices(s: SalamandraState) -> list[str]:
    """Every apprentice on a tile stands on a spot of a field tile, with a known owner and face."""
    out: list[str] = []
    for (x, y, k), (w, f) in s.spots.items():
        if (x, y) not in s.board or not 0 <= k < 4:
            out.append(Message("salamandra.check.apprentice_spot", spot=f"{x},{y},{k}"))
        if not (0 <= w < s.players and f in ("D", "N")) and not (s.solo and w == RUDOLPH and f == "R"):
            out.append(Message("salamandra.check.apprentice_bad", owner=w, face=f, spot=f"{x},{y},{k}"))
    return out


def player(s: SalamandraState, p: int) -> list[str]:
    """One seat: 10 apprentice discs, counts in range, the Druid's face."""
    out: list[str] = []
    on_tiles = sum(w == p for w, _ in s.spots.values())
    on_books = sum(spots.count(p) for spots in s.book_spots)
    if on_tiles + on_books + s.mat[p] != DISCS:
        out.append(Message("salamandra.check.apprentices", seat=p))
    if not 0 <= s.avail[p] <= s.mat[p]:
        out.append(Message("salamandra.check.available", seat=p))
    if min(s.vp[p], s.crystals[p], s.scrolls[p]) < 0 or s.druid[p] not in ("D", "N"):
        out.append(Message("salamandra.check.counts", seat=p))
    if any(spots.count(p) > 1 for spots in s.book_spots):
        out.append(Message("salamandra.check.twice", seat=p))
    if s.phase in ("turn", "harvest") and not s.passed[p] and s.druid[p] != ROUND_FACE[s.round - 1]:
        out.append(Message("salamandra.check.druid", seat=p, round=s.round))
    return out


def rudolph(s: SalamandraState) -> list[str]:
    out: list[str] = []
    if sum(w == RUDOLPH for w, _ in s.spots.values()) + sum(b.count(RUDOLPH) for b in s.book_spots) > DISCS:
        out.append(Message("salamandra.check.rudolph_apprentices", discs=DISCS))
    if s.r_vp < 0 or s.r_scrolls < 0:
        out.append(Message("salamandra.check.rudolph_counts"))
    return out


def turn(s: SalamandraState) -> list[str]:
    """The round, the seat on turn, this turn's pool and owed decisions."""
    out: list[str] = []
    if any(v <= 0 for v in s.pool.values()):
        out.append(Message("salamandra.check.pool"))
    if not 1 <= s.round <= ROUNDS or not 0 <= s.turn < s.players:
        out.append(Message("salamandra.check.round"))
    elif s.phase not in ("over", "recycle") and s.passed[s.turn]:
        out.append(Message("salamandra.check.passed"))
    if s.pending and s.phase not in ("turn", "harvest"):
        out.append(Message("salamandra.check.pending"))
    return out


def leaks(s: SalamandraState, view: dict[str, object]) -> list[str]:
    """No face-down card or tile (grove pile, tile stack, cards under a face-up card, Rudolph's deck) in a view."""
    hidden = {*s.grove_pile, *s.stack, *s.r_deck, *(c for d in DECKS for c in s.deck(d))}
    seen = set(re.findall(r'"([^"]*)"', json.dumps(view)))
    return [f"a view shows hidden {h}" for h in sorted(hidden & seen)]
