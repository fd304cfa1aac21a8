"""Action cards: drawing with the reshuffle of the discard pile, and discarding played cards."""

from __future__ import annotations

from ...core import Event, rng
from . import words
from .state import CalimalaState


def draw(s: CalimalaState, p: int) -> None:
    """Draw one card into ``p``'s hand; an empty deck is refilled from the shuffled discard pile."""
    s.barrier = True  # the drawer sees a hidden card
    _refill(s)
    if not s.deck:  # every card is in the players' hands
        s.events.append(Event(words.no_card_left(s.names[p])))
        return
    card = s.deck.pop()
    s.hands[p].append(card)
    s.events.append(Event(words.drew(card), to=(p,)))
    _refill(s)


def _refill(s: CalimalaState) -> None:
    if not s.deck and s.discard:
        s.deck, s.discard = s.discard, []
        s.rng = rng.shuffle(s.rng, s.deck)
        s.events.append(Event(words.RESHUFFLED))


def discard(s: CalimalaState, p: int, action: str) -> None:
    s.hands[p].remove(action)
    s.discard.append(action)
