"""The Calimala state: plain containers and a cheap copy.

A state handed out is never changed again, so ``legal`` keeps its legal actions once computed
(``None`` until then; never copied or saved).

Discs are short strings: ``c2`` a coloured disc of seat 2, ``w2`` a white disc placed by seat 2,
``n2`` a neutral disc placed by seat 2 (2-player variant). Stacks list their discs bottom first.
Board areas (cities, church rows, artwork slots) hold cube counts per seat, the neutral count last.
"""

from __future__ import annotations

from ...core import State


class Activation:
    """The activation of one action space ("Activating an action space").

    ``seat``/``mode`` is the player resolving now (mode placer, white, neutral or lower),
    ``pending`` the connected actions still open, ``conducted`` whether he has carried out one,
    ``step`` a Ship/Transport in progress as [action, source, deliveries left, cities used],
    ``queue`` the owners of lower activated discs still to act, ``neutral`` whether the stack
    holds a neutral disc, ``out`` the pushed-out white disc awaiting a choice of stack.
    """

    __slots__ = ("conducted", "mode", "neutral", "out", "pending", "queue", "seat", "step", "street")

    def copy(self) -> Activation:
        a = Activation.__new__(Activation)
        a.street, a.seat, a.mode, a.conducted, a.neutral, a.out = (
            self.street, self.seat, self.mode, self.conducted, self.neutral, self.out)
        a.pending = list(self.pending)
        a.step = None if self.step is None else [self.step[0], self.step[1], self.step[2], list(self.step[3])]
        a.queue = [tuple(q) for q in self.queue]
        return a


class CalimalaState(State):
    __slots__ = (
        "act",
        "board",
        "boxed",
        "council",
        "cubes",
        "dealt",
        "deck",
        "discard",
        "discs",
        "display",
        "facedown",
        "faceup",
        "first_art",
        "grid",
        "hands",
        "houses",
        "kept",
        "last_round",
        "legal",
        "limit",
        "names",
        "neutral",
        "options",
        "phase",
        "removed",
        "score",
        "seats",
        "ships",
        "shops",
        "shown",
        "stacks",
        "start",
        "turn",
        "wh",
    )

    def copy(self) -> CalimalaState:
        s = CalimalaState.__new__(CalimalaState)
        s.rng, s.events, s.barrier = self.rng, self.events, self.barrier
        # never changed after setup
        s.names, s.options, s.limit, s.start, s.grid, s.council = (
            self.names, self.options, self.limit, self.start, self.grid, self.council)
        s.turn, s.phase, s.last_round, s.neutral = self.turn, self.phase, self.last_round, self.neutral
        s.stacks = [list(x) for x in self.stacks]
        s.discs = [list(x) for x in self.discs]
        s.removed, s.seats, s.first_art = list(self.removed), list(self.seats), list(self.first_art)
        s.board = {k: list(v) for k, v in self.board.items()}
        s.houses = {k: list(v) for k, v in self.houses.items()}
        s.cubes, s.ships, s.score = list(self.cubes), list(self.ships), list(self.score)
        s.wh = [list(x) for x in self.wh]
        s.shops = [list(x) for x in self.shops]
        s.hands = [list(x) for x in self.hands]
        s.deck, s.discard, s.display = list(self.deck), list(self.discard), list(self.display)
        s.dealt = [list(x) for x in self.dealt]
        s.kept, s.shown = list(self.kept), list(self.shown)
        s.faceup, s.facedown, s.boxed = list(self.faceup), list(self.facedown), list(self.boxed)
        s.act = self.act.copy() if self.act is not None else None
        s.legal = None
        return s

    @property
    def players(self) -> int:
        return len(self.names)
