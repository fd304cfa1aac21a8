"""Action A: take every tile of one display field, place each on a free field, and
occupy a building just placed ("Placing Tiles", "Occupying buildings").

A squire from stock occupies for free. With none in stock the player may sell one of
his buildings first and then pays the building value for the squire it frees (Fig. 3,
Julia's example; Fig. 15e: sold first, then paid). So a squire freed by a sale in this
turn always costs the building value; one that was in stock before does not.
"""

from __future__ import annotations

from .data import DISPLAY_FIELDS, IS_BUILDING, IS_FERTILE, VALUE
from .regions import tile_at
from .rounds import pay
from .selling import squires_in_stock
from .state import SalamancaState, Turn


def take(state: SalamancaState, field: str) -> None:
    turn = state.current
    i = DISPLAY_FIELDS[state.players].index(field)
    turn.pending = state.display[i]
    state.display[i] = []
    turn.acts += "A"


def place(state: SalamancaState, code: str, cell: int) -> None:
    turn = state.current
    turn.pending.remove(code)
    state.board[cell] = code
    if IS_FERTILE[code]:
        state.fertile_placed.add((turn.seat, cell))
    if IS_BUILDING[code]:
        turn.occupy = cell


def just_placed(turn: Turn) -> int:
    """The cell of the building just placed whose Squire decision is open."""
    if turn.occupy is None:
        raise ValueError("no building waits for a Squire decision")
    return turn.occupy


def occupy_cost(state: SalamancaState) -> int:
    turn = state.current
    if squires_in_stock(state, turn.seat) > turn.freed:
        return 0
    return VALUE[tile_at(state.board, just_placed(turn))]


def can_occupy(state: SalamancaState) -> bool:
    turn = state.current
    return squires_in_stock(state, turn.seat) > 0 and state.money[turn.seat] >= occupy_cost(state)


def occupy(state: SalamancaState) -> None:
    turn = state.current
    cell = just_placed(turn)
    cost = occupy_cost(state)
    if cost:
        turn.freed -= 1
    pay(state, turn.seat, -cost)
    state.squires[cell] = turn.seat
    state.possessed.add(cell)
    turn.occupy = None


def leave(state: SalamancaState) -> None:
    state.current.occupy = None
