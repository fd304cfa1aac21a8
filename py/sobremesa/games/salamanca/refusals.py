"""Why an action is refused, in words a player can act on: one reason per rule it breaks."""

from __future__ import annotations

from collections.abc import Callable

from ...core import Action
from .actions import ACTION_KINDS, main_done
from .cards import card_player
from .data import CELL_INDEX, CONDE_LIMIT, IS_BUILDING, PLAGUE_TARGETS
from .regions import region
from .selling import squires_in_stock, why_not_sellable
from .special import card_function
from .state import SalamancaState, Turn
from .tiles import occupy_cost
from .words import PLAGUE_NAMES, prompt, tiles_text


def why_illegal(state: SalamancaState, action: Action) -> str:
    kind = action[0]
    expected = prompt(state)
    if state.phase == "over":
        return expected
    if kind not in ACTION_KINDS:
        return f"That is not a move of Salamanca. {expected}"
    if state.phase == "cards":
        return _card_refused(state, action, expected)
    t = state.current
    if t.partner is not None and kind not in ("take_card", "give_card"):
        return f"Finish the card exchange first. {expected}"
    if t.occupy is not None and kind not in ("occupy", "leave", "sell"):
        return f"First decide about the building just placed. {expected}"
    reason = REFUSALS.get(kind)
    return f"That is not possible now. {expected}" if reason is None else reason(state, t, action, expected)


def _card_refused(state: SalamancaState, action: Action, expected: str) -> str:
    """Section 2: a card of the hand that nobody has played this round."""
    seat = card_player(state)
    if action[0] != "play":
        return f"First every player plays a card. {expected}"
    card = action[1] if len(action) > 1 else None
    if card not in state.hands[seat]:
        return f"{state.names[seat]} does not hold that card."
    return f"Card {card} has already been played this round; play a card nobody has played yet."


def _cell(action: Action) -> int | None:
    """The board cell an action names last, if it names one."""
    last = action[-1]
    return CELL_INDEX.get(last) if isinstance(last, str) else None


def _main_refused(state: SalamancaState, t: Turn, action: Action, expected: str) -> str:
    """Action A (take) or B (Conde): one of them per turn, and after C only for the last player."""
    if main_done(t):
        return "A turn has room for only one of action A (tiles) and action B (Conde)."
    if "C" in t.acts and not t.last:
        return "You used action C this turn; only the last player adds action A or B to it."
    if action[0] == "take":
        return f"Display field {action[1] if len(action) > 1 else '?'} holds no tiles to take."
    return _conde_refused(state, t, _cell(action))


def _conde_refused(state: SalamancaState, t: Turn, cell: int | None) -> str:
    """Action B: an opponent's occupied building without a Conde, in a region worth less than 7."""
    code = None if cell is None else state.board[cell]
    if cell is None or code is None or not IS_BUILDING[code]:
        return "A Conde goes only on a building."
    owner = state.squires.get(cell)
    if owner is None or owner == t.seat:
        return "A Conde goes only on a building occupied by an opponent's Squire."
    if cell in state.condes:
        return "There is already a Conde on that building."
    return (f"That region is worth {region(state.board, state.plagues, cell).value}; "
            f"a Conde may go only where it is worth less than {CONDE_LIMIT}.")


def _place_refused(state: SalamancaState, t: Turn, action: Action, expected: str) -> str:
    if not t.pending or len(action) != 3 or action[1] not in t.pending:
        return "Place only the tiles you took from the display."
    if _cell(action) is None:
        return "There is no such field on the board."
    return f"Field {action[2]} is not free."


def _occupy_refused(state: SalamancaState, t: Turn, action: Action, expected: str) -> str:
    if t.occupy is None:
        return "A Squire goes only on a building just placed."
    if squires_in_stock(state, t.seat) == 0:
        return "You have no Squire in stock: sell one of your buildings first."
    return f"You need {occupy_cost(state)} doubloons to pay for this Squire."


def _sell_refused(state: SalamancaState, t: Turn, action: Action, expected: str) -> str:
    if "A" not in t.acts:
        return "Buildings are sold only during action A, after taking a display field."
    cell = _cell(action)
    if cell is None:
        return "Name a field of the board."
    return why_not_sellable(state, t.seat, cell)


def _function_refused(state: SalamancaState, t: Turn, action: Action, expected: str) -> str:
    """Action C: once, alone or added by the last player, and only the function of the card played."""
    func = card_function(t.card)
    if "C" in t.acts:
        return "You have already used the card's special function this turn."
    if main_done(t) and not t.last:
        return "You did action A or B; only the last player adds action C."
    if func is None:
        return f"Card {t.card} has no special function."
    if func == "exchange":
        return "Your card 6 exchanges a card: choose an opponent with cards in hand."
    if action[0] == "peek":
        return f"Your card {t.card} moves the {PLAGUE_NAMES[func]}."
    if action[1:2] != (func,):
        return f"Your card {t.card} moves the {PLAGUE_NAMES[func]}, not another plague."
    return f"The {PLAGUE_NAMES[func]} may go only on an empty {' or '.join(PLAGUE_TARGETS[func])} tile on the board."


def _end_refused(state: SalamancaState, t: Turn, action: Action, expected: str) -> str:
    if t.pending:
        return f"Place every tile you took first: {tiles_text(t.pending)}."
    return f"That is not possible now. {expected}"


def _exchange_refused(state: SalamancaState, t: Turn, action: Action, expected: str) -> str:
    """Card 6: take a card the opponent holds, then give one of the player's own in return."""
    if t.partner is None:
        return "There is no card exchange under way."
    if action[0] == "give_card" and t.took is not None and action[1:] == (t.took,):
        return f"Give one of your own cards in return, not the {t.took} just taken."
    return f"That card is not there to exchange. {expected}"


REFUSALS: dict[str, Callable[[SalamancaState, Turn, Action, str], str]] = {
    "take": _main_refused, "conde": _main_refused, "place": _place_refused, "occupy": _occupy_refused,
    "sell": _sell_refused, "plague": _function_refused, "peek": _function_refused, "end": _end_refused,
    "take_card": _exchange_refused, "give_card": _exchange_refused,
}
