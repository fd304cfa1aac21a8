"""Selling buildings (Action A, "Selling Buildings").

The squire is paid the region value; a Conde on the building is paid the landscape
value; fertile tiles that counted are removed from the game, the Rat with them if it
stood on one. A player may not sell a building he took possession of this round, nor
one whose region he extended this round with a fertile tile (the 2-player first/second
turn rules are the same two rules).
"""

from __future__ import annotations

from ...core import Event
from ...core.i18n import Message
from . import words
from .data import KIND, SQUIRES_PER_PLAYER
from .regions import region, tile_at
from .rounds import pay
from .state import SalamancaState


def sellable(state: SalamancaState, seat: int) -> list[int]:
    out = []
    for cell, owner in state.squires.items():
        if owner != seat or cell in state.possessed:
            continue
        counted = region(state.board, state.plagues, cell).fertile
        if any((seat, f) in state.fertile_placed for f in counted):
            continue
        out.append(cell)
    return sorted(out)


def why_not_sellable(state: SalamancaState, seat: int, cell: int) -> Message:
    if state.squires.get(cell) != seat:
        return words.not_your_building(cell)
    if cell in state.possessed:
        return words.say("refuse.sell_possessed")
    return words.say("refuse.sell_fertile")


def sell(state: SalamancaState, seat: int, cell: int) -> None:
    r = region(state.board, state.plagues, cell)
    pay(state, seat, r.value)
    building = KIND[tile_at(state.board, cell)]
    clauses = [words.sold(state.names[seat], building, cell, r.value)]
    conde = state.condes.pop(cell, None)
    if conde is not None:
        pay(state, conde, r.landscape)
        clauses.append(words.conde_paid(state.names[conde], r.landscape))
    del state.squires[cell]
    state.current.freed += 1
    if r.fertile:
        clauses.append(words.removed([(tile_at(state.board, f), f) for f in r.fertile]))
    for f in r.fertile:
        state.removed.append(tile_at(state.board, f))
        state.board[f] = None
        if state.plagues["rat"] == f:
            state.plagues["rat"] = None
            clauses.append(words.RAT_BESIDE)
    state.events.append(Event(words.sentence(clauses)))


def squires_in_stock(state: SalamancaState, seat: int) -> int:
    return SQUIRES_PER_PLAYER - sum(1 for s in state.squires.values() if s == seat)

