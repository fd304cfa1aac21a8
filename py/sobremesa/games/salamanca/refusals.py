"""Why an action is refused, in words a player can act on: one reason per rule it breaks."""

from __future__ import annotations

from collections.abc import Callable

from ...core import Action
from ...core.i18n import Message
from .actions import ACTION_KINDS, main_done
from .cards import card_player
from .data import CELL_INDEX, CONDE_LIMIT, DISPLAY_FIELDS, IS_BUILDING
from .regions import region
from .selling import squires_in_stock, why_not_sellable
from .special import card_function
from .state import SalamancaState, Turn
from .tiles import occupy_cost
from .words import plague_the, prompt, say, tiles_text


def why_illegal(state: SalamancaState, action: Action) -> Message:
    kind = action[0]
    if state.phase == "over":
        return prompt(state)
    if kind not in ACTION_KINDS:
        return say("refuse.not_a_move", expected=prompt(state))
    if state.phase == "cards":
        return _card_refused(state, action)
    t = state.current
    if t.partner is not None and kind not in ("take_card", "give_card"):
        return say("refuse.finish_exchange", expected=prompt(state))
    if t.occupy is not None and kind not in ("occupy", "leave", "sell"):
        return say("refuse.decide_building", expected=prompt(state))
    reason = REFUSALS.get(kind)
    return say("refuse.not_now", expected=prompt(state)) if reason is None else reason(state, t, action)


def _card_refused(state: SalamancaState, action: Action) -> Message:
    """Section 2: a card of the hand that nobody has played this round."""
    seat = card_player(state)
    if action[0] != "play":
        return say("refuse.cards_first", expected=prompt(state))
    card = action[1] if len(action) > 1 else None
    if card not in state.hands[seat]:
        return say("refuse.not_held", name=state.names[seat])
    return say("refuse.card_played", card=str(card))


def _cell(action: Action) -> int | None:
    """The board cell an action names last, if it names one."""
    last = action[-1]
    return CELL_INDEX.get(last) if isinstance(last, str) else None


def _main_refused(state: SalamancaState, t: Turn, action: Action) -> Message:
    """Action A (take) or B (Conde): one of them per turn, and after C only for the last player."""
    if main_done(t):
        return say("refuse.one_main_action")
    if "C" in t.acts and not t.last:
        return say("refuse.after_c")
    if action[0] == "take":
        field = action[1] if len(action) > 1 else None
        if field not in tuple(DISPLAY_FIELDS[state.players]):
            return say("refuse.no_display_field")
        return say("refuse.empty_field", field=field)
    return _conde_refused(state, t, _cell(action))


def _conde_refused(state: SalamancaState, t: Turn, cell: int | None) -> Message:
    """Action B: an opponent's occupied building without a Conde, in a region worth less than 7."""
    code = None if cell is None else state.board[cell]
    if cell is None or code is None or not IS_BUILDING[code]:
        return say("refuse.conde_building")
    owner = state.squires.get(cell)
    if owner is None or owner == t.seat:
        return say("refuse.conde_opponent")
    if cell in state.condes:
        return say("refuse.conde_there")
    return say("refuse.conde_value", value=region(state.board, state.plagues, cell).value, limit=CONDE_LIMIT)


def _place_refused(state: SalamancaState, t: Turn, action: Action) -> Message:
    if not t.pending or len(action) != 3 or action[1] not in t.pending:
        return say("refuse.place_taken")
    if _cell(action) is None:
        return say("refuse.no_field")
    return say("refuse.field_taken", cell=str(action[2]))


def _occupy_refused(state: SalamancaState, t: Turn, action: Action) -> Message:
    if t.occupy is None:
        return say("refuse.squire_placed")
    if squires_in_stock(state, t.seat) == 0:
        return say("refuse.no_squire")
    return say("refuse.squire_cost", count=occupy_cost(state))


def _sell_refused(state: SalamancaState, t: Turn, action: Action) -> Message:
    if "A" not in t.acts:
        return say("refuse.sell_in_a")
    cell = _cell(action)
    if cell is None:
        return say("refuse.name_field")
    return why_not_sellable(state, t.seat, cell)


def _function_refused(state: SalamancaState, t: Turn, action: Action) -> Message:
    """Action C: once, alone or added by the last player, and only the function of the card played."""
    func = card_function(t.card)
    if "C" in t.acts:
        return say("refuse.c_done")
    if main_done(t) and not t.last:
        return say("refuse.c_after_main")
    if func is None:
        return say("refuse.no_function", card=t.card)
    if func == "exchange":
        return say("refuse.exchange_opponent")
    if action[0] == "peek":
        return say("refuse.moves_plague", card=t.card, plague=plague_the(func))
    if action[1:2] != (func,):
        return say("refuse.other_plague", card=t.card, plague=plague_the(func))
    return say(f"refuse.plague_where.{func}")


def _end_refused(state: SalamancaState, t: Turn, action: Action) -> Message:
    if t.pending:
        return say("refuse.place_first", tiles=tiles_text(t.pending))
    return say("refuse.not_now", expected=prompt(state))


def _exchange_refused(state: SalamancaState, t: Turn, action: Action) -> Message:
    """Card 6: take a card the opponent holds, then give one of the player's own in return."""
    if t.partner is None:
        return say("refuse.no_exchange")
    if action[0] == "give_card" and t.took is not None and action[1:] == (t.took,):
        return say("refuse.give_own", card=t.took)
    return say("refuse.not_there", expected=prompt(state))


REFUSALS: dict[str, Callable[[SalamancaState, Turn, Action], Message]] = {
    "take": _main_refused, "conde": _main_refused, "place": _place_refused, "occupy": _occupy_refused,
    "sell": _sell_refused, "plague": _function_refused, "peek": _function_refused, "end": _end_refused,
    "take_card": _exchange_refused, "give_card": _exchange_refused,
}
