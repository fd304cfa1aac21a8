"""Action C, the special function of the card played: the four plagues (cards 1-4)
and "Draw a card" (card 6)."""

from __future__ import annotations

from ...core import Event
from . import words
from .data import CARD_PLAGUE, EXCHANGE_CARD, KIND, PLAGUE_TARGETS
from .state import SalamancaState, Turn


def plague_targets(state: SalamancaState, plague: str) -> list[int]:
    """Empty tiles (no plague token) of the kinds this plague may stand on (Fig. 7)."""
    kinds = PLAGUE_TARGETS[plague]
    taken = set(state.plagues.values())
    return [c for c, code in enumerate(state.board)
            if code is not None and KIND[code] in kinds and c not in taken]


def card_function(card: int) -> str | None:
    if card == EXCHANGE_CARD:
        return "exchange"
    return CARD_PLAGUE.get(card)


def move_plague(state: SalamancaState, plague: str, cell: int) -> None:
    state.plagues[plague] = cell
    state.current.acts += "C"


def exchange_partners(state: SalamancaState, seat: int) -> list[int]:
    """Opponents with cards in hand; none while the player has no card of his own to give."""
    if not state.hands[seat]:
        return []
    return [s for s in range(state.players) if s != seat and state.hands[s]]


def own_cards(state: SalamancaState) -> list[int]:
    """The cards the player may give in return: his own, the ones he held before taking (card 6)."""
    turn = state.current
    own = list(state.hands[turn.seat])
    if turn.took in own:
        own.remove(turn.took)
    return own


def peek(state: SalamancaState, partner: int) -> None:
    """The opponent shows his hand to the player (a reveal: undo stops here)."""
    turn = state.current
    turn.partner = partner
    turn.acts += "C"
    state.barrier = True
    seat = turn.seat
    state.events.append(Event(words.say("log.shows_hand", partner=state.names[partner], name=state.names[seat],
                                        cards=", ".join(map(str, sorted(state.hands[partner])))), to=(seat, partner)))


def exchange_partner(turn: Turn) -> int:
    """The opponent of the card-6 exchange under way."""
    if turn.partner is None:
        raise ValueError("no card exchange is under way")
    return turn.partner


def take_card(state: SalamancaState, card: int) -> None:
    turn = state.current
    partner = exchange_partner(turn)
    state.hands[partner].remove(card)
    state.hands[turn.seat].append(card)
    state.hands[turn.seat].sort()
    turn.took = card


def give_card(state: SalamancaState, card: int) -> None:
    turn = state.current
    partner = exchange_partner(turn)
    state.hands[turn.seat].remove(card)
    state.hands[partner].append(card)
    state.hands[partner].sort()
    turn.partner, turn.took = None, None
