"""The Santa Maria state: the common board, one colony per seat, the open tasks of a turn."""

from __future__ import annotations

from ...core import State

COMMON = ("names", "options", "phase", "year", "order", "seat", "out", "retire", "main_done", "tasks",
          "white", "blue_store", "docks", "ship_stack", "scholars", "bishops", "scholar_box", "bishop_box",
          "monks", "display", "tile_stacks", "discard", "roads", "sets", "th_box")
PER_SEAT = ("boards", "colony", "markers", "res", "coins", "happy", "blue", "rel", "conq", "harbour",
            "placed", "personal")


class SantaMariaState(State):
    """Fields (per-seat lists are indexed by seat):

    phase "sets" (advanced set-up: choosing town hall sets), "play" or "over"; ``order`` the
    seats in this year's turn order (in "sets": the seats still to choose); ``seat`` whose turn
    it is; ``out`` who has withdrawn; ``retire`` the seat on each retiring space; ``tasks`` a
    stack (last = next) of effects and decisions of the turn; ``white`` the pool of white dice;
    ``monks`` slot id -> seats with a monk there; ``colony`` 36 space codes per seat;
    ``markers`` space -> "w3"/"b5" (a die and its value) or "c2" (coins); ``res`` resources in
    data.RESOURCES order; ``blue`` values of unused blue dice; ``harbour`` 4 docks of ship ids;
    ``placed`` the tiles laid (id, spaces); ``personal`` the town-hall set's scholar.
    """

    __slots__ = COMMON + PER_SEAT

    def copy(self) -> "SantaMariaState":
        s = SantaMariaState.__new__(SantaMariaState)
        s.rng, s.events, s.barrier = self.rng, self.events, self.barrier
        s.names, s.options = self.names, self.options          # never changed after setup
        s.phase, s.year, s.seat, s.main_done = self.phase, self.year, self.seat, self.main_done
        s.order, s.out, s.retire, s.tasks = list(self.order), list(self.out), list(self.retire), list(self.tasks)
        s.white, s.blue_store, s.docks = list(self.white), self.blue_store, list(self.docks)
        s.ship_stack, s.scholars, s.bishops = list(self.ship_stack), list(self.scholars), list(self.bishops)
        s.scholar_box, s.bishop_box = list(self.scholar_box), list(self.bishop_box)
        s.monks = {k: list(v) for k, v in self.monks.items()}
        s.display, s.discard, s.roads = list(self.display), list(self.discard), self.roads
        s.tile_stacks = {k: list(v) for k, v in self.tile_stacks.items()}
        s.sets, s.th_box = list(self.sets), list(self.th_box)
        s.boards, s.personal = list(self.boards), list(self.personal)
        s.colony = [list(c) for c in self.colony]
        s.markers = [dict(m) for m in self.markers]
        s.res = [list(r) for r in self.res]
        s.coins, s.happy, s.rel, s.conq = list(self.coins), list(self.happy), list(self.rel), list(self.conq)
        s.blue = [list(b) for b in self.blue]
        s.harbour = [[list(d) for d in h] for h in self.harbour]
        s.placed = [list(p) for p in self.placed]
        return s

    @property
    def players(self) -> int:
        return len(self.names)
