"""The game in words: a log line for each action (``describe``, as a seat may read it) and
what the actor must decide (``prompt``)."""

from __future__ import annotations

from collections.abc import Callable

from ...core import Action
from .cards import card_player
from .data import CELL_INDEX, CELL_NAMES, DISPLAY_FIELDS, KIND, TILES
from .regions import tile_at
from .special import exchange_partner
from .state import SalamancaState
from .tiles import just_placed, occupy_cost

PLAGUE_NAMES = {"poison": "Poison", "locust": "Locust", "rat": "Rat", "ruin": "Ruin"}


def tile_name(code: str) -> str:
    if code not in TILES:
        return str(code)
    kind, cls, value = TILES[code]
    return f"fertile {kind} ({value})" if cls == "fertile" else kind


def kind_at(state: SalamancaState, name: object) -> str:
    """The kind of the tile on the field called ``name`` ("building" when there is none)."""
    cell = CELL_INDEX.get(name) if isinstance(name, str) else None
    code = None if cell is None else state.board[cell]
    return "building" if code is None else KIND[code]


def actor_name(state: SalamancaState) -> str:
    if state.phase == "cards":
        return state.names[card_player(state)]
    return "?" if state.turn is None else state.names[state.turn.seat]


# --- log lines: (state before, action, who acts, reading seat) -> text ----------------------------
Line = Callable[[SalamancaState, Action, str, int | None], str]


def _play(s: SalamancaState, a: Action, who: str, seat: int | None) -> str:
    if s.players == 2 and seat != card_player(s):
        return f"{who} plays a card face down."
    return f"{who} plays the {a[1]}."


def _take(s: SalamancaState, a: Action, who: str, seat: int | None) -> str:
    i = DISPLAY_FIELDS[s.players].find(a[1])
    tiles = ", ".join(tile_name(c) for c in s.display[i]) if i >= 0 else ""
    return f"{who} takes display field {a[1]}: {tiles}."


def _occupy(s: SalamancaState, a: Action, who: str, seat: int | None) -> str:
    cell = just_placed(s.current)
    cost = occupy_cost(s)
    return (f"{who} puts a Squire on the {KIND[tile_at(s.board, cell)]} at {CELL_NAMES[cell]}"
            + (f" and pays {cost} doubloons." if cost else "."))


def _leave(s: SalamancaState, a: Action, who: str, seat: int | None) -> str:
    cell = just_placed(s.current)
    return f"{who} leaves the {KIND[tile_at(s.board, cell)]} at {CELL_NAMES[cell]} unoccupied."


def _conde(s: SalamancaState, a: Action, who: str, seat: int | None) -> str:
    owner = s.squires.get(CELL_INDEX.get(a[1], -1))
    whose = f"{s.names[owner]}'s " if owner is not None else "the "
    return f"{who} places the Conde on {whose}{kind_at(s, a[1])} at {a[1]}."


def _exchanged(s: SalamancaState, a: Action, who: str, seat: int | None) -> str:
    """Card 6: only the two players of the exchange read which card changed hands."""
    partner = exchange_partner(s.current)
    card = f"the {a[1]}" if seat in (s.current.seat, partner) else "a card"
    if a[0] == "take_card":
        return f"{who} takes {card} from {s.names[partner]}."
    return f"{who} gives {s.names[partner]} {card} in return."


LINES: dict[str, Line] = {
    "play": _play,
    "take": _take,
    "place": lambda s, a, who, seat: f"{who} places the {tile_name(a[1])} on {a[2]}.",
    "occupy": _occupy,
    "leave": _leave,
    "sell": lambda s, a, who, seat: f"{who} sells the {kind_at(s, a[1])} at {a[1]}.",
    "conde": _conde,
    "plague": lambda s, a, who, seat: f"{who} moves the {PLAGUE_NAMES.get(a[1], a[1])} to {a[2]}.",
    "peek": lambda s, a, who, seat: f"{who} (card 6) looks at the hand of {s.names[a[1]]}.",
    "take_card": _exchanged,
    "give_card": _exchanged,
    "end": lambda s, a, who, seat: f"{who} ends the turn.",
}


def describe(state: SalamancaState, action: Action, seat: int | None = None) -> str:
    """One line for the log, as ``seat`` may read it (``state`` is before the action)."""
    line = LINES.get(action[0])
    who = actor_name(state)
    if line is None:
        return f"{who}: {' '.join(map(str, action))}"
    return line(state, action, who, seat)


def prompt(state: SalamancaState) -> str:
    """What the actor must decide now, in words."""
    if state.phase == "over":
        return "The game is over."
    if state.phase == "cards":
        return f"{state.names[card_player(state)]} must play a card (Section 2)."
    t = state.current
    who = state.names[t.seat]
    if t.partner is not None:
        return (f"{who} must take a card from {state.names[t.partner]}'s hand." if t.took is None
                else f"{who} must give {state.names[t.partner]} a card in return.")
    if t.occupy is not None:
        return f"{who} must decide whether to put a Squire on the {KIND[tile_at(state.board, t.occupy)]} just placed."
    if t.pending:
        return f"{who} must place the tiles taken: {', '.join(t.pending)}."
    return f"{who} may act with the {t.card} or end the turn."
