"""The Salamandra state: the growing map as dicts keyed by coordinates, plain per-seat lists, a cheap copy.

Piles are lists whose top is the last element. ``spots`` maps (x, y, spot) to (owner, face): owner is a seat,
or ``RUDOLPH``; face is "D" (sun) or "N" (moon). ``pending`` holds the decisions the current player owes
before anything else (spellbook move, reactivation, grove pick, the choice after a build).
"""

from __future__ import annotations

from ...core import State

RUDOLPH = -1
PER_SEAT = ("vp", "crystals", "scrolls", "mat", "avail", "druid", "passed", "stamp")
PER_SEAT_LISTS = ("cards", "sals", "harvested")


class SalamandraState(State):
    __slots__ = ("names", "options", "board", "spots", "groves", "grove_pile", "stack", "market", "bear", "eagle",
                 "white", "black", "books", "book_spots", *PER_SEAT, *PER_SEAT_LISTS, "round", "turn", "phase",
                 "pool", "pending", "main_done", "clock", "r_vp", "r_scrolls", "r_placed", "r_groves", "r_deck",
                 "r_discard", "recycles", "result", "final")

    def copy(self) -> SalamandraState:
        s = SalamandraState.__new__(SalamandraState)
        s.rng, s.events, s.barrier = self.rng, self.events, self.barrier
        s.names, s.options = self.names, self.options
        s.board, s.spots, s.groves = dict(self.board), dict(self.spots), dict(self.groves)
        for name in ("grove_pile", "stack", "market", "bear", "eagle", "white", "black", "books", *PER_SEAT,
                     "pending", "r_placed", "r_groves", "r_deck", "r_discard"):
            setattr(s, name, list(getattr(self, name)))
        s.book_spots = [list(b) for b in self.book_spots]
        s.cards, s.sals, s.harvested = ([list(x) for x in getattr(self, n)] for n in PER_SEAT_LISTS)
        s.round, s.turn, s.phase, s.main_done, s.clock = self.round, self.turn, self.phase, self.main_done, self.clock
        s.pool = dict(self.pool)
        s.r_vp, s.r_scrolls, s.recycles, s.result = self.r_vp, self.r_scrolls, self.recycles, self.result
        s.final = self.final
        return s

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def solo(self) -> bool:
        return len(self.names) == 1
