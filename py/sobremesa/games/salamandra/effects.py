"""Gains and the lasting Bear/Eagle effects (reference 1.2-1.6): everything a player receives goes through here."""

from __future__ import annotations

from ...core import Event
from . import words
from .board import count_held, spot_crystals
from .data import (
    BOOKS,
    DIVINITIES,
    FIELDS,
    GROVE_MAT_VP,
    GROVES,
    RESOURCES,
    SALAMANDERS,
    SCROLLS_FOR_BOOK,
    SPOTS,
    TEMPLE_FALLBACK,
    Gain,
)
from .state import Glade, SalamandraState, Spot


def add_vp(s: SalamandraState, p: int, n: int) -> None:
    """Score ``n`` VP; a marker that moves goes on top of the pile where it lands (turn-order tie-break)."""
    if n:
        s.vp[p] += n
        s.clock += 1
        s.stamp[p] = s.clock


def effect_amounts(s: SalamandraState, p: int, effect: str) -> list[int]:
    """The amounts of ``p``'s Bear/Eagle cards with lasting effect ``effect``."""
    return [DIVINITIES[c].amount for c in s.cards[p] if DIVINITIES[c].effect == effect]


def trigger(s: SalamandraState, p: int, event: str) -> None:
    """Lasting effects "whenever you <event>": +VP (``<event>_vp``) and +C (``<event>_c``)."""
    add_vp(s, p, sum(effect_amounts(s, p, event + "_vp")))
    s.crystals[p] += sum(effect_amounts(s, p, event + "_c"))


def count(s: SalamandraState, p: int, what: str) -> int:
    """X of a "per" gain or a spellbook, counted for ``p``."""
    if what == "divinity":
        return len(s.cards[p])
    if what == "salamander":
        return len(s.sals[p])
    if what == "grove":
        return len(s.harvested[p])
    if what == "books":
        return sum(p in spots for spots in s.book_spots)
    if what == "flat":
        return 1
    return count_held(s, p, what)


def gain(s: SalamandraState, p: int, g: Gain) -> None:
    """Receive a printed gain: VP, crystals, scrolls, this turn's resources, cards, reactivation, a grove."""
    add_vp(s, p, g.get("VP", 0))
    per = g.get("per")
    if per:
        what, each = per
        add_vp(s, p, each * count(s, p, what))
    s.crystals[p] += g.get("C", 0)
    for r in RESOURCES:
        if r in g:
            s.pool[r] = s.pool.get(r, 0) + g[r]
    receive_scrolls(s, p, g.get("S", 0))
    for deck in ("bear", "eagle"):
        if g.get(deck):
            take_card(s, p, deck)
    if g.get("react"):
        s.pending.append(("react",))
    if g.get("grove"):
        s.pending.append(("grove",))


def receive_scrolls(s: SalamandraState, p: int, n: int) -> None:
    """Scrolls, one token at a time (Be4 counts each). Receiving one with 4 or more in hand owes a spellbook
    move, also a move that could not be made before (the scrolls were kept); a gain without a scroll owes none."""
    for _ in range(n):
        s.scrolls[p] += 1
        trigger(s, p, "scroll")
    if n and s.scrolls[p] >= SCROLLS_FOR_BOOK:
        need_book(s)


def need_book(s: SalamandraState) -> None:
    """A spellbook move is owed first (dropped if no move is possible: the scrolls are kept)."""
    if ("book",) not in s.pending:
        s.pending.insert(0, ("book",))


def take_card(s: SalamandraState, p: int, deck: str) -> None:
    """Take the face-up Bear/Eagle card; the next one is revealed; an empty deck gives nothing (reference D-R)."""
    card = s.tops[deck]
    if card is None:
        s.events.append(Event(words.empty_deck(s.names[p], deck)))
        return
    reveal(s, deck)
    trigger(s, p, "card")
    s.cards[p].append(card)
    s.events.append(Event(words.took_card(s.names[p], card)))


def take_salamander(s: SalamandraState, p: int, deck: str) -> None:
    """Rule D: the face-up card of that temple half's deck and its gain; an empty deck pays the temple's gain."""
    card = s.tops[deck]
    if card is None:
        s.events.append(Event(words.empty_salamanders(s.names[p], deck)))
        gain(s, p, TEMPLE_FALLBACK[deck])
        return
    reveal(s, deck)
    trigger(s, p, "sal")
    s.sals[p].append(card)
    s.events.append(Event(words.took_salamander(s.names[p], card)))
    gain(s, p, SALAMANDERS[card].gain)


def reveal(s: SalamandraState, deck: str) -> None:
    """The face-up card leaves its deck: the next card is turned face up (an undo barrier)."""
    pile = s.deck(deck)
    s.tops[deck] = pile.pop() if pile else None
    s.barrier = True


def harvest(s: SalamandraState, p: int, g: Glade) -> None:
    """Take a grove: its gain, then the first free mat spot and that spot's VP (rule E)."""
    grove = s.groves.pop(g)
    s.harvested[p].append(grove)
    s.events.append(Event(words.received_grove(s.names[p], grove)))
    gain(s, p, GROVES[grove].gain)
    add_vp(s, p, GROVE_MAT_VP.get(len(s.harvested[p]), 0))
    trigger(s, p, "harvest")


def place(s: SalamandraState, p: int, x: int, y: int, k: int) -> None:
    """Put an available apprentice, active face up, on a free spot (rule A): bonus on N, path crystals."""
    s.spots[(x, y, k)] = (p, s.druid[p])
    s.avail[p] -= 1
    s.mat[p] -= 1
    tile = FIELDS[s.board[(x, y)]]
    crystals = spot_crystals(s, x, y, k)
    s.crystals[p] += crystals
    if crystals:
        s.events.append(Event(words.path_crystals(s.names[p], crystals)))
    if SPOTS[k] == "N":
        gain(s, p, tile.bonus)
    if tile.kind == "cauldron":
        trigger(s, p, "cauldron")
    for colour in tile.colours:
        add_vp(s, p, sum(DIVINITIES[c].amount for c in s.cards[p]
                         if DIVINITIES[c].effect == "colour_vp" and DIVINITIES[c].what == colour))


def to_book(s: SalamandraState, p: int, spot: Spot, book: int, level: int) -> None:
    """Move one of ``p``'s apprentices from a tile to a spellbook spot, discarding 4 scrolls."""
    del s.spots[spot]
    s.book_spots[book][level] = p
    s.scrolls[p] -= SCROLLS_FOR_BOOK
    s.events.append(Event(words.to_book(s.names[p], s.books[book], level)))
    trigger(s, p, "book")
    if s.scrolls[p] >= SCROLLS_FOR_BOOK:  # 4 more kept from moves that could not be made: owed now as well
        need_book(s)


def book_value(s: SalamandraState, p: int, book: int, level: int) -> int:
    what, upper, lower = BOOKS[s.books[book]]
    return (upper if level == 0 else lower) * count(s, p, what)
