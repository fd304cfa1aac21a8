"""The course of a round: Section 1 (filling the display), the turns of Section 3,
Section 4 (cards passed left), Section 5 (weekly market) and the game end."""

from __future__ import annotations

from ...core import Event
from . import cards, words  # as modules: cards -> words -> tiles -> rounds
from .data import DISPLAY_FIELDS, MARKET_CONDE, MARKET_SQUIRE, MARKET_THRESHOLD
from .regions import all_regions
from .state import SalamancaState, Turn


def fill_display(state: SalamancaState) -> None:
    """Section 1: one tile from the stack on each field in play, in alphabetical order;
    the blue-star pile once the stack is used up. The round that lays out the last
    blue-star tile is the last round."""
    fields = DISPLAY_FIELDS[state.players]
    laid: list[tuple[str, str]] = []
    for i in range(len(fields)):
        source = state.stack if state.stack else state.blue
        if not source:
            break  # D-S5: fill as many fields as possible
        tile = source.pop()
        state.display[i].append(tile)
        laid.append((fields[i], tile))
        if source is state.blue and not state.blue:
            state.last_round = True
    state.barrier = True  # tiles drawn face down are revealed
    state.events.append(Event(words.display_filled(state.round, laid, state.last_round)))


def begin_round(state: SalamancaState) -> None:
    state.phase = "cards"
    state.order, state.turn, state.turn_index, state.exception = [], None, 0, None
    state.possessed, state.fertile_placed = set(), set()
    fill_display(state)


def begin_expansion(state: SalamancaState) -> None:
    state.order = cards.turn_order(state)
    state.phase = "expansion"
    if state.players == 2:
        state.barrier = True  # the face-down cards are revealed at the same time
        state.events.append(Event(words.cards_revealed([(state.names[s], state.played[s]) for s in range(2)])))
    start_turn(state, 0)


def start_turn(state: SalamancaState, index: int) -> None:
    seat, card = state.order[index]
    state.turn_index = index
    state.turn = Turn(seat=seat, card=card, last=index == len(state.order) - 1)


def end_turn(state: SalamancaState) -> None:
    if state.turn_index + 1 < len(state.order):
        start_turn(state, state.turn_index + 1)
    else:
        end_round(state)


def weekly_market(state: SalamancaState) -> None:
    """Section 5: every region worth 7 or more pays its Squire 2 and its Conde 1."""
    for cell, region in sorted(all_regions(state.board, state.plagues).items()):
        if region.value < MARKET_THRESHOLD or cell not in state.squires:
            continue
        paid = [(state.squires[cell], MARKET_SQUIRE)]
        if cell in state.condes:
            paid.append((state.condes[cell], MARKET_CONDE))
        for seat, amount in paid:
            pay(state, seat, amount)
        state.events.append(Event(words.weekly_market(cell, region.value, [(state.names[s], a) for s, a in paid])))


def end_round(state: SalamancaState) -> None:
    last = state.order[-1][0]
    state.turn = None
    cards.pass_cards_left(state)
    weekly_market(state)
    if state.last_round:
        state.phase = "over"
        state.order = []
        state.barrier = True  # every seat's money is shown
        best = max(state.money)
        winners = [state.names[s] for s in range(state.players) if state.money[s] == best]
        state.events.append(Event(words.game_over(list(zip(state.names, state.money)), winners)))
        return
    state.round += 1
    state.start = last  # the last to act in Section 3 plays the first card next round
    begin_round(state)


def pay(state: SalamancaState, seat: int, amount: int) -> None:
    """Money between the bank and a seat (negative: the seat pays the bank)."""
    state.money[seat] += amount
    state.bank += amount

