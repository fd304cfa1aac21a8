"""The Salamandra state: the growing map as dicts keyed by coordinates, plain per-seat lists (``copy`` is generated).

Piles are lists whose top is the last element. ``spots`` maps (x, y, k) to (owner, face): owner is a seat,
or ``RUDOLPH``; face is "D" (sun), "N" (moon), or "R" for Rudolph. The Bear, Eagle and Salamander decks lie
face up: ``tops`` holds the card on top of each (seen by all), ``bear``/``eagle``/``white``/``black`` the
face-down cards under it. ``pending`` holds the decisions the current player owes before anything else
(spellbook move, reactivation, grove pick, the choice after a build).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field

from ...core import State, game_state

RUDOLPH = -1
DECKS = ("bear", "eagle", "white", "black")
PER_SEAT = ("vp", "crystals", "scrolls", "mat", "avail", "druid", "passed", "stamp")
PER_SEAT_LISTS = ("cards", "sals", "harvested")

Cell = tuple[int, int]
Glade = tuple[int, int]                 # the corner shared by cells (gx, gy), (gx+1, gy), (gx+1, gy+1), (gx, gy+1)
Spot = tuple[int, int, int]             # a cell and k: 0 N (bonus), 1 E, 2 S, 3 W
Need = tuple[str, *tuple[int, ...]]     # ("book",), ("react",), ("grove",), ("after", x, y), ("freeplace", x, y)


@game_state
class SalamandraState(State):
    """Everything on the table, per seat, and Rudolph (``r_*``, solo only)."""

    names: tuple[str, ...]
    options: Mapping[str, int]
    board: dict[Cell, str]
    spots: dict[Spot, tuple[int, str]]
    groves: dict[Glade, str]
    grove_pile: list[str]
    stack: list[str]
    market: list[str | None]
    tops: dict[str, str | None]
    bear: list[str]
    eagle: list[str]
    white: list[str]
    black: list[str]
    books: tuple[str, ...]
    book_spots: list[list[int | None]]   # per spellbook: [upper, lower] owner or None
    # per seat
    vp: list[int]
    crystals: list[int]
    scrolls: list[int]
    mat: list[int]                       # apprentice discs on the player mat (not on a tile or a spellbook)
    avail: list[int]                     # of which still to place this round
    druid: list[str]                     # the face that is active
    passed: list[bool]
    stamp: list[int]                     # when the score marker last moved (the top of a pile moved last)
    cards: list[list[str]]
    sals: list[list[str]]
    harvested: list[list[str]]
    # the turn
    round: int = 1
    turn: int = 0
    phase: str = "turn"                  # turn, harvest, recycle, over
    pool: dict[str, int] = field(default_factory=dict)
    pending: list[Need] = field(default_factory=list)
    main_done: bool = False
    clock: int = 0
    final: tuple[Mapping[str, int], ...] | None = None
    # Rudolph
    r_vp: int = 0
    r_scrolls: int = 0
    r_placed: list[Spot] = field(default_factory=list)
    r_groves: list[str] = field(default_factory=list)
    r_deck: list[str] = field(default_factory=list)
    r_discard: list[str] = field(default_factory=list)
    recycles: int = 0

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def solo(self) -> bool:
        return len(self.names) == 1

    def deck(self, name: str) -> list[str]:
        """The face-down cards of deck ``name`` (one of ``DECKS``), under its face-up top."""
        pile: list[str] = getattr(self, name)
        return pile
