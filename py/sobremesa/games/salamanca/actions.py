"""What the actor may do now (``legal_actions``) and doing it (``play``).

Section 2: play a card. Section 3: the steps of one turn, one click each: take a display field
and place its tiles (action A, with occupying and selling), a Conde (action B), the card's
function (action C), and ending the turn. The last player adds A or B to C (``turn_actions``).
"""

from __future__ import annotations

from collections.abc import Callable

from ...core import Action
from .cards import card_player, play_card, playable
from .condes import conde_targets, place_conde
from .data import CELL_INDEX, CELL_NAMES, DISPLAY_FIELDS
from .rounds import begin_expansion, end_turn
from .selling import sell, sellable
from .special import (
    card_function,
    exchange_partners,
    give_card,
    move_plague,
    own_cards,
    peek,
    plague_targets,
    take_card,
)
from .state import SalamancaState, Turn
from .tiles import can_occupy, leave, occupy, place, take


def legal_actions(state: SalamancaState) -> list[Action]:
    if state.phase == "cards":
        return [("play", c) for c in playable(state, card_player(state))]
    if state.phase == "expansion":
        return turn_actions(state)
    return []


def turn_actions(state: SalamancaState) -> list[Action]:
    """The choices of the turn in Section 3: a decision under way first (the card-6 exchange,
    occupying a building just placed), else the actions not yet begun and the tiles to place."""
    t = state.current
    if t.partner is not None:
        if t.took is None:
            return [("take_card", c) for c in sorted(set(state.hands[t.partner]))]
        return [("give_card", c) for c in sorted(set(own_cards(state)))]
    sells: list[Action] = [("sell", CELL_NAMES[c]) for c in sellable(state, t.seat)] if "A" in t.acts else []
    if t.occupy is not None:
        return ([("occupy",)] if can_occupy(state) else []) + [("leave",)] + sells
    out = main_actions(state, t)
    if t.pending:
        free = [CELL_NAMES[c] for c, code in enumerate(state.board) if code is None]
        out += [("place", code, cell) for code in sorted(set(t.pending)) for cell in free]
    out += sells
    out += card_actions(state, t)
    if not t.pending:
        out.append(("end",))
    return out


def main_done(t: Turn) -> bool:
    """Action A or B is begun: a turn has room for only one of them."""
    return "A" in t.acts or "B" in t.acts


def main_actions(state: SalamancaState, t: Turn) -> list[Action]:
    """Action A (take a display field) or B (a Conde), unless one is begun or action C was done
    by a player who is not the last."""
    if main_done(t) or ("C" in t.acts and not t.last):
        return []
    out: list[Action] = [("take", f) for i, f in enumerate(DISPLAY_FIELDS[state.players]) if state.display[i]]
    return out + [("conde", CELL_NAMES[c]) for c in conde_targets(state, t.seat)]


def card_actions(state: SalamancaState, t: Turn) -> list[Action]:
    """Action C: the card's function, alone, or with A or B for the last player."""
    func = card_function(t.card)
    if func is None or "C" in t.acts or (main_done(t) and not t.last):
        return []
    if func == "exchange":
        return [("peek", p) for p in exchange_partners(state, t.seat)]
    return [("plague", func, CELL_NAMES[c]) for c in plague_targets(state, func)]


def play(state: SalamancaState, action: Action) -> None:
    """Carry out a legal action; the turn ends by itself when ending it is all that is left."""
    kind = action[0]
    if kind == "play":
        if play_card(state, action[1]):
            begin_expansion(state)
    elif kind == "end":
        end_turn(state)
    else:
        TURN_STEPS[kind](state, action)
        if state.current.acts and turn_actions(state) == [("end",)]:
            end_turn(state)  # nothing else this turn allows: no click needed


# The steps of a Section 3 turn: action name -> what it does (cells arrive by name)
TURN_STEPS: dict[str, Callable[[SalamancaState, Action], object]] = {
    "take": lambda s, a: take(s, a[1]),
    "place": lambda s, a: place(s, a[1], CELL_INDEX[a[2]]),
    "occupy": lambda s, a: occupy(s),
    "leave": lambda s, a: leave(s),
    "sell": lambda s, a: sell(s, s.current.seat, CELL_INDEX[a[1]]),
    "conde": lambda s, a: place_conde(s, s.current.seat, CELL_INDEX[a[1]]),
    "plague": lambda s, a: move_plague(s, a[1], CELL_INDEX[a[2]]),
    "peek": lambda s, a: peek(s, a[1]),
    "take_card": lambda s, a: take_card(s, a[1]),
    "give_card": lambda s, a: give_card(s, a[1]),
}
ACTION_KINDS = ("play", "end", *TURN_STEPS)
