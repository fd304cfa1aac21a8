"""Action A: take every tile of one display field, place each on a free field, and
occupy a building just placed ("Placing Tiles", "Occupying buildings").

A squire from stock occupies for free. With none in stock the player may sell one of
his buildings first and then pays the building value for the squire it frees (Fig. 3,
Julia's example; Fig. 15e: sold first, then paid). So a squire freed by a sale in this
turn always costs the building value; one that was in stock before does not.
"""

from __future__ import annotations

from .data import DISPLAY_FIELDS, IS_BUILDING, IS_FERTILE, VALUE
from .rounds import pay
from .selling import squires_in_stock


def take(state, field: str) -> None:
    turn = state.turn
    i = DISPLAY_FIELDS[state.players].index(field)
    turn.pending = state.display[i]
    state.display[i] = []
    turn.acts += "A"


def place(state, code: str, cell: int) -> None:
    turn = state.turn
    turn.pending.remove(code)
    state.board[cell] = code
    if IS_FERTILE[code]:
        state.fertile_placed.add((turn.seat, cell))
    if IS_BUILDING[code]:
        turn.occupy = cell


def occupy_cost(state) -> int:
    turn = state.turn
    return 0 if squires_in_stock(state, turn.seat) > turn.freed else VALUE[state.board[turn.occupy]]


def can_occupy(state) -> bool:
    turn = state.turn
    return squires_in_stock(state, turn.seat) > 0 and state.money[turn.seat] >= occupy_cost(state)


def occupy(state) -> None:
    turn = state.turn
    cost = occupy_cost(state)
    if cost:
        turn.freed -= 1
    pay(state, turn.seat, -cost)
    state.squires[turn.occupy] = turn.seat
    state.possessed.add(turn.occupy)
    turn.occupy = None


def leave(state) -> None:
    state.turn.occupy = None
