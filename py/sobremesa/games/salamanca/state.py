"""The Salamanca state: items at locations, plain containers, a cheap copy."""

from __future__ import annotations

from ...core import State


class Turn:
    """The turn in Section 3 being played: which actions are done and what is pending.

    ``acts`` holds the letters of the actions begun (A, B, C); ``pending`` the tiles taken
    from the display and not yet placed; ``occupy`` the cell of a building just placed whose
    squire decision is open; ``freed`` how many squires came back by sales this turn (one of
    them put on a new building costs its building value); ``partner``/``took`` the card-6
    exchange in progress.
    """

    __slots__ = ("seat", "card", "last", "acts", "pending", "occupy", "freed", "partner", "took")

    def __init__(self, seat: int, card: int, last: bool):
        self.seat, self.card, self.last = seat, card, last
        self.acts = ""
        self.pending: list[str] = []
        self.occupy: int | None = None
        self.freed = 0
        self.partner: int | None = None
        self.took: int | None = None

    def copy(self) -> "Turn":
        t = Turn.__new__(Turn)
        t.seat, t.card, t.last, t.acts = self.seat, self.card, self.last, self.acts
        t.pending = list(self.pending)
        t.occupy, t.freed, t.partner, t.took = self.occupy, self.freed, self.partner, self.took
        return t


class SalamancaState(State):
    __slots__ = ("names", "options", "board", "squires", "condes", "plagues", "display", "stack", "blue",
                 "removed", "hands", "played", "money", "bank", "round", "phase", "start", "order",
                 "turn_index", "turn", "possessed", "fertile_placed", "exception", "last_round")

    def copy(self) -> "SalamancaState":
        s = SalamancaState.__new__(SalamancaState)
        s.rng, s.events, s.barrier = self.rng, self.events, self.barrier
        s.names, s.options = self.names, self.options          # never changed after setup
        s.board = list(self.board)
        s.squires, s.condes, s.plagues = dict(self.squires), dict(self.condes), dict(self.plagues)
        s.display = [list(f) for f in self.display]
        s.stack, s.blue, s.removed = list(self.stack), list(self.blue), list(self.removed)
        s.hands = [list(h) for h in self.hands]
        s.played = [list(p) for p in self.played]
        s.money = list(self.money)
        s.bank, s.round, s.phase, s.start = self.bank, self.round, self.phase, self.start
        s.order = list(self.order)
        s.turn_index = self.turn_index
        s.turn = self.turn.copy() if self.turn else None
        s.possessed = set(self.possessed)
        s.fertile_placed = set(self.fertile_placed)
        s.exception, s.last_round = self.exception, self.last_round
        return s

    @property
    def players(self) -> int:
        return len(self.names)
