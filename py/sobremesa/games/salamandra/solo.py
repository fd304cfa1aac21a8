"""Rudolph, the solo automaton (rule "Solo Mode"; labour and placement cards are Designed D-L1, D-L2).

He is no seat: everything he does happens inside ``apply`` and is logged step by step.
"""

from __future__ import annotations

from ...core import Event, rng
from . import words
from .board import connected_groves, occupied
from .data import (
    ARROW_ORDER,
    ARROWS,
    LABOUR,
    PLACEMENTS,
    RUDOLPH_SCROLLS_FOR_BOOK,
    TEMPLE,
    Labour,
)
from .state import DECKS, RUDOLPH, Cell, SalamandraState


def labour(s: SalamandraState) -> Labour:
    """The Labour card of the chosen level."""
    return LABOUR[s.options["level"]]


def rudolph_round(s: SalamandraState) -> None:
    """1. A: his VP for this round; B: as many apprentices as the round number, by placement cards."""
    vp = labour(s).round_vp[s.round - 1]
    s.r_vp += vp
    s.events.append(Event(words.rudolph_round(vp, s.round)))
    for _ in range(s.round):
        _place(s)


def _draw(s: SalamandraState) -> str:
    if not s.r_deck:  # D-L2 rule 5: reshuffle when the deck runs out
        s.r_deck, s.r_discard = s.r_discard, []
        s.rng = rng.shuffle(s.rng, s.r_deck)
    card = s.r_deck.pop()
    s.r_discard.append(card)
    s.barrier = True
    return card


def target(s: SalamandraState, card: str) -> Cell | None:
    """D-L2: the furthest field tile along the arrow (temple cells passed through), stepping back while
    full, turning 45 degrees clockwise when nothing is found; None when no direction gives a tile."""
    origin, arrow = PLACEMENTS[card]
    start = ARROW_ORDER.index(arrow)
    for turn in range(8):
        dx, dy = ARROWS[ARROW_ORDER[(start + turn) % 8]]
        path: list[Cell] = []
        x, y = origin
        while True:
            x, y = x + dx, y + dy
            if (x, y) in TEMPLE:
                continue
            if not occupied(s, (x, y)):
                break
            path.append((x, y))
        for cell in reversed(path):
            if any((*cell, k) not in s.spots for k in range(4)):
                return cell
    return None


def _place(s: SalamandraState) -> None:
    card = _draw(s)
    cell = target(s, card)
    if cell is None:
        s.events.append(Event(words.rudolph_nowhere(card)))
        return
    k = next(k for k in range(4) if (*cell, k) not in s.spots)
    s.spots[(*cell, k)] = (RUDOLPH, "R")
    s.r_placed.append((*cell, k))
    s.events.append(Event(words.rudolph_places(card, s, *cell, k)))
    if k == 0:
        return
    s.r_scrolls += 1
    if s.r_scrolls >= RUDOLPH_SCROLLS_FOR_BOOK:
        _to_book(s)


def _to_book(s: SalamandraState) -> None:
    """At his 3rd scroll: his last placed apprentice goes to the leftmost free upper spot (else lower)."""
    last = next((spot for spot in reversed(s.r_placed) if s.spots.get(spot, (None,))[0] == RUDOLPH), None)
    free = [(level, b) for level in (0, 1) for b, spots in enumerate(s.book_spots) if spots[level] is None]
    if last is None or not free:
        s.events.append(Event(words.RUDOLPH_NO_BOOK))
        return
    level, b = free[0]
    s.r_scrolls = 0
    del s.spots[last]
    s.book_spots[b][level] = RUDOLPH
    vp = labour(s).book_vp
    s.r_vp += vp
    s.events.append(Event(words.rudolph_book(s.books[b], level, vp)))


def ahead(s: SalamandraState) -> bool:
    """The player leads Rudolph: strictly more VP (checked after every round and after the final scoring)."""
    return s.vp[0] > s.r_vp


def rudolph_collects(s: SalamandraState) -> None:
    """3. After the player passes: every grove his apprentices touch by a path, 1 VP each, no gain."""
    for g in connected_groves(s, RUDOLPH):
        grove = s.groves.pop(g)
        s.r_groves.append(grove)
        s.r_vp += 1
        s.events.append(Event(words.rudolph_gathers(grove)))


def recycle(s: SalamandraState, what: str) -> None:
    """Put a face-up Bear/Eagle/Salamander card or market tile under its pile, revealing the next."""
    if what in DECKS:
        top = s.tops[what]
        assert top is not None, "recyclable() offers a deck with a card under its top only"
        s.deck(what).insert(0, top)
        s.tops[what] = s.deck(what).pop()
    else:
        slot = s.market.index(what)
        s.stack.insert(0, what)
        s.market[slot] = s.stack.pop()
    s.recycles -= 1
    s.barrier = True


def recyclable(s: SalamandraState) -> list[str]:
    """The decks with a card under the face-up one, and the market tiles while the stack is not empty."""
    out = [d for d in DECKS if s.deck(d)]
    if s.stack:
        out += [t for t in s.market if t]
    return out
