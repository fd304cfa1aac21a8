"""Section 2 (Playing a Card), the order of Section 3, and Section 4 (passing cards left)."""

from __future__ import annotations

from ...core import Event
from . import words
from .data import CARDS_PLAYED_PER_ROUND, START_CARD
from .state import SalamancaState


def expansion_order(plays: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Section 3 order of (seat, card): highest card first; the "5" first if it is the lowest."""
    order = sorted(plays, key=lambda p: -p[1])
    if order and order[-1][1] == START_CARD:
        order.insert(0, order.pop())
    return order


def card_player(state: SalamancaState) -> int:
    """The seat that plays next in Section 2 (clockwise from the round's start player)."""
    per = CARDS_PLAYED_PER_ROUND[state.players]
    done = sum(len(p) for p in state.played)
    return (state.start + done // per) % state.players


def playable(state: SalamancaState, seat: int) -> list[int]:
    """Cards ``seat`` may play: not played by another player this round (5-player exception aside)."""
    hand = state.hands[seat]
    if state.players == 2:  # one copy of each card, played face down: any card
        return sorted(set(hand))
    on_table = {c for p in state.played for c in p}
    free = sorted({c for c in hand if c not in on_table})
    if free:
        return free
    # Exception (5 players only in practice): the same card as the starting player
    start_card = expansion_order(plays(state))[0][1]
    return [start_card] if start_card in hand else sorted(set(hand))


def play_card(state: SalamancaState, card: int) -> bool:
    """Play ``card`` for the seat whose turn it is in Section 2; True when every card is down."""
    seat = card_player(state)
    if state.players > 2 and card in {c for p in state.played for c in p}:
        state.exception = seat
        state.barrier = True  # he shows his hand to everyone
        state.events.append(Event(words.hand_shown(state.names[seat], state.hands[seat], card)))
    state.hands[seat].remove(card)
    state.played[seat].append(card)
    return sum(map(len, state.played)) == CARDS_PLAYED_PER_ROUND[state.players] * state.players


def plays(state: SalamancaState) -> list[tuple[int, int]]:
    """Every (seat, card) on the table this round."""
    return [(seat, card) for seat, cards in enumerate(state.played) for card in cards]


def turn_order(state: SalamancaState) -> list[tuple[int, int]]:
    """Section 3 order; a seat that used the 5-player exception goes first, the rest unchanged."""
    table = plays(state)
    if state.exception is None:
        return expansion_order(table)
    return ([p for p in table if p[0] == state.exception]
            + expansion_order([p for p in table if p[0] != state.exception]))


def pass_cards_left(state: SalamancaState) -> None:
    """Section 4: each played card goes to the left neighbour (the next seat clockwise)."""
    n = state.players
    for seat in range(n):
        state.hands[(seat + 1) % n].extend(state.played[seat])
    for hand in state.hands:
        hand.sort()
    for seat in range(n):
        state.played[seat] = []
