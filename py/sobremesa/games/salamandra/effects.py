"""Gains and the lasting Bear/Eagle effects (reference 1.2-1.6): everything a player receives goes through here."""

from __future__ import annotations

from ...core import Event
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
)


def add_vp(s, p: int, n: int) -> None:
    """Score ``n`` VP; a marker that moves goes on top of the pile where it lands (turn-order tie-break)."""
    if n:
        s.vp[p] += n
        s.clock += 1
        s.stamp[p] = s.clock


def effect_values(s, p: int, effect: str) -> list:
    return [DIVINITIES[c][2] for c in s.cards[p] if DIVINITIES[c][1] == effect]


def trigger(s, p: int, event: str) -> None:
    """Lasting effects "whenever you <event>": +VP (``<event>_vp``) and +C (``<event>_c``)."""
    add_vp(s, p, sum(effect_values(s, p, event + "_vp")))
    s.crystals[p] += sum(effect_values(s, p, event + "_c"))


def count(s, p: int, what: str) -> int:
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


def gain(s, p: int, g: dict) -> None:
    """Receive a printed gain: VP, crystals, scrolls, this turn's resources, cards, reactivation, a grove."""
    add_vp(s, p, g.get("VP", 0))
    if "per" in g:
        what, each = g["per"]
        add_vp(s, p, each * count(s, p, what))
    s.crystals[p] += g.get("C", 0)
    for r in RESOURCES:
        if r in g:
            s.pool[r] = s.pool.get(r, 0) + g[r]
    for _ in range(g.get("S", 0)):
        s.scrolls[p] += 1
        trigger(s, p, "scroll")
    if s.scrolls[p] >= SCROLLS_FOR_BOOK:
        need_book(s)
    for deck in ("bear", "eagle"):
        if g.get(deck):
            take_card(s, p, deck)
    if g.get("react"):
        s.pending.append(("react",))
    if g.get("grove"):
        s.pending.append(("grove",))


def need_book(s) -> None:
    """The 4th scroll: a spellbook move is owed (dropped if no move is possible: the scrolls are kept)."""
    if ("book",) not in s.pending:
        s.pending.insert(0, ("book",))


def take_card(s, p: int, deck: str) -> None:
    """Take the top face-up Bear/Eagle card; an empty deck gives nothing (reference D-R)."""
    pile = getattr(s, deck)
    if not pile:
        s.events.append(Event(f"{s.names[p]} would take a {deck.title()} card, but the deck is empty."))
        return
    card = pile.pop()
    trigger(s, p, "card")
    s.cards[p].append(card)
    s.barrier = True  # the next card of the pile is revealed
    s.events.append(Event(f"{s.names[p]} takes {deck.title()} card {card}."))


def take_salamander(s, p: int, deck: str) -> None:
    card = getattr(s, deck).pop()
    trigger(s, p, "sal")
    s.sals[p].append(card)
    s.barrier = True
    s.events.append(Event(f"{s.names[p]} takes Salamander card {card}."))
    gain(s, p, SALAMANDERS[card][1])


def harvest(s, p: int, g) -> None:
    """Take a grove: its gain, then the first free mat spot and that spot's VP (rule E)."""
    grove = s.groves.pop(g)
    s.harvested[p].append(grove)
    s.events.append(Event(f"{s.names[p]} receives grove {grove}."))
    gain(s, p, GROVES[grove][0])
    add_vp(s, p, GROVE_MAT_VP.get(len(s.harvested[p]), 0))
    trigger(s, p, "harvest")


def place(s, p: int, x: int, y: int, k: int) -> None:
    """Put an available apprentice, active face up, on a free spot (rule A): bonus on N, path crystals."""
    s.spots[(x, y, k)] = (p, s.druid[p])
    s.avail[p] -= 1
    s.mat[p] -= 1
    tile = s.board[(x, y)]
    colours, kind = FIELDS[tile][0], FIELDS[tile][1]
    crystals = spot_crystals(s, x, y, k)
    s.crystals[p] += crystals
    if crystals:
        s.events.append(Event(f"{s.names[p]} takes {crystals} crystal(s) from the paths."))
    if SPOTS[k] == "N":
        gain(s, p, FIELDS[tile][3])
    if kind == "cauldron":
        trigger(s, p, "cauldron")
    for colour in colours:
        add_vp(s, p, effect_values(s, p, "colour_vp").count(colour))


def to_book(s, p: int, cell_spot, book: int, level: int) -> None:
    """Move one of ``p``'s apprentices from a tile to a spellbook spot, discarding 4 scrolls."""
    del s.spots[cell_spot]
    s.book_spots[book][level] = p
    s.scrolls[p] -= SCROLLS_FOR_BOOK
    s.events.append(Event(f"{s.names[p]} moves an apprentice to spellbook {s.books[book]} "
                          f"({'upper' if level == 0 else 'lower'})."))
    trigger(s, p, "book")
    if s.scrolls[p] >= SCROLLS_FOR_BOOK:
        need_book(s)


def book_value(s, p: int, book: int, level: int) -> int:
    what, upper, lower = BOOKS[s.books[book]]
    return (upper if level == 0 else lower) * count(s, p, what)
