"""What must hold in every Salamanca position (``invariants``): every component conserved and
every token where the rules allow it; one check per component family."""

from __future__ import annotations

from collections import Counter

from ...core.checks import conserved
from ...core.i18n import Message
from .data import ALL_TILES, CELL_NAMES, IS_BUILDING, KIND, PLAGUE_TARGETS, SQUIRES_PER_PLAYER, deck
from .selling import squires_in_stock
from .state import SalamancaState


def invariants(state: SalamancaState) -> list[str]:
    return tiles(state) + cards(state) + money(state) + squires_and_condes(state) + plagues(state)


def tiles(state: SalamancaState) -> list[str]:
    """The 65 tiles: on the board, the display, the stacks, out of the game, or being placed."""
    found = Counter(c for c in state.board if c is not None)
    for field in state.display:
        found.update(field)
    found.update(state.stack)
    found.update(state.blue)
    found.update(state.removed)
    if state.turn:
        found.update(state.turn.pending)
    return conserved(found.elements(), ALL_TILES, Message("salamanca.check.tiles"))


def cards(state: SalamancaState) -> list[str]:
    found = Counter(c for h in state.hands for c in h) + Counter(c for p in state.played for c in p)
    return [] if found == Counter(deck(state.players)) else [Message("salamanca.check.cards")]


def money(state: SalamancaState) -> list[str]:
    """Nobody below 0; what the players hold is what the bank paid out."""
    if min(state.money) < 0 or sum(state.money) != state.bank:
        return [Message("salamanca.check.money", money=str(state.money), bank=state.bank)]
    return []


def squires_and_condes(state: SalamancaState) -> list[str]:
    """Three Squires and one Conde per player; Squires on buildings, a Conde beside an opponent's Squire."""
    problems: list[str] = []
    for p in range(state.players):
        if not 0 <= squires_in_stock(state, p) <= SQUIRES_PER_PLAYER:
            problems.append(Message("salamanca.check.squires", seat=p))
        if list(state.condes.values()).count(p) > 1:
            problems.append(Message("salamanca.check.condes", seat=p))
    for cell in state.squires:
        code = state.board[cell]
        if code is None or not IS_BUILDING[code]:
            problems.append(Message("salamanca.check.squire_cell", cell=CELL_NAMES[cell]))
    for cell, p in state.condes.items():
        if state.squires.get(cell) in (None, p):
            problems.append(Message("salamanca.check.conde_cell", cell=CELL_NAMES[cell]))
    return problems


def plagues(state: SalamancaState) -> list[str]:
    """One plague per tile, each on a kind of tile it may stand on (Fig. 7)."""
    problems: list[str] = []
    spots = [c for c in state.plagues.values() if c is not None]
    if len(spots) != len(set(spots)):
        problems.append(Message("salamanca.check.two_plagues"))
    for plague, cell in state.plagues.items():
        code = None if cell is None else state.board[cell]
        if cell is not None and (code is None or KIND[code] not in PLAGUE_TARGETS[plague]):
            problems.append(Message("salamanca.check.plague_cell", plague=Message(f"salamanca.plague.{plague}.the"),
                                    cell=CELL_NAMES[cell]))
    return problems
